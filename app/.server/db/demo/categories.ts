import type { DemoCategory } from "./types";

// Demo categories. Swedish and Norwegian pages that belong together share one entry (key).
// Internal links in the texts only point at published pages defined in this catalogue.
export const demoCategories: DemoCategory[] = [
	{
		key: "godis",
		keywords: ["godis", "godteri", "vingummi", "gelé", "skum", "kola", "karamell", "pastill", "seigmann", "mix", "gummies"],
		sv: {
			name: "Godis",
			slug: "godis",
			intro_md:
				"Här hittar du **godis** från de största märkena i Norden – gelé, skum, kola och blandpåsar. Jämför priser och hitta rätt påse till fredagsmyset.",
			body_md: `## Godis för alla smaker

Godis är ett brett begrepp. I Sverige rymmer det allt från mjuka gelébitar och skumgodis till kola, pastiller och chokladöverdragna favoriter. Många av de mest sålda påsarna kommer från nordiska tillverkare som Cloetta och Malaco, men tyska Haribo och svenska Bubs har också blivit självklara val i godishyllan. I den här kategorin har vi samlat påsgodis och blandningar som säljs i svenska nätbutiker, så att du enkelt kan jämföra pris per påse och se vilka storlekar som finns.

## Så väljer du rätt påse

Börja med konsistensen. Gillar du segt och fruktigt är gelégodis som [Ahlgrens](/varumarken/ahlgrens) bilar eller Haribos nallar ett säkert kort. Föredrar du något som smälter i munnen passar skum och kola bättre. Ska flera dela kan en blandpåse som Gott & Blandat vara smart, eftersom den innehåller både söta, sura och lite salta bitar. Tänk också på storleken: en större påse ger ofta ett lägre jämförpris per kilo, medan en mindre påse är lättare att portionera.

Letar du efter något syrligt har vi en egen sida för [surt godis](/kategorier/surt-godis), och för dig som älskar svart godis finns [lakrits](/kategorier/lakrits) samlat på ett ställe.

## Lördagsgodis och godis på nätet

Lördagsgodis har varit en svensk tradition sedan slutet av 1950-talet och lever kvar i många hem. Allt fler handlar i dag godis på nätet, särskilt större förpackningar, specialsmaker och godis till kalas och fester. När du handlar online blir det också enklare att jämföra priser mellan butiker innan du bestämmer dig, och du slipper bära hem tunga kassar.

## Vanliga frågor & svar (FAQ)

### Vilket godis är mest populärt i Sverige?

Blandpåsar, gelébilar och skumgodis hör till de mest sålda sorterna. Klassiker som Ahlgrens bilar, Gott & Blandat och Haribos påsar finns i nästan varje matbutik och hos de flesta nätbutiker.

### Är det billigare att köpa godis på nätet?

Det beror på butik och förpackning. Större påsar och multipack har ofta ett lägre kilopris online, men räkna alltid in frakten när du jämför med priset i din vanliga butik.

### Finns det godis utan gelatin?

Ja. Flera tillverkare gör godis utan gelatin, till exempel stora delar av sortimentet från Bubs. Läs alltid ingrediensförteckningen på förpackningen, eftersom recept kan ändras.

### Hur förvarar jag godis bäst?

Förvara godiset torrt, svalt och skyddat från solljus. Förslut öppnade påsar med en klämma så håller både smak och konsistens längre.`,
		},
		nb: {
			name: "Godteri",
			slug: "godteri",
			intro_md:
				"Her finner du **godteri** fra de største merkene i Norden – seigmenn, vingummi, skum, karameller og blandeposer. Sammenlign priser og finn riktig pose til lørdagskosen.",
			body_md: `## Godteri for enhver smak

Godteri er et vidt begrep. I Norge rommer det alt fra seigmenn og vingummi til skumgodteri, karameller, pastiller og sjokoladetrukne favoritter. Mange av de mest kjøpte posene kommer fra norske produsenter som Nidar og Brynild, men også tyske Haribo og svenske Bubs har fått en fast plass i hyllene. I denne kategorien har vi samlet poser og blandinger som selges i norske nettbutikker, slik at du enkelt kan sammenligne pris per pose og se hvilke størrelser som finnes.

## Slik velger du riktig pose

Start med konsistensen. Liker du seigt og fruktig, er klassikere som Laban seigmenn eller Haribo Goldbears et trygt valg. Foretrekker du noe som smelter på tungen, passer skum og karameller bedre. Skal flere dele, kan en blandepose være lurt, fordi den har både søte, sure og litt salte biter. Tenk også på størrelsen: en stor pose gir ofte lavere kilopris, mens en liten pose er enklere å porsjonere.

Er du på jakt etter noe syrlig, har vi en egen side for [surt godteri](/no/kategorier/surt-godteri), og elsker du svart godteri, finner du [lakris](/no/kategorier/lakris) samlet på ett sted. Vil du se hele nettutvalget, kan du gå til [godteri på nett](/no/kategorier/godteri-pa-nett).

## Lørdagsgodt i en ny tid

Lørdagsgodt er fortsatt en kjær tradisjon i mange norske hjem. Samtidig handler stadig flere godteri på nett, særlig store pakker, spesialsmaker og godteri til bursdager og fester. Når du handler på nett, blir det også enklere å sammenligne priser mellom butikkene før du bestemmer deg, og du slipper å bære tunge poser hjem.

## Ofte stilte spørsmål (FAQ)

### Hvilket godteri er mest populært i Norge?

Seigmenn, blandeposer og sjokoladetrukket godteri er blant det mest solgte. Klassikere som Laban, Bamsemums og Haribos poser finnes i nesten alle dagligvarebutikker og hos de fleste nettbutikker.

### Er det billigere å kjøpe godteri på nett?

Det kommer an på butikk og pakning. Store poser og flerpakninger har ofte lavere kilopris på nett, men husk å regne med frakten når du sammenligner med prisen i nærbutikken.

### Finnes det godteri uten gelatin?

Ja. Flere produsenter lager godteri uten gelatin, for eksempel store deler av sortimentet til Bubs. Les alltid ingredienslisten på pakken, siden oppskrifter kan endres.

### Hvordan oppbevarer jeg godteri best?

Oppbevar godteriet tørt, kjølig og beskyttet mot sollys. Lukk åpnede poser med en klype, så holder både smak og konsistens seg lenger.`,
		},
	},
	{
		key: "godteri-pa-nett",
		keywords: ["godteri", "godis", "smågodt", "pose", "vingummi", "seigmenn", "skum", "karameller", "mix"],
		nb: {
			name: "Godteri på nett",
			slug: "godteri-pa-nett",
			intro_md:
				"Handle **godteri på nett** og sammenlign priser fra flere butikker på ett sted. Her finner du poser, storpakninger og favoritter fra Nidar, Haribo, Bubs og mange flere.",
			body_md: `## Derfor handler stadig flere godteri på nett

Å kjøpe godteri på nett har gått fra å være en nisje til å bli et vanlig valg for mange nordmenn. Utvalget er ofte større enn i en vanlig dagligvarebutikk, og du finner lettere storpakninger, svenske og danske spesialiteter og sesongvarer som bare er i salg en kort periode. På denne siden har vi samlet godteri fra kjente merker som selges i norske nettbutikker, slik at du kan sammenligne pris og størrelse før du handler.

## Slik får du mest godteri for pengene

Se alltid på kiloprisen, ikke bare prisen per pose. En stor pose Haribo eller Laban kan være klart rimeligere per hundre gram enn en liten, men bare hvis dere faktisk spiser den opp før den blir tørr. Sjekk også fraktgrensen: mange nettbutikker har fri frakt over et visst beløp, og da kan det lønne seg å samle flere varer i én bestilling, for eksempel godteri, [brus](/no/kategorier/brus) og litt snacks til helgen.

Tenk på leveringstiden hvis du handler til en bursdag eller et selskap. Sjokoladeprodukter tåler dårlig varme, så om sommeren kan det være lurt å velge rask levering eller hente pakken selv. Liker du de norske klassikerne, er [Nidar](/no/merker/nidar) et naturlig sted å begynne.

## Populære kategorier på nett

Seigmenn og vingummi er blant det som selges mest, tett fulgt av skumgodteri og blandeposer. Mange bruker også nettet til å finne svensk smågodt, sterk salmiakk og sure favoritter som kan være vanskelige å få tak i lokalt. Trenger du inspirasjon, kan du bla videre i hovedkategorien for [godteri](/no/kategorier/godteri).

## Ofte stilte spørsmål (FAQ)

### Er det trygt å kjøpe godteri på nett?

Ja, så lenge du handler i etablerte nettbutikker med tydelige kontaktopplysninger, angrerett og sikker betaling. Sjekk gjerne hvordan butikken håndterer varer som er ødelagt i transporten.

### Hvor lang holdbarhet har godteri som sendes i posten?

Godteri i forseglede poser har vanligvis lang holdbarhet, ofte flere måneder. Datoen står på pakken, og seriøse butikker sender ikke varer som er i ferd med å gå ut på dato.

### Kan jeg bestille svensk godteri til Norge?

Mange norske nettbutikker fører svenske merker som Malaco, Cloetta og Bubs. Ved bestilling fra utenlandske butikker må du regne med toll, avgifter og lengre leveringstid.`,
		},
	},
	{
		key: "choklad",
		keywords: ["choklad", "sjokolade", "chocolate", "kakao", "mjölkchoklad", "melkesjokolade", "praliner", "konfekt", "nougat"],
		sv: {
			name: "Choklad",
			slug: "choklad",
			intro_md:
				"Från klassisk mjölkchoklad till mörka kakor och fyllda bitar – här jämför du **choklad** från Marabou, Fazer, Lindt och fler populära märken.",
			body_md: `## Choklad i alla former

Sverige är ett chokladälskande land, och utbudet i butikerna är större än någonsin. Här hittar du chokladkakor, bitar, påsar med dragerad choklad och chokladbars från både nordiska och internationella tillverkare. [Marabou](/varumarken/marabou) har länge varit det mest välkända chokladmärket i Sverige, men finska Fazer, schweiziska Lindt och Toblerone samt klassiska chokladbars som Kexchoklad och Daim har också många trogna fans.

## Mjölkchoklad, mörk eller vit?

Mjölkchoklad är den överlägset populäraste sorten i Norden. Den är mild och krämig tack vare mjölkpulver och en lägre kakaohalt, ofta runt 30 procent. Mörk choklad innehåller mer kakao och mindre socker, och kakaohalten anges nästan alltid på förpackningen – 70 procent är en vanlig nivå för den som vill ha en tydlig kakaosmak utan för mycket beska. Vit choklad innehåller kakaosmör men ingen kakaomassa, vilket ger den söta, vaniljiga karaktären.

Fyllda kakor med nötter, krokant eller kola är ett kapitel för sig. Schweizernöt, Apelsinkrokant och Gräddnougat är exempel på smaker som funnits i generationer och som fortfarande säljer bra.

## Tips för att köpa choklad

Jämför alltid jämförpriset per kilo, eftersom förpackningsstorlekarna har krympt på senare år när kakaopriset har stigit. Förvara chokladen svalt och torrt, helst mellan 15 och 18 grader. I kylskåp kan den få en vit beläggning av socker eller fett – den är ofarlig men påverkar konsistensen. Är du nyfiken på trenden med pistagefyllda kakor har vi en egen sida om [dubai-choklad](/kategorier/dubai-choklad).

## Vanliga frågor & svar (FAQ)

### Vilken är den mest sålda chokladen i Sverige?

Marabou Mjölkchoklad brukar nämnas som den mest sålda chokladkakan i Sverige, tätt följd av andra Marabou-smaker och klassiska bars som Kexchoklad.

### Varför blir choklad vit på ytan?

Den vita beläggningen kallas fett- eller sockerblomning och uppstår när chokladen utsätts för temperaturväxlingar eller fukt. Chokladen går fortfarande att äta.

### Hur länge håller en chokladkaka?

En oöppnad chokladkaka håller oftast i flera månader. Bäst före-datumet står på förpackningen, och en öppnad kaka bör förvaras väl inslagen.`,
		},
		nb: {
			name: "Sjokolade",
			slug: "sjokolade",
			intro_md:
				"Fra klassisk melkesjokolade til mørke plater og fylte biter – her sammenligner du **sjokolade** fra Freia, Nidar, Lindt og flere populære merker.",
			body_md: `## Sjokolade i alle varianter

Nordmenn er glade i sjokolade, og utvalget i butikkene har aldri vært større. Her finner du sjokoladeplater, sjokoladebarer, poser med dragert sjokolade og konfekt fra både norske og internasjonale produsenter. [Freia](/no/merker/freia) har i generasjoner vært selve symbolet på norsk sjokolade, mens [Nidar](/no/merker/nidar) i Trondheim står bak klassikere som Stratos, Troika og Smash. I tillegg har sveitsiske Lindt og Toblerone og danske Toms mange trofaste kunder.

## Melkesjokolade, mørk eller hvit?

Melkesjokolade er den klart mest populære typen i Norden. Den er mild og kremet takket være melkepulver og en lavere kakaoandel, ofte rundt 30 prosent. Mørk sjokolade inneholder mer kakao og mindre sukker, og kakaoinnholdet står nesten alltid på pakken – 70 prosent er et vanlig nivå for deg som vil ha tydelig kakaosmak uten for mye bitterhet. Hvit sjokolade inneholder kakaosmør, men ikke kakaomasse, og får derfor sin søte, vaniljeaktige karakter.

Fylte plater med nøtter, krokan eller karamell er et kapittel for seg. Firkløver, Walters Mandler og Kvikk Lunsj er eksempler på produkter som har vært på markedet i generasjoner og som fortsatt selger godt.

## Tips når du kjøper sjokolade

Sammenlign alltid kiloprisen, fordi pakningsstørrelsene har blitt mindre de siste årene etter at kakaoprisen steg kraftig. Oppbevar sjokoladen kjølig og tørt, gjerne mellom 15 og 18 grader. I kjøleskapet kan den få et hvitt belegg av sukker eller fett – det er ufarlig, men påvirker konsistensen. Vil du vite mer om trenden med pistasjfylte plater, har vi en egen side om [dubai-sjokolade](/no/kategorier/dubai-sjokolade).

## Ofte stilte spørsmål (FAQ)

### Hvilken sjokolade selger mest i Norge?

Freia Melkesjokolade regnes som den mest solgte sjokoladeplaten i Norge. Kvikk Lunsj er også blant de mest kjøpte, særlig i påsken og i turtiden.

### Hvorfor blir sjokolade hvit på overflaten?

Det hvite belegget kalles fett- eller sukkerutslag og oppstår når sjokoladen utsettes for temperatursvingninger eller fukt. Sjokoladen kan fortsatt spises.

### Hvor lenge holder en sjokoladeplate?

En uåpnet plate holder som regel i flere måneder. Best før-datoen står på pakken, og en åpnet plate bør pakkes godt inn.`,
		},
	},
	{
		key: "sjokolade-pa-nett",
		keywords: ["sjokolade", "choklad", "chocolate", "kakao", "melkesjokolade", "konfekt", "sjokoladeplate"],
		nb: {
			name: "Sjokolade på nett",
			slug: "sjokolade-pa-nett",
			intro_md:
				"Kjøp **sjokolade på nett** og finn beste pris på plater, barer og konfekt. Vi samler populære produkter fra Freia, Nidar, Lindt, Toms og mange flere.",
			body_md: `## Sjokolade levert hjem

Det har aldri vært enklere å bestille sjokolade på nett. Nettbutikkene har ofte et bredere utvalg enn den lokale dagligvarebutikken, med store plater, gaveesker, importerte merker og sesongvarer til jul og påske. På denne siden har vi samlet sjokolade som selges i norske nettbutikker, slik at du raskt kan sammenligne priser og pakningsstørrelser. Du finner alt fra hverdagsfavoritter som Freia Melkesjokolade og Kvikk Lunsj til sveitsisk kvalitetssjokolade fra [Lindt](/no/merker/lindt).

## Slik handler du sjokolade smart

Sjokolade er følsom for varme. Om sommeren bør du velge en butikk som pakker godt og sender raskt, og helst hente pakken så snart den har kommet. Sjekk også kiloprisen, siden mange plater har fått lavere vekt de siste årene. Flerpakninger av sjokoladebarer gir ofte bedre pris per stykk, og det kan lønne seg å handle sammen med annet [godteri på nett](/no/kategorier/godteri-pa-nett) for å komme over grensen for fri frakt.

Skal du gi bort sjokolade, er konfektesker og store plater populære gaver. Mange nettbutikker tilbyr også gaveinnpakning eller hilsen på kjøpet.

## Populære typer sjokolade

Melkesjokolade er det klart mest solgte i Norge, men mørk sjokolade med høy kakaoandel har fått et større publikum de siste årene. Fylte plater med nøtter, krokan og karamell er også populære, og sjokoladedekte snacks som Smash har blitt moderne klassikere. Vil du lese mer om de ulike typene, finner du en grundig oversikt i kategorien [sjokolade](/no/kategorier/sjokolade).

## Ofte stilte spørsmål (FAQ)

### Smelter sjokoladen når den sendes i posten?

Det kan skje i varme perioder. Velg rask levering, og legg sjokoladen kjølig med en gang pakken kommer. Sjokolade som har blitt myk, kan fortsatt spises, men utseendet kan endre seg.

### Er sjokolade billigere på nett enn i butikken?

Ofte er prisene like, men på nett er det enklere å finne tilbud og storpakninger. Husk å ta med frakten når du regner ut hva du faktisk betaler.

### Kan jeg kjøpe utenlandsk sjokolade i norske nettbutikker?

Ja, mange norske nettbutikker selger svensk, dansk, sveitsisk og amerikansk sjokolade. Utvalget varierer, så det lønner seg å sammenligne flere butikker.`,
		},
	},
	{
		key: "dubai-choklad",
		keywords: ["dubai", "pistage", "pistasj", "pistachio", "kataifi", "kadayif", "knafeh"],
		sv: {
			name: "Dubai-choklad",
			slug: "dubai-choklad",
			intro_md:
				"**Dubai-choklad** är chokladkakan med krispig pistagefyllning som gick viral på sociala medier. Här jämför du färdiga kakor och choklad som passar när du gör din egen.",
			body_md: `## Vad är dubai-choklad?

Dubai-choklad är en tjock chokladkaka fylld med pistagekräm och rostad kataifi, även kallad kadayif – tunna, strimlade degtrådar som används i desserter i Mellanöstern. Originalet skapades 2021 av chokladföretaget FIX Dessert Chocolatier i Dubai och fick namnet "Can't Get Knafeh of It". Det stora genombrottet kom efter att en video där kakan bröts och smakades spreds på TikTok i december 2023. Sedan dess har både stora chokladtillverkare och mindre konditorier gjort sina egna versioner.

## Färdiga kakor och egna varianter

Bland de mer kända märkesversionerna finns Lindt Dubai Style Chocolate, som kombinerar mjölkchoklad med en fyllning av pistage och kataifi. [Lindt](/varumarken/lindt) har också andra pistagesmaker i sortimentet, och dessa hittar du samlade här. Eftersom pistagenötter är en dyr råvara ligger priserna ofta klart högre än för en vanlig chokladkaka.

Många väljer att göra sin egen dubai-choklad hemma. Du behöver en god mjölkchoklad eller mörk choklad, pistagekräm och kataifi som rostas i smör. Chokladen smälts och tempereras, penslas i en form, fylls och täcks med mer choklad. Därför har vi även tagit med några klassiska chokladkakor som passar som bas – se fler alternativ under [choklad](/kategorier/choklad).

## Så hittar du rätt kaka

Läs ingrediensförteckningen och titta på hur stor andel pistage fyllningen innehåller, eftersom den varierar kraftigt mellan märken. Jämför kilopriset snarare än styckpriset, och kontrollera bäst före-datumet – handgjorda varianter har ofta kortare hållbarhet än industriellt tillverkade kakor.

## Vanliga frågor & svar (FAQ)

### Varför heter det dubai-choklad?

Namnet kommer från att den första kakan skapades av ett chokladföretag i Dubai. Det har blivit ett samlingsnamn för chokladkakor med pistage- och kataififyllning.

### Varför är dubai-choklad så dyr?

Fyllningen innehåller mycket pistage, och priset på pistagenötter har stigit kraftigt i takt med den höga efterfrågan. Många versioner görs dessutom i mindre upplagor.

### Kan man göra dubai-choklad själv?

Ja. Du behöver choklad, pistagekräm och kataifi. Rosta kataifin gyllene i smör, blanda med pistagekrämen och gjut in fyllningen mellan två lager temperad choklad.`,
		},
		nb: {
			name: "Dubai-sjokolade",
			slug: "dubai-sjokolade",
			intro_md:
				"**Dubai-sjokolade** er sjokoladeplaten med sprø pistasjfyll som ble et fenomen på sosiale medier. Her sammenligner du ferdige plater og sjokolade som passer når du lager din egen.",
			body_md: `## Hva er dubai-sjokolade?

Dubai-sjokolade er en tykk sjokoladeplate fylt med pistasjkrem og ristet kataifi, også kalt kadayif – tynne, strimlede deigtråder som brukes i desserter i Midtøsten. Originalen ble laget i 2021 av sjokoladeprodusenten FIX Dessert Chocolatier i Dubai og fikk navnet «Can't Get Knafeh of It». Platen ble et verdensomspennende fenomen etter at en video der den ble brukket og smakt, gikk viralt på TikTok i desember 2023. Siden da har både store produsenter og små konditorier laget sine egne versjoner.

## Ferdige plater og egne varianter

Blant de mest kjente merkevareversjonene er Lindt Dubai Style Chocolate, som kombinerer melkesjokolade med fyll av pistasj og kataifi. [Lindt](/no/merker/lindt) har også andre pistasjsmaker i sortimentet, og dem finner du samlet her. Fordi pistasjnøtter er en dyr råvare, ligger prisen ofte godt over prisen på en vanlig sjokoladeplate.

Mange lager dubai-sjokolade selv. Du trenger god melkesjokolade eller mørk sjokolade, pistasjkrem og kataifi som ristes i smør. Sjokoladen smeltes og tempereres, pensles i en form, fylles og dekkes med mer sjokolade. Derfor har vi også tatt med noen klassiske plater som passer som base – se flere alternativer under [sjokolade](/no/kategorier/sjokolade).

## Slik finner du riktig plate

Les ingredienslisten og se hvor stor andel pistasj fyllet inneholder, for den varierer mye mellom merkene. Sammenlign kiloprisen i stedet for stykkprisen, og sjekk best før-datoen – håndlagde varianter har ofte kortere holdbarhet enn plater fra store fabrikker.

## Ofte stilte spørsmål (FAQ)

### Hvorfor heter det dubai-sjokolade?

Navnet kommer av at den første platen ble laget av en sjokoladeprodusent i Dubai. I dag er det blitt en samlebetegnelse for sjokolade med fyll av pistasj og kataifi.

### Hvorfor er dubai-sjokolade så dyr?

Fyllet inneholder mye pistasj, og prisen på pistasjnøtter har steget kraftig i takt med etterspørselen. Mange versjoner produseres dessuten i små opplag.

### Kan man lage dubai-sjokolade selv?

Ja. Du trenger sjokolade, pistasjkrem og kataifi. Rist kataifien gyllen i smør, bland den med pistasjkremen og legg fyllet mellom to lag temperert sjokolade.`,
		},
	},
	{
		key: "halloween-godis",
		keywords: ["halloween", "skalle", "hodeskalle", "spöke", "spøkelse", "pumpa", "gresskar", "heks", "häxa", "svart"],
		sv: {
			name: "Halloween-godis",
			slug: "halloween-godis",
			intro_md:
				"Skallar, svarta katter och salt lakrits – här hittar du **halloween-godis** till fest, bus eller godis och mysiga kvällar i oktober.",
			body_md: `## Halloween i Sverige

Halloween firas i Sverige i slutet av oktober, ofta i samband med allhelgonahelgen. Traditionen kom hit från USA och Storbritannien under 1990-talet och har i dag blivit en självklar höjdpunkt för många barnfamiljer. Barn klär ut sig och knackar på hos grannar med frågan "bus eller godis?", och vuxna ordnar temafester med pumpor, spindelväv och läskigt godis. I den här kategorin har vi samlat godis som passar perfekt till halloween – både för utdelning och för festbordet.

## Godis som passar temat

Mycket av det som fungerar bäst på halloween är svart, salt eller formgjutet som något lite kusligt. Skumskallar från [Bubs](/varumarken/bubs) har blivit en modern klassiker, och Malacos Djungelvrål och Salta Katten ger både rätt färg och rätt smak. Danska Toms säljer lakritsgodis med häxtema, och syrliga gelébitar passar för den som vill ha en rejäl smakupplevelse. För dig som gillar svart godis året runt finns hela utbudet under [lakrits](/kategorier/lakrits).

## Tips inför bus eller godis

Köp gärna en stor påse och fördela i mindre portioner, så räcker godiset längre när det ringer på dörren. Tänk på att många barn har allergier – enskilt förpackat godis där ingredienserna syns är ofta det tryggaste valet. Ställ gärna ut ett litet utbud även med något som inte innehåller nötter. Har du godis över efter halloween håller det sig ofta till jul, om du förvarar det torrt och väl förslutet. Letar du efter större påsar och blandningar hittar du fler alternativ under [godis](/kategorier/godis).

## Vanliga frågor & svar (FAQ)

### När firas halloween i Sverige?

Halloween infaller den 31 oktober. I Sverige firas det ofta helgen runt allhelgonadagen, som alltid är en lördag mellan den 31 oktober och den 6 november.

### Vilket godis är populärt på halloween?

Svart lakrits, salmiak, skumskallar och syrliga gelébitar hör till favoriterna. Många väljer också småförpackat godis som är enkelt att dela ut.

### Hur mycket godis behöver jag köpa?

Räkna med några bitar per barn som knackar på. Bor du i ett område med många barnfamiljer kan det vara klokt att ha två–tre större påsar hemma.`,
		},
		nb: {
			name: "Halloween-godteri",
			slug: "halloween-godteri",
			intro_md:
				"Hodeskaller, svarte katter og salt lakris – her finner du **halloween-godteri** til fest, knask eller knep og koselige kvelder i oktober.",
			body_md: `## Halloween i Norge

Halloween feires i Norge 31. oktober. Tradisjonen kom hit fra USA og Storbritannia rundt årtusenskiftet og har blitt et fast høydepunkt for mange barnefamilier. Barna kler seg ut og ringer på hos naboene med spørsmålet «knask eller knep?», mens voksne lager temafester med gresskar, spindelvev og skummelt godteri. I denne kategorien har vi samlet godteri som passer perfekt til halloween – både til utdeling og til festbordet.

## Godteri som passer temaet

Det som fungerer best på halloween, er ofte svart, salt eller formet som noe litt skummelt. Skumhodeskaller fra [Bubs](/no/merker/bubs) har blitt en moderne klassiker, og Malacos Djungelvrål og Salta Katten gir både riktig farge og riktig smak. Danske Toms selger lakrisgodteri med heksetema, og sure vingummier passer for dem som vil ha en skikkelig smaksopplevelse. Er du glad i svart godteri hele året, finner du hele utvalget under [lakris](/no/kategorier/lakris).

## Tips før knask eller knep

Kjøp gjerne en stor pose og del den opp i mindre porsjoner, så varer godteriet lenger når det ringer på døren. Husk at mange barn har allergier – enkeltinnpakket godteri der ingrediensene står tydelig, er ofte det tryggeste valget. Ha gjerne også noe som ikke inneholder nøtter. Har du godteri til overs etter halloween, holder det seg ofte til jul hvis du oppbevarer det tørt og godt lukket. Ser du etter store poser og blandinger, finner du flere alternativer under [godteri](/no/kategorier/godteri).

## Ofte stilte spørsmål (FAQ)

### Når feires halloween i Norge?

Halloween er 31. oktober. Mange feirer også helgen før eller etter, særlig når datoen faller midt i uken.

### Hvilket godteri er populært på halloween?

Svart lakris, salmiakk, skumhodeskaller og sure vingummier er blant favorittene. Mange velger også småpakninger som er enkle å dele ut.

### Hvor mye godteri bør jeg kjøpe?

Regn med noen biter per barn som ringer på. Bor du i et område med mange barnefamilier, kan det være lurt å ha to–tre store poser i huset.`,
		},
	},
	{
		key: "julgodis",
		keywords: ["jul", "jule", "juleskum", "julmust", "julebrus", "konfekt", "marsipan", "knäck", "pepparkaka", "christmas"],
		sv: {
			name: "Julgodis",
			slug: "julgodis",
			intro_md: "Juleskum, julmust och konfektaskar – här samlar vi **julgodis** som hör hemma på julbordet och under granen.",
			body_md: `## Julgodis – en del av svensk jul

Få högtider är så förknippade med godis som julen. Redan i början av hösten dyker de första julprodukterna upp i butikerna, och när advent närmar sig fylls hyllorna av konfektaskar, skumtomtar och julmust. Många familjer har sina egna traditioner: vissa gör knäck och ischoklad hemma, andra köper färdiga askar att ställa fram när släkten kommer på besök. I den här kategorin hittar du julgodis från kända märken, så att du kan jämföra priser innan handeln tar fart på allvar.

## Klassiker som återkommer varje år

Cloettas Juleskum började tillverkas redan på 1930-talet och fick sin nuvarande form som rosa och vita skumtomtar på 1960-talet. I dag är det ett av Sveriges mest sålda påsgodis trots att det bara säljs under säsongen. Konfektaskar som Marabous Aladdin är lika självklara i många hem, och Toblerone och Lindt Lindor är populära julklappar. Till godiset hör julmust, en svensk specialitet som säljs i betydligt större volym i december än under resten av året. Julmusten hittar du även bland övrig [läsk](/kategorier/lask).

## Planera julgodiset

Köp gärna konfektaskar och hållbart godis i god tid, eftersom populära storlekar kan ta slut närmare jul. Jämför kilopriset – stora askar är ofta billigare per hundra gram. Tänk också på variationen: blanda choklad, skum, kola och lite lakrits så finns något för alla. Vill du ha fler chokladalternativ hittar du dem under [choklad](/kategorier/choklad), och [Cloetta](/varumarken/cloetta) har ett brett utbud av säsongsgodis.

## Vanliga frågor & svar (FAQ)

### När kommer julgodiset ut i butikerna?

Juleskum och många andra julprodukter brukar komma ut i handeln redan i september. Konfektaskar och julmust finns i störst utbud från november.

### Vad är julmust?

Julmust är en kolsyrad svensk läsk med smak av malt och humle, skapad av Harry Roberts 1910. Den dricks främst i december och säljs som påskmust under påsken.

### Hur förvarar jag julgodis?

Förvara konfekt och choklad svalt, gärna runt 15–18 grader. Skumgodis och gelé ska förvaras torrt i förslutna påsar så att de inte torkar.`,
		},
		nb: {
			name: "Julegodteri",
			slug: "julegodteri",
			intro_md: "Twist, konfekt og marsipan – her samler vi **julegodteri** som hører hjemme på julebordet og under treet.",
			body_md: `## Julegodteri – en del av norsk jul

Få høytider er så knyttet til godteri som julen. Allerede tidlig på høsten dukker de første juleproduktene opp i butikkene, og når adventstiden nærmer seg, fylles hyllene med konfekteske, marsipan og julebrus. Mange familier har egne tradisjoner: noen lager knekk og karameller hjemme, andre kjøper ferdige esker som settes fram når familien kommer på besøk. I denne kategorien finner du julegodteri fra kjente merker, slik at du kan sammenligne priser før julehandelen tar av.

## Klassikere som kommer tilbake hvert år

Freia Twist er for mange selve julegodteriet, og en stor pose står på bordet i utallige norske hjem i desember. Freia-klassikere som Firkløver og Walters Mandler er også populære i julen, mens sveitsiske Toblerone og Lindt Lindor er populære julegaver. Fra Sverige kommer Juleskum, de rosa og hvite skumnissene fra Cloetta, som har fått mange fans også i Norge. Til godteriet hører julebrus, og du finner et bredt utvalg av [brus](/no/kategorier/brus) hos oss.

## Planlegg julegodteriet

Kjøp gjerne konfekt og holdbart godteri i god tid, fordi populære størrelser kan bli utsolgt nærmere jul. Sammenlign kiloprisen – store esker er ofte rimeligere per hundre gram. Tenk også på variasjon: bland sjokolade, skum, karameller og litt lakris, så er det noe for alle. Flere sjokoladealternativer finner du under [sjokolade](/no/kategorier/sjokolade), og [Freia](/no/merker/freia) har et bredt utvalg av sesongprodukter.

## Ofte stilte spørsmål (FAQ)

### Når kommer julegodteriet i butikkene?

Mange juleprodukter kommer i salg allerede i september og oktober. Konfekt, marsipan og julebrus har størst utvalg fra november.

### Hva er forskjellen på julebrus og julmust?

Julebrus er en norsk brustradisjon med mange lokale varianter, ofte med smak av karamell og bær. Julmust er den svenske varianten med smak av malt og humle.

### Hvordan oppbevarer jeg julegodteri?

Oppbevar konfekt og sjokolade kjølig, gjerne rundt 15–18 grader. Skumgodteri og vingummi bør ligge tørt i lukkede poser så det ikke tørker ut.`,
		},
	},
	{
		key: "amerikanskt-godis",
		keywords: ["amerikansk", "amerikanskt", "usa", "american", "reese's", "peanut butter", "jordnötssmör", "peanøttsmør"],
		sv: {
			name: "Amerikanskt godis",
			slug: "amerikanskt-godis",
			intro_md:
				"Jordnötssmör, färgglada fruktgodisar och kultläsk – här hittar du **amerikanskt godis** som Reese's, Skittles och M&M's.",
			body_md: `## Smaker från andra sidan Atlanten

Amerikanskt godis har länge haft en speciell lockelse i Sverige. Förr var det något man köpte med sig hem från resor, men i dag finns många amerikanska favoriter i vanliga butiker och framför allt i nätbutiker. Här samlar vi godis och drycker med rötter i USA, från klassiska chokladbars till fruktiga gelégodisar och läsk med en smakprofil som skiljer sig från den nordiska.

## Populära amerikanska klassiker

Jordnötssmör är kanske den mest typiskt amerikanska smaken. Reese's Peanut Butter Cups, små chokladkoppar fyllda med salt och sött jordnötssmör, har blivit en favorit även här. M&M's och Snickers kommer från amerikanska Mars och hör till de mest sålda godisarna i världen. Skittles skapades visserligen i Storbritannien men blev känt i USA och förknippas i dag starkt med amerikansk godiskultur. Till godiset passar gärna en Dr Pepper – en läsk från Texas med en smak som är svår att beskriva men lätt att känna igen. Fler drycker hittar du under [läsk](/kategorier/lask).

## Så skiljer sig amerikanskt godis

Många amerikanska produkter är sötare och har en annan konsistens än det vi är vana vid. Chokladen innehåller ofta mindre kakao och recepten kan skilja sig från dem som säljs i Europa, eftersom tillsatser och färgämnen regleras olika. Produkter som säljs i Sverige ska följa EU:s regler och ha ingrediensförteckning på svenska. Köper du importerade varor är det alltså extra viktigt att läsa etiketten, särskilt om du har allergier.

Gillar du syrliga smaker har vi mer under [surt godis](/kategorier/surt-godis), och bland chokladen finns fler internationella märken under [choklad](/kategorier/choklad).

## Vanliga frågor & svar (FAQ)

### Var kan man köpa amerikanskt godis i Sverige?

Många matbutiker har ett mindre utbud, men det största sortimentet finns ofta i nätbutiker och specialbutiker för importerat godis.

### Är amerikanskt godis samma sak som det som säljs i USA?

Inte alltid. Produkter som tillverkas för Europa kan ha andra recept än de amerikanska, bland annat på grund av olika regler för tillsatser.

### Vad är Reese's?

Reese's är ett amerikanskt varumärke som ägs av The Hershey Company och är mest känt för chokladkoppar fyllda med jordnötssmör.`,
		},
		nb: {
			name: "Amerikansk godteri",
			slug: "amerikansk-godteri",
			intro_md:
				"Peanøttsmør, fargerike fruktgodterier og kultbrus – her finner du **amerikansk godteri** som Reese's, Skittles og M&M's.",
			body_md: `## Smaker fra andre siden av Atlanteren

Amerikansk godteri har lenge hatt en egen tiltrekningskraft i Norge. Tidligere var det noe man tok med hjem fra ferien, men i dag finnes mange amerikanske favoritter i vanlige butikker og ikke minst i nettbutikker. Her samler vi godteri og drikke med røtter i USA, fra klassiske sjokoladebarer til fruktig vingummi og brus med en smaksprofil som skiller seg fra den nordiske.

## Populære amerikanske klassikere

Peanøttsmør er kanskje den mest typisk amerikanske smaken. Reese's Peanut Butter Cups, små sjokoladekopper fylt med salt og søtt peanøttsmør, har blitt en favoritt også her. M&M's og Snickers kommer fra amerikanske Mars og er blant verdens mest solgte godterier. Skittles ble riktignok laget i Storbritannia, men slo gjennom i USA og forbindes i dag sterkt med amerikansk godterikultur. Til godteriet passer gjerne en Dr Pepper – en brus fra Texas med en smak som er vanskelig å beskrive, men lett å kjenne igjen. Mer drikke finner du under [brus](/no/kategorier/brus).

## Slik skiller amerikansk godteri seg

Mange amerikanske produkter er søtere og har en annen konsistens enn vi er vant til. Sjokoladen inneholder ofte mindre kakao, og oppskriftene kan være annerledes enn dem som selges i Europa, fordi tilsetningsstoffer og fargestoffer reguleres ulikt. Produkter som selges i Norge, skal følge norske og europeiske regler og ha ingrediensliste på norsk. Kjøper du importvarer, er det derfor ekstra viktig å lese etiketten, særlig hvis du har allergier.

Liker du syrlige smaker, finner du mer under [surt godteri](/no/kategorier/surt-godteri), og i sjokoladehyllen har vi flere internasjonale merker under [sjokolade](/no/kategorier/sjokolade).

## Ofte stilte spørsmål (FAQ)

### Hvor kan man kjøpe amerikansk godteri i Norge?

Mange dagligvarebutikker har et lite utvalg, men det største sortimentet finner du ofte i nettbutikker og spesialbutikker for importert godteri.

### Er amerikansk godteri det samme som det som selges i USA?

Ikke alltid. Produkter som lages for Europa, kan ha andre oppskrifter enn de amerikanske, blant annet på grunn av ulike regler for tilsetningsstoffer.

### Hva er Reese's?

Reese's er et amerikansk merke som eies av The Hershey Company, og det er mest kjent for sjokoladekopper fylt med peanøttsmør.`,
		},
	},
	{
		key: "chips",
		keywords: ["chips", "potetgull", "snacks", "ostbågar", "ostepop", "cheez", "doodles", "nötter", "pringles"],
		sv: {
			name: "Chips",
			slug: "chips",
			intro_md:
				"Grillchips, sourcream & onion eller ostbågar? Här jämför du **chips** och snacks från OLW, Estrella, Pringles och fler märken.",
			body_md: `## Sveriges favoritsnacks

Chips är en självklar del av fredagsmyset i många svenska hem. Marknaden domineras av två stora svenska märken, [OLW](/varumarken/olw) och [Estrella](/varumarken/estrella), som båda har funnits sedan 1950- och 1960-talet och som konkurrerar med många liknande smaker. Bredvid dem finns internationella märken som Pringles och en växande skara av tjockskurna chips i "kettle"-stil. I den här kategorin samlar vi chips, ostbågar och andra salta snacks så att du kan jämföra pris och påsstorlek.

## Populära smaker

Grillchips är en svensk klassiker med rökig, lätt söt kryddning som man sällan hittar utomlands. Sourcream & onion är kanske den mest sålda smaken totalt, medan naturellt saltade chips passar bäst till dipp. Ostbågar och Cheez Doodles är puffade majssnacks med ostsmak som är särskilt populära bland barn. För den som vill ha något krispigare finns räfflade chips och tjockskurna varianter med skal.

## Så väljer du rätt påse

Tänk på hur många ni är och hur länge påsen ska räcka. En öppnad påse blir snabbt mjuk, så det kan löna sig att välja två mindre påsar i stället för en jättepåse. Jämför alltid kilopriset – skillnaden mellan storlekarna kan vara stor. Till chipsen hör för många en kall dryck, och vi har ett brett utbud av [läsk](/kategorier/lask) att välja bland.

## Vanliga frågor & svar (FAQ)

### Vilka chips är mest populära i Sverige?

Sourcream & onion och grillchips från OLW och Estrella hör till de mest sålda varianterna. Ostbågar och Cheez Doodles är också mycket populära.

### Vad är skillnaden mellan vanliga chips och kettle chips?

Kettle chips friteras i omgångar i stället för i ett jämnt flöde, vilket ger tjockare och hårdare chips med mer krisp. Ofta används potatis med skal.

### Hur håller jag chipsen krispiga?

Förslut påsen ordentligt med en klämma efter öppning och förvara den torrt. Fukt är chipsens största fiende, så undvik att ställa påsen nära diskbänken.`,
		},
		nb: {
			name: "Chips",
			slug: "chips",
			intro_md:
				"Havsalt, paprika eller ostepop? Her sammenligner du **chips** og snacks fra Sørlandschips, Kims, Pringles og flere merker.",
			body_md: `## Nordmenns favorittsnacks

Potetgull og chips er en selvfølgelig del av fredagskosen i mange norske hjem. Norske merker som [Sørlandschips](/no/merker/sorlandschips) og [Kims](/no/merker/kims) står sterkt i hyllene, og de konkurrerer med internasjonale merker som Pringles og svenske OLW og Estrella. I denne kategorien samler vi chips, ostepop og andre salte snacks, slik at du kan sammenligne pris og posestørrelse før du handler.

## Populære smaker

Havsalt er den store klassikeren og passer perfekt til dipp. Paprika er en annen norsk favoritt, mens sour cream & onion har mange tilhengere blant dem som liker en mildere og mer kremet smak. Ostepop og Cheez Doodles er luftige maissnacks med ostesmak som er særlig populære blant barn. Sørlandschips har siden tidlig på 1990-tallet laget tykke kettle-chips av poteter med skallet på, og har vært med på å gjøre denne typen chips populær i Norge.

## Slik velger du riktig pose

Tenk på hvor mange dere er, og hvor lenge posen skal vare. En åpnet pose blir fort myk, så det kan lønne seg å kjøpe to mindre poser i stedet for én stor. Sammenlign alltid kiloprisen – forskjellen mellom størrelsene kan være betydelig. Til chipsen hører ofte en kald drikke, og du finner et bredt utvalg av [brus](/no/kategorier/brus) hos oss.

## Ofte stilte spørsmål (FAQ)

### Hvilke chips er mest populære i Norge?

Havsalt og paprika er blant de mest solgte smakene. Sørlandschips, Kims og Maarud er store merker i norske butikker, og ostepop er en klassiker.

### Hva er forskjellen på vanlige chips og kettle-chips?

Kettle-chips frityrstekes i omganger i stedet for i en jevn strøm. Det gir tykkere og sprøere chips, ofte laget av poteter med skallet på.

### Hvordan holder jeg chipsen sprø?

Lukk posen godt med en klype etter åpning og oppbevar den tørt. Fuktighet er chipsens verste fiende, så unngå å sette posen nær kjøkkenbenken.`,
		},
	},
	{
		key: "lask",
		keywords: [
			"läsk",
			"brus",
			"cola",
			"soda",
			"lemonad",
			"julmust",
			"påskmust",
			"mineralvatten",
			"kolsyrat",
			"vatten",
			"fanta",
			"zingo",
		],
		sv: {
			name: "Läsk",
			slug: "lask",
			intro_md:
				"Cola, apelsinläsk, julmust och kolsyrat vatten – här jämför du **läsk** i burk och flaska från Coca-Cola, Pepsi, Fanta, Loka och fler.",
			body_md: `## Läsk för alla tillfällen

Läsk är en självklar följeslagare till godis och chips, och i Sverige finns ett stort utbud av både internationella och svenska märken. Coca-Cola och Pepsi dominerar colahyllan, medan Fanta och den svenska klassikern Zingo slåss om apelsinläsken. Smaksatt kolsyrat vatten som [Loka](/varumarken/loka) har vuxit kraftigt, och säsongsdrycker som julmust och påskmust är unika för Sverige. I den här kategorin samlar vi läsk i burk och flaska så att du kan jämföra priser och storlekar.

## Med eller utan socker?

Många populära drycker finns i dag både i originalversion och utan socker. Coca-Cola Zero Sugar och Pepsi Max är exempel på color som sötas med sötningsmedel i stället för socker och därför innehåller nästan inga kalorier. Smaken skiljer sig något från originalen, och vilken man föredrar är en smaksak. Kolsyrat vatten med naturlig arom är ett alternativ för den som vill ha bubblor utan sötma.

## Burk, flaska och pant

Läsk säljs vanligtvis i burkar på 33 centiliter, flaskor på 50 centiliter och storflaskor på 1,5 liter. Storflaskan ger lägst literpris men tappar kolsyran när den väl är öppnad. Glöm inte att det tillkommer pant på burkar och PET-flaskor i Sverige – panten får du tillbaka när du lämnar in förpackningen i en pantautomat. Pant ingår normalt inte i de priser vi visar, så räkna med den när du jämför.

Vill du ha något med mer koffein finns [energidryck](/kategorier/energidryck) i en egen kategori, och till festen passar gärna [chips](/kategorier/chips).

## Vanliga frågor & svar (FAQ)

### Vilken läsk är mest såld i Sverige?

Coca-Cola är den mest sålda läsken i Sverige. Under december säljer julmusten dock så mycket att den konkurrerar med colan om förstaplatsen.

### Hur mycket pant är det på en burk?

Panten är 1 krona för burkar och mindre PET-flaskor och 2 kronor för PET-flaskor över en liter. Panten syns på förpackningen.

### Innehåller sockerfri läsk koffein?

Det beror på sorten. Color innehåller vanligtvis koffein oavsett om de är sockerfria eller inte, medan apelsinläsk och kolsyrat vatten normalt inte gör det.`,
		},
		nb: {
			name: "Brus",
			slug: "brus",
			intro_md:
				"Cola, appelsinbrus og kullsyrevann – her sammenligner du **brus** på boks og flaske fra Coca-Cola, Pepsi, Fanta, Dr Pepper og flere.",
			body_md: `## Brus til enhver anledning

Brus hører naturlig sammen med godteri og chips, og i Norge finnes et bredt utvalg av både internasjonale og nordiske merker. Coca-Cola og Pepsi dominerer colahyllen, og Pepsi Max har i mange år vært blant de mest solgte brusene i Norge. Fanta og andre appelsinbrus har mange fans, mens kullsyret vann med smak har vokst kraftig. I denne kategorien samler vi brus på boks og flaske, slik at du kan sammenligne priser og størrelser.

## Med eller uten sukker?

Mange populære drikker finnes i dag både i original variant og uten sukker. Pepsi Max og Coca-Cola Zero Sugar er eksempler på cola som søtes med søtstoffer i stedet for sukker og derfor nesten ikke har kalorier. Smaken skiller seg litt fra originalen, og hva man foretrekker, er en smakssak. Andelen sukkerfri brus er høy i Norge sammenlignet med mange andre land.

## Boks, flaske og pant

Brus selges vanligvis i bokser på 0,33 liter, flasker på 0,5 liter og store flasker på 1,5 liter. Den store flasken gir lavest literpris, men mister kullsyren etter at den er åpnet. Husk at det kommer pant på bokser og flasker i Norge – panten får du tilbake når du leverer emballasjen i en panteautomat. Pant er normalt ikke inkludert i prisene vi viser.

Vil du ha noe med mer koffein, har vi [energidrikk](/no/kategorier/energidrikk) i en egen kategori, og til kosen passer [chips](/no/kategorier/chips) godt.

## Ofte stilte spørsmål (FAQ)

### Hvilken brus selger mest i Norge?

Pepsi Max og Coca-Cola er blant de mest solgte brusene i Norge. I desember får de konkurranse av julebrusen, som mange bare drikker i julen.

### Hvor mye er panten på en brusflaske?

Pantebeløpet avhenger av størrelsen på boksen eller flasken og står alltid trykt på emballasjen. Du får det tilbake når du leverer den i en panteautomat.

### Inneholder sukkerfri brus koffein?

Det kommer an på sorten. Cola inneholder som regel koffein enten den er sukkerfri eller ikke, mens appelsinbrus og kullsyret vann vanligvis ikke gjør det.`,
		},
	},
	{
		key: "energidryck",
		keywords: ["energidryck", "energidrikk", "energy", "koffein", "bcaa", "red bull", "monster", "nocco", "celsius", "battery"],
		sv: {
			name: "Energidryck",
			slug: "energidryck",
			intro_md:
				"Red Bull, Monster, Nocco och Celsius – här jämför du **energidryck** med och utan socker, i burkar från 25 till 50 centiliter.",
			body_md: `## Energidryck i Sverige

Energidrycker har på kort tid blivit en av de snabbast växande dryckeskategorierna i Sverige. Österrikiska [Red Bull](/varumarken/red-bull) var först ut på bred front, och amerikanska Monster Energy har ett enormt utbud av smaker. Svenska Nocco och Celsius har vuxit snabbt med sockerfria drycker, och finska Battery har funnits i Norden sedan 1990-talet. Här samlar vi energidrycker i burk så att du kan jämföra smak, storlek och pris.

## Vad innehåller en energidryck?

Den viktigaste ingrediensen är koffein. En vanlig burk innehåller ofta mellan 80 och 200 milligram koffein beroende på storlek och märke – det står alltid på förpackningen. Många drycker innehåller också taurin, B-vitaminer och ibland aminosyror, och de sockerfria varianterna sötas med sötningsmedel. Enligt EU:s regler ska drycker med mer än 150 milligram koffein per liter märkas med texten "Hög koffeinhalt. Rekommenderas inte för barn eller gravida eller ammande kvinnor".

Europeiska livsmedelssäkerhetsmyndigheten EFSA bedömer att friska vuxna kan få i sig upp till 400 milligram koffein per dag från alla källor, inklusive kaffe och te. Tänk därför på helheten om du dricker flera koffeinhaltiga drycker under samma dag.

## Så väljer du rätt

Jämför koffeinhalten och storleken innan du köper. En liten burk Red Bull på 25 centiliter innehåller betydligt mindre koffein än en stor burk med högre halt. Många butiker har egna åldersgränser för försäljning av energidryck. Vill du hellre ha något med bubblor men utan koffein hittar du ett brett utbud under [läsk](/kategorier/lask).

## Vanliga frågor & svar (FAQ)

### Hur mycket koffein finns i en energidryck?

Det varierar mellan cirka 80 och 200 milligram per burk. En 25 centiliters Red Bull innehåller 80 milligram, medan större burkar av andra märken kan innehålla mer än dubbelt så mycket.

### Finns det åldersgräns för energidryck i Sverige?

Det finns ingen lagstadgad åldersgräns, men många butiker har valt att inte sälja energidryck till personer under 15 år.

### Är sockerfri energidryck bättre än vanlig?

Den sockerfria varianten innehåller nästan inga kalorier, men koffeinhalten är ofta densamma. Välj efter smak och behov, och håll koll på hur mycket koffein du får i dig totalt.`,
		},
		nb: {
			name: "Energidrikk",
			slug: "energidrikk",
			intro_md:
				"Red Bull, Monster, Nocco og Battery – her sammenligner du **energidrikk** med og uten sukker, i bokser fra 0,25 til 0,5 liter.",
			body_md: `## Energidrikk i Norge

Energidrikk har på kort tid blitt en av de raskest voksende drikkekategoriene i Norge. Østerrikske [Red Bull](/no/merker/red-bull) var først ute for alvor, og amerikanske Monster Energy har et enormt utvalg av smaker. Finske Battery har vært populær i Norden siden 1990-tallet, mens svenske Nocco og Celsius har vokst raskt med sukkerfrie varianter. Her samler vi energidrikker på boks, slik at du kan sammenligne smak, størrelse og pris.

## Hva inneholder en energidrikk?

Den viktigste ingrediensen er koffein. En vanlig boks inneholder ofte mellom 80 og 200 milligram koffein, avhengig av størrelse og merke – mengden står alltid på pakken. Mange drikker inneholder også taurin, B-vitaminer og noen ganger aminosyrer, og de sukkerfrie variantene søtes med søtstoffer. Etter europeiske regler skal drikke med mer enn 150 milligram koffein per liter merkes med at den har høyt koffeininnhold og ikke anbefales for barn, gravide eller ammende.

Den europeiske myndigheten for næringsmiddeltrygghet, EFSA, vurderer at friske voksne kan innta opptil 400 milligram koffein per dag fra alle kilder, inkludert kaffe og te. Tenk derfor på helheten hvis du drikker flere koffeinholdige drikker samme dag.

## Slik velger du riktig

Sammenlign koffeininnhold og størrelse før du kjøper. En liten boks Red Bull på 0,25 liter har betydelig mindre koffein enn en stor boks med høyere innhold. Mange butikker har egne aldersgrenser for salg av energidrikk. Vil du heller ha noe med bobler, men uten koffein, finner du et bredt utvalg under [brus](/no/kategorier/brus).

## Ofte stilte spørsmål (FAQ)

### Hvor mye koffein er det i en energidrikk?

Det varierer fra rundt 80 til 200 milligram per boks. En Red Bull på 0,25 liter inneholder 80 milligram, mens større bokser fra andre merker kan inneholde over dobbelt så mye.

### Er det aldersgrense på energidrikk i Norge?

Regelverket har vært under endring de siste årene, og mange butikker har innført egne aldersgrenser. Sjekk hva som gjelder i butikken der du handler.

### Er sukkerfri energidrikk bedre enn vanlig?

Den sukkerfrie varianten har nesten ingen kalorier, men koffeininnholdet er ofte det samme. Velg etter smak og behov, og hold oversikt over hvor mye koffein du får i deg totalt.`,
		},
	},
	{
		key: "lakrits",
		keywords: ["lakrits", "lakris", "salmiak", "salmiakk", "licorice", "liquorice", "salt lakrits", "lakrids"],
		sv: {
			name: "Lakrits",
			slug: "lakrits",
			intro_md:
				"Söt, salt eller riktigt stark salmiak – här hittar du **lakrits** från Malaco, Fazer, Haribo, Toms och fler nordiska favoriter.",
			body_md: `## Nordens svarta guld

Lakrits är en nordisk specialitet. I få andra delar av världen äter man så mycket lakrits som i Sverige, Norge, Danmark och Finland, och i synnerhet den salta varianten är något många utlänningar har svårt att förstå. Smaken kommer från roten av lakritsväxten, och den salta karaktären från salmiak, alltså ammoniumklorid. I den här kategorin samlar vi allt från mild, söt lakrits till stark salmiak.

## Söt, salt och allt däremellan

Söt lakrits har en mjuk, nästan honungsaktig smak och passar den som är ny på området. Salt lakrits och salmiak har en mer skarp och kärv smak som många nordbor älskar. [Malaco](/varumarken/malaco) grundades i Malmö 1934 som Malmö Lakrits Compani och ligger bakom klassiker som Djungelvrål och Salta Katten. Finska Fazer gör Tyrkisk Peber, ett hårt salmiakgodis med pulverfyllning, och danska Toms tillverkar Pingvin-lakrits. Lakrits kombineras också ofta med choklad, till exempel i chokladkakor med saltlakritssmak.

## Bra att veta om lakrits

Äkta lakrits innehåller glycyrrhizin, ett ämne från lakritsroten. Livsmedelsverket avråder från att äta stora mängder lakrits regelbundet, eftersom glycyrrhizin i höga doser kan höja blodtrycket. Njut av lakritsen som godis i lagom mängd, och prata med vården om du har högt blodtryck. Lakrits passar för övrigt utmärkt på [halloween](/kategorier/halloween-godis), när svart godis är särskilt populärt.

## Vanliga frågor & svar (FAQ)

### Vad är skillnaden mellan lakrits och salmiak?

Lakrits får sin smak från lakritsrot. Salmiak är ammoniumklorid, som tillsätts för att ge den salta, skarpa smaken. Salt lakrits innehåller båda.

### Vilken lakrits är mest populär i Sverige?

Djungelvrål och Salta Katten från Malaco är två av de mest kända. Tyrkisk Peber från Fazer har också många fans bland dem som gillar riktigt stark salmiak.

### Innehåller lakrits gluten?

Mycket lakrits innehåller vetemjöl och därmed gluten. Det finns glutenfria varianter, så kontrollera alltid ingrediensförteckningen.`,
		},
		nb: {
			name: "Lakris",
			slug: "lakris",
			intro_md:
				"Søt, salt eller kraftig salmiakk – her finner du **lakris** fra Malaco, Fazer, Haribo, Toms og flere nordiske favoritter.",
			body_md: `## Nordens svarte gull

Lakris er en nordisk spesialitet. Få andre steder i verden spiser man så mye lakris som i Norge, Sverige, Danmark og Finland, og særlig den salte varianten er noe mange utlendinger sliter med å forstå. Smaken kommer fra roten av lakrisplanten, og den salte karakteren fra salmiakk, altså ammoniumklorid. I denne kategorien samler vi alt fra mild, søt lakris til kraftig salmiakk.

## Søt, salt og alt imellom

Søt lakris har en myk, nesten honningaktig smak og passer for dem som er nye på området. Salt lakris og salmiakk har en skarpere og mer rå smak som mange nordboere elsker. Svenske [Malaco](/no/merker/malaco) ble grunnlagt i Malmö i 1934 og står bak klassikere som Djungelvrål og Salta Katten. Finske Fazer lager Tyrkisk Peber, hardt salmiakkgodteri med pulverfyll, og danske Toms produserer Pingvin-lakris. Lakris kombineres også ofte med sjokolade, for eksempel i plater med smak av salt lakris. Haribos Piratos og lakrisbitene i Matador Mix er andre favoritter som mange nordmenn har vokst opp med.

## Greit å vite om lakris

Ekte lakris inneholder glycyrrhizin, et stoff fra lakrisroten. Helsemyndighetene fraråder å spise store mengder lakris jevnlig, fordi glycyrrhizin i høye doser kan øke blodtrykket. Nyt lakrisen som godteri i passe mengder, og snakk med legen hvis du har høyt blodtrykk. Lakris passer ellers perfekt til [halloween](/no/kategorier/halloween-godteri), når svart godteri er ekstra populært.

## Ofte stilte spørsmål (FAQ)

### Hva er forskjellen på lakris og salmiakk?

Lakris får smaken sin fra lakrisrot. Salmiakk er ammoniumklorid, som tilsettes for å gi den salte, skarpe smaken. Salt lakris inneholder begge deler.

### Hvilken lakris er mest populær i Norge?

Tyrkisk Peber, Pingvin-lakris og Haribos Matador Mix er blant favorittene, og svenske Djungelvrål har også mange fans her til lands.

### Inneholder lakris gluten?

Mye lakris inneholder hvetemel og dermed gluten. Det finnes glutenfrie varianter, så sjekk alltid ingredienslisten.`,
		},
	},
	{
		key: "surt-godis",
		keywords: ["surt", "sur", "sura", "sure", "sour", "syrlig", "fizz", "supersur", "tangfastics"],
		sv: {
			name: "Surt godis",
			slug: "surt-godis",
			intro_md:
				"Sura bilar, supersura blandpåsar och syrliga gelébitar – här hittar du **surt godis** för dig som vill att det ska nypa lite i munnen.",
			body_md: `## När det ska vara surt

Surt godis har blivit en av de mest populära godistyperna i Sverige, särskilt bland barn och unga. Den syrliga smaken kommer oftast från fruktsyror som citronsyra och äppelsyra, som antingen blandas in i godiset eller strös på ytan tillsammans med socker. Resultatet är en smak som först nyper till och sedan övergår i sötma. I den här kategorin samlar vi gelégodis, blandpåsar och andra syrliga favoriter.

## Populära sura favoriter

Haribo Tangfastics är en av de mest kända sura påsarna och innehåller gelébitar i många former och smaker. [Malaco](/varumarken/malaco) har gjort en supersur version av klassiska Gott & Blandat, och sura Ahlgrens bilar ger den välkända bilen en syrlig twist. Skumskallar från Bubs finns också i sura varianter, och amerikanska Skittles har en egen serie med sura smaker. Gillar du mer söta bitar finns ett bredare utbud under [godis](/kategorier/godis).

## Tänk på tänderna

Syrligt godis har ett lågt pH-värde och kan påverka tandemaljen om man äter det ofta. Ett bra tips är att äta godiset vid ett tillfälle i stället för att småäta under hela dagen, och att vänta en stund med tandborstningen efteråt. Drick gärna vatten till. Det gör inte godiset mindre gott, men gör det lättare för munnen att återhämta sig. Söker du en syrlig dryck till godiset hittar du ett stort utbud under [läsk](/kategorier/lask).

## Vanliga frågor & svar (FAQ)

### Varför är surt godis surt?

Det sura kommer från fruktsyror som citronsyra, äppelsyra och vinsyra. De blandas i godiset eller strös på ytan tillsammans med socker.

### Vilket är det suraste godiset?

Det varierar, men supersura blandpåsar och godis med tjockt surt pulver hör till de syrligaste. Smaken upplevs olika av olika personer.

### Kan man bli van vid surt godis?

Många upplever att de tål mer syrlighet ju oftare de äter surt godis. Ät ändå lagom mycket, eftersom syrorna kan irritera tungan och påverka tänderna.`,
		},
		nb: {
			name: "Surt godteri",
			slug: "surt-godteri",
			intro_md:
				"Sure biler, supersure blandeposer og syrlig vingummi – her finner du **surt godteri** for deg som vil at det skal knipe litt i munnen.",
			body_md: `## Når det skal være surt

Surt godteri har blitt en av de mest populære godteritypene i Norge, særlig blant barn og unge. Den syrlige smaken kommer som regel fra fruktsyrer som sitronsyre og eplesyre, som enten blandes inn i godteriet eller drysses på overflaten sammen med sukker. Resultatet er en smak som først kniper til og deretter går over i sødme. I denne kategorien samler vi vingummi, blandeposer og andre syrlige favoritter.

## Populære sure favoritter

Haribo Tangfastics er blant de mest kjente sure posene og inneholder vingummi i mange former og smaker. Svenske [Malaco](/no/merker/malaco) har laget en supersur versjon av klassikeren Gott & Blandat, og sure Ahlgrens bilar gir den kjente bilen en syrlig vri. Skumhodeskaller fra Bubs finnes også i sure varianter, og amerikanske Skittles har en egen serie med sure smaker. Liker du søtere biter, finner du et bredere utvalg under [godteri](/no/kategorier/godteri).

## Tenk på tennene

Syrlig godteri har lav pH-verdi og kan påvirke tannemaljen hvis man spiser det ofte. Et godt råd er å spise godteriet ved én anledning i stedet for å småspise hele dagen, og vente litt med tannpussen etterpå. Drikk gjerne vann til. Det gjør ikke godteriet mindre godt, men gjør det lettere for munnen å komme seg. Ser du etter en syrlig drikke til godteriet, finner du et stort utvalg under [brus](/no/kategorier/brus).

## Ofte stilte spørsmål (FAQ)

### Hvorfor er surt godteri surt?

Det sure kommer fra fruktsyrer som sitronsyre, eplesyre og vinsyre. De blandes inn i godteriet eller drysses på overflaten sammen med sukker.

### Hva er det sureste godteriet?

Det varierer, men supersure blandeposer og godteri med tykt surt pulver er blant de mest syrlige. Smaken oppleves ulikt fra person til person.

### Kan man venne seg til surt godteri?

Mange opplever at de tåler mer syrlighet jo oftere de spiser surt godteri. Spis likevel med måte, siden syrene kan irritere tungen og påvirke tennene.`,
		},
	},
	{
		key: "paskgodis",
		keywords: ["påsk", "påske", "påskägg", "påskeegg", "påskmust", "easter", "marsipan"],
		sv: {
			name: "Påskgodis",
			slug: "paskgodis",
			published: false,
			intro_md:
				"Påskägg, påskmust och chokladägg – här samlar vi **påskgodis** inför påskhelgen. Sidan publiceras när säsongen närmar sig.",
			body_md: `## Påskgodis – en svensk högtidstradition

Påsken är en av årets största godishelger i Sverige. Det stora kartongägget fyllt med lösgodis är en tradition i många familjer, och barn som klär ut sig till påskkärringar får ofta godis när de går runt till grannarna på skärtorsdagen. I butikerna fylls hyllorna redan i februari och mars av chokladägg, marsipan, påskmust och godis i gult, grönt och lila. I den här kategorin kommer vi att samla påskgodis från kända märken, så att du kan jämföra priser och planera inköpen i god tid.

## Vad ska man ha i påskägget?

Det finns inga regler, men de flesta blandar choklad, gelégodis, skum och lite lakrits. Små chokladägg med fyllning, överraskningsägg och marsipan är klassiska inslag. Det är smart att välja godis med lite längre hållbarhet om du packar ägget några dagar innan påsk, eftersom skumgodis kan torka om det ligger öppet. Räkna ungefär 200–300 gram godis till ett ordinärt påskägg för ett barn, och anpassa efter ålder och aptit.

## Påskmust och andra säsongsprodukter

Påskmust är samma dryck som julmust men säljs under påsken, ofta i en förpackning med påskmotiv. Många tillverkare lanserar dessutom begränsade påskvarianter av sina vanliga produkter. Utbudet varierar från år till år, så det lönar sig att hålla utkik i butikerna från slutet av februari.

## Vanliga frågor & svar (FAQ)

### När börjar påskgodiset säljas?

Många påskprodukter kommer ut i handeln i februari, och utbudet är som störst veckorna före påskhelgen.

### Hur mycket godis behövs till ett påskägg?

Ett vanligt påskägg rymmer ofta 200–300 gram godis. Större ägg kan rymma betydligt mer, så anpassa mängden efter storlek och antal barn.

### Vad är skillnaden mellan påskmust och julmust?

I grunden är det samma dryck. Namnet och förpackningen skiljer sig åt beroende på säsong, och vissa tillverkare justerar receptet något.`,
		},
		nb: {
			name: "Påskegodteri",
			slug: "paskegodteri",
			published: false,
			intro_md:
				"Påskeegg, Kvikk Lunsj og marsipan – her samler vi **påskegodteri** til påskeferien. Siden publiseres når sesongen nærmer seg.",
			body_md: `## Påskegodteri – en norsk høytidstradisjon

Påsken er en av årets største godterihøytider i Norge. Påskeegget i papp fylt med godteri er en tradisjon i mange familier, og på hytta hører appelsin og Kvikk Lunsj med på skituren. I butikkene fylles hyllene allerede i februar og mars med sjokoladeegg, marsipan og godteri i gult, grønt og lilla. I denne kategorien kommer vi til å samle påskegodteri fra kjente merker, slik at du kan sammenligne priser og planlegge innkjøpene i god tid.

## Hva skal man ha i påskeegget?

Det finnes ingen regler, men de fleste blander sjokolade, vingummi, skum og litt lakris. Små sjokoladeegg med fyll, overraskelsesegg og marsipan er klassiske innslag. Det er lurt å velge godteri med litt lengre holdbarhet hvis du pakker egget noen dager før påske, fordi skumgodteri kan tørke hvis det ligger åpent. Regn med omtrent 200–300 gram godteri til et vanlig påskeegg til et barn, og tilpass etter alder og appetitt.

## Kvikk Lunsj og påsketradisjoner

Kvikk Lunsj har i generasjoner vært selve tursjokoladen, og salget er høyest rundt påske. Mange produsenter lanserer dessuten begrensede påskevarianter av sine vanlige produkter. Utvalget varierer fra år til år, så det lønner seg å følge med i butikkene fra slutten av februar. Skal du på hytta, er det smart å handle inn før du reiser, siden utvalget i små fjellbutikker kan være begrenset.

## Ofte stilte spørsmål (FAQ)

### Når begynner salget av påskegodteri?

Mange påskeprodukter kommer i salg i februar, og utvalget er størst i ukene før påskeferien.

### Hvor mye godteri trenger man i et påskeegg?

Et vanlig påskeegg rommer ofte 200–300 gram godteri. Større egg kan romme mye mer, så tilpass mengden etter størrelse og antall barn.

### Hvorfor spiser nordmenn Kvikk Lunsj i påsken?

Kvikk Lunsj ble lansert i 1937 og ble tidlig markedsført som tursjokolade. Kombinasjonen av påskefjell og skiturer har gjort den til en fast påsketradisjon.`,
		},
	},
];
