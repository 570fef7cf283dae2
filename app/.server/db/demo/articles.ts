import type { DemoArticle } from "./types";

// Demo articles: six published and one draft per language.
export const demoArticles: DemoArticle[] = [
	// ---------------------------------------------------------------- Swedish
	{
		key: "sverige-godis-klassiker",
		locale: "sv",
		title: "Bästa godiset från Sverige – klassiker att smaka",
		slug: "basta-godiset-fran-sverige",
		h1: "Bästa godiset från Sverige",
		excerpt:
			"Från Ahlgrens bilar till Djungelvrål – vi går igenom de svenska godisklassikerna som alla borde smaka minst en gång.",
		body_md: `Sverige är ett av världens mest godisälskande länder. Vi äter mycket lösgodis, vi har en egen tradition med lördagsgodis och vi har en rad klassiker som har funnits i hyllorna i generationer. Men vilket är egentligen det bästa godiset från Sverige? Svaret beror förstås på smak, men några produkter dyker upp på nästan varje topplista. Här går vi igenom favoriterna, från skum och gelé till choklad och lakrits.

## Lördagsgodis – en svensk institution

Att äta godis på lördagar är en vana som många svenska familjer har haft sedan slutet av 1950-talet. Tanken var att samla godisätandet till ett tillfälle i veckan i stället för att småäta hela tiden, och traditionen lever kvar än i dag. I dag handlar lördagsgodiset ofta om att blanda själv i lösviktsbutiken eller att köpa en favoritpåse i mataffären. Vill du hellre handla hemifrån hittar du ett stort utbud av [godis](/kategorier/godis) från svenska nätbutiker, där det är enkelt att jämföra priser.

## Skum och gelé: Ahlgrens bilar och Gott & Blandat

Ingen lista över svenskt godis är komplett utan Ahlgrens bilar. Skumbilarna i rosa, vitt och grönt lanserades 1953 och har med glimten i ögat kallats världens mest sålda bil. Konsistensen – mjuk skum under en fastare överdel – är svår att hitta någon annanstans. I dag tillverkas bilarna av [Cloetta](/varumarken/cloetta), som också ligger bakom Juleskum, Polly och Kexchoklad.

Gott & Blandat från Malaco är ett annat självklart val. Blandpåsen lanserades 1979 och innehåller söta, syrliga och lite salta bitar, vilket gör den perfekt att dela. Det finns flera varianter, men originalet har fortfarande många trogna fans. Bubs skumskallar är en modernare klassiker som har blivit något av ett fenomen på sociala medier, inte minst utomlands.

Vill du ha något mer nostalgiskt är Polly från Cloetta ett bra val. De chokladöverdragna skumbitarna har funnits i svenska godispåsar i generationer och säljs i flera smaker. Många minns dem från bilresor och fikapauser, och de passar fortfarande lika bra i godisskålen när släkten kommer på besök.

## Svart godis: Djungelvrål och Salta Katten

Den som besöker Sverige för första gången blir ofta förvånad över hur mycket salt lakrits vi äter. [Malaco](/varumarken/malaco), som grundades i Malmö 1934 som Malmö Lakrits Compani, står bakom två av de mest kända: Djungelvrål med sina salta lakritsapor och Salta Katten med små katter av saltlakrits. Båda har en ordentlig salmiakkick som inte passar alla, men som många svenskar älskar. Vill du upptäcka mer av det svarta godiset har vi samlat allt under [lakrits](/kategorier/lakrits).

## Choklad: Marabou och Kexchoklad

Choklad är en egen värld i den svenska godishyllan. [Marabou](/varumarken/marabou) har dominerat marknaden i över hundra år, och Mjölkchoklad, Schweizernöt och Apelsinkrokant är smaker som de flesta svenskar har ett förhållande till. Kexchoklad från Cloetta har tillverkats i Ljungsbro sedan 1938 och är för många den självklara matsäckschokladen på skidbacken eller utflykten. Daim, som lanserades av Marabou 1953, hör också till favoriterna och används flitigt i bakning.

## Säsongsgodis som bara finns en del av året

En del av det mest älskade svenska godiset säljs bara under vissa säsonger. Juleskum, de rosa och vita skumtomtarna från Cloetta, dyker upp i butikerna redan i september och hör till landets mest sålda påsgodis trots att de bara finns under hösten och vintern. Julmust och påskmust är unika svenska drycker som säljs i stora mängder under högtiderna. Det gör att många passar på att köpa sina favoriter medan de finns.

## Så hittar du dina egna favoriter

Det bästa sättet att hitta sitt favoritgodis är att prova. Köp gärna mindre påsar av flera sorter och jämför, eller bjud in vänner till en provsmakning. Tänk på att jämförpriset per kilo kan skilja sig mycket mellan förpackningsstorlekar och butiker, så det lönar sig att kolla innan du handlar. Godis är en njutning, och som med all njutning smakar det bäst i lagom mängd. Oavsett om du föredrar skum, gelé, choklad eller lakrits finns det en svensk klassiker för dig.`,
		meta_title: "Bästa godiset från Sverige – klassiker att smaka",
		meta_description:
			"Ahlgrens bilar, Gott & Blandat, Djungelvrål och Marabou – här är de svenska godisklassikerna du borde smaka och var du jämför priser på nätet.",
		internal_link_keywords: ["godis", "lakrits", "marabou"],
		external_link_keywords: ["lördagsgodis", "godishistoria"],
		status: "published",
		published_on: "2026-08-04",
	},
	{
		key: "guide-dubai-choklad",
		locale: "sv",
		title: "Guide till dubai-choklad – så hittar du rätt kaka",
		slug: "guide-till-dubai-choklad",
		h1: "Guide till dubai-choklad",
		excerpt:
			"Vad är dubai-choklad, varför kostar den så mycket och hur gör man den själv? Här är vår guide till den virala pistagechokladen.",
		body_md: `Få chokladprodukter har fått ett så snabbt genomslag som dubai-chokladen. På bara några år har den gått från en lokal specialitet i Förenade Arabemiraten till en global trend med köer utanför chokladbutiker och tomma hyllor i mataffärerna. I den här guiden förklarar vi vad dubai-choklad är, varför den är så dyr och hur du hittar en kaka som är värd pengarna.

## Vad är dubai-choklad?

Dubai-choklad är en tjock chokladkaka fylld med en krämig blandning av pistagekräm och rostad kataifi. Kataifi, som också kallas kadayif, är tunna trådar av deg som används i bakverk och desserter i Mellanöstern och Turkiet. När trådarna rostas i smör blir de krispiga, och tillsammans med den mjuka pistagekrämen ger de fyllningen sin typiska kombination av krämigt och knaprigt. Den gröna fyllningen som syns när kakan bryts itu har blivit chokladens kännetecken.

## Från Dubai till hela världen

Originalet skapades 2021 av chokladföretaget FIX Dessert Chocolatier i Dubai och fick namnet "Can't Get Knafeh of It", en ordlek med dessertbakverket knafeh. Under flera år var kakan en lokal succé, men det stora genombrottet kom efter att en video där den bröts och smakades spreds på TikTok i december 2023. Därefter började både stora chokladtillverkare och små konditorier världen över att göra egna versioner. Schweiziska [Lindt](/varumarken/lindt) var ett av de första stora märkena med en egen variant, Lindt Dubai Style Chocolate, som kombinerar mjölkchoklad med en fyllning av pistage och kataifi.

## Varför är dubai-choklad så dyr?

Den viktigaste förklaringen är pistagenötterna. Pistage är en dyr råvara, och när efterfrågan ökade kraftigt steg priserna ytterligare. En dubai-choklad innehåller dessutom betydligt mer fyllning än en vanlig fylld chokladkaka, och många varianter görs för hand eller i mindre upplagor. Därför är det inte ovanligt att en kaka kostar flera gånger mer än en vanlig chokladkaka av samma storlek. Att jämföra kilopriset mellan olika märken är därför extra viktigt. Tänk också på att produkter som marknadsförs som dubai-choklad kan skilja sig mycket åt. Vissa är tjocka kakor med rejält med fyllning, andra är vanliga chokladkakor med en tunnare pistagekräm. Namnet är inte skyddat, så det är innehållet som avgör vad du får för pengarna. I vår kategori för [dubai-choklad](/kategorier/dubai-choklad) har vi samlat färdiga kakor och andra pistagesmaker så att du enkelt kan jämföra.

## Så känner du igen en bra kaka

Titta först på ingrediensförteckningen. Andelen pistage i fyllningen varierar kraftigt mellan olika märken, och en högre andel ger oftast en tydligare smak. Kontrollera också vilken choklad som används – mjölkchoklad är vanligast, men vissa varianter använder mörk choklad för att balansera sötman. Konsistensen är viktig: kataifin ska vara krispig, inte seg. Handgjorda kakor kan ha kort hållbarhet, så kolla bäst före-datumet om du köper på nätet och inte tänker äta upp kakan direkt.

## Gör din egen dubai-choklad hemma

Det går utmärkt att göra dubai-choklad själv, och det blir ofta billigare än att köpa färdig. Du behöver god choklad, pistagekräm och kataifi, som finns i välsorterade butiker eller butiker med varor från Mellanöstern.

- Smält och temperera chokladen och pensla ett tunt lager i en form. Låt stelna.
- Rosta kataifin gyllenbrun i smör och blanda den med pistagekrämen.
- Bred ut fyllningen i formen och täck med mer choklad.
- Låt kakan stelna i kylen och ta ut den när chokladen har satt sig.

Som bas fungerar en klassisk mjölkchoklad bra, men en mörk choklad med runt 70 procent kakao ger en fin kontrast till den söta fyllningen. Du hittar många alternativ bland vår [choklad](/kategorier/choklad).

## Är trenden här för att stanna?

Det är svårt att säga hur länge dubai-chokladen kommer att vara lika het som nu, men smakkombinationen av choklad, pistage och krispig deg har vunnit många fans. Flera tillverkare har redan gjort pistage till en fast del av sortimentet. Vill du se vad som finns just nu kan du bläddra bland alla [produkter](/produkter) och jämföra priser mellan butikerna.`,
		meta_title: "Guide till dubai-choklad – pris, smak och recept",
		meta_description:
			"Vad är dubai-choklad och varför är den så dyr? Vi förklarar trenden, visar hur du väljer en bra kaka och hur du gör din egen pistagechoklad hemma.",
		internal_link_keywords: ["dubai-choklad", "choklad", "lindt"],
		external_link_keywords: ["pistage", "kataifi", "tiktok"],
		status: "published",
		published_on: "2026-08-19",
	},
	{
		key: "valj-energidryck",
		locale: "sv",
		title: "Så väljer du rätt energidryck – guide och tips",
		slug: "sa-valjer-du-ratt-energidryck",
		h1: "Så väljer du rätt energidryck",
		excerpt: "Koffeinhalt, socker, smak och storlek – så jämför du energidrycker och hittar den som passar dig bäst.",
		body_md: `Hyllan med energidrycker har vuxit enormt de senaste åren. Där det en gång fanns några få märken finns i dag hundratals varianter i olika storlekar, smaker och med olika innehåll. Det kan vara svårt att veta vad som skiljer dem åt. I den här guiden går vi igenom vad du bör titta på när du väljer energidryck, och vad som är bra att veta om koffein.

## Vad är en energidryck?

En energidryck är en läsk som innehåller koffein, ofta i kombination med andra ämnen som taurin, B-vitaminer och socker eller sötningsmedel. Vissa drycker innehåller också aminosyror som BCAA. Österrikiska [Red Bull](/varumarken/red-bull) lanserades 1987 och räknas som den som skapade kategorin i stor skala. I dag konkurrerar den med amerikanska Monster Energy, svenska [Nocco](/varumarken/nocco) och [Celsius](/varumarken/celsius), som båda har blivit mycket populära i Sverige, och finska Battery.

## Titta på koffeinhalten

Den viktigaste skillnaden mellan olika energidrycker är koffeinhalten. En liten burk Red Bull på 25 centiliter innehåller 80 milligram koffein, ungefär lika mycket som en kopp bryggkaffe. En stor burk Monster på 50 centiliter innehåller 160 milligram, och vissa andra drycker innehåller ännu mer per burk. Koffeinhalten står alltid på förpackningen, och drycker med mer än 150 milligram koffein per liter ska enligt EU:s regler märkas med att de har hög koffeinhalt och inte rekommenderas för barn eller gravida och ammande.

Europeiska livsmedelssäkerhetsmyndigheten EFSA bedömer att friska vuxna kan få i sig upp till 400 milligram koffein per dag från alla källor utan risk för hälsan. För gravida och ammande gäller högst 200 milligram per dag. Räkna med kaffe, te och andra drycker när du summerar, så att du håller dig inom ramarna.

## Med eller utan socker?

Många energidrycker finns både med socker och i sockerfria varianter. En vanlig energidryck med socker kan innehålla ungefär lika mycket socker som en läsk av samma storlek. De sockerfria varianterna sötas med sötningsmedel och innehåller nästan inga kalorier, men koffeinhalten är oftast densamma. Nocco och Celsius är exempel på märken där hela sortimentet är sockerfritt, medan Red Bull och Monster erbjuder båda alternativen.

## Smak och storlek

Smaken är förstås en stor del av valet. Klassiska energidrycker har en söt, lite syrlig smak som många känner igen, medan nyare märken satsar på fruktiga smaker som tropiska frukter, citrus och bär. Tänk också på storleken: en mindre burk kan vara ett bättre val om du vill ha en mildare dos koffein. Ibland ger den större burken ett lägre literpris, men det är bara en fördel om du faktiskt vill ha hela mängden. Jämför gärna priser och storlekar i vår kategori för [energidryck](/kategorier/energidryck).

Många energidrycker innehåller också ämnen som marknadsförs för sin funktion, till exempel taurin, B-vitaminer eller aminosyror. Det kan vara bra att veta vad som står på etiketten, men det är koffeinet som ger den uppiggande effekten. Läs alltid innehållsförteckningen, särskilt om du är känslig för sötningsmedel eller vissa tillsatser.

## Vem bör undvika energidryck?

Energidrycker rekommenderas inte för barn, gravida eller ammande. Många svenska butiker har dessutom valt att inte sälja energidryck till personer under 15 år. Är du känslig för koffein kan du må bättre av att välja en koffeinfri dryck. Vill du ha bubblor och smak men inget koffein finns det gott om alternativ bland vår [läsk](/kategorier/lask), från smaksatt kolsyrat vatten till klassiska apelsinläsker.

## Sammanfattning

När du väljer energidryck lönar det sig att läsa etiketten. Kontrollera koffeinhalten, fundera på om du vill ha socker eller inte, och välj en storlek som passar ditt behov. Drick energidryck med måtta och tänk på den totala mängden koffein under dagen. Då kan du njuta av din favoritsmak utan att få i dig mer än du tänkt. Ett sista tips är att undvika energidryck sent på kvällen, eftersom koffein kan påverka sömnen i flera timmar efter att du druckit det.`,
		meta_title: "Så väljer du rätt energidryck – koffein och smak",
		meta_description:
			"Koffeinhalt, socker och storlek skiljer sig mycket mellan energidrycker. Så jämför du Red Bull, Monster, Nocco och Celsius och väljer rätt burk.",
		internal_link_keywords: ["energidryck", "red bull", "nocco"],
		external_link_keywords: ["efsa", "livsmedelsverket"],
		status: "published",
		published_on: "2026-09-08",
	},
	{
		key: "lakrits-nordisk-favorit",
		locale: "sv",
		title: "Lakrits – en nordisk favorit med lång historia",
		slug: "lakrits-en-nordisk-favorit",
		h1: "Lakrits – en nordisk favorit",
		excerpt:
			"Varför älskar nordbor salt lakrits? Vi berättar om lakritsens historia, skillnaden mellan lakrits och salmiak och vilka klassiker du bör prova.",
		body_md: `Lakrits är kanske det godis som tydligast skiljer Norden från resten av världen. Medan många utlänningar rynkar på näsan åt salt lakrits är det för svenskar, norrmän, danskar och finländare en självklar del av godisskålen. Här går vi igenom varifrån lakritsen kommer, vad som gör den salt och vilka klassiker du borde prova.

## Lakritsens ursprung

Lakrits tillverkas av extrakt från roten av lakritsväxten, Glycyrrhiza glabra, som växer vilt i södra Europa och Asien. Roten har använts i tusentals år, bland annat i folkmedicin, och har en naturligt söt smak. Den söta smaken kommer från ämnet glycyrrhizin, som är betydligt sötare än vanligt socker. Under 1800- och 1900-talen blev lakrits ett populärt godis i Nordeuropa, och i dag produceras stora mängder i Sverige, Danmark, Finland och Nederländerna.

## Söt lakrits, salt lakrits och salmiak

All lakrits är inte likadan. Söt lakrits har en mild, rund smak och en mjuk konsistens. Salt lakrits har dessutom tillsatt salmiak, det vill säga ammoniumklorid, som ger den skarpa och lite stickande smaken som många nordbor älskar. Ju mer salmiak, desto starkare smak. Vissa godisar, som Tyrkisk Peber från [Fazer](/varumarken/fazer), är hårda karameller med en pulverfyllning av salmiak och peppar, och kan upplevas som riktigt starka. Salmiak kombineras också ofta med choklad, frukt eller kola för att skapa nya smakkontraster. Just kontrasten mellan sött och salt är en stor del av charmen.

## Svenska klassiker

I Sverige är [Malaco](/varumarken/malaco) det märke som de flesta förknippar med lakrits. Företaget grundades i Malmö 1934 under namnet Malmö Lakrits Compani, och två av dess mest kända produkter är svarta: Djungelvrål, salta lakritsapor som funnits i decennier, och Salta Katten, små katter av saltlakrits. Båda är klassiska inslag i lösgodishyllan och säljs även i påse. Lakrits dyker också upp i chokladhyllan, till exempel i chokladkakor med smak av saltlakrits.

Lakrits finns också i många andra former. Lakritsremmar, lakritsbåtar och lakritspipor har funnits i lösgodishyllan i generationer, och under senare år har mindre tillverkare gjort exklusiv lakrits med smaker som havtorn, chili och hallon. Lakritspulver används dessutom i matlagning och bakning, till exempel i glass, kladdkakor och såser.

## Danska och finska favoriter

Danmark är kanske det land i Norden som är allra mest förtjust i lakrits. [Toms](/varumarken/toms) tillverkar lakrits under märket Pingvin och har även lakritsgodis med häxtema som passar bra till hösten. Haribo har en lång historia i Danmark och gör bland annat Piratos, salta lakritsmynt med piratmotiv. Från Finland kommer förutom Tyrkisk Peber även Pantteri, mjuka salmiakbitar från Fazer. Ett tips är att göra en provsmakning med lakrits från olika länder för att upptäcka skillnaderna. I Finland är salmiak så populärt att smaken finns i allt från glass till sprit, och danskarna äter gärna lakrits med chokladöverdrag.

## Ät lakrits med måtta

Glycyrrhizinet i lakritsroten är inte bara sött – i stora mängder kan det påverka kroppens salt- och vätskebalans och höja blodtrycket. Livsmedelsverket avråder därför från att äta stora mängder lakrits regelbundet, och personer med högt blodtryck bör vara extra försiktiga. Även gravida rekommenderas att inte äta stora mängder lakrits. Lakrits är alltså precis som annat godis något att njuta av i lagom mängd. Mycket lakrits innehåller dessutom vetemjöl, så den som är glutenintolerant behöver läsa ingrediensförteckningen noga.

## Lakrits året runt – och på halloween

Svart godis säljer bra året runt, men under hösten ökar intresset ytterligare. Salt lakrits och salmiak passar perfekt till [halloween-godis](/kategorier/halloween-godis), när mörka färger och lite läskiga former står i fokus. Oavsett säsong hittar du hela vårt utbud av [lakrits](/kategorier/lakrits) samlat på ett ställe, där du kan jämföra priser mellan olika butiker och förpackningsstorlekar. Lakrits är också en uppskattad present – en burk exklusiv lakrits eller en blandning av söta och salta favoriter brukar gå hem hos de flesta lakritsälskare.`,
		meta_title: "Lakrits – en nordisk favorit | Historia och klassiker",
		meta_description:
			"Varför älskar nordbor salt lakrits? Läs om lakritsens historia, skillnaden mellan lakrits och salmiak och vilka klassiker från Malaco och Fazer du bör prova.",
		internal_link_keywords: ["lakrits", "malaco", "fazer"],
		external_link_keywords: ["livsmedelsverket", "glycyrrhizin"],
		status: "published",
		published_on: "2026-09-24",
	},
	{
		key: "halloween-godis-2026",
		locale: "sv",
		title: "Halloween-godis 2026 – årets bästa köp",
		slug: "halloween-godis-2026-arets-basta-kop",
		h1: "Halloween-godis 2026 – årets bästa köp",
		excerpt:
			"Skumskallar, salt lakrits och sura favoriter – här är vår guide till halloween-godis 2026, med tips inför bus eller godis och festen.",
		body_md: `Halloween har blivit en av årets stora godishelger i Sverige. I slutet av oktober klär barn ut sig och går runt i bostadsområdena, och många vuxna ordnar temafester med pumpor och spindelnät. Det gör att efterfrågan på godis ökar kraftigt under några veckor. Här är vår guide till halloween-godis 2026 – vad som passar bäst, hur mycket du behöver och hur du får mest godis för pengarna.

## När är halloween 2026?

Halloween infaller alltid den 31 oktober, och 2026 är det en lördag. Samma dag är det också allhelgonadagen i Sverige, som alltid firas på lördagen mellan den 31 oktober och den 6 november. Det betyder att både bus eller godis och allhelgonahelgen sammanfaller, och många kommer att vara lediga. Räkna alltså med att det kan ringa på dörren redan på eftermiddagen.

## Årets favoriter

Det godis som fungerar bäst på halloween är ofta svart, salt eller formgjutet som något lite kusligt. Skumskallarna från [Bubs](/varumarken/bubs) har blivit en modern klassiker och är ett givet val. Hallon- och lakritsskallen är originalet, men det finns också sura varianter för den som vill ha mer kick. Salt lakrits och salmiak, som Djungelvrål och Salta Katten från Malaco, passar perfekt till temat – hela utbudet hittar du under [lakrits](/kategorier/lakrits). Danska Toms säljer lakritsgodis med häxtema som passar lika bra på festbordet som i skålen vid dörren. Choklad fungerar också bra, särskilt småbitar som är enkla att dela ut, och många tillverkare släpper halloweenversioner av sina vanliga produkter under hösten.

## Sura överraskningar

Många barn och unga föredrar surt godis framför lakrits. Sura gelébitar, supersura blandpåsar och syrliga skumgodisar är populära, och de färgglada bitarna ser dessutom bra ut i en halloweenskål. Vi har samlat många alternativ under [surt godis](/kategorier/surt-godis). Tänk på att riktigt surt godis kan vara för starkt för de allra minsta, så blanda gärna med några mildare sorter.

## Tips inför bus eller godis

Det finns några saker som gör halloweenkvällen enklare:

- Köp stora påsar och portionera upp godiset i mindre påsar eller en stor skål. Det blir både billigare och mer rättvist.
- Välj gärna förpackat godis där ingredienserna syns, eftersom många barn har allergier.
- Ha något nötfritt alternativ till hands.
- Räkna med några bitar per barn. Bor du i ett område med många barnfamiljer kan två till tre storpåsar behövas.

Blir det godis över håller det sig ofta länge om påsen förvaras torrt och väl förslutet.

## Godis till halloweenfesten

Ska du ha fest för vuxna eller större barn kan du satsa på ett godisbord med tema. Blanda svart lakrits, röda gelébitar och vita skumgodisar i olika skålar, och komplettera gärna med chips och något att dricka. Pumpor, ljus och lite spindelväv gör resten. Ett tips är att välja godis med olika konsistens och smak – sött, surt och salt – så att det finns något för alla.

Vill du ta det ett steg längre kan du göra egna halloweengodsaker. Svart lakrits blir fina spindelben på muffins, och skumskallar kan placeras i en skål med röd gelé för en riktigt kuslig effekt. Låt gärna barnen vara med och dekorera – det är ofta lika roligt som själva godiset.

## Så hittar du bästa priset

Priserna på godis kan variera ganska mycket mellan butiker, särskilt under högsäsong. Jämför alltid kilopriset och inte bara priset per påse, och tänk på att storpack ofta är billigare per hundra gram. Vill du planera i god tid kan du börja titta redan i början av oktober. Handlar du på nätet slipper du dessutom trängseln i butikerna veckan före halloween. Hos oss kan du jämföra priser på alla [produkter](/produkter) från flera butiker, och i kategorin [halloween-godis](/kategorier/halloween-godis) har vi samlat det som passar bäst till årets firande.`,
		meta_title: "Halloween-godis 2026 – årets bästa köp och tips",
		meta_description:
			"Skumskallar, salt lakrits och surt godis – vår guide till halloween-godis 2026 med tips inför bus eller godis, festen och hur du hittar bästa priset.",
		internal_link_keywords: ["halloween-godis", "bubs", "surt godis"],
		external_link_keywords: ["allhelgona", "halloween"],
		status: "published",
		published_on: "2026-10-12",
	},
	{
		key: "chips-test",
		locale: "sv",
		title: "Chips-test: de populäraste smakerna jämförda",
		slug: "chips-test-de-popularaste-smakerna",
		h1: "Chips-test: de populäraste smakerna",
		excerpt:
			"Grillchips, sourcream & onion eller ostbågar? Vi jämför de populäraste chipssmakerna i Sverige och ger tips om vad som passar när.",
		body_md: `Chips är en av Sveriges mest älskade snacks, och utbudet i butikerna är större än någonsin. Men vilka smaker är egentligen populärast, och vad skiljer de olika märkena åt? Vi har gått igenom de vanligaste chipssmakerna i den svenska chipshyllan och samlat våra intryck. Det här är ingen vetenskaplig studie utan en guide till vad som utmärker varje smak – resten får din egen smaklök avgöra.

## Två svenska jättar

Den svenska chipsmarknaden domineras av två märken som har konkurrerat i decennier: [OLW](/varumarken/olw) och [Estrella](/varumarken/estrella). Estrella grundades 1957 och tillverkar sina chips i Angered utanför Göteborg, medan OLW grundades 1969 och har sin fabrik i Filipstad i Värmland. Båda erbjuder i stort sett samma grundsmaker, och många svenskar har en tydlig favorit. Bredvid dem har internationella märken som Pringles och en rad mindre tillverkare av tjockare kettle chips vuxit. Båda de svenska märkena lanserar regelbundet nya smaker i begränsade upplagor, och ibland blir en tillfällig smak så populär att den får en fast plats i sortimentet. Det gör det roligt att hålla utkik i chipshyllan, även för den som redan har en given favorit.

## Sourcream & onion – den trygga favoriten

Sourcream & onion är kanske den mest sålda chipssmaken i Sverige. Smaken av gräddfil och lök är mild och krämig, vilket gör den populär bland både barn och vuxna. Den fungerar bra på egen hand men också tillsammans med dipp. Skillnaderna mellan märkena handlar främst om hur mycket lök som märks och hur salt chipsen är. Välj gärna en större påse om ni är flera, eftersom det här är smaken som brukar ta slut först.

## Grillchips – typiskt svenskt

Grillchips är en smak som många utlänningar aldrig har hört talas om. Kryddningen är rökig och lätt söt, med toner av paprika och tomat, och passar särskilt bra till korv, hamburgare och annan grillmat. Både OLW och Estrella har sina egna versioner, och debatten om vilken som är bäst har pågått länge. Vill du smaka skillnaden kan du köpa en påse av varje och göra ett eget blindtest hemma.

## Ostbågar och Cheez Doodles

Puffade majssnacks med ostsmak är ett kapitel för sig. Estrellas ostbågar och OLW:s Cheez Doodles är båda klassiker, men de skiljer sig åt i både form och krydda. Ostbågarna är krispiga och buktiga, medan Cheez Doodles har en luftigare konsistens och en intensivare ostsmak – och lämnar de välkända orange fingrarna. Båda är populära på barnkalas och säljs i flera påsstorlekar. Många vuxna har också svårt att motstå dem.

## Pringles och kettle chips

[Pringles](/varumarken/pringles) skiljer sig från vanliga chips genom att de görs av en deg med torkad potatis. Resultatet är identiska, sadelformade chips som ligger staplade i ett rör. Original, Sour Cream & Onion och Paprika är de mest sålda smakerna. Kettle chips är motsatsen: tjocka skivor av hel potatis som friteras i omgångar och får en hård, krispig tugga. De passar bra till en mer vuxen fredagskväll, gärna med en god dipp. Det finns också ett växande utbud av popcorn, linschips och andra alternativ för den som vill variera snacksskålen.

## Så väljer du rätt påse

När du handlar chips lönar det sig att titta på kilopriset, eftersom det kan skilja mycket mellan storlekarna. En stor påse är ofta billigast per hundra gram, men blir fort mjuk när den väl är öppnad. Förslut påsen med en klämma och förvara den torrt. Ska du ha fest kan det vara smart att köpa flera smaker och servera dem i separata skålar, så att alla hittar något de gillar. Till chipsen hör för många en kall dryck, och du hittar ett brett utbud av [läsk](/kategorier/lask) hos oss. Vill du jämföra fler alternativ har vi samlat alla smaker och märken under [chips](/kategorier/chips).`,
		meta_title: "Chips-test: de populäraste smakerna i Sverige",
		meta_description:
			"Sourcream & onion, grillchips eller ostbågar? Vi jämför de populäraste chipssmakerna från OLW, Estrella och Pringles och ger tips om vad som passar när.",
		internal_link_keywords: ["chips", "olw", "estrella"],
		external_link_keywords: ["smaktest", "kettle chips"],
		status: "published",
		published_on: "2026-10-28",
	},
	{
		key: "julgodis-2026",
		locale: "sv",
		title: "Julgodis 2026 – planera julens godsaker i tid",
		slug: "julgodis-2026-planera-julens-godsaker",
		h1: "Julgodis 2026 – planera julens godsaker",
		excerpt:
			"Juleskum, konfektaskar och julmust – så planerar du julgodiset 2026 och hittar de bästa priserna innan rusningen börjar.",
		body_md: `Julen är årets största godishögtid i Sverige. Konfektaskar, skumtomtar och julmust hör till för de flesta, och många familjer har egna traditioner kring vad som ska stå på bordet. Samtidigt kan det vara stressigt att hinna med allt i december. Med lite planering blir julhandeln både enklare och billigare. Här är våra tips inför julgodiset 2026.

## Börja i god tid

Många julprodukter kommer ut i handeln betydligt tidigare än man tror. Juleskum dyker ofta upp redan i september, och konfektaskar och julmust finns i stort utbud från november. Genom att handla hållbart godis och choklad i god tid undviker du att favoriterna tar slut, och du kan ofta fånga erbjudanden innan rusningen börjar. Tänk bara på att förvara godiset svalt och torrt så att det håller sig fint till jul.

## Klassikerna som inte får saknas

Vissa produkter är så förknippade med julen att det nästan inte känns som jul utan dem. Juleskum från [Cloetta](/varumarken/cloetta), de rosa och vita skumtomtarna, har tillverkats sedan 1930-talet och är en av Sveriges mest sålda godispåsar trots att de bara säljs under säsongen. Konfektasken Aladdin från Marabou är lika självklar i många hem, och Toblerone och Lindt Lindor är populära julklappar. Du hittar alla dessa och fler under [julgodis](/kategorier/julgodis).

Till det kommer alla egna traditioner: Dumle i adventskalendern, Daim i julglassen eller en speciell smak som bara köps i december. Det är ofta de små vanorna som gör att julen känns som jul.

## Julmust – Sveriges egen julläsk

Ingen svensk jul utan julmust. Drycken skapades 1910 av Harry Roberts i Örebro som ett alkoholfritt alternativ till öl och har smak av malt, humle och kryddor. I december säljs julmust i så stora mängder att den konkurrerar med colan om att vara Sveriges mest sålda läsk. [Apotekarnes](/varumarken/apotekarnes) julmust är en av de mest klassiska, men det finns många varianter att välja mellan. Köp gärna storflaskor till julbordet och burkar till julfikat. I vissa familjer har det blivit en tradition att blindtesta olika märken av julmust före jul, och påskmust är i grunden samma dryck som säljs under påsken.

## Hemgjort och köpt – en bra kombination

Många gillar att göra en del av julgodiset själva. Knäck, ischoklad och chokladtryffel är klassiker som inte kräver särskilt mycket utrustning. Knäck kokas på socker, sirap, grädde och smör, och det viktigaste är att koka smeten tillräckligt länge – gör ett kulprov i kallt vatten för att kontrollera konsistensen. Ischoklad görs enkelt av choklad och kokosfett som hälls i små formar och får stelna i kylen. Ett tips är att kombinera hemgjort med köpt godis, så att du slipper stå i köket hela december. Till hemgjord tryffel eller dubai-inspirerade godsaker behöver du god choklad, och vi har ett stort utbud av [choklad](/kategorier/choklad) där du kan jämföra priser.

## Så mycket behöver du

Det är lätt att köpa för mycket godis inför jul. En tumregel är att utgå från hur många gäster ni blir och hur många dagar godiset ska räcka. Konfektaskar och choklad håller länge, så de går bra att spara till nyår om det blir över. Skumgodis och gelé torkar däremot snabbare när påsen är öppnad. Välj därför gärna flera mindre påsar i stället för en enda stor. Glöm inte heller dem som inte äter godis – en skål med clementiner, nötter eller pepparkakor gör att alla kan vara med och fika.

## Jämför priser innan du handlar

Priserna på julgodis varierar mellan butikerna, och skillnaden kan bli stor när du handlar för hela familjen. Jämför alltid kilopriset och håll utkik efter erbjudanden på storpack. Hos oss kan du se priser från flera butiker samtidigt och hitta det bästa köpet innan julstressen tar över. Då får du mer tid över till det som julen egentligen handlar om: att umgås med dem du tycker om.`,
		meta_title: "Julgodis 2026 – planera julens godsaker i tid",
		meta_description:
			"Juleskum, konfektaskar och julmust – så planerar du julgodiset 2026, köper i god tid och jämför priser innan rusningen inför julen börjar på allvar.",
		internal_link_keywords: ["julgodis", "julmust", "cloetta"],
		external_link_keywords: ["jultraditioner", "recept knäck"],
		status: "draft",
		published_on: "2026-11-12",
	},
	// -------------------------------------------------------------- Norwegian
	{
		key: "norske-godteriklassikere",
		locale: "nb",
		title: "De beste norske godteriklassikerne",
		slug: "de-beste-norske-godteriklassikerne",
		h1: "De beste norske godteriklassikerne",
		excerpt:
			"Fra Kvikk Lunsj til Laban og Smash – vi går gjennom de norske godteriklassikerne som hører hjemme i enhver lørdagspose.",
		body_md: `Norge har en rik godteritradisjon. Lørdagsgodt er en kjær vane i mange hjem, og flere av de mest solgte produktene har vært i butikkene i generasjoner. Men hvilke klassikere er det egentlig som definerer norsk godteri? Her går vi gjennom favorittene, fra sjokolade og seigmenn til salte og søte moderne klassikere.

## Lørdagsgodt – en norsk tradisjon

Mange nordmenn vokste opp med at godteri hørte lørdagen til. Tradisjonen lever videre, og i dag handler lørdagsgodtet ofte om å plukke selv i løsvektsdisken eller å kjøpe en favorittpose i butikken. Stadig flere handler også på nett, der det er lett å sammenligne priser og finne storpakninger. Hele utvalget vårt av [godteri](/no/kategorier/godteri) er samlet på ett sted, slik at du raskt finner det du leter etter.

## Freia – et lite stykke Norge

Ingen liste over norsk godteri er komplett uten [Freia](/no/merker/freia). Sjokoladefabrikken ble grunnlagt i Oslo i 1889, og Freia Melkesjokolade er fortsatt Norges mest solgte sjokoladeplate. Kvikk Lunsj kom i 1937 og har siden vært selve tursjokoladen – særlig i påsken, når den følger med på skituren. Firkløver, Walters Mandler og Smil er andre klassikere, og i desember står Twist på bordet i utallige norske hjem. Mange forbinder også M, peanøtter i sjokolade med sukkerskall, med kinobesøk. Mange har også et nært forhold til Freia-klokken på Egertorget i Oslo, som har vært et kjent landemerke i sentrum i generasjoner.

## Nidar – klassikere fra Trondheim

[Nidar](/no/merker/nidar) ble grunnlagt i Trondheim i 1912 og står bak en imponerende rekke norske favoritter. Stratos er luftig melkesjokolade, Troika kombinerer sjokolade, trøffel og gelé, og Bamsemums er myke skumbamser trukket med sjokolade. Laban er merket de fleste tenker på når de hører ordet seigmenn, og ifølge Nidar kjenner ni av ti nordmenn til dem. Smash, salte maissnacks trukket med melkesjokolade, er en nyere klassiker som har fått en enorm fanskare.

Krembanan, Smørbukk og Kremtopper hører også med i sortimentet, og flere av produktene har vært på markedet så lenge at de nærmest er blitt en del av norsk kulturarv. Når et produkt forsvinner fra hyllene, er det ikke uvanlig at fans samler seg på sosiale medier for å få det tilbake.

## Brynild og andre norske produsenter

Ved siden av Freia og Nidar er [Brynild](/no/merker/brynild) i Fredrikstad en av de største norske godteriprodusentene med egen produksjon i Norge. Brynild er kjent for pastiller og drops i eske og for sjokoladetrukne nøtter og rosiner, og konsernet eier også Minde Sjokolade. Mange nordmenn har et nostalgisk forhold til produktene, som ofte har vært med i familiens godteriskål i flere tiår.

## Svenske og danske favoritter

Selv om norske klassikere står sterkt, er nordmenn også glade i godteri fra nabolandene. Svenske Ahlgrens bilar og Malacos Djungelvrål har mange fans, og Haribos Matador Mix, opprinnelig laget for det danske markedet, er blant de mest populære blandeposene i Norge. Danske Toms er kjent for Skildpadde og Pingvin-lakris. Det nordiske godterifellesskapet gjør at utvalget i hyllene er større enn noen gang. Grensehandelen har lenge vært en viktig kilde til svensk godteri for mange nordmenn, men i dag finner du mye av det samme utvalget i norske nettbutikker.

## Slik finner du dine favoritter

Den beste måten å finne favorittene sine på er å smake seg fram. Kjøp gjerne små poser av flere typer og sammenlign, eller inviter venner til en smaksprøve. Husk at kiloprisen kan variere mye mellom pakningsstørrelser og butikker, så det lønner seg å sjekke før du handler. Du finner også et bredt utvalg av [sjokolade](/no/kategorier/sjokolade) hos oss. Godteri er en nytelse, og som all nytelse smaker det best med måte. Et annet tips er å la barna være med og velge – da blir lørdagsgodtet en liten familietradisjon i seg selv.`,
		meta_title: "De beste norske godteriklassikerne | Guide",
		meta_description:
			"Kvikk Lunsj, Laban, Bamsemums og Smash – her er de norske godteriklassikerne fra Freia, Nidar og Brynild, og hvor du sammenligner priser på nett.",
		internal_link_keywords: ["godteri", "freia", "nidar"],
		external_link_keywords: ["lørdagsgodt", "norsk matkultur"],
		status: "published",
		published_on: "2026-08-06",
	},
	{
		key: "guide-dubai-sjokolade",
		locale: "nb",
		title: "Guide til dubai-sjokolade – finn den rette platen",
		slug: "guide-til-dubai-sjokolade",
		h1: "Guide til dubai-sjokolade",
		excerpt:
			"Hva er dubai-sjokolade, hvorfor koster den så mye, og hvordan lager man den selv? Her er vår guide til den virale pistasjsjokoladen.",
		body_md: `Få sjokoladeprodukter har slått gjennom så raskt som dubai-sjokoladen. På bare noen få år har den gått fra å være en lokal spesialitet i De forente arabiske emirater til en global trend, med køer utenfor sjokoladebutikker og tomme hyller i dagligvarebutikkene – også i Norge. I denne guiden forklarer vi hva dubai-sjokolade er, hvorfor den er så dyr, og hvordan du finner en plate som er verdt pengene.

## Hva er dubai-sjokolade?

Dubai-sjokolade er en tykk sjokoladeplate fylt med en kremet blanding av pistasjkrem og ristet kataifi. Kataifi, også kalt kadayif, er tynne deigtråder som brukes i bakverk og desserter i Midtøsten og Tyrkia. Når trådene ristes i smør, blir de sprø, og sammen med den myke pistasjkremen gir de fyllet den typiske kombinasjonen av kremet og knasende. Det grønne fyllet som kommer til syne når platen brekkes, har blitt sjokoladens kjennetegn.

## Fra Dubai til resten av verden

Originalen ble laget i 2021 av sjokoladeprodusenten FIX Dessert Chocolatier i Dubai og fikk navnet «Can't Get Knafeh of It», et ordspill på dessertbakverket knafeh. I flere år var platen en lokal suksess, men det store gjennombruddet kom etter at en video der den ble brukket og smakt, gikk viralt på TikTok i desember 2023. Siden har både store produsenter og små konditorier over hele verden laget egne versjoner. Sveitsiske [Lindt](/no/merker/lindt) var blant de første store merkene med sin egen variant, Lindt Dubai Style Chocolate, som kombinerer melkesjokolade med fyll av pistasj og kataifi.

## Hvorfor er dubai-sjokolade så dyr?

Den viktigste forklaringen er pistasjnøttene. Pistasj er en dyr råvare, og da etterspørselen økte kraftig, steg prisene ytterligere. En dubai-sjokolade inneholder dessuten mye mer fyll enn en vanlig fylt sjokoladeplate, og mange varianter lages for hånd eller i små opplag. Derfor er det ikke uvanlig at en plate koster flere ganger så mye som en vanlig sjokoladeplate av samme størrelse. Å sammenligne kiloprisen mellom merkene er derfor ekstra viktig. Husk også at produkter som markedsføres som dubai-sjokolade, kan være svært forskjellige. Noen er tykke plater med rikelig fyll, andre er vanlige sjokoladeplater med et tynnere lag pistasjkrem. Navnet er ikke beskyttet, så det er innholdet som avgjør hva du får for pengene. I kategorien for [dubai-sjokolade](/no/kategorier/dubai-sjokolade) har vi samlet ferdige plater og andre pistasjsmaker, slik at du enkelt kan sammenligne.

## Slik kjenner du igjen en god plate

Se først på ingredienslisten. Andelen pistasj i fyllet varierer mye mellom merkene, og en høyere andel gir som regel tydeligere smak. Sjekk også hvilken sjokolade som brukes – melkesjokolade er vanligst, men noen varianter bruker mørk sjokolade for å balansere sødmen. Konsistensen er viktig: kataifien skal være sprø, ikke seig. Håndlagde plater kan ha kort holdbarhet, så sjekk best før-datoen hvis du handler på nett og ikke skal spise platen med en gang.

## Lag din egen dubai-sjokolade

Det går fint å lage dubai-sjokolade selv, og det blir ofte rimeligere enn å kjøpe ferdig. Du trenger god sjokolade, pistasjkrem og kataifi, som du finner i godt utstyrte butikker eller i butikker med varer fra Midtøsten.

- Smelt og temperer sjokoladen, og pensle et tynt lag i en form. La det stivne.
- Rist kataifien gyllen i smør og bland den med pistasjkremen.
- Fordel fyllet i formen og dekk med mer sjokolade.
- La platen stivne i kjøleskapet før du tar den ut av formen.

Som base fungerer en klassisk melkesjokolade godt, men en mørk sjokolade med rundt 70 prosent kakao gir en fin kontrast til det søte fyllet. Du finner mange alternativer under [sjokolade på nett](/no/kategorier/sjokolade-pa-nett).

## Er trenden kommet for å bli?

Det er vanskelig å si hvor lenge dubai-sjokoladen vil være like populær, men kombinasjonen av sjokolade, pistasj og sprø deig har vunnet mange fans. Flere produsenter har allerede gjort pistasj til en fast del av sortimentet. Vil du se hva som finnes akkurat nå, kan du bla gjennom alle [produkter](/no/produkter) og sammenligne priser mellom butikkene.`,
		meta_title: "Guide til dubai-sjokolade – pris, smak og oppskrift",
		meta_description:
			"Hva er dubai-sjokolade, og hvorfor er den så dyr? Vi forklarer trenden, viser hvordan du velger en god plate og hvordan du lager din egen pistasjsjokolade.",
		internal_link_keywords: ["dubai-sjokolade", "sjokolade", "lindt"],
		external_link_keywords: ["pistasj", "kataifi", "tiktok"],
		status: "published",
		published_on: "2026-08-21",
	},
	{
		key: "velg-energidrikk",
		locale: "nb",
		title: "Slik velger du riktig energidrikk – guide og tips",
		slug: "slik-velger-du-riktig-energidrikk",
		h1: "Slik velger du riktig energidrikk",
		excerpt: "Koffeininnhold, sukker, smak og størrelse – slik sammenligner du energidrikker og finner den som passer deg best.",
		body_md: `Hyllen med energidrikker har vokst enormt de siste årene. Der det en gang var noen få merker, finnes det i dag et stort antall varianter i ulike størrelser og smaker og med ulikt innhold. Det kan være vanskelig å vite hva som skiller dem fra hverandre. I denne guiden går vi gjennom hva du bør se etter når du velger energidrikk, og hva som er greit å vite om koffein.

## Hva er en energidrikk?

En energidrikk er en brus som inneholder koffein, ofte sammen med andre stoffer som taurin, B-vitaminer og sukker eller søtstoffer. Noen drikker inneholder også aminosyrer som BCAA. Østerrikske [Red Bull](/no/merker/red-bull) ble lansert i 1987 og regnes som den som skapte kategorien i stor skala. I dag konkurrerer den med amerikanske [Monster Energy](/no/merker/monster-energy), finske [Battery](/no/merker/battery), som har vært populær i Norden siden 1990-tallet, og svenske Nocco og Celsius.

## Se på koffeininnholdet

Den viktigste forskjellen mellom energidrikker er koffeininnholdet. En liten boks Red Bull på 0,25 liter inneholder 80 milligram koffein, omtrent like mye som en kopp traktekaffe. En stor boks Monster på 0,5 liter inneholder 160 milligram, og noen andre drikker inneholder enda mer per boks. Koffeininnholdet står alltid på pakningen, og drikker med mer enn 150 milligram koffein per liter skal merkes med at de har høyt koffeininnhold og ikke anbefales for barn, gravide eller ammende.

Den europeiske myndigheten for næringsmiddeltrygghet, EFSA, vurderer at friske voksne kan innta opptil 400 milligram koffein per dag fra alle kilder uten helserisiko. For gravide og ammende er grensen 200 milligram per dag. Husk å regne med kaffe, te og annen drikke når du summerer.

## Med eller uten sukker?

Mange energidrikker finnes både med sukker og i sukkerfrie varianter. En vanlig energidrikk med sukker kan inneholde omtrent like mye sukker som en brus av samme størrelse. De sukkerfrie variantene søtes med søtstoffer og har nesten ingen kalorier, men koffeininnholdet er som regel det samme. Nocco og Celsius er eksempler på merker der hele sortimentet er sukkerfritt, mens Red Bull, Monster og Battery tilbyr begge deler.

## Smak og størrelse

Smaken er selvfølgelig en stor del av valget. Klassiske energidrikker har en søt, litt syrlig smak som mange kjenner igjen, mens nyere merker satser på fruktige smaker som tropiske frukter, sitrus og bær. Tenk også på størrelsen: en mindre boks kan være et bedre valg hvis du vil ha en mildere dose koffein. Noen ganger gir den store boksen lavere literpris, men det er bare en fordel hvis du faktisk vil ha hele mengden. Sammenlign gjerne priser og størrelser i kategorien for [energidrikk](/no/kategorier/energidrikk).

Mange energidrikker inneholder også stoffer som markedsføres for sin funksjon, for eksempel taurin, B-vitaminer eller aminosyrer. Det kan være nyttig å vite hva som står på etiketten, men det er koffeinet som gir den oppkvikkende effekten. Les alltid ingredienslisten, særlig hvis du er følsom for søtstoffer eller enkelte tilsetningsstoffer.

## Hvem bør være forsiktig?

Energidrikker anbefales ikke for barn, gravide eller ammende, og mange butikker har innført egne aldersgrenser for salg. Er du følsom for koffein, kan det være lurt å velge en koffeinfri drikk. Vil du ha bobler og smak uten koffein, finnes det mange alternativer blant vår [brus](/no/kategorier/brus), fra kullsyret vann med smak til klassisk appelsinbrus.

## Oppsummering

Når du velger energidrikk, lønner det seg å lese etiketten. Sjekk koffeininnholdet, tenk over om du vil ha sukker eller ikke, og velg en størrelse som passer behovet ditt. Drikk energidrikk med måte og hold oversikt over den totale mengden koffein gjennom dagen. Da kan du nyte favorittsmaken din uten å få i deg mer enn du hadde tenkt. Et siste råd er å unngå energidrikk sent på kvelden, siden koffein kan påvirke søvnen i flere timer etter at du har drukket det.`,
		meta_title: "Slik velger du riktig energidrikk – koffein og smak",
		meta_description:
			"Koffein, sukker og størrelse varierer mye mellom energidrikker. Slik sammenligner du Red Bull, Monster, Battery og Nocco og velger riktig boks for deg.",
		internal_link_keywords: ["energidrikk", "red bull", "battery"],
		external_link_keywords: ["efsa", "mattilsynet"],
		status: "published",
		published_on: "2026-09-10",
	},
	{
		key: "lakris-nordisk-favoritt",
		locale: "nb",
		title: "Lakris – en nordisk favoritt med lang historie",
		slug: "lakris-en-nordisk-favoritt",
		h1: "Lakris – en nordisk favoritt",
		excerpt:
			"Hvorfor elsker nordboere salt lakris? Vi forteller om lakrisens historie, forskjellen på lakris og salmiakk og hvilke klassikere du bør prøve.",
		body_md: `Lakris er kanskje det godteriet som tydeligst skiller Norden fra resten av verden. Mens mange utlendinger rynker på nesen av salt lakris, er det for nordmenn, svensker, dansker og finner en selvsagt del av godteriskålen. Her går vi gjennom hvor lakrisen kommer fra, hva som gjør den salt, og hvilke klassikere du bør smake.

## Lakrisens opprinnelse

Lakris lages av ekstrakt fra roten av lakrisplanten, Glycyrrhiza glabra, som vokser vilt i Sør-Europa og Asia. Roten har vært brukt i tusenvis av år, blant annet i folkemedisin, og har en naturlig søt smak. Sødmen kommer fra stoffet glycyrrhizin, som er betydelig søtere enn vanlig sukker. I løpet av 1800- og 1900-tallet ble lakris et populært godteri i Nord-Europa, og i dag produseres store mengder i Danmark, Sverige, Finland og Nederland.

## Søt lakris, salt lakris og salmiakk

All lakris er ikke lik. Søt lakris har en mild, rund smak og en myk konsistens. Salt lakris er i tillegg tilsatt salmiakk, altså ammoniumklorid, som gir den skarpe og litt stikkende smaken mange nordboere elsker. Jo mer salmiakk, desto sterkere smak. Noen godterier, som Tyrkisk Peber fra [Fazer](/no/merker/fazer), er harde drops med pulverfyll av salmiakk og pepper, og kan oppleves som skikkelig sterke. Salmiakk kombineres også ofte med sjokolade, frukt eller karamell for å skape nye smakskontraster. Nettopp kontrasten mellom søtt og salt er en stor del av sjarmen.

Lakris finnes dessuten i mange andre former. Lakrisreimer, lakrisbåter og lakrispiper har vært å finne i smågodthyllen i generasjoner, og de siste årene har mindre produsenter laget eksklusiv lakris med smaker som havtorn, chili og bringebær. Lakrispulver brukes også i matlaging og baking, for eksempel i is, brownies og sauser.

## Danske og finske favoritter

Danmark er kanskje det landet i Norden som er aller mest glad i lakris. [Toms](/no/merker/toms) produserer lakris under merket Pingvin og har også lakrisgodteri med heksetema som passer godt om høsten. [Haribo](/no/merker/haribo) har lang historie i Danmark og lager blant annet Piratos, salte lakrismynter med piratmotiv, og den populære blandeposen Matador Mix. Fra Finland kommer i tillegg til Tyrkisk Peber også Pantteri, myke salmiakkbiter fra Fazer. I Finland er salmiakk så populært at smaken finnes i alt fra is til brennevin, og danskene spiser gjerne lakris trukket med sjokolade.

## Svenske klassikere

Fra Sverige kommer Malaco, som ble grunnlagt i Malmö i 1934 under navnet Malmö Lakrits Compani. To av de mest kjente produktene er svarte: Djungelvrål, salte lakrisaper som har eksistert i flere tiår, og Salta Katten, små katter av salt lakris. Begge har mange fans også i Norge. Et godt tips er å arrangere en smaksprøve med lakris fra ulike land for å oppdage forskjellene – og kanskje finne en ny favoritt.

## Spis lakris med måte

Glycyrrhizinet i lakrisroten er ikke bare søtt – i store mengder kan det påvirke kroppens salt- og væskebalanse og øke blodtrykket. Helsemyndighetene fraråder derfor å spise store mengder lakris jevnlig, og personer med høyt blodtrykk bør være ekstra forsiktige. Også gravide anbefales å ikke spise store mengder lakris. Lakris er altså, som annet godteri, noe å nyte i passe mengder. Mye lakris inneholder dessuten hvetemel, så de som ikke tåler gluten, bør lese ingredienslisten nøye.

## Lakris hele året – og til halloween

Svart godteri selger godt hele året, men om høsten øker interessen ytterligere. Salt lakris og salmiakk passer perfekt til [halloween-godteri](/no/kategorier/halloween-godteri), når mørke farger og litt skumle former står i fokus. Uansett sesong finner du hele utvalget vårt av [lakris](/no/kategorier/lakris) samlet på ett sted, der du kan sammenligne priser mellom butikker og pakningsstørrelser. Lakris er også en populær gave – en boks eksklusiv lakris eller en blanding av søte og salte favoritter faller i smak hos de fleste lakriselskere.`,
		meta_title: "Lakris – en nordisk favoritt | Historie og klassikere",
		meta_description:
			"Hvorfor elsker nordboere salt lakris? Les om lakrisens historie, forskjellen på lakris og salmiakk og hvilke klassikere fra Fazer, Toms og Haribo du bør smake.",
		internal_link_keywords: ["lakris", "fazer", "toms"],
		external_link_keywords: ["glycyrrhizin", "helsedirektoratet"],
		status: "published",
		published_on: "2026-09-25",
	},
	{
		key: "halloween-godteri-2026",
		locale: "nb",
		title: "Halloween-godteri 2026 – årets beste kjøp",
		slug: "halloween-godteri-2026-arets-beste-kjop",
		h1: "Halloween-godteri 2026 – årets beste kjøp",
		excerpt:
			"Skumhodeskaller, salt lakris og sure favoritter – her er vår guide til halloween-godteri 2026, med tips til knask eller knep og festen.",
		body_md: `Halloween har blitt en av årets store godterihøytider i Norge. I slutten av oktober kler barna seg ut og går fra dør til dør, og mange voksne arrangerer temafester med gresskar og spindelvev. Det gjør at etterspørselen etter godteri øker kraftig i noen uker. Her er vår guide til halloween-godteri 2026 – hva som passer best, hvor mye du trenger, og hvordan du får mest godteri for pengene.

## Når er halloween i 2026?

Halloween er alltid 31. oktober, og i 2026 faller dagen på en lørdag. Det betyr at mange har fri, og at knask eller knep kan starte allerede på ettermiddagen. Mange nabolag har egne tradisjoner, for eksempel at hus som ønsker besøk, setter et tent gresskar utenfor døren. Sjekk gjerne om det finnes en slik ordning der du bor, så vet du hva du kan forvente. Det er også lurt å ha godteriet klart i god tid før det mørkner, siden de fleste barna er ute tidlig på kvelden.

## Årets favoritter

Godteriet som fungerer best på halloween, er ofte svart, salt eller formet som noe litt skummelt. Skumhodeskallene fra [Bubs](/no/merker/bubs) har blitt en moderne klassiker og er et selvskrevet valg. Hodeskallen med bringebær og lakris er originalen, men det finnes også sure varianter for dem som vil ha mer trøkk. Salt lakris og salmiakk, som Djungelvrål og Salta Katten fra Malaco, passer perfekt til temaet, og danske Toms selger lakrisgodteri med heksetema som passer like godt på festbordet som i skålen ved døren. Sjokolade fungerer også godt, særlig småbiter som er enkle å dele ut, og mange produsenter lanserer halloweenversjoner av sine vanlige produkter om høsten.

## Sure overraskelser

Mange barn og unge foretrekker surt godteri framfor lakris. Sure vingummier, supersure blandeposer og syrlige skumgodterier er populære, og de fargerike bitene ser dessuten fine ut i en halloweenskål. Vi har samlet mange alternativer under [surt godteri](/no/kategorier/surt-godteri). Husk at skikkelig surt godteri kan bli for sterkt for de minste, så bland gjerne inn noen mildere typer.

## Tips til knask eller knep

Noen enkle grep gjør halloweenkvelden lettere:

- Kjøp store poser og del godteriet opp i mindre poser eller en stor skål. Det blir både billigere og mer rettferdig.
- Velg gjerne innpakket godteri der ingrediensene står tydelig, siden mange barn har allergier.
- Ha et nøttefritt alternativ for hånden.
- Regn med noen biter per barn. Bor du i et område med mange barnefamilier, kan to–tre store poser være nødvendig.

Blir det godteri til overs, holder det seg ofte lenge hvis posen oppbevares tørt og godt lukket.

## Godteri til halloweenfesten

Skal du ha fest for voksne eller større barn, kan du satse på et godteribord med tema. Bland svart lakris, røde vingummier og hvitt skumgodteri i ulike skåler, og suppler gjerne med chips og noe godt å drikke. Gresskar, levende lys og litt spindelvev gjør resten. Velg godteri med ulik konsistens og smak – søtt, surt og salt – så er det noe for alle.

Vil du ta det et steg videre, kan du lage dine egne halloweengodbiter. Svart lakris blir fine edderkoppbein på muffins, og skumhodeskaller kan legges i en skål med rød gelé for en skikkelig skummel effekt. La gjerne barna være med og dekorere – det er ofte like gøy som selve godteriet.

## Slik finner du beste pris

Prisene på godteri kan variere en god del mellom butikkene, særlig i høysesongen. Sammenlign alltid kiloprisen og ikke bare prisen per pose, og husk at storpakninger ofte er rimeligere per hundre gram. Mange velger å bestille [godteri på nett](/no/kategorier/godteri-pa-nett) i god tid før halloween for å slippe trengselen i butikkene. Hos oss kan du sammenligne priser på alle [produkter](/no/produkter), og i kategorien [halloween-godteri](/no/kategorier/halloween-godteri) har vi samlet det som passer best til årets feiring.`,
		meta_title: "Halloween-godteri 2026 – årets beste kjøp og tips",
		meta_description:
			"Skumhodeskaller, salt lakris og surt godteri – vår guide til halloween-godteri 2026 med tips til knask eller knep, festen og hvordan du finner beste pris.",
		internal_link_keywords: ["halloween-godteri", "bubs", "surt godteri"],
		external_link_keywords: ["halloween", "knask eller knep"],
		status: "published",
		published_on: "2026-10-13",
	},
	{
		key: "chipstest",
		locale: "nb",
		title: "Chipstest: de mest populære smakene sammenlignet",
		slug: "chipstest-de-mest-populaere-smakene",
		h1: "Chipstest: de mest populære smakene",
		excerpt:
			"Havsalt, paprika eller ostepop? Vi sammenligner de mest populære chipssmakene i Norge og gir tips om hva som passer når.",
		body_md: `Potetgull og chips er blant Norges mest elskede snacks, og utvalget i butikkene er større enn noen gang. Men hvilke smaker er egentlig mest populære, og hva skiller de ulike merkene? Vi har gått gjennom de vanligste chipssmakene i norske butikker og samlet inntrykkene våre. Dette er ingen vitenskapelig studie, men en guide til hva som kjennetegner hver smak – resten får smaksløkene dine avgjøre.

## De store merkene

Norske chipshyller domineres av noen få store merker. [Kims](/no/merker/kims) har røtter i Danmark, men eies i dag av Orkla og er et av de største snacksmerkene i Norge. [Sørlandschips](/no/merker/sorlandschips) fra Kristiansand har siden tidlig på 1990-tallet laget tykke kettle-chips av poteter med skallet på, og Maarud er et annet velkjent norsk merke. I tillegg finner du internasjonale merker som Pringles og svenske OLW og Estrella, som mange oppdager på svenskehandel. Merkene lanserer jevnlig nye smaker i begrensede opplag, og av og til blir en midlertidig smak så populær at den får fast plass i sortimentet. Det gjør det morsomt å følge med i chipshyllen, selv for dem som allerede har en fast favoritt.

## Havsalt – den trygge favoritten

Potetgull med havsalt er klassikeren framfor noen. Smaken er enkel, men det er nettopp derfor den fungerer: poteten får komme fram, og chipsen passer perfekt til dipp. Forskjellene mellom merkene handler mest om tykkelse og sprøhet. Tynne chips smelter nesten på tungen, mens kettle-chips som Sørlandschips Original Havsalt gir en hard og skikkelig sprø tygg. Prøv gjerne begge typer og finn ut hva du liker best. En hjemmelaget blindtest med tre–fire merker er dessuten en morsom aktivitet en fredagskveld.

## Paprika – en norsk favoritt

Paprika er en smak mange nordmenn har et nært forhold til. Krydringen er mild og litt søtlig, med en varm farge som gjør chipsen lett å kjenne igjen i skålen. Sørlandschips Spansk Paprika har en røkt og litt kraftigere smak, mens andre merker satser på en mildere variant. Paprika passer godt til både fredagskos og bursdagsfeiring, og er ofte et trygt valg når mange skal dele.

## Sour cream & onion og ostepop

Sour cream & onion har mange tilhengere blant dem som liker en kremet og mild smak med tydelig løk. Smaken finnes hos de fleste merkene og er særlig populær i Sverige. Ostepop er et kapittel for seg: luftige maissnacks med ostesmak som barn og voksne er like glade i. Kims Ostepop er klassikeren i Norge, mens svenske ostbågar og Cheez Doodles er nære slektninger. Mange voksne har også vanskelig for å la være.

## Pringles og kettle-chips

[Pringles](/no/merker/pringles) skiller seg fra vanlig potetgull ved at de lages av en deig med tørket potet. Resultatet er like, saleformede chips stablet i et rør. Original, Sour Cream & Onion og Paprika er de mest solgte smakene. Kettle-chips er det motsatte: tykke skiver av hele poteter som frityrstekes i omganger og får en hard, sprø tygg. De passer godt til en mer voksen fredagskveld, gjerne med en god dipp. Det finnes også et voksende utvalg av popcorn, linsechips og andre alternativer for dem som vil variere snacksskålen.

## Slik velger du riktig pose

Når du kjøper chips, lønner det seg å sjekke kiloprisen, fordi den kan variere mye mellom størrelsene. En stor pose er ofte billigst per hundre gram, men blir fort myk når den er åpnet. Lukk posen med en klype og oppbevar den tørt. Skal du ha fest, kan det være lurt å kjøpe flere smaker og servere dem i hver sin skål, slik at alle finner noe de liker. Til chipsen hører for mange en kald drikke, og du finner et bredt utvalg av [brus](/no/kategorier/brus) hos oss. Vil du sammenligne flere alternativer, har vi samlet alle smaker og merker under [chips](/no/kategorier/chips).`,
		meta_title: "Chipstest: de mest populære smakene i Norge",
		meta_description:
			"Havsalt, paprika eller ostepop? Vi sammenligner de mest populære chipssmakene fra Sørlandschips, Kims og Pringles og gir tips om hva som passer når.",
		internal_link_keywords: ["chips", "sørlandschips", "kims"],
		external_link_keywords: ["smakstest", "kettle-chips"],
		status: "published",
		published_on: "2026-10-29",
	},
	{
		key: "julegodteri-2026",
		locale: "nb",
		title: "Julegodteri 2026 – planlegg julekosen i god tid",
		slug: "julegodteri-2026-planlegg-julekosen",
		h1: "Julegodteri 2026 – planlegg julekosen",
		excerpt:
			"Twist, konfekt, marsipan og julebrus – slik planlegger du julegodteriet for 2026 og finner de beste prisene før rushet starter.",
		body_md: `Julen er årets største godterihøytid i Norge. Twist, konfekt, marsipan og julebrus hører med for de fleste, og mange familier har egne tradisjoner for hva som skal stå på bordet. Samtidig kan desember være hektisk. Med litt planlegging blir julehandelen både enklere og rimeligere. Her er våre tips til julegodteriet for 2026.

## Start i god tid

Mange juleprodukter kommer i salg tidligere enn man tror. De første sesongvarene dukker ofte opp allerede i september og oktober, og utvalget av konfekt, marsipan og julebrus er størst fra november. Ved å kjøpe holdbart godteri og sjokolade i god tid unngår du at favorittene blir utsolgt, og du kan ofte få med deg tilbud før rushet starter. Husk bare å oppbevare godteriet kjølig og tørt, slik at det holder seg fint til jul.

## Klassikerne som ikke må mangle

Noen produkter er så knyttet til julen at det nesten ikke føles som jul uten dem. Twist fra [Freia](/no/merker/freia) står på bordet i utallige norske hjem i desember, og Firkløver og Walters Mandler er populære julegaver. Sveitsiske Toblerone og Lindt Lindor er også klassiske gaver, og svenske Juleskum har fått mange fans her til lands. Du finner alle disse og flere under [julegodteri](/no/kategorier/julegodteri).

I tillegg kommer alle de små, egne tradisjonene: Dumle i adventskalenderen, Smash i godteriskålen på julaften eller en spesiell marsipangris som bare kjøpes i desember. Det er ofte de små vanene som gjør at julen føles som jul.

## Julebrus og julemust

Ingen norsk jul uten julebrus. Drikken finnes i mange lokale varianter, ofte med smak av karamell og bær, og mange har sterke meninger om hvilken som er best. Svenskenes svar er julmust, en drikk med smak av malt, humle og krydder som mange nordmenn har oppdaget på svenskehandel. Kjøp gjerne store flasker til julemiddagen og bokser til kosekveldene. I noen familier er det blitt en tradisjon å blindteste ulike julebrusmerker før jul, og debatten om hvilken som er best kan bli overraskende engasjert. Et bredt utvalg av [brus](/no/kategorier/brus) finner du hos oss.

## Hjemmelaget og kjøpt – en god kombinasjon

Mange liker å lage noe av julegodteriet selv. Marsipan, knekk og sjokoladetrøfler er klassikere som ikke krever mye utstyr. Knekk kokes av sukker, sirup, fløte og smør, og det viktigste er å koke massen lenge nok – gjør en kuleprøve i kaldt vann for å sjekke konsistensen. Marsipan lages enkelt av mandler og melis, og kan formes til figurer eller trekkes med sjokolade. Et godt tips er å kombinere hjemmelaget med kjøpt godteri, slik at du slipper å stå på kjøkkenet hele desember. Til hjemmelagde trøfler trenger du god sjokolade, og vi har et stort utvalg av [sjokolade](/no/kategorier/sjokolade) der du kan sammenligne priser.

## Hvor mye trenger du?

Det er lett å kjøpe for mye godteri før jul. En tommelfingerregel er å ta utgangspunkt i hvor mange gjester dere blir, og hvor mange dager godteriet skal vare. Konfekt og sjokolade holder seg lenge, så det kan fint spares til nyttår hvis det blir noe til overs. Skumgodteri og vingummi tørker derimot raskere når posen er åpnet. Velg derfor gjerne flere små poser i stedet for én stor. Glem heller ikke dem som ikke spiser godteri – en bolle med klementiner, nøtter eller pepperkaker gjør at alle kan være med på kosen.

## Sammenlign priser før du handler

Prisene på julegodteri varierer mellom butikkene, og forskjellen kan bli stor når du handler for hele familien. Sammenlign alltid kiloprisen og følg med på tilbud på storpakninger. Hos oss kan du se priser fra flere butikker samtidig og finne det beste kjøpet før julestresset tar over. Da får du mer tid til det julen egentlig handler om: å være sammen med dem du er glad i.`,
		meta_title: "Julegodteri 2026 – planlegg julekosen i god tid",
		meta_description:
			"Twist, konfekt, marsipan og julebrus – slik planlegger du julegodteriet for 2026, handler i god tid og sammenligner priser før julerushet starter for alvor.",
		internal_link_keywords: ["julegodteri", "julebrus", "freia"],
		external_link_keywords: ["juletradisjoner", "oppskrift knekk"],
		status: "draft",
		published_on: "2026-11-13",
	},
];
