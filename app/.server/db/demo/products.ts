import type { DemoProduct } from "./types";

type Size = DemoProduct["sizes"][number];

const g = (...values: number[]): Size[] => values.map((value) => ({ value, unit: "g" }));
const ml = (...values: number[]): Size[] => values.map((value) => ({ value, unit: "ml" }));
const l = (...values: number[]): Size[] => values.map((value) => ({ value, unit: "l" }));

// Demo product lines. The seeder creates one product per size and language and
// appends the size to the name, so names here carry no size.
export const demoProducts: DemoProduct[] = [
	// Marabou
	{
		sku: "MAR-MJOLKCHOKLAD",
		brand: "marabou",
		categories: ["choklad", "sjokolade-pa-nett", "dubai-choklad"],
		sv: {
			name: "Marabou Mjölkchoklad",
			description_md:
				"Den klassiska **mjölkchokladen** från Marabou med sin krämiga, lätt karamelliserade smak. En självklar favorit att bryta en bit av till kaffet – och en bra bas om du vill göra egen dubai-choklad.",
		},
		nb: {
			name: "Marabou Mjölkchoklad",
			description_md:
				"Den klassiske svenske **melkesjokoladen** fra Marabou med kremet, lett karamellisert smak. Perfekt til kaffen – og en god base hvis du vil lage din egen dubai-sjokolade.",
		},
		sizes: g(100, 200, 250),
		price_sek: 19.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "MAR-HELNOT",
		brand: "marabou",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Marabou Helnöt",
			description_md:
				"Mjölkchoklad med **hela rostade hasselnötter** i varje bit. En krispig klassiker för dig som vill ha ordentligt med nötter.",
		},
		nb: {
			name: "Marabou Helnöt",
			description_md:
				"Melkesjokolade med **hele ristede hasselnøtter** i hver bit. En sprø klassiker for deg som vil ha skikkelig med nøtter.",
		},
		sizes: g(100, 200, 250),
		price_sek: 21.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "MAR-SCHWEIZERNOT",
		brand: "marabou",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Marabou Schweizernöt",
			description_md:
				"Mjölkchoklad med **hackade hasselnötter** som ger en jämn, krispig känsla. En av Marabous mest sålda smaker genom tiderna.",
		},
		nb: {
			name: "Marabou Schweizernöt",
			description_md:
				"Melkesjokolade med **hakkede hasselnøtter** som gir en jevn, sprø tekstur. En av Marabous mest solgte smaker gjennom tidene.",
		},
		sizes: g(100, 200, 250),
		price_sek: 21.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "MAR-APELSINKROKANT",
		brand: "marabou",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Marabou Apelsinkrokant",
			description_md:
				"Mjölkchoklad med **krokant och apelsinsmak**. Den fruktiga smaken och de knapriga bitarna gör kakan till en favorit, inte minst kring jul.",
		},
		nb: {
			name: "Marabou Apelsinkrokant",
			description_md:
				"Melkesjokolade med **krokan og appelsinsmak**. Den friske smaken og de sprø bitene gjør platen til en favoritt, ikke minst rundt jul.",
		},
		sizes: g(100, 200, 250),
		price_sek: 21.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "MAR-GRADDNOUGAT",
		brand: "marabou",
		categories: ["choklad", "sjokolade-pa-nett", "julgodis"],
		sv: {
			name: "Marabou Gräddnougat",
			description_md:
				"Mjölkchoklad fylld med **mjuk gräddnougat**. En len och söt kaka som passar lika bra i vardagen som på julbordet.",
		},
		nb: {
			name: "Marabou Gräddnougat",
			description_md:
				"Melkesjokolade fylt med **myk fløtenougat**. En mild og søt plate som passer like godt i hverdagen som på julebordet.",
		},
		sizes: g(100, 200, 250),
		price_sek: 21.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "MAR-SALTLAKRITS",
		brand: "marabou",
		categories: ["choklad", "sjokolade-pa-nett", "lakrits"],
		sv: {
			name: "Marabou Saltlakrits",
			description_md: "Mjölkchoklad med **krispiga bitar av saltlakrits**. Kombinationen av sött och salt är en nordisk favorit.",
		},
		nb: {
			name: "Marabou Saltlakrits",
			description_md: "Melkesjokolade med **sprø biter av salt lakris**. Kombinasjonen av søtt og salt er en nordisk favoritt.",
		},
		sizes: g(100, 200, 250),
		price_sek: 21.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "MAR-MORK",
		brand: "marabou",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Marabou Mörk Choklad",
			description_md:
				"**Mörk choklad** med fyldig kakaosmak och mild beska. Passar till kaffe, i bakning eller som en bit efter middagen.",
		},
		nb: {
			name: "Marabou Mörk Choklad",
			description_md:
				"**Mørk sjokolade** med fyldig kakaosmak og mild bitterhet. Passer til kaffen, i baking eller som en bit etter middag.",
		},
		sizes: g(100, 200, 250),
		price_sek: 21.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "MAR-DAIM",
		brand: "marabou",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Marabou Daim",
			description_md: "Marabous mjölkchoklad med **krossad Daim** i varje bit. Krämigt och krispigt på samma gång.",
		},
		nb: {
			name: "Marabou Daim",
			description_md: "Marabous melkesjokolade med **knust Daim** i hver bit. Kremet og sprøtt på samme tid.",
		},
		sizes: g(100, 200, 250),
		price_sek: 21.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "MAR-OREO",
		brand: "marabou",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Marabou Oreo",
			description_md: "Mjölkchoklad med **bitar av Oreo-kex** och vaniljfyllning. En populär kombination av choklad och kakor.",
		},
		nb: {
			name: "Marabou Oreo",
			description_md: "Melkesjokolade med **biter av Oreo-kjeks** og vaniljefyll. En populær kombinasjon av sjokolade og kjeks.",
		},
		sizes: g(100, 200, 250),
		price_sek: 21.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "MAR-ALADDIN",
		brand: "marabou",
		categories: ["choklad", "sjokolade-pa-nett", "julgodis"],
		sv: {
			name: "Marabou Aladdin",
			description_md:
				"Klassisk **konfektask** med fyllda chokladbitar i många smaker. För många hör Aladdin lika självklart till julen som granen.\n\n- Blandade fyllningar som nougat, kola och krokant\n- Perfekt som present eller att bjuda på",
		},
		nb: {
			name: "Marabou Aladdin",
			description_md:
				"Klassisk svensk **konfekteske** med fylte sjokoladebiter i mange smaker. I Sverige hører Aladdin like naturlig til julen som juletreet.\n\n- Blandet fyll som nougat, karamell og krokan\n- Fin som gave eller til å by på",
		},
		sizes: g(250, 500),
		price_sek: 54.9,
		image: "candy-box.svg",
	},
	{
		sku: "MAR-NONSTOP",
		brand: "marabou",
		categories: ["choklad", "sjokolade-pa-nett", "godis"],
		sv: {
			name: "Marabou Non Stop",
			description_md:
				"Små **chokladlinser med färgglatt sockerskal**. Perfekt att strö över glass och tårtor eller att dela i godisskålen.",
		},
		nb: {
			name: "Marabou Non Stop",
			description_md:
				"Små **sjokoladelinser med fargerikt sukkerskall**. Perfekt å strø over is og kaker eller å dele i godteriskålen.",
		},
		sizes: g(150, 300),
		price_sek: 24.9,
		image: "candy-bag.svg",
	},
	// Daim
	{
		sku: "DAIM-BAR",
		brand: "daim",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Daim",
			description_md: "**Krispig mandelkola** täckt av mjölkchoklad. Den röda klassikern som passar till kaffet och i matsäcken.",
		},
		nb: {
			name: "Daim",
			description_md:
				"**Sprø mandelkaramell** trukket med melkesjokolade. Den røde klassikeren som passer til kaffen og i matpakken.",
		},
		sizes: g(28, 56, 168),
		price_sek: 8.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "DAIM-MINI",
		brand: "daim",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Daim Mini",
			description_md: "Små **Daim-bitar** i påse, lätta att dela. Passar lika bra i godisskålen som hackade över en glass.",
		},
		nb: {
			name: "Daim Mini",
			description_md: "Små **Daim-biter** i pose, lette å dele. Passer like godt i godteriskålen som hakket over en is.",
		},
		sizes: g(140, 280),
		price_sek: 32.9,
		image: "candy-bag.svg",
	},
	{
		sku: "DAIM-DRAGE",
		brand: "daim",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Daim Dragé",
			description_md:
				"Krispiga **Daim-kulor** med tunt sockerskal. Ett bra val till filmkvällen när du vill ha något att plocka på.",
		},
		nb: {
			name: "Daim Dragé",
			description_md: "Sprø **Daim-kuler** med tynt sukkerskall. Et godt valg til filmkvelden når du vil ha noe å plukke på.",
		},
		sizes: g(150, 300),
		price_sek: 29.9,
		image: "candy-bag.svg",
	},
	// Freia
	{
		sku: "FRE-MELKESJOKOLADE",
		brand: "freia",
		categories: ["choklad", "sjokolade-pa-nett", "dubai-choklad"],
		sv: {
			name: "Freia Melkesjokolade",
			description_md:
				"Norges mest sålda chokladkaka – **krämig mjölkchoklad** från Freia i Oslo. Fungerar också utmärkt som bas när du gör egen dubai-choklad.",
		},
		nb: {
			name: "Freia Melkesjokolade",
			description_md:
				"**Et lite stykke Norge** – den kremete melkesjokoladen fra Freia i Oslo. Fungerer også utmerket som base når du lager din egen dubai-sjokolade.",
		},
		sizes: g(100, 200),
		price_sek: 24.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "FRE-KVIKKLUNSJ",
		brand: "freia",
		categories: ["choklad", "sjokolade-pa-nett", "paskgodis"],
		sv: {
			name: "Freia Kvikk Lunsj",
			description_md:
				"Norges klassiska **turchoklad**: krispiga rån täckta av mjölkchoklad. Har funnits sedan 1937 och hör till påskfjällen.",
		},
		nb: {
			name: "Freia Kvikk Lunsj",
			description_md:
				"Selve **tursjokoladen**: sprø kjeks trukket med melkesjokolade. Har vært med på tur siden 1937 og hører påskefjellet til.",
		},
		sizes: g(47, 141, 235),
		price_sek: 14.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "FRE-FIRKLOVER",
		brand: "freia",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Freia Firkløver",
			description_md: "Mjölkchoklad med **hela hasselnötter** från Freia. En norsk klassiker som gärna bjuds på i helgen.",
		},
		nb: {
			name: "Freia Firkløver",
			description_md: "Melkesjokolade med **hele hasselnøtter** fra Freia. En norsk klassiker som gjerne deles i helgen.",
		},
		sizes: g(100, 200),
		price_sek: 26.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "FRE-WALTERS",
		brand: "freia",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Freia Walters Mandler",
			description_md: "Mjölkchoklad med **rostade mandlar**. Mild, krispig och en favorit hos många norska chokladälskare.",
		},
		nb: {
			name: "Freia Walters Mandler",
			description_md: "Melkesjokolade med **ristede mandler**. Mild, sprø og en favoritt hos mange sjokoladeelskere.",
		},
		sizes: g(100, 200),
		price_sek: 26.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "FRE-SMIL",
		brand: "freia",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Freia Smil",
			description_md: "Mjölkchoklad med **mjuk kolafyllning**. Söt, seg och god – en norsk favorit sedan länge.",
		},
		nb: {
			name: "Freia Smil",
			description_md: "Melkesjokolade med **myk karamellfyll**. Søt, seig og god – en norsk favoritt gjennom generasjoner.",
		},
		sizes: g(50, 200),
		price_sek: 12.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "FRE-TWIST",
		brand: "freia",
		categories: ["choklad", "sjokolade-pa-nett", "julgodis"],
		sv: {
			name: "Freia Twist",
			description_md:
				"Norges stora **julfavorit**: inslagna chokladbitar med olika fyllningar i samma påse.\n\n- Många olika smaker\n- Perfekt att bjuda på i december",
		},
		nb: {
			name: "Freia Twist",
			description_md:
				"Den store **julefavoritten**: innpakkede sjokoladebiter med ulike fyll i samme pose.\n\n- Mange forskjellige smaker\n- Perfekt å by på i desember",
		},
		sizes: g(300, 600),
		price_sek: 54.9,
		image: "christmas-candy.svg",
	},
	{
		sku: "FRE-M",
		brand: "freia",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Freia M",
			description_md: "**Jordnötter i mjölkchoklad** med krispigt sockerskal. Norrmännens klassiska biogodis sedan 1957.",
		},
		nb: {
			name: "Freia M",
			description_md: "**Peanøtter i melkesjokolade** med sprøtt sukkerskall. Den klassiske kinosjokoladen siden 1957.",
		},
		sizes: g(45, 200),
		price_sek: 14.9,
		image: "candy-bag.svg",
	},
	// Nidar
	{
		sku: "NID-SMASH",
		brand: "nidar",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Nidar Smash",
			description_md:
				"**Salta majssnacks täckta av mjölkchoklad**. Kombinationen av sött och salt har gjort Smash till en norsk kultfavorit.",
		},
		nb: {
			name: "Nidar Smash",
			description_md:
				"**Salte maissnacks trukket med melkesjokolade**. Kombinasjonen av søtt og salt har gjort Smash til en moderne norsk klassiker.",
		},
		sizes: g(100, 200, 400),
		price_sek: 24.9,
		image: "candy-bag.svg",
	},
	{
		sku: "NID-TROIKA",
		brand: "nidar",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Nidar Troika",
			description_md: "En norsk chokladbar med **tryffel, gelé och choklad** i tre lager. Söt, fruktig och lite annorlunda.",
		},
		nb: {
			name: "Nidar Troika",
			description_md: "Sjokoladebaren med **trøffel, gelé og sjokolade** i tre lag. Søt, fruktig og helt egen.",
		},
		sizes: g(66, 198),
		price_sek: 15.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "NID-STRATOS",
		brand: "nidar",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Nidar Stratos",
			description_md: "**Luftig mjölkchoklad** från Trondheim som smälter lätt i munnen. En norsk klassiker med bubblor.",
		},
		nb: {
			name: "Nidar Stratos",
			description_md: "**Luftig melkesjokolade** fra Trondheim som smelter lett i munnen. En norsk klassiker full av bobler.",
		},
		sizes: g(65, 195),
		price_sek: 14.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "NID-BAMSEMUMS",
		brand: "nidar",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Nidar Bamsemums",
			description_md:
				"Mjuka **skumbjörnar med chokladöverdrag**. Norges svar på skumgodis med choklad – populärt hos både barn och vuxna.",
		},
		nb: {
			name: "Nidar Bamsemums",
			description_md: "Myke **skumbamser trukket med sjokolade**. En kjær klassiker hos både barn og voksne.",
		},
		sizes: g(150, 300, 500),
		price_sek: 27.9,
		image: "candy-bag.svg",
	},
	{
		sku: "NID-LABAN",
		brand: "nidar",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Laban Seigmenn",
			description_md:
				"Norges mest kända **seigmenn** – sega gelégubbar med fruktsmak. Ett självklart val för lördagsgodiset i Norge.",
		},
		nb: {
			name: "Laban Seigmenn",
			description_md: "De kjente **seigmennene** fra Nidar i mange farger og smaker. Et selvskrevet valg til lørdagsgodtet.",
		},
		sizes: g(150, 350, 500),
		price_sek: 25.9,
		image: "gummy-bear.svg",
	},
	{
		sku: "NID-KREMBANAN",
		brand: "nidar",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Nidar Krembanan",
			description_md: "Mjukt **bananskum** täckt av choklad. En norsk nostalgiklassiker som många minns från barndomen.",
		},
		nb: {
			name: "Nidar Krembanan",
			description_md: "Myk **bananskum** trukket med sjokolade. En nostalgisk klassiker som mange husker fra barndommen.",
		},
		sizes: g(150, 300),
		price_sek: 29.9,
		image: "candy-bag.svg",
	},
	{
		sku: "NID-SMORBUKK",
		brand: "nidar",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Nidar Smørbukk",
			description_md: "Mjuka **smörkolor** från Nidar med rund, gräddig smak. Enskilt inslagna och lätta att dela.",
		},
		nb: {
			name: "Nidar Smørbukk",
			description_md: "Myke **smørkarameller** med rund, fløtete smak. Enkeltinnpakket og lette å dele.",
		},
		sizes: g(150, 300),
		price_sek: 27.9,
		image: "candy-bag.svg",
	},
	{
		sku: "NID-KREMTOPPER",
		brand: "nidar",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Nidar Kremtopper",
			description_md: "Små **skumtoppar med chokladöverdrag**. Luftiga, söta och perfekta i godisskålen.",
		},
		nb: {
			name: "Nidar Kremtopper",
			description_md: "Små **skumtopper trukket med sjokolade**. Luftige, søte og perfekte i godteriskålen.",
		},
		sizes: g(150, 300),
		price_sek: 27.9,
		image: "candy-bag.svg",
	},
	// Cloetta
	{
		sku: "CLO-KEXCHOKLAD",
		brand: "cloetta",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Cloetta Kexchoklad",
			description_md:
				"**Krispiga rån med kakaokräm** täckta av mjölkchoklad. Sveriges klassiska matsäckschoklad sedan 1938, tillverkad i Ljungsbro.",
		},
		nb: {
			name: "Cloetta Kexchoklad",
			description_md:
				"**Sprø kjeks med kakaokrem** trukket med melkesjokolade. Sveriges svar på Kvikk Lunsj, produsert i Ljungsbro siden 1938.",
		},
		sizes: g(60, 180),
		price_sek: 11.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "CLO-POLLY",
		brand: "cloetta",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Cloetta Polly",
			description_md:
				"**Chokladöverdragna skumbitar** i flera smaker. Polly har varit en del av svenska godispåsar i generationer.",
		},
		nb: {
			name: "Cloetta Polly",
			description_md: "**Sjokoladetrukne skumbiter** i flere smaker. En svensk klassiker som mange nordmenn har blitt glade i.",
		},
		sizes: g(130, 200, 400),
		price_sek: 24.9,
		image: "candy-bag.svg",
	},
	{
		sku: "CLO-CENTER",
		brand: "cloetta",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Cloetta Center",
			description_md:
				"En rulle med **mjölkchoklad och mjuk kolafyllning**. Bit för bit – perfekt att dela eller spara till senare.",
		},
		nb: {
			name: "Cloetta Center",
			description_md: "En rull med **melkesjokolade og myk karamellfyll**. Bit for bit – perfekt å dele eller spare til senere.",
		},
		sizes: g(78, 156),
		price_sek: 14.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "CLO-PLOPP",
		brand: "cloetta",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Cloetta Plopp",
			description_md: "Mjölkchoklad med **mjuk kolafyllning**. Liten, söt och en klassiker i svenska godisskålar.",
		},
		nb: {
			name: "Cloetta Plopp",
			description_md: "Melkesjokolade med **myk karamellfyll**. Liten, søt og en klassiker i svenske godteriskåler.",
		},
		sizes: g(30, 150),
		price_sek: 6.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "CLO-SPORTLUNCH",
		brand: "cloetta",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Cloetta Sportlunch",
			description_md: "**Rån med mjölkchoklad** i en rejäl bar. Ett populärt mellanmål på skidbacken och i ryggsäcken.",
		},
		nb: {
			name: "Cloetta Sportlunch",
			description_md: "**Kjeks med melkesjokolade** i en solid bar. Et populært mellommåltid i skibakken og i sekken.",
		},
		sizes: g(50, 200),
		price_sek: 12.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "CLO-JULESKUM",
		brand: "cloetta",
		categories: ["godis", "julgodis", "godteri-pa-nett"],
		sv: {
			name: "Cloetta Juleskum",
			description_md:
				"De klassiska **rosa och vita skumtomtarna** med jordgubbssmak. Säljs bara under säsongen men hör ändå till Sveriges mest sålda påsgodis.",
		},
		nb: {
			name: "Cloetta Juleskum",
			description_md:
				"De klassiske **rosa og hvite skumnissene** med jordbærsmak. En svensk juletradisjon som også har mange fans i Norge.",
		},
		sizes: g(100, 250, 500),
		price_sek: 15.9,
		image: "christmas-candy.svg",
	},
	// Ahlgrens
	{
		sku: "AHL-BILAR",
		brand: "ahlgrens",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Ahlgrens Bilar",
			description_md: "**Världens mest sålda bil** – skumgodisbilar i rosa, vitt och grönt. En svensk klassiker sedan 1953.",
		},
		nb: {
			name: "Ahlgrens Bilar",
			description_md: "**«Verdens mest solgte bil»** – skumbiler i rosa, hvitt og grønt. En svensk klassiker siden 1953.",
		},
		sizes: g(125, 250, 500),
		price_sek: 22.9,
		image: "candy-bag.svg",
	},
	{
		sku: "AHL-SURA-BILAR",
		brand: "ahlgrens",
		categories: ["surt-godis", "godis", "godteri-pa-nett"],
		sv: {
			name: "Ahlgrens Bilar Sura",
			description_md: "Ahlgrens bilar med **surt socker** på ytan. Samma mjuka skumbil, men med en syrlig kick.",
		},
		nb: {
			name: "Ahlgrens Bilar Sura",
			description_md: "Ahlgrens bilar med **surt sukker** på overflaten. Den samme myke skumbilen, men med en syrlig vri.",
		},
		sizes: g(125, 250, 500),
		price_sek: 22.9,
		image: "sour-candy.svg",
	},
	// Malaco
	{
		sku: "MAL-GOTTBLANDAT",
		brand: "malaco",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Malaco Gott & Blandat Original",
			description_md:
				"Blandpåsen som funnits sedan 1979. **Söta, syrliga och lite salta bitar** i samma påse – något för alla.\n\n- Gelé, skum och lakrits\n- Perfekt att dela",
		},
		nb: {
			name: "Malaco Gott & Blandat Original",
			description_md:
				"Den svenske blandeposen som har eksistert siden 1979. **Søte, syrlige og litt salte biter** i samme pose – noe for alle.\n\n- Vingummi, skum og lakris\n- Perfekt å dele",
		},
		sizes: g(160, 320, 500),
		price_sek: 24.9,
		image: "candy-bag.svg",
	},
	{
		sku: "MAL-GOTTBLANDAT-SUPERSUR",
		brand: "malaco",
		categories: ["surt-godis", "godis", "godteri-pa-nett"],
		sv: {
			name: "Malaco Gott & Blandat Supersur",
			description_md:
				"Gott & Blandat i **riktigt sur** version. Syrliga gelébitar och skum med surt socker för dig som tål när det nyper.",
		},
		nb: {
			name: "Malaco Gott & Blandat Supersur",
			description_md:
				"Gott & Blandat i en **skikkelig sur** versjon. Syrlige vingummier og skum med surt sukker for deg som tåler at det kniper.",
		},
		sizes: g(160, 320, 500),
		price_sek: 24.9,
		image: "sour-candy.svg",
	},
	{
		sku: "MAL-DJUNGELVRAL",
		brand: "malaco",
		categories: ["lakrits", "halloween-godis", "godteri-pa-nett"],
		sv: {
			name: "Malaco Djungelvrål",
			description_md: "**Salta lakritsapor** med ordentlig salmiakkick. En svensk klassiker som både älskas och fruktas.",
		},
		nb: {
			name: "Malaco Djungelvrål",
			description_md: "**Salte lakrisaper** med skikkelig salmiakkspark. En svensk klassiker som både elskes og fryktes.",
		},
		sizes: g(80, 160, 300),
		price_sek: 16.9,
		image: "licorice.svg",
	},
	{
		sku: "MAL-SALTAKATTEN",
		brand: "malaco",
		categories: ["lakrits", "halloween-godis"],
		sv: {
			name: "Malaco Salta Katten",
			description_md: "Små **katter av saltlakrits** med salmiakpudrad yta. Perfekt för lakritsälskare – och för halloween.",
		},
		nb: {
			name: "Malaco Salta Katten",
			description_md: "Små **katter av salt lakris** med salmiakkpudret overflate. Perfekt for lakriselskere – og til halloween.",
		},
		sizes: g(80, 160, 300),
		price_sek: 16.9,
		image: "licorice.svg",
	},
	{
		sku: "MAL-ZOO",
		brand: "malaco",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Malaco Zoo",
			description_md: "Sega **gelédjur** med fruktsmak. En mild och söt klassiker som passar hela familjen.",
		},
		nb: {
			name: "Malaco Zoo",
			description_md: "Seige **vingummidyr** med fruktsmak. En mild og søt klassiker som passer hele familien.",
		},
		sizes: g(130, 275, 500),
		price_sek: 19.9,
		image: "gummy-bear.svg",
	},
	// Fazer
	{
		sku: "FAZ-BLA",
		brand: "fazer",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Fazer Blå",
			description_md:
				"Fazers klassiska **mjölkchoklad i blått omslag**, tillverkad sedan 1922. Mjuk, krämig och älskad i hela Norden.",
		},
		nb: {
			name: "Fazer Blå",
			description_md:
				"Fazers klassiske **melkesjokolade i blå innpakning**, produsert siden 1922. Myk, kremet og elsket i hele Norden.",
		},
		sizes: g(100, 200),
		price_sek: 22.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "FAZ-GEISHA",
		brand: "fazer",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: { name: "Fazer Geisha", description_md: "Mjölkchoklad med **mjuk hasselnötsfyllning**. En len och söt finsk favorit." },
		nb: { name: "Fazer Geisha", description_md: "Melkesjokolade med **myk hasselnøttfyll**. En mild og søt finsk favoritt." },
		sizes: g(100, 150),
		price_sek: 22.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "FAZ-DUMLE",
		brand: "fazer",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Fazer Dumle",
			description_md:
				"**Seg kola med chokladöverdrag**, enskilt inslagen. Dumle är en favorit i godisskålen och i adventskalendern.",
		},
		nb: {
			name: "Fazer Dumle",
			description_md:
				"**Seig karamell trukket med sjokolade**, enkeltinnpakket. Dumle er en favoritt i godteriskålen og i adventskalenderen.",
		},
		sizes: g(120, 220, 350),
		price_sek: 22.9,
		image: "candy-bag.svg",
	},
	{
		sku: "FAZ-TYRKISKPEBER",
		brand: "fazer",
		categories: ["lakrits", "halloween-godis", "godteri-pa-nett"],
		sv: {
			name: "Fazer Tyrkisk Peber",
			description_md: "Hårda **salmiakkarameller med pulverfyllning**. Riktigt starka – för den som gillar när det bränner lite.",
		},
		nb: {
			name: "Fazer Tyrkisk Peber",
			description_md: "Harde **salmiakkdrops med pulverfyll**. Skikkelig sterke – for deg som liker at det svir litt.",
		},
		sizes: g(150, 300, 500),
		price_sek: 22.9,
		image: "licorice.svg",
	},
	{
		sku: "FAZ-PANTTERI",
		brand: "fazer",
		categories: ["lakrits"],
		sv: {
			name: "Fazer Pantteri",
			description_md: "Mjuka **salmiakbitar** med fruktig och salt smak. En finsk klassiker för lakritsälskare.",
		},
		nb: {
			name: "Fazer Pantteri",
			description_md: "Myke **salmiakkbiter** med fruktig og salt smak. En finsk klassiker for lakriselskere.",
		},
		sizes: g(180, 280),
		price_sek: 24.9,
		image: "licorice.svg",
	},
	{
		sku: "FAZ-MARIANNE",
		brand: "fazer",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Fazer Marianne",
			description_md: "Randiga **mintkarameller med chokladfyllning**. En frisk och söt finsk klassiker.",
		},
		nb: { name: "Fazer Marianne", description_md: "Stripete **mintdrops med sjokoladefyll**. En frisk og søt finsk klassiker." },
		sizes: g(120, 220),
		price_sek: 21.9,
		image: "lollipop.svg",
	},
	// Haribo
	{
		sku: "HAR-GOLDBEARS",
		brand: "haribo",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Haribo Goldbears",
			description_md: "De klassiska **gelébjörnarna** i fem fruktiga smaker. Haribos mest kända godis, älskat i hela världen.",
		},
		nb: {
			name: "Haribo Goldbears",
			description_md:
				"De klassiske **gummibjørnene** i fem fruktige smaker. Haribos mest kjente godteri, elsket over hele verden.",
		},
		sizes: g(80, 200, 450),
		price_sek: 12.9,
		image: "gummy-bear.svg",
	},
	{
		sku: "HAR-STARMIX",
		brand: "haribo",
		categories: ["godis", "godteri-pa-nett", "halloween-godis"],
		sv: {
			name: "Haribo Starmix",
			description_md:
				"En blandning av Haribos favoriter: **björnar, ägg, hjärtan och colaflaskor**. Perfekt att dela på kalaset.",
		},
		nb: {
			name: "Haribo Starmix",
			description_md: "En blanding av Haribos favoritter: **bjørner, egg, hjerter og colaflasker**. Perfekt å dele i bursdagen.",
		},
		sizes: g(80, 200, 450),
		price_sek: 12.9,
		image: "gummy-bear.svg",
	},
	{
		sku: "HAR-TANGFASTICS",
		brand: "haribo",
		categories: ["surt-godis", "godteri-pa-nett"],
		sv: {
			name: "Haribo Tangfastics",
			description_md: "**Sura gelébitar** i många former och smaker. En av de mest populära sura påsarna i Norden.",
		},
		nb: {
			name: "Haribo Tangfastics",
			description_md: "**Sure vingummier** i mange former og smaker. En av de mest populære sure posene i Norden.",
		},
		sizes: g(80, 200, 450),
		price_sek: 12.9,
		image: "sour-candy.svg",
	},
	{
		sku: "HAR-HAPPYCOLA",
		brand: "haribo",
		categories: ["godis", "godteri-pa-nett"],
		sv: { name: "Haribo Happy Cola", description_md: "Sega **colaflaskor** med söt colasmak. En tidlös favorit från Haribo." },
		nb: { name: "Haribo Happy Cola", description_md: "Seige **colaflasker** med søt colasmak. En tidløs favoritt fra Haribo." },
		sizes: g(80, 200, 450),
		price_sek: 12.9,
		image: "gummy-bear.svg",
	},
	{
		sku: "HAR-HAPPYCOLA-FIZZ",
		brand: "haribo",
		categories: ["surt-godis", "godteri-pa-nett"],
		sv: {
			name: "Haribo Happy Cola F!ZZ",
			description_md: "Colaflaskorna i **sur version** med syrligt socker på ytan. För dig som vill ha mer kick.",
		},
		nb: {
			name: "Haribo Happy Cola F!ZZ",
			description_md: "Colaflaskene i **sur versjon** med syrlig sukker på overflaten. For deg som vil ha mer trøkk.",
		},
		sizes: g(80, 200, 450),
		price_sek: 12.9,
		image: "sour-candy.svg",
	},
	{
		sku: "HAR-MATADORMIX",
		brand: "haribo",
		categories: ["godis", "lakrits", "godteri-pa-nett"],
		sv: {
			name: "Haribo Matador Mix",
			description_md: "Nordisk blandpåse med **gelé och lakrits**. Har varit en storsäljare i Danmark och Norge i årtionden.",
		},
		nb: {
			name: "Haribo Matador Mix",
			description_md: "Den populære blandeposen med **vingummi og lakris**. En storselger i Norge og Danmark i flere tiår.",
		},
		sizes: g(130, 375),
		price_sek: 18.9,
		image: "candy-bag.svg",
	},
	{
		sku: "HAR-CLICKMIX",
		brand: "haribo",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Haribo Click Mix",
			description_md: "Blandpåse med **gelé, skum och lakrits** framtagen för den nordiska marknaden. Något för alla smaker.",
		},
		nb: {
			name: "Haribo Click Mix",
			description_md: "Blandepose med **vingummi, skum og lakris** utviklet for det nordiske markedet. Noe for enhver smak.",
		},
		sizes: g(130, 300),
		price_sek: 18.9,
		image: "candy-bag.svg",
	},
	{
		sku: "HAR-PIRATOS",
		brand: "haribo",
		categories: ["lakrits"],
		sv: {
			name: "Haribo Piratos",
			description_md: "**Salta lakritsmynt** med piratmotiv. En dansk klassiker med ordentlig saltlakritssmak.",
		},
		nb: {
			name: "Haribo Piratos",
			description_md: "**Salte lakrismynter** med piratmotiv. En dansk klassiker med skikkelig salt lakrissmak.",
		},
		sizes: g(120, 240),
		price_sek: 17.9,
		image: "licorice.svg",
	},
	// Bubs
	{
		sku: "BUBS-HALLONLAKRITS",
		brand: "bubs",
		categories: ["godis", "halloween-godis", "godteri-pa-nett"],
		sv: {
			name: "Bubs Hallon & Lakrits Skallar",
			description_md: "Den ursprungliga **skumskallen** med smak av hallon och lakrits. Mjuk, fruktig och perfekt för halloween.",
		},
		nb: {
			name: "Bubs Hallon & Lakrits Skallar",
			description_md:
				"Den opprinnelige **skumhodeskallen** med smak av bringebær og lakris. Myk, fruktig og perfekt til halloween.",
		},
		sizes: g(90, 200, 500),
		price_sek: 24.9,
		image: "halloween-candy.svg",
	},
	{
		sku: "BUBS-SURCOLA",
		brand: "bubs",
		categories: ["surt-godis", "halloween-godis", "godteri-pa-nett"],
		sv: {
			name: "Bubs Sur Cool Cola Skalle",
			description_md: "**Syrliga skumskallar** med colasmak och surt socker. En favorit bland dem som gillar surt.",
		},
		nb: {
			name: "Bubs Sur Cool Cola Skalle",
			description_md: "**Syrlige skumhodeskaller** med colasmak og surt sukker. En favoritt blant dem som liker surt.",
		},
		sizes: g(90, 200, 500),
		price_sek: 24.9,
		image: "halloween-candy.svg",
	},
	{
		sku: "BUBS-GOODY",
		brand: "bubs",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Bubs Goody Hallon & Blåbär",
			description_md: "Tvåfärgade **skumovaler** med hallon och blåbär i samma bit. Mjuka, fruktiga och lätta att fastna för.",
		},
		nb: {
			name: "Bubs Goody Hallon & Blåbär",
			description_md: "Tofargede **skumovaler** med bringebær og blåbær i samme bit. Myke, fruktige og lette å bli glad i.",
		},
		sizes: g(90, 200, 500),
		price_sek: 24.9,
		image: "candy-bag.svg",
	},
	// Toms
	{
		sku: "TOMS-SKILDPADDE",
		brand: "toms",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Toms Skildpadde",
			description_md: "Dansk **chokladsköldpadda** med kola- och romfyllning. En klassiker som passar till kaffet.",
		},
		nb: {
			name: "Toms Skildpadde",
			description_md: "Dansk **sjokoladeskilpadde** med karamell- og romfyll. En klassiker som passer til kaffen.",
		},
		sizes: g(22, 132),
		price_sek: 7.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "TOMS-GULDBARRE",
		brand: "toms",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: { name: "Toms Guld Barre", description_md: "Dansk **mjölkchoklad** med anor från 1930-talet. Enkel, krämig och god." },
		nb: {
			name: "Toms Guld Barre",
			description_md: "Dansk **melkesjokolade** med røtter tilbake til 1930-tallet. Enkel, kremet og god.",
		},
		sizes: g(50, 100),
		price_sek: 12.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "TOMS-YANKIE",
		brand: "toms",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: { name: "Toms Yankie Bar", description_md: "Dansk chokladbar med **nougat och kola** i mjölkchoklad. Söt och mättande." },
		nb: {
			name: "Toms Yankie Bar",
			description_md: "Dansk sjokoladebar med **nougat og karamell** i melkesjokolade. Søt og mettende.",
		},
		sizes: g(50, 150),
		price_sek: 9.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "TOMS-PINGVIN",
		brand: "toms",
		categories: ["lakrits"],
		sv: {
			name: "Toms Pingvin Lakrids",
			description_md:
				"Mjuk **dansk lakrits** från Toms lakritsmärke Pingvin. Fyllig lakritssmak för den som gillar klassiskt svart godis.",
		},
		nb: {
			name: "Toms Pingvin Lakrids",
			description_md:
				"Myk **dansk lakris** fra Toms' lakrismerke Pingvin. Fyldig lakrissmak for deg som liker klassisk svart godteri.",
		},
		sizes: g(150, 300),
		price_sek: 24.9,
		image: "licorice.svg",
	},
	{
		sku: "TOMS-HEKSEHYL",
		brand: "toms",
		categories: ["lakrits", "halloween-godis"],
		sv: {
			name: "Toms Heksehyl",
			description_md: "Dansk **lakritsgodis med häxtema** för dig som gillar svart godis. Ett givet val till halloween.",
		},
		nb: {
			name: "Toms Heksehyl",
			description_md: "Dansk **lakrisgodteri med heksetema** for deg som liker svart godteri. Et selvskrevet valg til halloween.",
		},
		sizes: g(150, 300),
		price_sek: 24.9,
		image: "halloween-candy.svg",
	},
	// Toblerone
	{
		sku: "TOB-MILK",
		brand: "toblerone",
		categories: ["choklad", "sjokolade-pa-nett", "julgodis"],
		sv: {
			name: "Toblerone Milk",
			description_md:
				"Schweizisk mjölkchoklad med **honung och mandelnougat** i den berömda trekantiga formen. En klassisk present.",
		},
		nb: {
			name: "Toblerone Milk",
			description_md: "Sveitsisk melkesjokolade med **honning og mandelnougat** i den kjente trekantformen. En klassisk gave.",
		},
		sizes: g(100, 360, 750),
		price_sek: 24.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "TOB-DARK",
		brand: "toblerone",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Toblerone Dark",
			description_md: "**Mörk choklad** med honung och mandelnougat. Samma trekantiga form med fylligare kakaosmak.",
		},
		nb: {
			name: "Toblerone Dark",
			description_md: "**Mørk sjokolade** med honning og mandelnougat. Den samme trekantformen med fyldigere kakaosmak.",
		},
		sizes: g(100, 360),
		price_sek: 26.9,
		image: "chocolate-bar.svg",
	},
	// Kinder
	{
		sku: "KIN-BUENO",
		brand: "kinder",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Kinder Bueno",
			description_md: "Krispigt **rån med hasselnötsfyllning** täckt av mjölkchoklad. Två bars i varje förpackning.",
		},
		nb: {
			name: "Kinder Bueno",
			description_md: "Sprø **kjeks med hasselnøttfyll** trukket med melkesjokolade. To barer i hver pakke.",
		},
		sizes: g(43, 129),
		price_sek: 12.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "KIN-BUENO-WHITE",
		brand: "kinder",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Kinder Bueno White",
			description_md: "Krispigt rån med **hasselnötsfyllning** täckt av vit choklad. Ett sötare alternativ till originalet.",
		},
		nb: {
			name: "Kinder Bueno White",
			description_md: "Sprø kjeks med **hasselnøttfyll** trukket med hvit sjokolade. Et søtere alternativ til originalen.",
		},
		sizes: g(39, 117),
		price_sek: 12.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "KIN-SURPRISE",
		brand: "kinder",
		categories: ["choklad", "sjokolade-pa-nett", "paskgodis"],
		sv: {
			name: "Kinder Surprise",
			description_md: "**Chokladägg med en överraskning** inuti. Ett populärt inslag i påskägget och en favorit hos barn.",
		},
		nb: {
			name: "Kinder Surprise",
			description_md: "**Sjokoladeegg med en overraskelse** inni. Et populært innslag i påskeegget og en favoritt hos barn.",
		},
		sizes: g(20, 60, 120),
		price_sek: 14.9,
		image: "candy-box.svg",
	},
	{
		sku: "KIN-SCHOKOBONS",
		brand: "kinder",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Kinder Schoko-Bons",
			description_md: "Små **chokladbitar med mjölk- och hasselnötsfyllning**, enskilt inslagna. Lätta att dela.",
		},
		nb: {
			name: "Kinder Schoko-Bons",
			description_md: "Små **sjokoladebiter med melke- og hasselnøttfyll**, enkeltinnpakket. Lette å dele.",
		},
		sizes: g(125, 200, 500),
		price_sek: 32.9,
		image: "candy-bag.svg",
	},
	// Lindt
	{
		sku: "LIN-DUBAI",
		brand: "lindt",
		categories: ["dubai-choklad", "choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Lindt Dubai Style Chocolate",
			description_md:
				"Lindts version av **dubai-choklad**: mjölkchoklad fylld med pistagekräm och krispig kataifi.\n\n- Rejäl pistagefyllning\n- Krispig konsistens från kataifi",
		},
		nb: {
			name: "Lindt Dubai Style Chocolate",
			description_md:
				"Lindts versjon av **dubai-sjokolade**: melkesjokolade fylt med pistasjkrem og sprø kataifi.\n\n- Rikelig med pistasjfyll\n- Sprø tekstur fra kataifi",
		},
		sizes: g(145, 290),
		price_sek: 129,
		image: "dubai-chocolate.svg",
	},
	{
		sku: "LIN-LINDOR-PISTACHIO",
		brand: "lindt",
		categories: ["dubai-choklad", "choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Lindt Lindor Pistachio",
			description_md:
				"Lindor med **mjuk pistagefyllning** i krämig mjölkchoklad. Ett bra val för dig som gillar smaken av dubai-choklad.",
		},
		nb: {
			name: "Lindt Lindor Pistachio",
			description_md:
				"Lindor med **myk pistasjfyll** i kremet melkesjokolade. Et godt valg for deg som liker smaken av dubai-sjokolade.",
		},
		sizes: g(100, 200),
		price_sek: 34.9,
		image: "dubai-chocolate.svg",
	},
	{
		sku: "LIN-CREATION-PISTACHIO",
		brand: "lindt",
		categories: ["dubai-choklad", "choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Lindt Creation Pistachio Delight",
			description_md: "Mjölkchoklad med **krämig pistagefyllning**. En lyxig kaka för pistageälskare.",
		},
		nb: {
			name: "Lindt Creation Pistachio Delight",
			description_md: "Melkesjokolade med **kremet pistasjfyll**. En luksuriøs plate for pistasjelskere.",
		},
		sizes: g(150, 300),
		price_sek: 44.9,
		image: "dubai-chocolate.svg",
	},
	{
		sku: "LIN-EXCELLENCE-70",
		brand: "lindt",
		categories: ["dubai-choklad", "choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Lindt Excellence 70 % Cocoa",
			description_md:
				"**Mörk choklad med 70 procent kakao** och balanserad beska. Ett bra val som skal när du gör egen dubai-choklad.",
		},
		nb: {
			name: "Lindt Excellence 70 % Cocoa",
			description_md:
				"**Mørk sjokolade med 70 prosent kakao** og balansert bitterhet. Et godt valg som skall når du lager din egen dubai-sjokolade.",
		},
		sizes: g(100, 200),
		price_sek: 29.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "LIN-EXCELLENCE-SEASALT",
		brand: "lindt",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Lindt Excellence Sea Salt",
			description_md: "Mörk choklad med **en nypa havssalt**. Saltet lyfter fram kakaons smak och ger en spännande kontrast.",
		},
		nb: {
			name: "Lindt Excellence Sea Salt",
			description_md: "Mørk sjokolade med **en klype havsalt**. Saltet løfter fram kakaosmaken og gir en spennende kontrast.",
		},
		sizes: g(100, 200),
		price_sek: 29.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "LIN-LINDOR-MILK",
		brand: "lindt",
		categories: ["julgodis", "choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Lindt Lindor Milk",
			description_md: "**Chokladkulor med smältande fyllning** i mjölkchoklad. En populär present till jul och andra högtider.",
		},
		nb: {
			name: "Lindt Lindor Milk",
			description_md: "**Sjokoladekuler med smeltende fyll** i melkesjokolade. En populær gave til jul og andre høytider.",
		},
		sizes: g(200, 337, 500),
		price_sek: 69.9,
		image: "candy-box.svg",
	},
	// Mentos
	{
		sku: "MEN-MINT",
		brand: "mentos",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Mentos Mint",
			description_md: "Sega **mintpastiller** med hårt sockerskal. Lätta att ha i fickan när du vill ha något friskt.",
		},
		nb: {
			name: "Mentos Mint",
			description_md: "Seige **mintpastiller** med hardt sukkerskall. Lette å ha i lommen når du vil ha noe friskt.",
		},
		sizes: g(38, 152),
		price_sek: 9.9,
		image: "lollipop.svg",
	},
	{
		sku: "MEN-FRUIT",
		brand: "mentos",
		categories: ["godis", "godteri-pa-nett"],
		sv: {
			name: "Mentos Fruit",
			description_md: "Sega pastiller med **flera fruktsmaker** i samma rulle, bland annat jordgubb, apelsin och citron.",
		},
		nb: {
			name: "Mentos Fruit",
			description_md: "Seige pastiller med **flere fruktsmaker** i samme rull, blant annet jordbær, appelsin og sitron.",
		},
		sizes: g(38, 152),
		price_sek: 9.9,
		image: "lollipop.svg",
	},
	// Skittles
	{
		sku: "SKI-FRUITS",
		brand: "skittles",
		categories: ["godis", "amerikanskt-godis", "godteri-pa-nett"],
		sv: {
			name: "Skittles Fruits",
			description_md: "**Taste the Rainbow** – färgglada tuggkarameller i fem fruktsmaker. Ett givet val på bio och kalas.",
		},
		nb: {
			name: "Skittles Fruits",
			description_md:
				"**Taste the Rainbow** – fargerike tyggekarameller i fem fruktsmaker. Et selvskrevet valg på kino og i bursdager.",
		},
		sizes: g(38, 125, 196),
		price_sek: 9.9,
		image: "american-candy.svg",
	},
	{
		sku: "SKI-CRAZYSOURS",
		brand: "skittles",
		categories: ["surt-godis", "amerikanskt-godis", "godteri-pa-nett"],
		sv: {
			name: "Skittles Crazy Sours",
			description_md: "Skittles med **sura fruktsmaker** och syrligt skal. För dig som vill ha regnbågen med extra kick.",
		},
		nb: {
			name: "Skittles Crazy Sours",
			description_md: "Skittles med **sure fruktsmaker** og syrlig skall. For deg som vil ha regnbuen med ekstra trøkk.",
		},
		sizes: g(38, 125),
		price_sek: 9.9,
		image: "sour-candy.svg",
	},
	// M&M's
	{
		sku: "MMS-PEANUT",
		brand: "m-ms",
		categories: ["choklad", "amerikanskt-godis", "sjokolade-pa-nett"],
		sv: {
			name: "M&M's Peanut",
			description_md: "**Jordnötter i mjölkchoklad** med färgglatt sockerskal. En amerikansk klassiker sedan 1954.",
		},
		nb: {
			name: "M&M's Peanut",
			description_md: "**Peanøtter i melkesjokolade** med fargerikt sukkerskall. En amerikansk klassiker siden 1954.",
		},
		sizes: g(45, 250, 400),
		price_sek: 12.9,
		image: "american-candy.svg",
	},
	{
		sku: "MMS-CHOCOLATE",
		brand: "m-ms",
		categories: ["choklad", "amerikanskt-godis", "sjokolade-pa-nett"],
		sv: {
			name: "M&M's Chocolate",
			description_md: "De klassiska **chokladlinserna** med sockerskal i många färger. Smälter i munnen, inte i handen.",
		},
		nb: {
			name: "M&M's Chocolate",
			description_md: "De klassiske **sjokoladelinsene** med sukkerskall i mange farger. Smelter i munnen, ikke i hånden.",
		},
		sizes: g(45, 250),
		price_sek: 12.9,
		image: "american-candy.svg",
	},
	// Snickers and Twix
	{
		sku: "SNI-ORIGINAL",
		brand: "snickers",
		categories: ["choklad", "amerikanskt-godis", "sjokolade-pa-nett"],
		sv: {
			name: "Snickers",
			description_md: "Chokladbar med **jordnötter, kola och nougat** i mjölkchoklad. Mättande och populär sedan 1930.",
		},
		nb: {
			name: "Snickers",
			description_md: "Sjokoladebar med **peanøtter, karamell og nougat** i melkesjokolade. Mettende og populær siden 1930.",
		},
		sizes: g(50, 200),
		price_sek: 11.9,
		image: "chocolate-bar.svg",
	},
	{
		sku: "TWX-ORIGINAL",
		brand: "twix",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Twix",
			description_md: "Två **kexstänger med kola** täckta av mjölkchoklad. Hette Raider i Sverige fram till 1991.",
		},
		nb: {
			name: "Twix",
			description_md: "To **kjeksstenger med karamell** trukket med melkesjokolade. Het Raider i Norge fram til 1991.",
		},
		sizes: g(50, 200),
		price_sek: 11.9,
		image: "chocolate-bar.svg",
	},
	// Reese's
	{
		sku: "REE-PBCUPS",
		brand: "reeses",
		categories: ["amerikanskt-godis", "choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Reese's Peanut Butter Cups",
			description_md: "Mjölkchokladkoppar fyllda med **salt och sött jordnötssmör**. Den mest kända amerikanska godisklassikern.",
		},
		nb: {
			name: "Reese's Peanut Butter Cups",
			description_md:
				"Melkesjokoladekopper fylt med **salt og søtt peanøttsmør**. Den mest kjente amerikanske godteriklassikeren.",
		},
		sizes: g(42, 150),
		price_sek: 19.9,
		image: "american-candy.svg",
	},
	{
		sku: "REE-PIECES",
		brand: "reeses",
		categories: ["amerikanskt-godis", "godis", "godteri-pa-nett"],
		sv: {
			name: "Reese's Pieces",
			description_md: "Små godisbitar med **jordnötssmörsfyllning** och färgat sockerskal. Kända från filmen E.T.",
		},
		nb: {
			name: "Reese's Pieces",
			description_md: "Små godterier med **peanøttsmørfyll** og farget sukkerskall. Kjent fra filmen E.T.",
		},
		sizes: g(43, 170),
		price_sek: 19.9,
		image: "american-candy.svg",
	},
	// Dr Pepper
	{
		sku: "DRP-ORIGINAL",
		brand: "dr-pepper",
		categories: ["lask", "amerikanskt-godis"],
		sv: { name: "Dr Pepper", description_md: "Amerikansk läsk från Texas med **kryddig och fruktig smak**. Innehåller koffein." },
		nb: { name: "Dr Pepper", description_md: "Amerikansk brus fra Texas med **krydret og fruktig smak**. Inneholder koffein." },
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 14.9,
		image: "soda-can.svg",
	},
	{
		sku: "DRP-ZERO",
		brand: "dr-pepper",
		categories: ["lask", "amerikanskt-godis"],
		sv: {
			name: "Dr Pepper Zero",
			description_md: "Dr Pepper **utan socker** med samma kryddiga karaktär. Sötad med sötningsmedel.",
		},
		nb: {
			name: "Dr Pepper Zero",
			description_md: "Dr Pepper **uten sukker** med den samme krydrede karakteren. Søtet med søtstoffer.",
		},
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 14.9,
		image: "soda-can.svg",
	},
	// OLW
	{
		sku: "OLW-CHEEZDOODLES",
		brand: "olw",
		categories: ["chips"],
		sv: {
			name: "OLW Cheez Doodles",
			description_md: "Puffade **majssnacks med ostsmak**. Den självklara kalasklassikern som lämnar orange fingrar.",
		},
		nb: {
			name: "OLW Cheez Doodles",
			description_md: "Luftige **maissnacks med ostesmak** fra Sverige. En klassiker som gir oransje fingre.",
		},
		sizes: g(90, 160, 300),
		price_sek: 19.9,
		image: "cheese-snack.svg",
	},
	{
		sku: "OLW-GRILLCHIPS",
		brand: "olw",
		categories: ["chips"],
		sv: {
			name: "OLW Grillchips",
			description_md: "Chips med **rökig och lätt söt grillkrydda**. En typiskt svensk smak som passar till fredagsmyset.",
		},
		nb: {
			name: "OLW Grillchips",
			description_md: "Chips med **røkaktig og lett søt grillkrydder**. En typisk svensk smak som passer til fredagskosen.",
		},
		sizes: g(175, 275),
		price_sek: 27.9,
		image: "chips-bag.svg",
	},
	{
		sku: "OLW-SOURCREAM",
		brand: "olw",
		categories: ["chips"],
		sv: {
			name: "OLW Sourcream & Onion",
			description_md: "Krispiga chips med smak av **gräddfil och lök**. En av Sveriges mest sålda chipssmaker.",
		},
		nb: {
			name: "OLW Sourcream & Onion",
			description_md: "Sprø chips med smak av **rømme og løk**. En av Sveriges mest solgte chipssmaker.",
		},
		sizes: g(175, 275),
		price_sek: 27.9,
		image: "chips-bag.svg",
	},
	{
		sku: "OLW-LANTCHIPS",
		brand: "olw",
		categories: ["chips"],
		sv: {
			name: "OLW Lantchips Havssalt",
			description_md: "**Tjockare chips** saltade med havssalt. Extra krispiga och goda till dipp.",
		},
		nb: { name: "OLW Lantchips Havssalt", description_md: "**Tykkere chips** saltet med havsalt. Ekstra sprø og gode til dipp." },
		sizes: g(150, 200),
		price_sek: 29.9,
		image: "chips-bag.svg",
	},
	{
		sku: "OLW-CHEEZBALLZ",
		brand: "olw",
		categories: ["chips"],
		sv: { name: "OLW Cheez Ballz", description_md: "Runda, luftiga **ostbollar** med krispig yta. Perfekta att dela i en skål." },
		nb: {
			name: "OLW Cheez Ballz",
			description_md: "Runde, luftige **ostekuler** med sprø overflate. Perfekte å dele i en skål.",
		},
		sizes: g(160, 300),
		price_sek: 26.9,
		image: "cheese-snack.svg",
	},
	// Estrella
	{
		sku: "EST-GRILLCHIPS",
		brand: "estrella",
		categories: ["chips"],
		sv: {
			name: "Estrella Grillchips",
			description_md: "Klassiska **grillchips** från Estrella med rökig kryddning. En svensk favorit i decennier.",
		},
		nb: {
			name: "Estrella Grillchips",
			description_md: "Klassiske **grillchips** fra Estrella med røkaktig krydring. En svensk favoritt i flere tiår.",
		},
		sizes: g(175, 275),
		price_sek: 27.9,
		image: "chips-bag.svg",
	},
	{
		sku: "EST-SOURCREAM",
		brand: "estrella",
		categories: ["chips"],
		sv: {
			name: "Estrella Sourcream & Onion",
			description_md: "Chips med **gräddfil och lök** från Estrella. Krämig smak och krispig tugga.",
		},
		nb: {
			name: "Estrella Sourcream & Onion",
			description_md: "Chips med **rømme og løk** fra Estrella. Kremet smak og sprø tygg.",
		},
		sizes: g(175, 275),
		price_sek: 27.9,
		image: "chips-bag.svg",
	},
	{
		sku: "EST-OSTBAGAR",
		brand: "estrella",
		categories: ["chips"],
		sv: { name: "Estrella Ostbågar", description_md: "Krispiga **majsbågar med ostsmak**. En av Sveriges mest älskade snacks." },
		nb: {
			name: "Estrella Ostbågar",
			description_md: "Sprø **maisbuer med ostesmak**. En svensk favoritt som minner om ostepop.",
		},
		sizes: g(125, 250),
		price_sek: 24.9,
		image: "cheese-snack.svg",
	},
	{
		sku: "EST-JORDNOTSRINGAR",
		brand: "estrella",
		categories: ["chips"],
		sv: { name: "Estrella Jordnötsringar", description_md: "Krispiga **ringar med jordnötssmak**. En klassiker i snacksskålen." },
		nb: {
			name: "Estrella Jordnötsringar",
			description_md: "Sprø **ringer med peanøttsmak**. En svensk klassiker i snacksskålen.",
		},
		sizes: g(125, 250),
		price_sek: 24.9,
		image: "cheese-snack.svg",
	},
	// Kims
	{
		sku: "KIMS-OSTEPOP",
		brand: "kims",
		categories: ["chips"],
		sv: { name: "Kims Ostepop", description_md: "Luftiga **majssnacks med ostsmak** – Norges svar på ostbågar." },
		nb: { name: "Kims Ostepop", description_md: "Luftige **maissnacks med ostesmak**. En norsk klassiker til fredagskosen." },
		sizes: g(100, 200),
		price_sek: 24.9,
		image: "cheese-snack.svg",
	},
	{
		sku: "KIMS-HAVSALT",
		brand: "kims",
		categories: ["chips"],
		sv: { name: "Kims Havsalt", description_md: "Krispiga **potatischips med havssalt**. Enkla, goda och perfekta till dipp." },
		nb: { name: "Kims Havsalt", description_md: "Sprø **potetgull med havsalt**. Enkelt, godt og perfekt til dipp." },
		sizes: g(175, 300),
		price_sek: 27.9,
		image: "chips-bag.svg",
	},
	// Sørlandschips
	{
		sku: "SOR-HAVSALT",
		brand: "sorlandschips",
		categories: ["chips"],
		sv: {
			name: "Sørlandschips Original Havsalt",
			description_md:
				"Norska **kettle chips** av potatis med skal, saltade med havssalt. Hårda, krispiga och fulla av potatissmak.",
		},
		nb: {
			name: "Sørlandschips Original Havsalt",
			description_md: "**Kettle-chips** av poteter med skall, saltet med havsalt. Harde, sprø og fulle av potetsmak.",
		},
		sizes: g(40, 190),
		price_sek: 14.9,
		image: "chips-bag.svg",
	},
	{
		sku: "SOR-SPANSKPAPRIKA",
		brand: "sorlandschips",
		categories: ["chips"],
		sv: {
			name: "Sørlandschips Spansk Paprika",
			description_md: "Kettle chips med **rökig spansk paprika**. En norsk favorit med ordentlig krisp.",
		},
		nb: {
			name: "Sørlandschips Spansk Paprika",
			description_md: "Kettle-chips med **røkt spansk paprika**. En norsk favoritt med skikkelig knas.",
		},
		sizes: g(40, 195),
		price_sek: 14.9,
		image: "chips-bag.svg",
	},
	// Pringles
	{
		sku: "PRI-ORIGINAL",
		brand: "pringles",
		categories: ["chips", "amerikanskt-godis"],
		sv: {
			name: "Pringles Original",
			description_md: "De sadelformade **chipsen i rör**, saltade och klassiska. Amerikanska sedan 1968.",
		},
		nb: {
			name: "Pringles Original",
			description_md: "De saleformede **chipsene i rør**, saltet og klassiske. Amerikanske siden 1968.",
		},
		sizes: g(40, 165, 200),
		price_sek: 12.9,
		image: "chips-bag.svg",
	},
	{
		sku: "PRI-SOURCREAM",
		brand: "pringles",
		categories: ["chips"],
		sv: {
			name: "Pringles Sour Cream & Onion",
			description_md: "Pringles med smak av **gräddfil och lök**. En av de mest populära smakerna i röret.",
		},
		nb: {
			name: "Pringles Sour Cream & Onion",
			description_md: "Pringles med smak av **rømme og løk**. En av de mest populære smakene i røret.",
		},
		sizes: g(40, 165, 200),
		price_sek: 12.9,
		image: "chips-bag.svg",
	},
	{
		sku: "PRI-PAPRIKA",
		brand: "pringles",
		categories: ["chips"],
		sv: { name: "Pringles Paprika", description_md: "Pringles med **mild paprikakrydda**. Populär på fest och i matsäcken." },
		nb: { name: "Pringles Paprika", description_md: "Pringles med **mild paprikakrydder**. Populær på fest og i matpakken." },
		sizes: g(40, 165, 200),
		price_sek: 12.9,
		image: "chips-bag.svg",
	},
	// Coca-Cola
	{
		sku: "COKE-ORIGINAL",
		brand: "coca-cola",
		categories: ["lask"],
		sv: {
			name: "Coca-Cola Original Taste",
			description_md: "Världens mest kända **cola** med den klassiska smaken. Bäst serverad iskall.",
		},
		nb: {
			name: "Coca-Cola Original Taste",
			description_md: "Verdens mest kjente **cola** med den klassiske smaken. Best servert iskald.",
		},
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 12.9,
		image: "soda-can.svg",
	},
	{
		sku: "COKE-ZERO",
		brand: "coca-cola",
		categories: ["lask"],
		sv: {
			name: "Coca-Cola Zero Sugar",
			description_md: "Coca-Cola **utan socker** med smak nära originalet. Sötad med sötningsmedel och innehåller koffein.",
		},
		nb: {
			name: "Coca-Cola Zero Sugar",
			description_md: "Coca-Cola **uten sukker** med smak nær originalen. Søtet med søtstoffer og inneholder koffein.",
		},
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 12.9,
		image: "soda-can.svg",
	},
	{
		sku: "COKE-LIGHT",
		brand: "coca-cola",
		categories: ["lask"],
		sv: {
			name: "Coca-Cola Light",
			description_md: "Den **sockerfria** colan med lättare smak. Ett alternativ för den som föredrar en mildare cola.",
		},
		nb: {
			name: "Coca-Cola Light",
			description_md: "Den **sukkerfrie** colaen med lettere smak. Et alternativ for deg som foretrekker en mildere cola.",
		},
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 12.9,
		image: "soda-can.svg",
	},
	// Fanta
	{
		sku: "FANTA-ORANGE",
		brand: "fanta",
		categories: ["lask"],
		sv: { name: "Fanta Orange", description_md: "Den klassiska **apelsinläsken** med frisk och fruktig smak. Koffeinfri." },
		nb: { name: "Fanta Orange", description_md: "Den klassiske **appelsinbrusen** med frisk og fruktig smak. Koffeinfri." },
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 12.9,
		image: "soda-can.svg",
	},
	{
		sku: "FANTA-EXOTIC",
		brand: "fanta",
		categories: ["lask"],
		sv: { name: "Fanta Exotic", description_md: "Fanta med **tropisk fruktsmak** – en nordisk favorit. Koffeinfri." },
		nb: { name: "Fanta Exotic", description_md: "Fanta med **tropisk fruktsmak** – en nordisk favoritt. Koffeinfri." },
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 12.9,
		image: "soda-can.svg",
	},
	{
		sku: "FANTA-ORANGE-ZERO",
		brand: "fanta",
		categories: ["lask"],
		sv: {
			name: "Fanta Orange Zero",
			description_md: "Fanta Orange **utan socker**. Samma fruktiga apelsinsmak, sötad med sötningsmedel.",
		},
		nb: {
			name: "Fanta Orange Zero",
			description_md: "Fanta Orange **uten sukker**. Den samme fruktige appelsinsmaken, søtet med søtstoffer.",
		},
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 12.9,
		image: "soda-can.svg",
	},
	// Pepsi
	{
		sku: "PEPSI-MAX",
		brand: "pepsi",
		categories: ["lask"],
		sv: { name: "Pepsi Max", description_md: "**Sockerfri cola** med fyllig smak. En av Nordens mest sålda sockerfria läsker." },
		nb: { name: "Pepsi Max", description_md: "**Sukkerfri cola** med fyldig smak. En av de mest solgte brusene i Norge." },
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 11.9,
		image: "soda-can.svg",
	},
	{
		sku: "PEPSI-MAX-LIME",
		brand: "pepsi",
		categories: ["lask"],
		sv: { name: "Pepsi Max Lime", description_md: "Pepsi Max med **frisk limesmak**. Sockerfri och med koffein." },
		nb: { name: "Pepsi Max Lime", description_md: "Pepsi Max med **frisk limesmak**. Sukkerfri og med koffein." },
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 11.9,
		image: "soda-can.svg",
	},
	{
		sku: "PEPSI-REGULAR",
		brand: "pepsi",
		categories: ["lask"],
		sv: { name: "Pepsi", description_md: "Den klassiska **Pepsi-colan med socker**. Söt, fyllig och bäst när den är iskall." },
		nb: { name: "Pepsi", description_md: "Den klassiske **Pepsi-colaen med sukker**. Søt, fyldig og best når den er iskald." },
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 11.9,
		image: "soda-can.svg",
	},
	// Zingo
	{
		sku: "ZINGO-APELSIN",
		brand: "zingo",
		categories: ["lask"],
		sv: {
			name: "Zingo Apelsin",
			description_md: "Den klassiska svenska **apelsinläsken** med söt och fruktig smak. Koffeinfri.",
		},
		nb: {
			name: "Zingo Appelsin",
			description_md: "Den klassiske svenske **appelsinbrusen** med søt og fruktig smak. Koffeinfri.",
		},
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 11.9,
		image: "soda-can.svg",
	},
	// Apotekarnes
	{
		sku: "APO-JULMUST",
		brand: "apotekarnes",
		categories: ["lask", "julgodis"],
		sv: {
			name: "Apotekarnes Julmust",
			description_md: "Svensk **julmust** med smak av malt, humle och kryddor. Hör till julbordet lika självklart som skinkan.",
		},
		nb: {
			name: "Apotekarnes Julmust",
			description_md: "Svensk **julmust** med smak av malt, humle og krydder. Sveriges svar på julebrus.",
		},
		sizes: [...ml(330, 500), ...l(1.4)],
		price_sek: 12.9,
		image: "soda-bottle.svg",
	},
	{
		sku: "APO-PASKMUST",
		brand: "apotekarnes",
		categories: ["lask", "paskgodis"],
		sv: {
			name: "Apotekarnes Påskmust",
			description_md: "**Påskmust** med samma maltiga smak som julmusten. Säljs under veckorna före påsk.",
		},
		nb: {
			name: "Apotekarnes Påskmust",
			description_md: "**Påskmust** med den samme maltete smaken som julmusten. Selges i ukene før påske.",
		},
		sizes: [...ml(330, 500), ...l(1.4)],
		price_sek: 12.9,
		image: "soda-bottle.svg",
	},
	// Loka
	{
		sku: "LOKA-NATURELL",
		brand: "loka",
		categories: ["lask"],
		sv: { name: "Loka Naturell", description_md: "**Kolsyrat vatten** utan smak och utan socker. Friskt och enkelt." },
		nb: { name: "Loka Naturell", description_md: "**Kullsyret vann** uten smak og uten sukker. Friskt og enkelt." },
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 10.9,
		image: "soda-bottle.svg",
	},
	{
		sku: "LOKA-CITRON",
		brand: "loka",
		categories: ["lask"],
		sv: { name: "Loka Citron", description_md: "Kolsyrat vatten med **frisk citronsmak**. Osötat och utan kalorier." },
		nb: { name: "Loka Citron", description_md: "Kullsyret vann med **frisk sitronsmak**. Usøtet og uten kalorier." },
		sizes: [...ml(330, 500), ...l(1.5)],
		price_sek: 10.9,
		image: "soda-bottle.svg",
	},
	// Red Bull
	{
		sku: "RB-ENERGY",
		brand: "red-bull",
		categories: ["energidryck"],
		sv: {
			name: "Red Bull Energy Drink",
			description_md:
				"Den klassiska **energidrycken** från Österrike. En burk på 25 cl innehåller 80 mg koffein.\n\n- Innehåller koffein och taurin\n- Rekommenderas inte för barn eller gravida",
		},
		nb: {
			name: "Red Bull Energy Drink",
			description_md:
				"Den klassiske **energidrikken** fra Østerrike. En boks på 0,25 l inneholder 80 mg koffein.\n\n- Inneholder koffein og taurin\n- Anbefales ikke for barn eller gravide",
		},
		sizes: ml(250, 355, 473),
		price_sek: 19.9,
		image: "energy-can.svg",
	},
	{
		sku: "RB-SUGARFREE",
		brand: "red-bull",
		categories: ["energidryck"],
		sv: {
			name: "Red Bull Sugarfree",
			description_md: "Red Bull **utan socker**, sötad med sötningsmedel. Samma mängd koffein som originalet.",
		},
		nb: {
			name: "Red Bull Sugarfree",
			description_md: "Red Bull **uten sukker**, søtet med søtstoffer. Samme mengde koffein som originalen.",
		},
		sizes: ml(250, 355, 473),
		price_sek: 19.9,
		image: "energy-can.svg",
	},
	{
		sku: "RB-ZERO",
		brand: "red-bull",
		categories: ["energidryck"],
		sv: { name: "Red Bull Zero", description_md: "Sockerfri Red Bull med **smak närmare originalet**. Innehåller koffein." },
		nb: { name: "Red Bull Zero", description_md: "Sukkerfri Red Bull med **smak nærmere originalen**. Inneholder koffein." },
		sizes: ml(250, 355, 473),
		price_sek: 19.9,
		image: "energy-can.svg",
	},
	{
		sku: "RB-RED",
		brand: "red-bull",
		categories: ["energidryck"],
		sv: { name: "Red Bull Red Edition", description_md: "Red Bull med **smak av vattenmelon**. Fruktig och frisk, med koffein." },
		nb: { name: "Red Bull Red Edition", description_md: "Red Bull med **smak av vannmelon**. Fruktig og frisk, med koffein." },
		sizes: ml(250, 355, 473),
		price_sek: 21.9,
		image: "energy-can.svg",
	},
	// Monster Energy
	{
		sku: "MON-ORIGINAL",
		brand: "monster-energy",
		categories: ["energidryck"],
		sv: {
			name: "Monster Energy",
			description_md: "Originalet i **svart och grön burk** med söt, fyllig smak. En burk på 50 cl innehåller 160 mg koffein.",
		},
		nb: {
			name: "Monster Energy",
			description_md: "Originalen i **svart og grønn boks** med søt, fyldig smak. En boks på 0,5 l inneholder 160 mg koffein.",
		},
		sizes: ml(355, 500),
		price_sek: 19.9,
		image: "energy-can.svg",
	},
	{
		sku: "MON-ULTRAWHITE",
		brand: "monster-energy",
		categories: ["energidryck"],
		sv: {
			name: "Monster Energy Ultra White",
			description_md: "**Sockerfri** Monster med lätt och frisk citrussmak. Den mest kända varianten i Ultra-serien.",
		},
		nb: {
			name: "Monster Energy Ultra White",
			description_md: "**Sukkerfri** Monster med lett og frisk sitrussmak. Den mest kjente varianten i Ultra-serien.",
		},
		sizes: ml(355, 500),
		price_sek: 19.9,
		image: "energy-can.svg",
	},
	{
		sku: "MON-MANGOLOCO",
		brand: "monster-energy",
		categories: ["energidryck"],
		sv: {
			name: "Monster Mango Loco",
			description_md: "Monster med **mango och tropiska frukter** ur juice-serien. Söt, fruktig och med koffein.",
		},
		nb: {
			name: "Monster Mango Loco",
			description_md: "Monster med **mango og tropiske frukter** fra juice-serien. Søt, fruktig og med koffein.",
		},
		sizes: ml(355, 500),
		price_sek: 19.9,
		image: "energy-can.svg",
	},
	{
		sku: "MON-PIPELINE",
		brand: "monster-energy",
		categories: ["energidryck"],
		sv: {
			name: "Monster Pipeline Punch",
			description_md: "Monster med smak av **passionsfrukt, apelsin och guava**. En rosa favorit i juice-serien.",
		},
		nb: {
			name: "Monster Pipeline Punch",
			description_md: "Monster med smak av **pasjonsfrukt, appelsin og guava**. En rosa favoritt i juice-serien.",
		},
		sizes: ml(355, 500),
		price_sek: 19.9,
		image: "energy-can.svg",
	},
	// Celsius
	{
		sku: "CEL-TROPICAL",
		brand: "celsius",
		categories: ["energidryck"],
		sv: {
			name: "Celsius Tropical Vibe",
			description_md: "**Sockerfri** energidryck med tropisk fruktsmak. Innehåller koffein – halten står på burken.",
		},
		nb: {
			name: "Celsius Tropical Vibe",
			description_md: "**Sukkerfri** energidrikk med tropisk fruktsmak. Inneholder koffein – mengden står på boksen.",
		},
		sizes: ml(355, 500),
		price_sek: 19.9,
		image: "energy-can.svg",
	},
	{
		sku: "CEL-PEACH",
		brand: "celsius",
		categories: ["energidryck"],
		sv: { name: "Celsius Peach Vibe", description_md: "Sockerfri Celsius med **smak av persika**. Frisk och lätt, med koffein." },
		nb: { name: "Celsius Peach Vibe", description_md: "Sukkerfri Celsius med **smak av fersken**. Frisk og lett, med koffein." },
		sizes: ml(355, 500),
		price_sek: 19.9,
		image: "energy-can.svg",
	},
	{
		sku: "CEL-ORANGE",
		brand: "celsius",
		categories: ["energidryck"],
		sv: {
			name: "Celsius Sparkling Orange",
			description_md: "Kolsyrad, sockerfri Celsius med **apelsinsmak**. Innehåller koffein.",
		},
		nb: {
			name: "Celsius Sparkling Orange",
			description_md: "Kullsyret, sukkerfri Celsius med **appelsinsmak**. Inneholder koffein.",
		},
		sizes: ml(355, 500),
		price_sek: 19.9,
		image: "energy-can.svg",
	},
	// Nocco
	{
		sku: "NOC-CARIBBEAN",
		brand: "nocco",
		categories: ["energidryck"],
		sv: {
			name: "Nocco BCAA Caribbean",
			description_md: "Sockerfri **BCAA-dryck med koffein** och tropisk fruktsmak. En av Noccos klassiska smaker.",
		},
		nb: {
			name: "Nocco BCAA Caribbean",
			description_md: "Sukkerfri **BCAA-drikk med koffein** og tropisk fruktsmak. En av Noccos klassiske smaker.",
		},
		sizes: ml(330, 500),
		price_sek: 21.9,
		image: "energy-can.svg",
	},
	{
		sku: "NOC-MIAMI",
		brand: "nocco",
		categories: ["energidryck"],
		sv: { name: "Nocco BCAA Miami", description_md: "Nocco med **smak av jordgubbe**. Sockerfri och med koffein." },
		nb: { name: "Nocco BCAA Miami", description_md: "Nocco med **smak av jordbær**. Sukkerfri og med koffein." },
		sizes: ml(330, 500),
		price_sek: 21.9,
		image: "energy-can.svg",
	},
	{
		sku: "NOC-LIMON",
		brand: "nocco",
		categories: ["energidryck"],
		sv: {
			name: "Nocco BCAA Limón del Sol",
			description_md: "Nocco med **frisk citronsmak**. Sockerfri, kolsyrad och med koffein.",
		},
		nb: {
			name: "Nocco BCAA Limón del Sol",
			description_md: "Nocco med **frisk sitronsmak**. Sukkerfri, kullsyret og med koffein.",
		},
		sizes: ml(330, 500),
		price_sek: 21.9,
		image: "energy-can.svg",
	},
	{
		sku: "NOC-RAMONADE",
		brand: "nocco",
		categories: ["energidryck"],
		sv: { name: "Nocco Ramonade", description_md: "Nocco med smak av **hallonlemonad**. Sockerfri och med koffein." },
		nb: { name: "Nocco Ramonade", description_md: "Nocco med smak av **bringebærlemonade**. Sukkerfri og med koffein." },
		sizes: ml(330, 500),
		price_sek: 21.9,
		image: "energy-can.svg",
	},
	// Battery
	{
		sku: "BAT-ORIGINAL",
		brand: "battery",
		categories: ["energidryck"],
		sv: {
			name: "Battery Energy Drink",
			description_md: "Den finska **klassikern bland energidrycker** sedan 1997. Innehåller koffein, taurin och B-vitaminer.",
		},
		nb: {
			name: "Battery Energy Drink",
			description_md: "Den finske **klassikeren blant energidrikker** siden 1997. Inneholder koffein, taurin og B-vitaminer.",
		},
		sizes: ml(330, 500),
		price_sek: 17.9,
		image: "energy-can.svg",
	},
	{
		sku: "BAT-NOCALORIES",
		brand: "battery",
		categories: ["energidryck"],
		sv: {
			name: "Battery No Calories",
			description_md: "Battery **utan socker och kalorier**, sötad med sötningsmedel. Innehåller koffein.",
		},
		nb: {
			name: "Battery No Calories",
			description_md: "Battery **uten sukker og kalorier**, søtet med søtstoffer. Inneholder koffein.",
		},
		sizes: ml(330, 500),
		price_sek: 17.9,
		image: "energy-can.svg",
	},
	// Brynild
	{
		sku: "BRY-SJOKORASINER",
		brand: "brynild",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Brynild Sjokoladerosiner",
			description_md: "**Russin i mjölkchoklad** från norska Brynild. Ett klassiskt snacks till filmkvällen.",
		},
		nb: {
			name: "Brynild Sjokoladerosiner",
			description_md: "**Rosiner i melkesjokolade** fra Brynild i Fredrikstad. Et klassisk snacks til filmkvelden.",
		},
		sizes: g(150, 300),
		price_sek: 24.9,
		image: "candy-bag.svg",
	},
	{
		sku: "BRY-SJOKOPEANOTTER",
		brand: "brynild",
		categories: ["choklad", "sjokolade-pa-nett"],
		sv: {
			name: "Brynild Sjokoladepeanøtter",
			description_md: "**Jordnötter i mjölkchoklad** från Brynild. Krispigt, sött och lite salt.",
		},
		nb: {
			name: "Brynild Sjokoladepeanøtter",
			description_md: "**Peanøtter i melkesjokolade** fra Brynild. Sprøtt, søtt og litt salt.",
		},
		sizes: g(150, 300),
		price_sek: 24.9,
		image: "candy-bag.svg",
	},
];
