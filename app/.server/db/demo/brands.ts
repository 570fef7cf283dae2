import type { DemoBrand } from "./types";

// Demo brands. The slug is the same in both languages.
export const demoBrands: DemoBrand[] = [
	{
		key: "marabou",
		name: "Marabou",
		sv: {
			name: "Marabou",
			slug: "marabou",
			intro_md: "**Marabou** är Sveriges mest kända chokladmärke, med klassiker som Mjölkchoklad, Schweizernöt och Aladdin.",
			body_md: `## Om Marabou

Marabou grundades 1916 av norrmannen Johan Throne Holst, som redan drev chokladfabriken Freia i Norge. Eftersom namnet Freia var upptaget i Sverige döptes det svenska bolaget efter marabustorken i Freias logotyp. Produktionen startade 1919 i Sundbyberg, och i dag tillverkas chokladen i Upplands Väsby norr om Stockholm. Sedan 1990-talet ingår Marabou i den amerikanska livsmedelskoncernen som i dag heter Mondelez International.

Sortimentet domineras av de klassiska chokladkakorna: Mjölkchoklad, Helnöt, Schweizernöt, Apelsinkrokant, Gräddnougat och mörk choklad, men också säsongsfavoriter som konfektasken Aladdin och dragerade Non Stop. Slogan "Mmm... Marabou" har använts sedan 1950-talet.

## Vanliga frågor & svar (FAQ)

### Var tillverkas Marabou?

Marabous choklad tillverkas i fabriken i Upplands Väsby norr om Stockholm.

### Vem äger Marabou?

Marabou ägs av Mondelez International, samma koncern som äger norska Freia.

### Är Marabou och Freia samma choklad?

Märkena har gemensamt ursprung och flera liknande produkter, men recepten och sortimentet skiljer sig åt mellan Sverige och Norge.`,
		},
		nb: {
			name: "Marabou",
			slug: "marabou",
			intro_md: "**Marabou** er Sveriges mest kjente sjokolademerke, med klassikere som Mjölkchoklad, Schweizernöt og Aladdin.",
			body_md: `## Om Marabou

Marabou ble grunnlagt i 1916 av nordmannen Johan Throne Holst, som allerede drev sjokoladefabrikken Freia i Oslo. Fordi navnet Freia var opptatt i Sverige, ble det svenske selskapet oppkalt etter marabustorken i Freias logo. Produksjonen startet i 1919 i Sundbyberg, og i dag lages sjokoladen i Upplands Väsby nord for Stockholm. Siden 1990-tallet har Marabou vært en del av det amerikanske konsernet som i dag heter Mondelez International.

Sortimentet domineres av de klassiske platene: Mjölkchoklad, Helnöt, Schweizernöt, Apelsinkrokant, Gräddnougat og mørk sjokolade, men også sesongfavoritter som konfekteska Aladdin og dragerte Non Stop. Mange nordmenn kjøper Marabou på svenskehandel, og merket finnes også i flere norske nettbutikker.

## Ofte stilte spørsmål (FAQ)

### Hvor produseres Marabou?

Marabou-sjokoladen produseres på fabrikken i Upplands Väsby nord for Stockholm.

### Hvem eier Marabou?

Marabou eies av Mondelez International, det samme konsernet som eier Freia.

### Er Marabou og Freia samme sjokolade?

Merkene har felles opphav og flere lignende produkter, men oppskriftene og sortimentet er forskjellige i Sverige og Norge.`,
		},
	},
	{
		key: "cloetta",
		name: "Cloetta",
		sv: {
			name: "Cloetta",
			slug: "cloetta",
			intro_md:
				"**Cloetta** är en av Nordens största godistillverkare och ligger bakom Kexchoklad, Polly, Center, Plopp och Juleskum.",
			body_md: `## Om Cloetta

Cloetta grundades 1862 i Köpenhamn av tre schweiziska bröder med efternamnet Cloetta. Verksamheten flyttade senare till Sverige, och fabriken i Ljungsbro utanför Linköping har tillverkat choklad sedan början av 1900-talet. Där görs i dag bland annat Kexchoklad, som lanserades 1938 och fortfarande är en av Sveriges mest sålda chokladbitar.

I dag är Cloetta ett börsnoterat konfektyrföretag med en lång rad välkända varumärken. Förutom Kexchoklad finns Polly, Center, Plopp, Sportlunch och Juleskum i sortimentet, och i koncernen ingår även Malaco, Ahlgrens bilar och Läkerol. Många av produkterna har funnits i generationer och hör till det mest sålda godiset i Sverige.

## Vanliga frågor & svar (FAQ)

### Var tillverkas Kexchoklad?

Kexchoklad tillverkas i Cloettas fabrik i Ljungsbro i Östergötland.

### Vilka märken ägs av Cloetta?

Cloetta äger bland annat Kexchoklad, Polly, Center, Plopp, Juleskum, Malaco, Ahlgrens bilar och Läkerol.

### Är Cloetta ett svenskt företag?

Cloetta grundades i Danmark men har haft sin bas i Sverige i över hundra år och är i dag noterat på Stockholmsbörsen.`,
		},
		nb: {
			name: "Cloetta",
			slug: "cloetta",
			intro_md:
				"**Cloetta** er en av Nordens største godteriprodusenter og står bak Kexchoklad, Polly, Center, Plopp og Juleskum.",
			body_md: `## Om Cloetta

Cloetta ble grunnlagt i 1862 i København av tre sveitsiske brødre med etternavnet Cloetta. Virksomheten flyttet senere til Sverige, og fabrikken i Ljungsbro utenfor Linköping har produsert sjokolade siden begynnelsen av 1900-tallet. Der lages blant annet Kexchoklad, som ble lansert i 1938 og fortsatt er en av Sveriges mest solgte sjokoladebarer.

I dag er Cloetta et børsnotert konfektselskap med en lang rekke kjente merker. I tillegg til Kexchoklad finner du Polly, Center, Plopp, Sportlunch og Juleskum i sortimentet, og konsernet eier også Malaco, Ahlgrens bilar og Läkerol. Flere av produktene er populære i Norge, særlig blant dem som er glade i svensk godteri.

## Ofte stilte spørsmål (FAQ)

### Hvor lages Kexchoklad?

Kexchoklad produseres på Cloettas fabrikk i Ljungsbro i Östergötland i Sverige.

### Hvilke merker eies av Cloetta?

Cloetta eier blant annet Kexchoklad, Polly, Center, Plopp, Juleskum, Malaco, Ahlgrens bilar og Läkerol.

### Er Cloetta et svensk selskap?

Cloetta ble grunnlagt i Danmark, men har hatt sin base i Sverige i over hundre år og er notert på børsen i Stockholm.`,
		},
	},
	{
		key: "malaco",
		name: "Malaco",
		sv: {
			name: "Malaco",
			slug: "malaco",
			intro_md: "**Malaco** har gjort godis och lakrits sedan 1934 och är känt för Gott & Blandat, Djungelvrål och Salta Katten.",
			body_md: `## Om Malaco

Malaco grundades 1934 i Malmö under namnet Malmö Lakrits Compani, och det är därifrån förkortningen kommer. Från början var lakrits specialiteten, och många av märkets mest kända produkter är fortfarande svarta: Djungelvrål med sina salta lakritsapor och Salta Katten med små katter av saltlakrits är klassiker i den svenska godishyllan.

Malaco har bytt ägare flera gånger och ingår sedan 2012 i Cloetta-koncernen. Märket står också bakom Gott & Blandat, blandpåsen som lanserades 1979 och som finns i flera varianter, från original till supersur. Andra kända produkter är Zoo, Brio och Fruxo. Sortimentet säljs i hela Norden och blandar söta, sura och salta smaker.

## Vanliga frågor & svar (FAQ)

### Vad betyder namnet Malaco?

Namnet kommer från de första bokstäverna i Malmö Lakrits Compani, som företaget hette när det grundades 1934.

### När kom Gott & Blandat?

Gott & Blandat lanserades 1979 och är i dag en av Sveriges mest kända blandpåsar.

### Vem äger Malaco?

Malaco ingår i Cloetta-koncernen.`,
		},
		nb: {
			name: "Malaco",
			slug: "malaco",
			intro_md: "**Malaco** har laget godteri og lakris siden 1934 og er kjent for Gott & Blandat, Djungelvrål og Salta Katten.",
			body_md: `## Om Malaco

Malaco ble grunnlagt i 1934 i Malmö under navnet Malmö Lakrits Compani, og det er derfra forkortelsen kommer. Lakris var spesialiteten fra starten av, og mange av merkets mest kjente produkter er fortsatt svarte: Djungelvrål med sine salte lakrisaper og Salta Katten med små katter av salt lakris er klassikere i svenske godterihyller og populære også i Norge.

Malaco har skiftet eier flere ganger og har siden 2012 vært en del av Cloetta-konsernet. Merket står også bak Gott & Blandat, blandeposen som kom i 1979 og som finnes i flere varianter, fra original til supersur. Andre kjente produkter er Zoo, Brio og Fruxo. Sortimentet selges i hele Norden og blander søte, sure og salte smaker.

## Ofte stilte spørsmål (FAQ)

### Hva betyr navnet Malaco?

Navnet kommer fra de første bokstavene i Malmö Lakrits Compani, som selskapet het da det ble grunnlagt i 1934.

### Kan jeg kjøpe Malaco i Norge?

Ja, flere Malaco-produkter selges i norske butikker og nettbutikker, særlig Djungelvrål og Gott & Blandat.

### Hvem eier Malaco?

Malaco er en del av Cloetta-konsernet.`,
		},
	},
	{
		key: "fazer",
		name: "Fazer",
		sv: {
			name: "Fazer",
			slug: "fazer",
			intro_md: "Finska **Fazer** är känt för Fazer Blå, Geisha, Dumle och Tyrkisk Peber – choklad och godis med anor från 1891.",
			body_md: `## Om Fazer

Fazer grundades 1891 i Helsingfors när konditorn Karl Fazer öppnade ett franskt-ryskt konditori. Företaget växte snabbt till en av Nordens största tillverkare av choklad och konfektyr och är fortfarande familjeägt. Den mest kända produkten är mjölkchokladen i det blå omslaget, som i Sverige säljs som Fazer Blå och som funnits sedan 1922.

Sortimentet omfattar också Geisha med hasselnötsfyllning, mjuka Dumle-kolor med chokladöverdrag, Marianne-karameller med mintsmak och chokladfyllning samt lakritsfavoriter som Pantteri och Tyrkisk Peber. Fazer har även en stor bageriverksamhet, men i Sverige är företaget främst känt för sina godis- och chokladprodukter.

## Vanliga frågor & svar (FAQ)

### Är Fazer finskt?

Ja. Fazer grundades i Helsingfors 1891 och har fortfarande sitt huvudkontor i Finland.

### Vad är Fazer Blå?

Fazer Blå är Fazers klassiska mjölkchoklad i blått omslag, som har tillverkats sedan 1922.

### Vem gör Tyrkisk Peber?

Tyrkisk Peber, det hårda salmiakgodiset med pulverfyllning, säljs i dag under varumärket Fazer.`,
		},
		nb: {
			name: "Fazer",
			slug: "fazer",
			intro_md:
				"Finske **Fazer** er kjent for Fazer Blå, Geisha, Dumle og Tyrkisk Peber – sjokolade og godteri med røtter tilbake til 1891.",
			body_md: `## Om Fazer

Fazer ble grunnlagt i 1891 i Helsingfors da konditoren Karl Fazer åpnet et fransk-russisk konditori. Selskapet vokste raskt til en av Nordens største produsenter av sjokolade og konfekt og er fortsatt familieeid. Det mest kjente produktet er melkesjokoladen i den blå innpakningen, som har vært produsert siden 1922.

Sortimentet omfatter også Geisha med hasselnøttfyll, myke Dumle-karameller med sjokoladetrekk, Marianne-karameller med mintsmak og sjokoladefyll, og lakrisfavoritter som Pantteri og Tyrkisk Peber. Særlig Tyrkisk Peber og Dumle har mange fans i Norge, og du finner dem både i dagligvarebutikker og nettbutikker.

## Ofte stilte spørsmål (FAQ)

### Er Fazer finsk?

Ja. Fazer ble grunnlagt i Helsingfors i 1891 og har fortsatt hovedkontoret sitt i Finland.

### Hva er Fazer Blå?

Fazer Blå er Fazers klassiske melkesjokolade i blå innpakning, som har vært produsert siden 1922.

### Hvem lager Tyrkisk Peber?

Tyrkisk Peber, det harde salmiakkgodteriet med pulverfyll, selges i dag under merket Fazer.`,
		},
	},
	{
		key: "haribo",
		name: "Haribo",
		sv: {
			name: "Haribo",
			slug: "haribo",
			intro_md:
				"Tyska **Haribo** är världens kanske mest kända tillverkare av gelégodis, med Goldbears, Starmix och Tangfastics.",
			body_md: `## Om Haribo

Haribo grundades 1920 i Bonn av Hans Riegel, och namnet är bildat av de första bokstäverna i HAns RIegel BOnn. Två år senare skapade han de första gelébjörnarna, som i dag säljs som Goldbears och är en av världens mest kända godisar. Företaget är fortfarande familjeägt och har fabriker i flera länder.

Haribo har en lång historia i Norden. Redan på 1930-talet startades ett dotterbolag i Köpenhamn, och flera produkter är framtagna särskilt för den nordiska marknaden, bland annat blandpåsarna Matador Mix och Click Mix samt den salta lakritsen Piratos. I Sverige är Goldbears, Starmix, Tangfastics och Happy Cola några av de mest köpta påsarna.

## Vanliga frågor & svar (FAQ)

### Vad betyder namnet Haribo?

Namnet kommer från grundarens namn och hemstad: HAns RIegel BOnn.

### Innehåller Haribo gelatin?

De flesta klassiska Haribo-produkter innehåller gelatin, men det finns även vegetariska varianter. Läs alltid ingrediensförteckningen.

### Vilken är Haribos mest kända produkt?

Guldbjörnarna, Goldbears, är Haribos mest kända produkt och har funnits sedan 1920-talet.`,
		},
		nb: {
			name: "Haribo",
			slug: "haribo",
			intro_md: "Tyske **Haribo** er kanskje verdens mest kjente vingummiprodusent, med Goldbears, Matador Mix og Tangfastics.",
			body_md: `## Om Haribo

Haribo ble grunnlagt i 1920 i Bonn av Hans Riegel, og navnet er laget av de første bokstavene i HAns RIegel BOnn. To år senere lagde han de første gummibjørnene, som i dag selges som Goldbears og er blant verdens mest kjente godterier. Selskapet er fortsatt familieeid og har fabrikker i flere land.

Haribo har lang historie i Norden. Allerede på 1930-tallet ble det startet et datterselskap i København, og flere produkter er laget spesielt for det nordiske markedet, blant annet blandeposene Matador Mix og Click Mix og den salte lakrisen Piratos. I Norge er Matador Mix, Goldbears, Tangfastics og Happy Cola blant de mest populære posene.

## Ofte stilte spørsmål (FAQ)

### Hva betyr navnet Haribo?

Navnet kommer fra grunnleggerens navn og hjemby: HAns RIegel BOnn.

### Inneholder Haribo gelatin?

De fleste klassiske Haribo-produkter inneholder gelatin, men det finnes også vegetariske varianter. Les alltid ingredienslisten.

### Hva er Matador Mix?

Matador Mix er en blandepose fra Haribo med vingummi og lakris, utviklet for det nordiske markedet og svært populær i Danmark og Norge.`,
		},
	},
	{
		key: "freia",
		name: "Freia",
		sv: {
			name: "Freia",
			slug: "freia",
			intro_md: "Norska **Freia** har gjort choklad i Oslo sedan 1889 och är känt för Melkesjokolade, Kvikk Lunsj och Twist.",
			body_md: `## Om Freia

Freia grundades 1889 i Oslo och togs 1892 över av Johan Throne Holst, som byggde upp företaget till Norges största chokladtillverkare. Det var också han som grundade svenska Marabou 1916. Fabriken på Rodeløkka i Oslo är fortfarande i drift, och Freia ingår i dag i Mondelez International.

Freia Melkesjokolade är Norges mest sålda chokladkaka och marknadsförs med orden "Et lite stykke Norge". Kvikk Lunsj lanserades 1937 och har blivit norrmännens självklara turchoklad, särskilt under påsken. Andra klassiker är Firkløver, Walters Mandler, Smil, konfektpåsen Twist och chokladdragerade M. I Sverige hittar du Freia framför allt i nätbutiker och i gränshandeln.

## Vanliga frågor & svar (FAQ)

### Är Kvikk Lunsj samma sak som Kexchoklad?

Nej. Båda är chokladöverdragna rån, men Kvikk Lunsj kommer från Freia i Norge och Kexchoklad från Cloetta i Sverige.

### Vem äger Freia?

Freia ägs av Mondelez International, som även äger Marabou.

### Var tillverkas Freia?

Många av Freias klassiska produkter tillverkas i fabriken i Oslo, medan vissa produkter görs i koncernens andra fabriker.`,
		},
		nb: {
			name: "Freia",
			slug: "freia",
			intro_md:
				"**Freia** har laget sjokolade i Oslo siden 1889 og er kjent for Melkesjokolade, Kvikk Lunsj, Firkløver og Twist.",
			body_md: `## Om Freia

Freia ble grunnlagt i 1889 i Oslo og ble i 1892 overtatt av Johan Throne Holst, som bygde selskapet opp til Norges største sjokoladeprodusent. Det var også han som grunnla svenske Marabou i 1916. Fabrikken på Rodeløkka i Oslo er fortsatt i drift, og Freia er i dag en del av Mondelez International.

Freia Melkesjokolade er Norges mest solgte sjokoladeplate og markedsføres med ordene «Et lite stykke Norge». Kvikk Lunsj kom i 1937 og er blitt selve tursjokoladen, særlig i påsken. Andre klassikere er Firkløver, Walters Mandler, Smil, Twist og M, som ble lansert i 1957 og mange forbinder med kinobesøk. Freia har også et stort utvalg av sesongprodukter til påske og jul.

## Ofte stilte spørsmål (FAQ)

### Hvem eier Freia?

Freia eies av det amerikanske konsernet Mondelez International, som også eier Marabou.

### Lages all Freia-sjokolade i Norge?

Mange av de klassiske produktene lages på fabrikken i Oslo, men noen produkter produseres ved konsernets andre fabrikker, blant annet i Sverige.

### Når kom Kvikk Lunsj?

Kvikk Lunsj ble lansert i 1937 og har siden vært en av Norges mest solgte sjokolader.`,
		},
	},
	{
		key: "nidar",
		name: "Nidar",
		sv: {
			name: "Nidar",
			slug: "nidar",
			intro_md: "**Nidar** från Trondheim är ett av Norges största godismärken, känt för Smash, Stratos, Troika och Bamsemums.",
			body_md: `## Om Nidar

Nidar grundades 1912 i Trondheim under namnet Munken Chokoladefabrik och är i dag en av Norges största tillverkare av choklad och godis. Företaget ingår i den norska koncernen Orkla och har fortfarande sin produktion i Trondheim. Namnet kommer från Nidaros, det gamla namnet på staden.

Nidar ligger bakom många norska klassiker. Stratos är en luftig mjölkchoklad, Troika kombinerar choklad, tryffel och gelé, och Smash består av salta majssnacks överdragna med choklad. Bamsemums är mjuka skumbjörnar med chokladöverdrag, och Laban är det märke som de flesta norrmän tänker på när de hör ordet seigmenn. Krembanan, Smørbukk och Kremtopper hör också till sortimentet.

## Vanliga frågor & svar (FAQ)

### Var tillverkas Nidar?

Nidars produkter tillverkas i fabriken i Trondheim i Norge.

### Vem äger Nidar?

Nidar ingår i den norska koncernen Orkla.

### Kan man köpa Nidar i Sverige?

Nidar säljs främst i Norge, men flera produkter som Smash och Bamsemums finns i svenska nätbutiker och i gränshandeln.`,
		},
		nb: {
			name: "Nidar",
			slug: "nidar",
			intro_md: "**Nidar** fra Trondheim står bak norske klassikere som Smash, Stratos, Troika, Bamsemums og Laban seigmenn.",
			body_md: `## Om Nidar

Nidar ble grunnlagt i 1912 i Trondheim under navnet Munken Chokoladefabrik og er i dag en av Norges største produsenter av sjokolade og godteri. Selskapet er en del av Orkla og har fortsatt produksjonen sin i Trondheim. Navnet kommer fra Nidaros, det gamle navnet på byen.

Nidar står bak mange norske klassikere. Stratos er luftig melkesjokolade, Troika kombinerer sjokolade, trøffel og gelé, og Smash er salte maissnacks trukket med sjokolade. Bamsemums er myke skumbamser med sjokoladetrekk, og ifølge Nidar kjenner ni av ti nordmenn til Laban seigmenn. Krembanan, Smørbukk og Kremtopper hører også med i sortimentet, og mange av produktene har vært på markedet i flere generasjoner.

## Ofte stilte spørsmål (FAQ)

### Hvor produseres Nidar?

Nidar-produktene lages på fabrikken i Trondheim.

### Hvem eier Nidar?

Nidar er en del av det norske konsernet Orkla.

### Hva er Smash?

Smash er salte maissnacks trukket med melkesjokolade, en kombinasjon av salt og søtt som har blitt en moderne norsk klassiker.`,
		},
	},
	{
		key: "brynild",
		name: "Brynild",
		sv: {
			name: "Brynild",
			slug: "brynild",
			intro_md:
				"**Brynild** är en norsk godistillverkare från Fredrikstad, känd för pastiller, drops och chokladöverdragna godsaker.",
			body_md: `## Om Brynild

Brynild är ett norskt familjeföretag med lång historia i Fredrikstad, där fabriken ligger än i dag. Företaget började med karameller och drops och har med tiden byggt upp ett brett sortiment av konfektyr. I koncernen ingår även chokladtillverkaren Minde Sjokolade, som ursprungligen kommer från Bergen.

Brynild är framför allt känt för pastiller och drops i ask, chokladöverdragna nötter och russin samt olika godisblandningar som säljs i norska matbutiker. Märket är mindre känt i Sverige än Freia och Nidar, men tillsammans med dem hör Brynild till de största norska godistillverkarna med egen produktion i Norge. Sortimentet förändras över tid, så håll utkik efter både klassiker och nyheter.

## Vanliga frågor & svar (FAQ)

### Var tillverkas Brynild?

Brynilds produkter tillverkas i fabriken i Fredrikstad i sydöstra Norge.

### Är Brynild norskt?

Ja, Brynild är ett norskt företag och en av de få stora godistillverkarna med produktion i Norge.

### Vad är Brynild mest känt för?

Pastiller och drops i ask samt chokladöverdragna nötter och russin hör till de mest kända produkterna.`,
		},
		nb: {
			name: "Brynild",
			slug: "brynild",
			intro_md:
				"**Brynild** er en norsk godteriprodusent fra Fredrikstad, kjent for pastiller, drops og sjokoladetrukne godsaker.",
			body_md: `## Om Brynild

Brynild er en norsk familiebedrift med lang historie i Fredrikstad, der fabrikken ligger den dag i dag. Selskapet startet med karameller og drops og har over tid bygget opp et bredt sortiment av konfekt og godteri. I konsernet inngår også sjokoladeprodusenten Minde Sjokolade, som opprinnelig kommer fra Bergen.

Brynild er særlig kjent for pastiller og drops i eske, sjokoladetrukne nøtter og rosiner og ulike godteriblandinger som selges i norske dagligvarebutikker. Sammen med Freia og Nidar er Brynild blant de største norske godteriprodusentene med egen produksjon i Norge. Sortimentet endrer seg over tid, så følg med på både klassikere og nyheter.

## Ofte stilte spørsmål (FAQ)

### Hvor produseres Brynild?

Brynilds produkter lages på fabrikken i Fredrikstad.

### Er Brynild norsk?

Ja, Brynild er et norsk selskap og en av få store godteriprodusenter med produksjon i Norge.

### Hva er Brynild mest kjent for?

Pastiller og drops i eske og sjokoladetrukne nøtter og rosiner er blant de mest kjente produktene.`,
		},
	},
	{
		key: "olw",
		name: "OLW",
		sv: {
			name: "OLW",
			slug: "olw",
			intro_md: "**OLW** är ett av Sveriges största snacksmärken, känt för Cheez Doodles, grillchips och sourcream & onion.",
			body_md: `## Om OLW

OLW grundades 1969 och har sedan dess blivit ett av de mest välkända snacksmärkena i Sverige. Chipsen tillverkas i Filipstad i Värmland, och i dag ingår OLW i den norska koncernen Orkla. Märket konkurrerar framför allt med Estrella om platsen i den svenska chipshyllan, och de två märkena har många snarlika smaker.

Den mest kända produkten är Cheez Doodles, puffade majssnacks med ostsmak som blivit en klassiker på svenska kalas. Bland chipsen hör grillchips och sourcream & onion till de populäraste smakerna, och Lantchips är en tjockare och extra krispig variant. OLW gör även ostbollar, popcorn och nötter och lanserar regelbundet nya smaker, ibland i begränsade upplagor.

## Vanliga frågor & svar (FAQ)

### Var tillverkas OLW-chips?

OLW:s chips tillverkas i fabriken i Filipstad i Värmland.

### Vem äger OLW?

OLW ingår i den norska livsmedelskoncernen Orkla.

### Vad är Cheez Doodles?

Cheez Doodles är puffade majssnacks med ostsmak och en av OLW:s mest sålda produkter.`,
		},
		nb: {
			name: "OLW",
			slug: "olw",
			intro_md: "**OLW** er et av Sveriges største snacksmerker, kjent for Cheez Doodles, grillchips og sour cream & onion.",
			body_md: `## Om OLW

OLW ble grunnlagt i 1969 og har siden blitt et av de mest kjente snacksmerkene i Sverige. Chipsen produseres i Filipstad i Värmland, og i dag er OLW en del av det norske konsernet Orkla. Merket konkurrerer først og fremst med Estrella om plassen i de svenske chipshyllene.

Det mest kjente produktet er Cheez Doodles, luftige maissnacks med ostesmak. Blant chipsene er grillchips og sour cream & onion de mest populære smakene, og Lantchips er en tykkere og ekstra sprø variant. Grillchips er en typisk svensk smak som mange nordmenn oppdager på svenskehandel, og OLW-produkter finnes også i flere norske nettbutikker.

## Ofte stilte spørsmål (FAQ)

### Hvor lages OLW-chips?

OLW-chipsen produseres på fabrikken i Filipstad i Värmland i Sverige.

### Hvem eier OLW?

OLW er en del av det norske konsernet Orkla.

### Hva er grillchips?

Grillchips er chips med røkaktig, litt søt krydring, en smak som er svært populær i Sverige.`,
		},
	},
	{
		key: "coca-cola",
		name: "Coca-Cola",
		sv: {
			name: "Coca-Cola",
			slug: "coca-cola",
			intro_md: "**Coca-Cola** är världens mest kända läsk och finns i Sverige som original, Zero Sugar och Light.",
			body_md: `## Om Coca-Cola

Coca-Cola skapades 1886 av apotekaren John Pemberton i Atlanta i USA och såldes till en början som en dryck vid läskfontäner på apotek. Under 1900-talet växte varumärket till ett av de mest kända i världen, och den karaktäristiska flaskan och den röda logotypen känns igen överallt. I Sverige och Norge tappas drycken av Coca-Cola Europacific Partners.

Förutom originalet finns Coca-Cola Zero Sugar, som sötas med sötningsmedel och innehåller nästan inga kalorier, och Coca-Cola Light. Samma företag står även bakom Fanta och Sprite. Coca-Cola säljs i burkar på 33 centiliter, flaskor på 50 centiliter och storflaskor på 1,5 liter, och i december är julreklamen med de röda lastbilarna en tradition för många.

## Vanliga frågor & svar (FAQ)

### Innehåller Coca-Cola Zero Sugar koffein?

Ja, Coca-Cola Zero Sugar innehåller koffein ungefär i samma mängd som originalet. Det finns även koffeinfria varianter i vissa länder.

### Vad är skillnaden mellan Zero Sugar och Light?

Båda är sockerfria men har olika recept och smakprofil. Zero Sugar är framtagen för att smaka så likt originalet som möjligt.

### När skapades Coca-Cola?

Coca-Cola skapades 1886 i Atlanta av apotekaren John Pemberton.`,
		},
		nb: {
			name: "Coca-Cola",
			slug: "coca-cola",
			intro_md: "**Coca-Cola** er verdens mest kjente brus og finnes i Norge som original, Zero Sugar og Light.",
			body_md: `## Om Coca-Cola

Coca-Cola ble laget i 1886 av apotekeren John Pemberton i Atlanta i USA og ble først solgt fra brusfontener på apotek. Gjennom 1900-tallet vokste merket til et av verdens mest kjente, og den karakteristiske flasken og den røde logoen kjennes igjen overalt. I Norge og Sverige tappes drikken av Coca-Cola Europacific Partners.

I tillegg til originalen finnes Coca-Cola Zero Sugar, som søtes med søtstoffer og nesten ikke har kalorier, og Coca-Cola Light. Det samme selskapet står også bak Fanta og Sprite. Coca-Cola selges på bokser på 0,33 liter, flasker på 0,5 liter og store flasker på 1,5 liter, og julereklamen med de røde lastebilene er blitt en tradisjon for mange.

## Ofte stilte spørsmål (FAQ)

### Inneholder Coca-Cola Zero Sugar koffein?

Ja, Coca-Cola Zero Sugar inneholder omtrent like mye koffein som originalen.

### Hva er forskjellen på Zero Sugar og Light?

Begge er sukkerfrie, men de har ulik oppskrift og smaksprofil. Zero Sugar er laget for å smake så likt originalen som mulig.

### Når ble Coca-Cola laget?

Coca-Cola ble laget i 1886 i Atlanta av apotekeren John Pemberton.`,
		},
	},
	{
		key: "red-bull",
		name: "Red Bull",
		sv: {
			name: "Red Bull",
			slug: "red-bull",
			intro_md:
				"Österrikiska **Red Bull** var först med energidryck i stor skala och finns i dag i många smaker, med och utan socker.",
			body_md: `## Om Red Bull

Red Bull grundades av österrikaren Dietrich Mateschitz tillsammans med thailändaren Chaleo Yoovidhya, vars dryck Krating Daeng var inspirationen. Den första burken såldes i Österrike 1987, och sedan dess har Red Bull vuxit till världens mest kända energidryck. Företaget har sitt huvudkontor i Fuschl am See nära Salzburg.

Den klassiska burken på 25 centiliter innehåller 80 milligram koffein, ungefär lika mycket som en kopp kaffe. Förutom originalet finns Red Bull Sugarfree och Red Bull Zero samt de färgglada Editions-varianterna med fruktsmaker som vattenmelon och tropiska frukter. Märket är också känt för sin omfattande satsning på sport, från Formel 1 till extremsporter.

## Vanliga frågor & svar (FAQ)

### Hur mycket koffein innehåller Red Bull?

En burk på 25 centiliter innehåller 80 milligram koffein. Större burkar innehåller mer i proportion till storleken.

### Vad är skillnaden mellan Sugarfree och Zero?

Båda är sockerfria men har olika sötningsmedel och smakprofil. Zero är framtagen för att smaka mer likt originalet.

### Var kommer Red Bull ifrån?

Red Bull är ett österrikiskt varumärke som lanserades 1987.`,
		},
		nb: {
			name: "Red Bull",
			slug: "red-bull",
			intro_md:
				"Østerrikske **Red Bull** var først med energidrikk i stor skala og finnes i dag i mange smaker, med og uten sukker.",
			body_md: `## Om Red Bull

Red Bull ble grunnlagt av østerrikeren Dietrich Mateschitz sammen med thailandske Chaleo Yoovidhya, hvis drikk Krating Daeng var inspirasjonen. Den første boksen ble solgt i Østerrike i 1987, og siden har Red Bull vokst til verdens mest kjente energidrikk. Selskapet har hovedkontor i Fuschl am See nær Salzburg.

Den klassiske boksen på 0,25 liter inneholder 80 milligram koffein, omtrent like mye som en kopp kaffe. I tillegg til originalen finnes Red Bull Sugarfree og Red Bull Zero, og de fargerike Editions-variantene med fruktsmaker som vannmelon og tropiske frukter. Merket er også kjent for sin store satsing på sport, fra Formel 1 til ekstremsport.

## Ofte stilte spørsmål (FAQ)

### Hvor mye koffein er det i Red Bull?

En boks på 0,25 liter inneholder 80 milligram koffein. Større bokser inneholder mer i forhold til størrelsen.

### Hva er forskjellen på Sugarfree og Zero?

Begge er sukkerfrie, men de har ulike søtstoffer og smaksprofil. Zero er laget for å smake mer likt originalen.

### Hvor kommer Red Bull fra?

Red Bull er et østerriksk merke som ble lansert i 1987.`,
		},
	},
	{
		key: "celsius",
		name: "Celsius",
		sv: {
			name: "Celsius",
			slug: "celsius",
			intro_md:
				"**Celsius** är en sockerfri energidryck från USA som blivit mycket populär i Sverige, med smaker som Tropical Vibe.",
			body_md: `## Om Celsius

Celsius grundades 2004 i Florida i USA och marknadsför sig som en funktionsdryck för en aktiv livsstil. Drycken har vuxit snabbt både i USA och i Norden, och i Sverige har Celsius blivit ett av de mest sålda energidrycksmärkena. Alla varianter är sockerfria och sötas med sötningsmedel.

Celsius innehåller koffein, bland annat från grönt te och guarana, samt tillsatta vitaminer. Koffeinhalten är relativt hög och står alltid på burken, så det är klokt att kontrollera den innan du köper. Sortimentet består av många fruktiga smaker, både med och utan kolsyra, och nya varianter lanseras regelbundet. Burkarna är smalare än många andra energidrycker.

## Vanliga frågor & svar (FAQ)

### Innehåller Celsius socker?

Nej, Celsius är sockerfri och sötas med sötningsmedel.

### Hur mycket koffein innehåller Celsius?

Koffeinhalten varierar mellan marknader och varianter och står på burken. Den är generellt högre än i en liten burk Red Bull.

### Var kommer Celsius ifrån?

Celsius är ett amerikanskt varumärke som grundades i Florida 2004.`,
		},
		nb: {
			name: "Celsius",
			slug: "celsius",
			intro_md: "**Celsius** er en sukkerfri energidrikk fra USA som har blitt populær i Norden, med smaker som Tropical Vibe.",
			body_md: `## Om Celsius

Celsius ble grunnlagt i 2004 i Florida i USA og markedsfører seg som en funksjonsdrikk for en aktiv livsstil. Drikken har vokst raskt både i USA og i Norden, særlig i Sverige, og finnes også i mange norske butikker og nettbutikker. Alle variantene er sukkerfrie og søtes med søtstoffer.

Celsius inneholder koffein, blant annet fra grønn te og guarana, og tilsatte vitaminer. Koffeininnholdet er relativt høyt og står alltid på boksen, så det er lurt å sjekke det før du kjøper. Sortimentet består av mange fruktige smaker, både med og uten kullsyre, og nye varianter lanseres jevnlig.

## Ofte stilte spørsmål (FAQ)

### Inneholder Celsius sukker?

Nei, Celsius er sukkerfri og søtes med søtstoffer.

### Hvor mye koffein er det i Celsius?

Koffeininnholdet varierer mellom markeder og varianter og står på boksen. Det er generelt høyere enn i en liten boks Red Bull.

### Hvor kommer Celsius fra?

Celsius er et amerikansk merke som ble grunnlagt i Florida i 2004.`,
		},
	},
	{
		key: "estrella",
		name: "Estrella",
		sv: {
			name: "Estrella",
			slug: "estrella",
			intro_md:
				"**Estrella** har gjort chips och snacks i Sverige sedan 1957 och är känt för grillchips, ostbågar och jordnötsringar.",
			body_md: `## Om Estrella

Estrella grundades 1957 och är ett av Sveriges äldsta och mest kända snacksmärken. Chipsen tillverkas i Angered utanför Göteborg, och märket har i decennier konkurrerat med OLW om svenskarnas gunst i chipshyllan. Namnet betyder stjärna på spanska, och stjärnan finns fortfarande med i logotypen.

Estrella är känt för klassiska chipssmaker som grillchips och sourcream & onion, men kanske allra mest för ostbågarna – krispiga majssnacks med ostsmak som för många hör till fredagsmyset. Jordnötsringar är en annan klassiker. Märket lanserar regelbundet nya smaker och säsongsvarianter, och sortimentet omfattar även popcorn och nötter.

## Vanliga frågor & svar (FAQ)

### Var tillverkas Estrella?

Estrellas chips och snacks tillverkas i fabriken i Angered i Göteborg.

### Vad betyder Estrella?

Estrella betyder stjärna på spanska, vilket förklarar stjärnan i logotypen.

### Vad är skillnaden mellan ostbågar och Cheez Doodles?

Båda är puffade majssnacks med ostsmak. Ostbågar kommer från Estrella och Cheez Doodles från OLW, och de har olika form och krydda.`,
		},
		nb: {
			name: "Estrella",
			slug: "estrella",
			intro_md:
				"**Estrella** har laget chips og snacks i Sverige siden 1957 og er kjent for grillchips, ostbågar og jordnötsringar.",
			body_md: `## Om Estrella

Estrella ble grunnlagt i 1957 og er et av Sveriges eldste og mest kjente snacksmerker. Chipsen produseres i Angered utenfor Göteborg, og merket har i flere tiår konkurrert med OLW om plassen i de svenske chipshyllene. Navnet betyr stjerne på spansk, og stjernen er fortsatt med i logoen.

Estrella er kjent for klassiske chipssmaker som grillchips og sour cream & onion, men kanskje aller mest for ostbågar – sprø maissnacks med ostesmak som minner om ostepop. Jordnötsringar, ringer med peanøttsmak, er en annen klassiker. Mange nordmenn kjøper Estrella på svenskehandel, og flere produkter finnes også i norske nettbutikker.

## Ofte stilte spørsmål (FAQ)

### Hvor lages Estrella?

Estrellas chips og snacks produseres på fabrikken i Angered i Göteborg.

### Hva betyr Estrella?

Estrella betyr stjerne på spansk, og derfor har logoen en stjerne.

### Hva er ostbågar?

Ostbågar er buede maissnacks med ostesmak fra Estrella, en svensk klassiker som ligner på ostepop.`,
		},
	},
	{
		key: "kims",
		name: "Kims",
		sv: {
			name: "Kims",
			slug: "kims",
			intro_md: "**Kims** är ett danskt snacksmärke som är stort i Norge och Danmark, känt för chips och ostepop.",
			body_md: `## Om Kims

Kims är ett snacksmärke med rötter i Danmark, där det grundades på 1960-talet. I dag ingår Kims i den norska koncernen Orkla, och märket är särskilt stort i Danmark och Norge. I Sverige fyller OLW, som också ägs av Orkla, en liknande roll, medan Kims främst syns i norska butiker och i gränshandeln.

Sortimentet består av potatischips i flera smaker, puffade snacks och nötter. I Norge är Kims Ostepop en klassiker – luftiga majssnacks med ostsmak som liknar svenska ostbågar. Kims lanserar regelbundet nya smaker och säsongsvarianter, och många av produkterna säljs i påsar av olika storlek, från portionspåsar till stora familjepåsar.

## Vanliga frågor & svar (FAQ)

### Var kommer Kims ifrån?

Kims har sitt ursprung i Danmark och ingår i dag i den norska koncernen Orkla.

### Kan man köpa Kims i Sverige?

Kims är inte lika vanligt i svenska butiker, men finns i vissa nätbutiker och i gränshandeln mot Norge.

### Vad är ostepop?

Ostepop är puffade majssnacks med ostsmak, en norsk favorit som påminner om svenska ostbågar.`,
		},
		nb: {
			name: "Kims",
			slug: "kims",
			intro_md: "**Kims** er et av de største snacksmerkene i Norge og Danmark, kjent for potetgull og ostepop.",
			body_md: `## Om Kims

Kims er et snacksmerke med røtter i Danmark, der det ble grunnlagt på 1960-tallet. I dag er Kims en del av det norske konsernet Orkla, og merket står sterkt i både Norge og Danmark. Du finner Kims i nesten alle norske dagligvarebutikker, og produktene er en fast del av fredagskosen for mange.

Sortimentet består av potetgull i flere smaker, luftige snacks og nøtter. Kims Ostepop er en klassiker – sprø maissnacks med ostesmak som både barn og voksne er glade i. Kims lanserer jevnlig nye smaker og sesongvarianter, og mange av produktene selges i poser i ulike størrelser, fra små porsjonsposer til store familieposer.

## Ofte stilte spørsmål (FAQ)

### Er Kims norsk?

Kims har sitt opphav i Danmark, men eies i dag av det norske konsernet Orkla og er et av de største snacksmerkene i Norge.

### Hva er Kims Ostepop?

Kims Ostepop er luftige maissnacks med ostesmak og en av de mest kjente snacksene i Norge.

### Hvor kan jeg kjøpe Kims?

Kims selges i de fleste norske dagligvarebutikker og i mange nettbutikker.`,
		},
	},
	{
		key: "pepsi",
		name: "Pepsi",
		sv: {
			name: "Pepsi",
			slug: "pepsi",
			intro_md: "**Pepsi** är Coca-Colas största utmanare och finns i Sverige som Pepsi, Pepsi Max och Pepsi Max Lime.",
			body_md: `## Om Pepsi

Pepsi skapades 1893 av apotekaren Caleb Bradham i New Bern i North Carolina och hette först Brad's Drink. Namnet ändrades till Pepsi-Cola 1898, och sedan dess har märket varit Coca-Colas största konkurrent. I Norden tappas Pepsi av bryggerikoncernen Carlsberg.

Den sockerfria Pepsi Max lanserades på 1990-talet och har blivit en av de mest sålda sockerfria colorna i Norden, särskilt i Norge. Pepsi Max finns i flera smaksatta varianter, till exempel med lime, och originalet med socker säljs fortfarande. Pepsi finns i burkar på 33 centiliter, flaskor på 50 centiliter och storflaskor på 1,5 liter.

## Vanliga frågor & svar (FAQ)

### Vad är skillnaden mellan Pepsi och Pepsi Max?

Pepsi innehåller socker, medan Pepsi Max är sockerfri och sötas med sötningsmedel.

### Innehåller Pepsi Max koffein?

Ja, Pepsi Max innehåller koffein. Mängden står på förpackningen.

### Vem tillverkar Pepsi i Sverige?

Pepsi tappas i Sverige av Carlsberg Sverige på licens från PepsiCo.`,
		},
		nb: {
			name: "Pepsi",
			slug: "pepsi",
			intro_md: "**Pepsi** er Coca-Colas største utfordrer, og Pepsi Max er blant de mest solgte brusene i Norge.",
			body_md: `## Om Pepsi

Pepsi ble laget i 1893 av apotekeren Caleb Bradham i New Bern i North Carolina og het først Brad's Drink. Navnet ble endret til Pepsi-Cola i 1898, og siden har merket vært Coca-Colas største konkurrent. I Norge tappes Pepsi av Ringnes, som er en del av Carlsberg.

Den sukkerfrie Pepsi Max kom på 1990-tallet og har i mange år vært blant de mest solgte brusene i Norge. Pepsi Max finnes i flere varianter med smak, for eksempel lime, og den originale Pepsi med sukker selges fortsatt. Pepsi selges på bokser på 0,33 liter, flasker på 0,5 liter og store flasker på 1,5 liter.

## Ofte stilte spørsmål (FAQ)

### Hva er forskjellen på Pepsi og Pepsi Max?

Pepsi inneholder sukker, mens Pepsi Max er sukkerfri og søtes med søtstoffer.

### Inneholder Pepsi Max koffein?

Ja, Pepsi Max inneholder koffein. Mengden står på emballasjen.

### Hvem produserer Pepsi i Norge?

Pepsi tappes i Norge av Ringnes på lisens fra PepsiCo.`,
		},
	},
	{
		key: "fanta",
		name: "Fanta",
		sv: {
			name: "Fanta",
			slug: "fanta",
			intro_md: "**Fanta** är en av världens mest kända fruktläsker, med Fanta Orange och nordiska favoriten Fanta Exotic.",
			body_md: `## Om Fanta

Fanta skapades 1940 i Tyskland och ägs av The Coca-Cola Company. Den apelsinsmak som de flesta förknippar med märket lanserades i Italien 1955, och i dag säljs Fanta i ett stort antal smaker över hela världen. Många smaker är regionala och finns bara på vissa marknader.

I Sverige och Norge är Fanta Orange den mest sålda varianten, tätt följd av Fanta Exotic, en tropisk smak som har blivit en nordisk favorit. Det finns också sockerfria versioner, till exempel Fanta Orange Zero. Fanta säljs i burkar på 33 centiliter, flaskor på 50 centiliter och storflaskor på 1,5 liter och passar bra till godis, pizza och fest.

## Vanliga frågor & svar (FAQ)

### Vem äger Fanta?

Fanta ägs av The Coca-Cola Company.

### Innehåller Fanta koffein?

Nej, Fanta Orange och de flesta andra Fanta-smaker är koffeinfria.

### Vad smakar Fanta Exotic?

Fanta Exotic har en tropisk fruktsmak med toner av bland annat passionsfrukt och ananas.`,
		},
		nb: {
			name: "Fanta",
			slug: "fanta",
			intro_md: "**Fanta** er en av verdens mest kjente fruktbrus, med Fanta Orange og den nordiske favoritten Fanta Exotic.",
			body_md: `## Om Fanta

Fanta ble laget i 1940 i Tyskland og eies av The Coca-Cola Company. Appelsinsmaken som de fleste forbinder med merket, kom i Italia i 1955, og i dag selges Fanta i et stort antall smaker over hele verden. Mange smaker er regionale og finnes bare i enkelte land.

I Norge og Sverige er Fanta Orange den mest solgte varianten, tett fulgt av Fanta Exotic, en tropisk smak som har blitt en nordisk favoritt. Det finnes også sukkerfrie versjoner, for eksempel Fanta Orange Zero. Fanta selges på bokser på 0,33 liter, flasker på 0,5 liter og store flasker på 1,5 liter og passer godt til godteri, pizza og fest.

## Ofte stilte spørsmål (FAQ)

### Hvem eier Fanta?

Fanta eies av The Coca-Cola Company.

### Inneholder Fanta koffein?

Nei, Fanta Orange og de fleste andre Fanta-smakene er koffeinfrie.

### Hva smaker Fanta Exotic?

Fanta Exotic har en tropisk fruktsmak med toner av blant annet pasjonsfrukt og ananas.`,
		},
	},
	{
		key: "monster-energy",
		name: "Monster Energy",
		sv: {
			name: "Monster Energy",
			slug: "monster-energy",
			intro_md:
				"**Monster Energy** är känt för sin klo-logga och stora burkar, med favoriter som original, Ultra White och Mango Loco.",
			body_md: `## Om Monster Energy

Monster Energy lanserades 2002 i Kalifornien av företaget som i dag heter Monster Beverage Corporation. Med sin gröna klo-logga och burkar på 50 centiliter blev drycken snabbt en utmanare till Red Bull, och i dag är Monster ett av de största energidrycksmärkena i världen.

Sortimentet är mycket brett. Originalet i svart och grön burk är fortfarande populärast, men de sockerfria Ultra-varianterna har vuxit snabbt, och juice-serien med smaker som Mango Loco och Pipeline Punch har många fans. En burk på 50 centiliter innehåller 160 milligram koffein. Monster sponsrar motorsport, skateboard och e-sport och syns ofta på event riktade till en ung publik.

## Vanliga frågor & svar (FAQ)

### Hur mycket koffein innehåller Monster?

En burk Monster Energy på 50 centiliter innehåller 160 milligram koffein.

### Vad är Monster Ultra?

Ultra är Monsters serie av sockerfria energidrycker med lättare smak. Ultra White är den mest kända varianten.

### Var kommer Monster Energy ifrån?

Monster Energy är ett amerikanskt varumärke från Kalifornien som lanserades 2002.`,
		},
		nb: {
			name: "Monster Energy",
			slug: "monster-energy",
			intro_md:
				"**Monster Energy** er kjent for klo-logoen og store bokser, med favoritter som original, Ultra White og Mango Loco.",
			body_md: `## Om Monster Energy

Monster Energy ble lansert i 2002 i California av selskapet som i dag heter Monster Beverage Corporation. Med den grønne klo-logoen og bokser på 0,5 liter ble drikken raskt en utfordrer til Red Bull, og i dag er Monster et av verdens største energidrikkmerker.

Sortimentet er svært bredt. Originalen i svart og grønn boks er fortsatt mest populær, men de sukkerfrie Ultra-variantene har vokst raskt, og juice-serien med smaker som Mango Loco og Pipeline Punch har mange fans. En boks på 0,5 liter inneholder 160 milligram koffein. Monster sponser motorsport, skateboard og e-sport og er ofte synlig på arrangementer rettet mot et ungt publikum.

## Ofte stilte spørsmål (FAQ)

### Hvor mye koffein er det i Monster?

En boks Monster Energy på 0,5 liter inneholder 160 milligram koffein.

### Hva er Monster Ultra?

Ultra er Monsters serie med sukkerfrie energidrikker med lettere smak. Ultra White er den mest kjente varianten.

### Hvor kommer Monster Energy fra?

Monster Energy er et amerikansk merke fra California som ble lansert i 2002.`,
		},
	},
	{
		key: "nocco",
		name: "Nocco",
		sv: {
			name: "Nocco",
			slug: "nocco",
			intro_md: "Svenska **Nocco** gör sockerfria BCAA-drycker med koffein i smaker som Caribbean, Miami och Limón del Sol.",
			body_md: `## Om Nocco

Nocco är ett svenskt varumärke, och namnet är en förkortning av No Carbs Company. Märket blev känt för sina sockerfria BCAA-drycker, som innehåller de grenade aminosyrorna leucin, isoleucin och valin samt koffein och vitaminer. På några år gick Nocco från gymmets kylskåp till att bli ett av Sveriges mest sålda energidrycksmärken.

Drycken säljs i burkar på 33 centiliter och finns i ett stort antal smaker. Caribbean med tropisk fruktsmak, Miami med jordgubbe och Limón del Sol med citron hör till klassikerna, och nya smaker lanseras ofta i begränsade upplagor. Koffeinhalten är relativt hög och står på burken, och det finns även koffeinfria varianter för den som vill undvika koffein.

## Vanliga frågor & svar (FAQ)

### Vad betyder Nocco?

Nocco står för No Carbs Company, vilket syftar på att dryckerna är sockerfria.

### Vad är BCAA?

BCAA står för branched-chain amino acids, grenade aminosyror. I Nocco handlar det om leucin, isoleucin och valin.

### Finns det Nocco utan koffein?

Ja, vissa varianter av Nocco är koffeinfria. Det framgår tydligt på burken.`,
		},
		nb: {
			name: "Nocco",
			slug: "nocco",
			intro_md: "Svenske **Nocco** lager sukkerfrie BCAA-drikker med koffein i smaker som Caribbean, Miami og Limón del Sol.",
			body_md: `## Om Nocco

Nocco er et svensk merke, og navnet er en forkortelse for No Carbs Company. Merket ble kjent for sine sukkerfrie BCAA-drikker, som inneholder de forgrenede aminosyrene leucin, isoleucin og valin, i tillegg til koffein og vitaminer. På få år gikk Nocco fra treningssenterets kjøleskap til å bli et av Nordens mest kjente energidrikkmerker.

Drikken selges på bokser på 0,33 liter og finnes i mange smaker. Caribbean med tropisk fruktsmak, Miami med jordbær og Limón del Sol med sitron er blant klassikerne, og nye smaker lanseres ofte i begrensede opplag. Koffeininnholdet er relativt høyt og står på boksen, og det finnes også koffeinfrie varianter.

## Ofte stilte spørsmål (FAQ)

### Hva betyr Nocco?

Nocco står for No Carbs Company, som viser til at drikkene er sukkerfrie.

### Hva er BCAA?

BCAA står for branched-chain amino acids, forgrenede aminosyrer. I Nocco er det leucin, isoleucin og valin.

### Finnes det Nocco uten koffein?

Ja, noen varianter av Nocco er koffeinfrie. Det står tydelig på boksen.`,
		},
	},
	{
		key: "toms",
		name: "Toms",
		sv: {
			name: "Toms",
			slug: "toms",
			intro_md:
				"Danska **Toms** gör choklad och lakrits sedan 1924, med klassiker som Skildpadde, Guld Barre, Yankie och Pingvin.",
			body_md: `## Om Toms

Toms grundades 1924 i Danmark och är i dag en av landets största tillverkare av choklad och konfektyr. Företaget började med pastiller i eleganta askar och byggde under 1900-talet upp ett sortiment av chokladbars, konfekt och lakrits som i dag säljs i hela Norden.

Bland de mest kända produkterna finns Skildpadde, en chokladsköldpadda med kola- och romfyllning, och Guld Barre, chokladkakor som fått sitt namn på 1930-talet när kakao var så dyrt att man skämtade om att chokladen lika gärna kunde gjutas i guld. Yankie är en klassisk chokladbar med nougat och kola. Lakritsmärket Pingvin hör också till Toms och är känt för sina lakritsstänger.

## Vanliga frågor & svar (FAQ)

### Är Toms danskt?

Ja, Toms är ett danskt företag som grundades 1924.

### Vad är Toms Skildpadde?

Skildpadde är en chokladbit formad som ett sköldpaddsskal med mjuk kola- och romfyllning, en dansk klassiker.

### Vilket lakritsmärke hör till Toms?

Pingvin är Toms lakritsmärke, känt för bland annat lakritsstänger.`,
		},
		nb: {
			name: "Toms",
			slug: "toms",
			intro_md:
				"Danske **Toms** har laget sjokolade og lakris siden 1924, med klassikere som Skildpadde, Guld Barre, Yankie og Pingvin.",
			body_md: `## Om Toms

Toms ble grunnlagt i 1924 i Danmark og er i dag en av landets største produsenter av sjokolade og konfekt. Selskapet startet med pastiller i elegante esker og bygde i løpet av 1900-tallet opp et sortiment av sjokoladebarer, konfekt og lakris som i dag selges i hele Norden.

Blant de mest kjente produktene er Skildpadde, en sjokoladeskilpadde med karamell- og romfyll, og Guld Barre, sjokolader som fikk navnet sitt på 1930-tallet da kakao var så dyrt at man spøkte med at sjokoladen like gjerne kunne støpes i gull. Yankie er en klassisk sjokoladebar med nougat og karamell. Lakrismerket Pingvin hører også til Toms og er kjent for lakrisstenger.

## Ofte stilte spørsmål (FAQ)

### Er Toms dansk?

Ja, Toms er et dansk selskap som ble grunnlagt i 1924.

### Hva er Toms Skildpadde?

Skildpadde er en sjokoladebit formet som et skilpaddeskall med myk karamell- og romfyll, en dansk klassiker.

### Hvilket lakrismerke hører til Toms?

Pingvin er lakrismerket til Toms, kjent blant annet for lakrisstenger.`,
		},
	},
	{
		key: "bubs",
		name: "Bubs",
		sv: {
			name: "Bubs",
			slug: "bubs",
			intro_md: "**Bubs** är det svenska godismärket bakom de kultförklarade skumskallarna och Goody-ovalerna.",
			body_md: `## Om Bubs

Bubs är ett svenskt godismärke som sedan 1990-talet gjort skumgodis och gelé som sticker ut i lösgodishyllan. Mest känd är skallen – en skumgodisbit formad som en dödskalle, där den första och fortfarande mest populära smaken är hallon och lakrits. Goody-ovalerna, tvåfärgade skumbitar med två smaker i samma bit, är en annan signatur.

Under 2020-talet fick Bubs ett enormt uppsving via sociala medier, och märket har blivit populärt långt utanför Norden. Stora delar av sortimentet är fritt från gelatin, vilket gör det intressant för den som vill undvika animaliska ingredienser. Bubs säljs både i lösvikt och i påsar, i söta och sura varianter.

## Vanliga frågor & svar (FAQ)

### Är Bubs vegetariskt?

Många av Bubs produkter är fria från gelatin och passar vegetarianer och veganer, men kontrollera alltid ingrediensförteckningen för den produkt du köper.

### Vilken Bubs-smak är mest populär?

Hallon- och lakritsskallen var den första skallen och är fortfarande en av de mest sålda.

### Var kommer Bubs ifrån?

Bubs är ett svenskt godismärke.`,
		},
		nb: {
			name: "Bubs",
			slug: "bubs",
			intro_md: "**Bubs** er det svenske godterimerket bak de kultstatus-skumhodeskallene og Goody-ovalene.",
			body_md: `## Om Bubs

Bubs er et svensk godterimerke som siden 1990-tallet har laget skumgodteri og vingummi som skiller seg ut i smågodthyllen. Mest kjent er hodeskallen – en skumbit formet som en hodeskalle, der den første og fortsatt mest populære smaken er bringebær og lakris. Goody-ovalene, tofargede skumbiter med to smaker i samme bit, er et annet kjennetegn.

På 2020-tallet fikk Bubs et enormt oppsving via sosiale medier, og merket er blitt populært langt utenfor Norden. Store deler av sortimentet er uten gelatin, noe som gjør det interessant for dem som vil unngå animalske ingredienser. Bubs selges både i løsvekt og i poser, i søte og sure varianter.

## Ofte stilte spørsmål (FAQ)

### Er Bubs vegetarisk?

Mange av Bubs-produktene er uten gelatin og passer for vegetarianere og veganere, men sjekk alltid ingredienslisten for produktet du kjøper.

### Hvilken Bubs-smak er mest populær?

Hodeskallen med bringebær og lakris var den første, og den er fortsatt blant de mest solgte.

### Hvor kommer Bubs fra?

Bubs er et svensk godterimerke.`,
		},
	},
	{
		key: "ahlgrens",
		name: "Ahlgrens",
		sv: {
			name: "Ahlgrens",
			slug: "ahlgrens",
			intro_md: "**Ahlgrens** bilar har kallats världens mest sålda bil och har varit en svensk godisklassiker sedan 1953.",
			body_md: `## Om Ahlgrens

Ahlgrens bilar lanserades 1953 av Ahlgrens Tekniska Fabrik i Gävle, samma företag som tidigare hade skapat Läkerol. De små skumgodisbilarna i rosa, vitt och grönt blev snabbt populära och marknadsförs med glimten i ögat som "världens mest sålda bil". I dag ingår Ahlgrens i Cloetta-koncernen.

Originalbilarna har en mjuk skumdel och en fastare del av gelé med fruktsmak. Genom åren har det kommit många varianter, bland annat sura bilar, lakritsbilar och bilar med nya smaker i begränsade upplagor. Ahlgrens bilar säljs i påsar av olika storlek och hör till de mest sålda påsgodisarna i Sverige.

## Vanliga frågor & svar (FAQ)

### När kom Ahlgrens bilar?

Ahlgrens bilar lanserades 1953 och har funnits i butikerna sedan dess.

### Vem tillverkar Ahlgrens bilar i dag?

Ahlgrens bilar tillverkas och säljs av Cloetta.

### Innehåller Ahlgrens bilar gelatin?

De klassiska Ahlgrens bilar innehåller gelatin. Läs ingrediensförteckningen om du vill vara säker.`,
		},
		nb: {
			name: "Ahlgrens",
			slug: "ahlgrens",
			intro_md: "**Ahlgrens** bilar har blitt kalt verdens mest solgte bil og har vært en svensk godteriklassiker siden 1953.",
			body_md: `## Om Ahlgrens

Ahlgrens bilar ble lansert i 1953 av Ahlgrens Tekniska Fabrik i Gävle, det samme selskapet som tidligere hadde laget Läkerol. De små skumbilene i rosa, hvitt og grønt ble raskt populære og markedsføres med et glimt i øyet som «verdens mest solgte bil». I dag er Ahlgrens en del av Cloetta-konsernet.

Originalbilene har en myk skumdel og en fastere geledel med fruktsmak. Gjennom årene har det kommet mange varianter, blant annet sure biler, lakrisbiler og biler med nye smaker i begrensede opplag. Ahlgrens bilar er svært populære i Sverige og har også mange fans i Norge, der de finnes i flere butikker og nettbutikker.

## Ofte stilte spørsmål (FAQ)

### Når kom Ahlgrens bilar?

Ahlgrens bilar ble lansert i 1953 og har vært i salg siden.

### Hvem lager Ahlgrens bilar i dag?

Ahlgrens bilar produseres og selges av Cloetta.

### Inneholder Ahlgrens bilar gelatin?

De klassiske Ahlgrens bilar inneholder gelatin. Les ingredienslisten hvis du vil være sikker.`,
		},
	},
	{
		key: "toblerone",
		name: "Toblerone",
		sv: {
			name: "Toblerone",
			slug: "toblerone",
			intro_md: "Schweiziska **Toblerone** känns igen på den trekantiga formen och fyllningen av honung och mandelnougat.",
			body_md: `## Om Toblerone

Toblerone skapades 1908 i Bern i Schweiz av Theodor Tobler och Emil Baumann. Namnet är en kombination av efternamnet Tobler och torrone, det italienska ordet för nougat. Den trekantiga formen och den triangulära förpackningen har gjort Toblerone till en av världens mest igenkännbara chokladprodukter. Varumärket ägs i dag av Mondelez International.

Chokladen innehåller nougat med honung och mandel, vilket ger den en seg och krispig konsistens. Förutom originalet i mjölkchoklad finns Toblerone i mörk och vit choklad. Den stora kakan är en klassisk present och taxfree-vara, och många köper Toblerone som julklapp eller värdinnegåva.

## Vanliga frågor & svar (FAQ)

### Varför är Toblerone trekantig?

Formen har funnits sedan starten och har blivit varumärkets kännetecken. Enligt en vanlig förklaring var den inspirerad av Alpernas toppar.

### Vad betyder Toblerone?

Namnet kommer från efternamnet Tobler och det italienska ordet torrone, som betyder nougat.

### Vem äger Toblerone?

Toblerone ägs av Mondelez International.`,
		},
		nb: {
			name: "Toblerone",
			slug: "toblerone",
			intro_md: "Sveitsiske **Toblerone** kjennes igjen på den trekantede formen og fyllet av honning og mandelnougat.",
			body_md: `## Om Toblerone

Toblerone ble laget i 1908 i Bern i Sveits av Theodor Tobler og Emil Baumann. Navnet er en kombinasjon av etternavnet Tobler og torrone, det italienske ordet for nougat. Den trekantede formen og den triangulære pakningen har gjort Toblerone til et av verdens mest gjenkjennelige sjokoladeprodukter. Merket eies i dag av Mondelez International.

Sjokoladen inneholder nougat med honning og mandler, noe som gir en seig og sprø konsistens. I tillegg til originalen i melkesjokolade finnes Toblerone i mørk og hvit sjokolade. Den store platen er en klassisk gave og taxfree-vare, og mange kjøper Toblerone som julegave eller vertinnegave.

## Ofte stilte spørsmål (FAQ)

### Hvorfor er Toblerone trekantet?

Formen har vært der fra starten og er blitt merkets kjennetegn. En vanlig forklaring er at den er inspirert av fjelltoppene i Alpene.

### Hva betyr Toblerone?

Navnet kommer fra etternavnet Tobler og det italienske ordet torrone, som betyr nougat.

### Hvem eier Toblerone?

Toblerone eies av Mondelez International.`,
		},
	},
	{
		key: "kinder",
		name: "Kinder",
		sv: {
			name: "Kinder",
			slug: "kinder",
			intro_md: "**Kinder** från italienska Ferrero är känt för Kinder Bueno, Kinder Surprise och Schoko-Bons.",
			body_md: `## Om Kinder

Kinder är ett varumärke från den italienska familjekoncernen Ferrero, som också står bakom Nutella och Ferrero Rocher. Den första produkten, Kinder Chocolate, lanserades 1968 och riktade sig till barn – kinder betyder just barn på tyska. Sedan dess har sortimentet vuxit till en av de största chokladfamiljerna i Europa.

Kinder Surprise, chokladägget med en liten leksak inuti, lanserades 1974 och blev en klassiker för barn i hela världen. Kinder Bueno, en krispig rånbar med hasselnötsfyllning, kom 1990 och är i dag minst lika populär bland vuxna. Schoko-Bons är små chokladbitar med mjölk- och hasselnötsfyllning som säljs i påse. Kinder-produkter är särskilt populära i påsk- och julsortimentet.

## Vanliga frågor & svar (FAQ)

### Vem tillverkar Kinder?

Kinder tillverkas av den italienska koncernen Ferrero.

### När kom Kinder Bueno?

Kinder Bueno lanserades 1990.

### Vad betyder Kinder?

Kinder betyder barn på tyska, eftersom de första produkterna riktade sig till barn.`,
		},
		nb: {
			name: "Kinder",
			slug: "kinder",
			intro_md: "**Kinder** fra italienske Ferrero er kjent for Kinder Bueno, Kinder Surprise og Schoko-Bons.",
			body_md: `## Om Kinder

Kinder er et merke fra det italienske familiekonsernet Ferrero, som også står bak Nutella og Ferrero Rocher. Det første produktet, Kinder Chocolate, ble lansert i 1968 og var laget for barn – kinder betyr nettopp barn på tysk. Siden har sortimentet vokst til en av de største sjokoladefamiliene i Europa.

Kinder Surprise, sjokoladeegget med en liten leke inni, kom i 1974 og ble en klassiker for barn over hele verden. Kinder Bueno, en sprø kjeksbar med hasselnøttfyll, kom i 1990 og er i dag minst like populær blant voksne. Schoko-Bons er små sjokoladebiter med melke- og hasselnøttfyll som selges i pose. Kinder-produktene er særlig populære i påske- og julesortimentet.

## Ofte stilte spørsmål (FAQ)

### Hvem lager Kinder?

Kinder lages av det italienske konsernet Ferrero.

### Når kom Kinder Bueno?

Kinder Bueno ble lansert i 1990.

### Hva betyr Kinder?

Kinder betyr barn på tysk, fordi de første produktene var laget for barn.`,
		},
	},
	{
		key: "daim",
		name: "Daim",
		sv: {
			name: "Daim",
			slug: "daim",
			intro_md: "**Daim** är den krispiga mandelkolan i mjölkchoklad som lanserades av Marabou 1953.",
			body_md: `## Om Daim

Daim lanserades av Marabou 1953 och har sedan dess varit en av de mest sålda chokladbitarna i Sverige. Kärnan består av krispig kola med smör, socker och mandel, omsluten av mjölkchoklad. Den röda förpackningen är lätt att känna igen, och i Norge har Daim länge sålts under Freias namn. Varumärket ingår i dag i Mondelez International.

Förutom den klassiska baren finns Daim som Daim Dubbel, som dragerade kulor och i minibitar i påse. Krossad Daim används också flitigt i bakning och desserter, till exempel i Daimtårta och glass, och Ikeas mandeltårta med Daim är för många en klassiker. Daim är populär året runt men säljer särskilt mycket kring jul.

## Vanliga frågor & svar (FAQ)

### Vad är Daim gjort av?

Daim består av krispig mandelkola gjord på smör, socker och mandel, täckt med mjölkchoklad.

### Är Daim svenskt?

Ja, Daim lanserades av svenska Marabou 1953 och tillverkas i dag av Mondelez.

### Innehåller Daim nötter?

Daim innehåller mandel. Personer med nötallergi bör läsa ingrediensförteckningen noga.`,
		},
		nb: {
			name: "Daim",
			slug: "daim",
			intro_md: "**Daim** er den sprø mandelkaramellen i melkesjokolade som svenske Marabou lanserte i 1953.",
			body_md: `## Om Daim

Daim ble lansert av svenske Marabou i 1953 og har siden vært en av de mest solgte sjokoladebarene i Norden. Kjernen består av sprø karamell med smør, sukker og mandler, omsluttet av melkesjokolade. I Norge har Daim lenge vært solgt under Freias navn, og merket er i dag en del av Mondelez International.

I tillegg til den klassiske baren finnes Daim som dragerte kuler og som minibiter i pose. Knust Daim brukes også mye i baking og desserter, for eksempel i kaker, is og krokanpudding. Daim er populær hele året, men selger ekstra godt rundt jul, og mange bruker den som ingrediens i julebakst.

## Ofte stilte spørsmål (FAQ)

### Hva er Daim laget av?

Daim består av sprø mandelkaramell laget av smør, sukker og mandler, trukket med melkesjokolade.

### Er Daim svensk eller norsk?

Daim ble lansert av svenske Marabou i 1953, men selges i Norge under Freia-navnet. Begge merkene eies i dag av Mondelez.

### Inneholder Daim nøtter?

Daim inneholder mandler. Personer med nøtteallergi bør lese ingredienslisten nøye.`,
		},
	},
	{
		key: "lindt",
		name: "Lindt",
		sv: {
			name: "Lindt",
			slug: "lindt",
			intro_md: "Schweiziska **Lindt** är känt för Lindor-kulorna, Excellence-kakorna och sin version av dubai-choklad.",
			body_md: `## Om Lindt

Lindt & Sprüngli har rötter i Zürich på 1800-talet. Rodolphe Lindt uppfann 1879 conchering, en metod där chokladmassan bearbetas under lång tid för att bli slät och smälta i munnen, och den tekniken används fortfarande av chokladtillverkare över hela världen. I dag är Lindt en av de största tillverkarna av premiumchoklad.

Lindor, chokladkulorna med mjuk fyllning, är märkets mest kända produkt och en populär present. Excellence-serien erbjuder kakor med allt från mild mjölkchoklad till mörk choklad med hög kakaohalt. Lindt var också ett av de första stora märkena att lansera en egen dubai-choklad, Lindt Dubai Style Chocolate, med fyllning av pistage och kataifi.

## Vanliga frågor & svar (FAQ)

### Var kommer Lindt ifrån?

Lindt är ett schweiziskt chokladföretag med huvudkontor i Kilchberg utanför Zürich.

### Vad är conchering?

Conchering är en metod där chokladmassan rörs och värms under lång tid, vilket ger en slätare konsistens. Den uppfanns av Rodolphe Lindt 1879.

### Har Lindt dubai-choklad?

Ja, Lindt har lanserat Lindt Dubai Style Chocolate med fyllning av pistage och kataifi.`,
		},
		nb: {
			name: "Lindt",
			slug: "lindt",
			intro_md: "Sveitsiske **Lindt** er kjent for Lindor-kulene, Excellence-platene og sin egen versjon av dubai-sjokolade.",
			body_md: `## Om Lindt

Lindt & Sprüngli har røtter i Zürich på 1800-tallet. Rodolphe Lindt oppfant i 1879 konsjering, en metode der sjokolademassen bearbeides over lang tid slik at den blir glatt og smelter i munnen, og teknikken brukes fortsatt av sjokoladeprodusenter over hele verden. I dag er Lindt en av de største produsentene av premiumsjokolade.

Lindor, sjokoladekulene med myk fyll, er merkets mest kjente produkt og en populær gave. Excellence-serien har plater fra mild melkesjokolade til mørk sjokolade med høyt kakaoinnhold. Lindt var også et av de første store merkene som lanserte sin egen dubai-sjokolade, Lindt Dubai Style Chocolate, med fyll av pistasj og kataifi.

## Ofte stilte spørsmål (FAQ)

### Hvor kommer Lindt fra?

Lindt er et sveitsisk sjokoladeselskap med hovedkontor i Kilchberg utenfor Zürich.

### Hva er konsjering?

Konsjering er en metode der sjokolademassen røres og varmes over lang tid, noe som gir en glattere konsistens. Den ble oppfunnet av Rodolphe Lindt i 1879.

### Har Lindt dubai-sjokolade?

Ja, Lindt har lansert Lindt Dubai Style Chocolate med fyll av pistasj og kataifi.`,
		},
	},
	{
		key: "mentos",
		name: "Mentos",
		sv: {
			name: "Mentos",
			slug: "mentos",
			intro_md: "**Mentos** är de sega pastillerna i rulle, med mint- och fruktsmak, från Perfetti Van Melle.",
			body_md: `## Om Mentos

Mentos har sitt ursprung i Nederländerna och tillverkas av den italiensk-nederländska konfektyrkoncernen Perfetti Van Melle. Pastillerna har ett hårt sockerskal och en seg kärna, och den klassiska rullen är lätt att ha i fickan eller väskan. Mentos säljs i över hundra länder och är ett av världens mest kända godismärken.

De två största klassikerna är Mentos Mint och Mentos Fruit, som innehåller flera fruktsmaker i samma rulle. Det finns också tuggummi och sockerfria varianter under Mentos-namnet. Många känner igen märket från de omtalade experimenten där Mentos släpps ner i en flaska lättläsk, vilket får drycken att skumma kraftigt – ett klassiskt skolexperiment om kolsyra.

## Vanliga frågor & svar (FAQ)

### Vem tillverkar Mentos?

Mentos tillverkas av Perfetti Van Melle, en koncern med italienska och nederländska rötter.

### Varför skummar läsk när man släpper i Mentos?

Den ojämna ytan på pastillen gör att kolsyran snabbt frigörs och bildar bubblor. Det är en fysisk reaktion, inte en kemisk.

### Finns det sockerfria Mentos?

Ja, det finns sockerfria varianter, framför allt bland Mentos tuggummi.`,
		},
		nb: {
			name: "Mentos",
			slug: "mentos",
			intro_md: "**Mentos** er de seige pastillene i rull, med mint- og fruktsmak, fra Perfetti Van Melle.",
			body_md: `## Om Mentos

Mentos har sin opprinnelse i Nederland og lages av det italiensk-nederlandske konfektkonsernet Perfetti Van Melle. Pastillene har et hardt sukkerskall og en seig kjerne, og den klassiske rullen er lett å ha i lommen eller vesken. Mentos selges i over hundre land og er et av verdens mest kjente godterimerker.

De to største klassikerne er Mentos Mint og Mentos Fruit, som har flere fruktsmaker i samme rull. Det finnes også tyggegummi og sukkerfrie varianter under Mentos-navnet. Mange kjenner merket fra de kjente forsøkene der Mentos slippes ned i en flaske lettbrus, slik at drikken skummer kraftig – et klassisk skoleeksperiment om kullsyre.

## Ofte stilte spørsmål (FAQ)

### Hvem lager Mentos?

Mentos lages av Perfetti Van Melle, et konsern med italienske og nederlandske røtter.

### Hvorfor skummer brus når man slipper i Mentos?

Den ujevne overflaten på pastillen gjør at kullsyren raskt frigjøres og danner bobler. Det er en fysisk reaksjon, ikke en kjemisk.

### Finnes det sukkerfri Mentos?

Ja, det finnes sukkerfrie varianter, særlig blant Mentos tyggegummi.`,
		},
	},
	{
		key: "skittles",
		name: "Skittles",
		sv: {
			name: "Skittles",
			slug: "skittles",
			intro_md: '**Skittles** är de färgglada tuggkarameller med fruktsmak som marknadsförs med orden "Taste the Rainbow".',
			body_md: `## Om Skittles

Skittles skapades 1974 i Storbritannien och introducerades i USA 1979, där godiset blev en stor succé. I dag ägs varumärket av Mars-koncernen, och Skittles förknippas starkt med amerikansk godiskultur. Slogan "Taste the Rainbow" syftar på de fem färgerna i påsen, som var och en har sin egen fruktsmak.

Skittles är små, runda tuggkarameller med ett tunt sockerskal och en seg kärna. Originalet heter i Europa Skittles Fruits, och bredvid det finns bland annat sura varianter som Crazy Sours och tropiska smaker. Skittles säljs i allt från små påsar som passar i fickan till stora delningspåsar och är populärt på bio, kalas och halloween.

## Vanliga frågor & svar (FAQ)

### Är Skittles amerikanskt?

Skittles skapades i Storbritannien men slog igenom i USA och ägs i dag av amerikanska Mars.

### Innehåller Skittles gelatin?

Skittles som säljs i Europa innehåller normalt inte gelatin, men läs alltid ingrediensförteckningen eftersom recept kan ändras.

### Vad är Skittles Crazy Sours?

Crazy Sours är en syrlig variant av Skittles med sura fruktsmaker.`,
		},
		nb: {
			name: "Skittles",
			slug: "skittles",
			intro_md: "**Skittles** er de fargerike tyggekaramellene med fruktsmak som markedsføres med ordene «Taste the Rainbow».",
			body_md: `## Om Skittles

Skittles ble laget i 1974 i Storbritannia og introdusert i USA i 1979, der godteriet ble en stor suksess. I dag eies merket av Mars-konsernet, og Skittles forbindes sterkt med amerikansk godterikultur. Slagordet «Taste the Rainbow» viser til de fem fargene i posen, som hver har sin egen fruktsmak.

Skittles er små, runde tyggekarameller med et tynt sukkerskall og en seig kjerne. Originalen heter Skittles Fruits i Europa, og i tillegg finnes blant annet sure varianter som Crazy Sours og tropiske smaker. Skittles selges i alt fra små lommeposer til store delingsposer og er populært på kino, i bursdager og til halloween.

## Ofte stilte spørsmål (FAQ)

### Er Skittles amerikansk?

Skittles ble laget i Storbritannia, men slo gjennom i USA og eies i dag av amerikanske Mars.

### Inneholder Skittles gelatin?

Skittles som selges i Europa, inneholder vanligvis ikke gelatin, men les alltid ingredienslisten siden oppskrifter kan endres.

### Hva er Skittles Crazy Sours?

Crazy Sours er en syrlig variant av Skittles med sure fruktsmaker.`,
		},
	},
	{
		key: "m-ms",
		name: "M&M's",
		sv: {
			name: "M&M's",
			slug: "m-ms",
			intro_md: "**M&M's** är de färgglada chokladlinserna från Mars, med klassikerna Chocolate och Peanut.",
			body_md: `## Om M&M's

M&M's lanserades 1941 i USA av Forrest Mars, son till grundaren av Mars-koncernen. Idén var choklad i ett tunt, hårt sockerskal som inte smälter lika lätt i handen. De två M:en står för Mars och Bruce Murrie, som var delägare i projektet från början. Varianten med jordnöt kom 1954 och är i dag minst lika populär som originalet.

Varje M&M's-lins är märkt med ett litet "m", och figurerna i olika färger har blivit kända från reklamfilmer världen över. I Sverige och Norge är M&M's Chocolate och M&M's Peanut de mest sålda varianterna, men det finns också sorter med krisp, karamell och hasselnötskräm. Påsarna finns i allt från små portionspåsar till stora delningspåsar.

## Vanliga frågor & svar (FAQ)

### Vad står M&M för?

M&M står för Mars och Murrie, efter Forrest Mars och Bruce Murrie som startade produkten 1941.

### Är M&M's amerikanskt?

Ja, M&M's är ett amerikanskt varumärke som ägs av Mars.

### Innehåller M&M's nötter?

M&M's Peanut innehåller jordnötter, och andra varianter kan innehålla spår av nötter. Läs alltid förpackningen.`,
		},
		nb: {
			name: "M&M's",
			slug: "m-ms",
			intro_md: "**M&M's** er de fargerike sjokoladelinsene fra Mars, med klassikerne Chocolate og Peanut.",
			body_md: `## Om M&M's

M&M's ble lansert i 1941 i USA av Forrest Mars, sønn av grunnleggeren av Mars-konsernet. Ideen var sjokolade i et tynt, hardt sukkerskall som ikke smelter like lett i hånden. De to M-ene står for Mars og Bruce Murrie, som var medeier i prosjektet fra starten. Varianten med peanøtt kom i 1954 og er i dag minst like populær som originalen.

Hver M&M's-linse er merket med en liten «m», og figurene i ulike farger er kjent fra reklamefilmer over hele verden. I Norge og Sverige er M&M's Chocolate og M&M's Peanut de mest solgte variantene, men det finnes også sorter med crisp, karamell og hasselnøttkrem. Posene finnes i alt fra små porsjonsposer til store delingsposer.

## Ofte stilte spørsmål (FAQ)

### Hva står M&M for?

M&M står for Mars og Murrie, etter Forrest Mars og Bruce Murrie som startet produktet i 1941.

### Er M&M's amerikansk?

Ja, M&M's er et amerikansk merke som eies av Mars.

### Inneholder M&M's nøtter?

M&M's Peanut inneholder peanøtter, og andre varianter kan inneholde spor av nøtter. Les alltid pakningen.`,
		},
	},
	{
		key: "snickers",
		name: "Snickers",
		sv: {
			name: "Snickers",
			slug: "snickers",
			intro_md: "**Snickers** är chokladbaren med jordnötter, kola och nougat som Mars lanserade i USA 1930.",
			body_md: `## Om Snickers

Snickers lanserades 1930 i USA av Mars och fick sitt namn efter en av familjen Mars favorithästar. Baren består av nougat, kola och hela jordnötter täckta av mjölkchoklad, och den mättande kombinationen har gjort Snickers till en av världens mest sålda chokladbars.

I Sverige och Norge är den klassiska baren på runt 50 gram vanligast, men Snickers finns också i multipack, som minibitar i påse och i varianter med till exempel mandel eller extra mycket jordnötter. Reklamkampanjen "Du är inte dig själv när du är hungrig" har gjort varumärket känt även för den som sällan äter choklad. Snickers passar i matsäcken, på bussen och i godisskålen på fredagen.

## Vanliga frågor & svar (FAQ)

### Varför heter det Snickers?

Baren fick sitt namn efter en häst som familjen Mars ägde.

### Vad innehåller Snickers?

Snickers innehåller nougat, kola och jordnötter täckta av mjölkchoklad.

### Är Snickers amerikanskt?

Ja, Snickers är ett amerikanskt varumärke som ägs av Mars.`,
		},
		nb: {
			name: "Snickers",
			slug: "snickers",
			intro_md: "**Snickers** er sjokoladebaren med peanøtter, karamell og nougat som Mars lanserte i USA i 1930.",
			body_md: `## Om Snickers

Snickers ble lansert i 1930 i USA av Mars og fikk navnet sitt etter en av Mars-familiens favoritthester. Baren består av nougat, karamell og hele peanøtter trukket med melkesjokolade, og den mettende kombinasjonen har gjort Snickers til en av verdens mest solgte sjokoladebarer.

I Norge og Sverige er den klassiske baren på rundt 50 gram mest vanlig, men Snickers finnes også i flerpakning, som minibiter i pose og i varianter med for eksempel mandler eller ekstra mye peanøtter. Reklamekampanjen «Du er ikke deg selv når du er sulten» har gjort merket kjent også for dem som sjelden spiser sjokolade. Snickers passer i sekken på tur, på bussen og i godteriskålen på fredag.

## Ofte stilte spørsmål (FAQ)

### Hvorfor heter det Snickers?

Baren fikk navnet sitt etter en hest som Mars-familien eide.

### Hva inneholder Snickers?

Snickers inneholder nougat, karamell og peanøtter trukket med melkesjokolade.

### Er Snickers amerikansk?

Ja, Snickers er et amerikansk merke som eies av Mars.`,
		},
	},
	{
		key: "twix",
		name: "Twix",
		sv: {
			name: "Twix",
			slug: "twix",
			intro_md: "**Twix** är de två kexstängerna med kola och mjölkchoklad som i Norden länge hette Raider.",
			body_md: `## Om Twix

Twix lanserades 1967 i Storbritannien av Mars och kom till USA 1979. Baren består av två krispiga kexstänger med ett lager kola, täckta av mjölkchoklad. Förpackningen med två stänger har blivit ett kännetecken, och reklamen har länge lekt med idén om att den vänstra och den högra stången skulle vara olika.

I stora delar av Europa, däribland Sverige och Norge, såldes produkten länge under namnet Raider. År 1991 bytte den namn till Twix för att få ett gemensamt namn över hela världen, och många minns fortfarande det gamla namnet. Twix finns i dag som klassisk bar, i multipack och som minibitar i påse, och passar lika bra till kaffet som i matsäcken.

## Vanliga frågor & svar (FAQ)

### Vad hette Twix tidigare?

I Sverige och flera andra europeiska länder hette Twix tidigare Raider. Namnet byttes 1991.

### Vad innehåller Twix?

Twix består av kex och kola täckta av mjölkchoklad.

### Vem tillverkar Twix?

Twix tillverkas av den amerikanska koncernen Mars, som även står bakom Snickers och M&M's.`,
		},
		nb: {
			name: "Twix",
			slug: "twix",
			intro_md: "**Twix** er de to kjeksstengene med karamell og melkesjokolade som i Norden lenge het Raider.",
			body_md: `## Om Twix

Twix ble lansert i 1967 i Storbritannia av Mars og kom til USA i 1979. Baren består av to sprø kjeksstenger med et lag karamell, trukket med melkesjokolade. Pakningen med to stenger er blitt et kjennetegn, og reklamen har lenge lekt med ideen om at venstre og høyre stang skal være forskjellige.

I store deler av Europa, også i Norge og Sverige, ble produktet lenge solgt under navnet Raider. I 1991 byttet det navn til Twix for å få ett felles navn over hele verden, og mange husker fortsatt det gamle navnet. Twix finnes i dag som klassisk bar, i flerpakning og som minibiter i pose, og passer like godt til kaffen som i matpakken.

## Ofte stilte spørsmål (FAQ)

### Hva het Twix tidligere?

I Norge og flere andre europeiske land het Twix tidligere Raider. Navnet ble endret i 1991.

### Hva inneholder Twix?

Twix består av kjeks og karamell trukket med melkesjokolade.

### Hvem lager Twix?

Twix lages av det amerikanske konsernet Mars, som også står bak Snickers og M&M's.`,
		},
	},
	{
		key: "sorlandschips",
		name: "Sørlandschips",
		sv: {
			name: "Sørlandschips",
			slug: "sorlandschips",
			intro_md:
				"**Sørlandschips** från Kristiansand gör tjocka kettle chips av potatis med skal, en norsk favorit sedan 1990-talet.",
			body_md: `## Om Sørlandschips

Sørlandschips grundades i början av 1990-talet i Kristiansand i södra Norge. Enligt företagets egen berättelse kom idén när en vän tog med sig tjocka, krispiga chips hem från Kanada, och grundarna bestämde sig för att göra egna. Resultatet blev Norges första kettle chips, och i dag är Sørlandschips en av de största chipstillverkarna i Norge.

Chipsen görs av hela potatisar med skalet kvar, som skivas tjockt och friteras långsamt i omgångar. Det ger en hård, krispig konsistens och en tydlig potatissmak. Original Havsalt är klassikern, och Spansk Paprika är en annan favorit. Märket är också känt för att experimentera med udda smaker i begränsade upplagor.

## Vanliga frågor & svar (FAQ)

### Var kommer Sørlandschips ifrån?

Sørlandschips kommer från Kristiansand i södra Norge.

### Varför har Sørlandschips skal kvar?

Genom att behålla skalet får chipsen mer smak och struktur, och mindre av potatisen går till spillo.

### Kan man köpa Sørlandschips i Sverige?

Sørlandschips finns framför allt i Norge, men säljs i vissa svenska nätbutiker och i gränshandeln.`,
		},
		nb: {
			name: "Sørlandschips",
			slug: "sorlandschips",
			intro_md:
				"**Sørlandschips** fra Kristiansand lager tykke kettle-chips av poteter med skall, en norsk favoritt siden 1990-tallet.",
			body_md: `## Om Sørlandschips

Sørlandschips ble grunnlagt tidlig på 1990-tallet i Kristiansand. Ifølge selskapets egen historie kom ideen da en venn tok med seg tykke, sprø chips hjem fra Canada, og gründerne bestemte seg for å lage sine egne. Resultatet ble Norges første kettle-chips, og i dag er Sørlandschips en av de største chipsprodusentene i Norge.

Chipsen lages av hele poteter med skallet på, som skjæres tykt og frityrstekes langsomt i omganger. Det gir en hard, sprø konsistens og tydelig potetsmak. Original Havsalt er klassikeren, og Spansk Paprika er en annen favoritt. Merket er også kjent for å eksperimentere med uvanlige smaker i begrensede opplag, og for å bruke poteter fra gårder i nærområdet.

## Ofte stilte spørsmål (FAQ)

### Hvor kommer Sørlandschips fra?

Sørlandschips kommer fra Kristiansand på Sørlandet.

### Hvorfor har Sørlandschips skallet på?

Ved å beholde skallet får chipsen mer smak og struktur, og mindre av poteten går til spille.

### Hva er den mest populære smaken?

Original Havsalt er klassikeren, og Spansk Paprika har også mange faste kunder.`,
		},
	},
	{
		key: "pringles",
		name: "Pringles",
		sv: {
			name: "Pringles",
			slug: "pringles",
			intro_md:
				"**Pringles** är de sadelformade chipsen i rör, lanserade i USA 1968, med smaker som Original och Sour Cream & Onion.",
			body_md: `## Om Pringles

Pringles lanserades 1968 i USA av Procter & Gamble och blev snabbt kända för sin ovanliga form och förpackning. Till skillnad från vanliga potatischips görs Pringles av en deg baserad på torkad potatis, som pressas till identiska chips med en karaktäristisk sadelform. Formen gör att chipsen kan staplas och packas i ett rör, där de skyddas från att gå sönder.

I Sverige och Norge är Original, Sour Cream & Onion och Paprika de mest sålda smakerna. Röret finns i flera storlekar, från små rör som passar i matsäcken till stora rör för hela familjen. Pringles säljs i över hundra länder och har en mängd regionala smaker. Ett öppnat rör kan förslutas med locket, vilket gör att chipsen håller sig krispiga längre.

## Vanliga frågor & svar (FAQ)

### Är Pringles riktiga potatischips?

Pringles görs av en deg med torkad potatis och andra ingredienser, inte av skivad potatis som vanliga chips.

### Varför ligger Pringles i ett rör?

Den jämna sadelformen gör att chipsen kan staplas, och röret skyddar dem från att gå sönder.

### När lanserades Pringles?

Pringles lanserades i USA 1968.`,
		},
		nb: {
			name: "Pringles",
			slug: "pringles",
			intro_md:
				"**Pringles** er de saleformede chipsene i rør, lansert i USA i 1968, med smaker som Original og Sour Cream & Onion.",
			body_md: `## Om Pringles

Pringles ble lansert i 1968 i USA av Procter & Gamble og ble raskt kjent for sin uvanlige form og emballasje. I motsetning til vanlig potetgull lages Pringles av en deig basert på tørket potet, som presses til like chips med en karakteristisk saleform. Formen gjør at chipsene kan stables og pakkes i et rør, der de beskyttes mot å knuse.

I Norge og Sverige er Original, Sour Cream & Onion og Paprika de mest solgte smakene. Røret finnes i flere størrelser, fra små rør som passer i tursekken til store rør for hele familien. Pringles selges i over hundre land og har mange regionale smaker. Et åpnet rør kan lukkes med lokket, slik at chipsene holder seg sprø lenger.

## Ofte stilte spørsmål (FAQ)

### Er Pringles ekte potetgull?

Pringles lages av en deig med tørket potet og andre ingredienser, ikke av skivede poteter som vanlig potetgull.

### Hvorfor ligger Pringles i et rør?

Den jevne saleformen gjør at chipsene kan stables, og røret beskytter dem mot å knuse.

### Når ble Pringles lansert?

Pringles ble lansert i USA i 1968.`,
		},
	},
	{
		key: "zingo",
		name: "Zingo",
		sv: {
			name: "Zingo",
			slug: "zingo",
			intro_md: "**Zingo** är en klassisk svensk apelsinläsk som funnits i generationer och fortfarande säljs i hela landet.",
			body_md: `## Om Zingo

Zingo är en av Sveriges mest kända apelsinläsker och har funnits på marknaden sedan mitten av 1900-talet. För många svenskar är Zingo förknippad med barndomens kalas, korvkiosker och sommarutflykter, och den orange färgen och den fruktiga, söta smaken har inte förändrats särskilt mycket genom åren.

Genom åren har det kommit flera varianter under Zingo-namnet, och en av de mest omtalade var chokladzingo, som såldes under några år på 1970-talet men snart försvann igen. I dag säljs Zingo främst som klassisk apelsinläsk i burk och flaska. Den konkurrerar i hyllan med Fanta och andra apelsinläsker, men har en trogen publik som gärna väljer det svenska alternativet.

## Vanliga frågor & svar (FAQ)

### Är Zingo svenskt?

Ja, Zingo är ett svenskt läskmärke som har funnits i flera generationer.

### Innehåller Zingo koffein?

Nej, Zingo apelsinläsk innehåller inte koffein.

### Vad var chokladzingo?

Chokladzingo var en läsk med chokladsmak som såldes under några år på 1970-talet. Den blev aldrig någon storsäljare och försvann ur sortimentet.`,
		},
		nb: {
			name: "Zingo",
			slug: "zingo",
			intro_md: "**Zingo** er en klassisk svensk appelsinbrus som har vært på markedet i generasjoner.",
			body_md: `## Om Zingo

Zingo er en av Sveriges mest kjente appelsinbrus og har vært på markedet siden midten av 1900-tallet. For mange svensker forbindes Zingo med barndommens bursdager, pølsekiosker og sommerturer, og den oransje fargen og den fruktige, søte smaken har ikke endret seg særlig gjennom årene.

Gjennom årene har det kommet flere varianter under Zingo-navnet, og en av de mest omtalte var sjokolade-Zingo, som ble solgt i noen år på 1970-tallet før den forsvant igjen. I dag selges Zingo først og fremst som klassisk appelsinbrus på boks og flaske. I Norge er merket mindre kjent, men det finnes hos enkelte nettbutikker og på svenskehandel.

## Ofte stilte spørsmål (FAQ)

### Er Zingo svensk?

Ja, Zingo er et svensk brusmerke som har eksistert i flere generasjoner.

### Inneholder Zingo koffein?

Nei, Zingo appelsinbrus inneholder ikke koffein.

### Kan jeg kjøpe Zingo i Norge?

Zingo er lite utbredt i norske dagligvarebutikker, men finnes i enkelte nettbutikker og i grensehandelen.`,
		},
	},
	{
		key: "apotekarnes",
		name: "Apotekarnes",
		sv: {
			name: "Apotekarnes",
			slug: "apotekarnes",
			intro_md: "**Apotekarnes** är det svenska läskmärket som de flesta förknippar med julmust och påskmust.",
			body_md: `## Om Apotekarnes

Apotekarnes är ett anrikt svenskt läskmärke. Namnet påminner om den tid då apotekare tillverkade mineralvatten och läskedrycker, som länge såldes som något hälsosamt och exklusivt. I dag är varumärket främst känt för säsongsdryckerna julmust och påskmust, som i december säljs i så stora mängder att de konkurrerar med colan.

Julmust skapades 1910 av Harry Roberts i Örebro som ett alkoholfritt alternativ till öl. Drycken har smak av malt, humle och kryddor, och receptet på must-extraktet hålls hemligt. Apotekarnes Julmust säljs i burk och i flaskor av olika storlek, och under påsken säljs samma dryck som Påskmust. Många har starka åsikter om vilken must som är bäst, och Apotekarnes är en av de mest klassiska.

## Vanliga frågor & svar (FAQ)

### Vad är julmust gjort av?

Julmust innehåller kolsyrat vatten, socker, maltextrakt, humle och kryddor. Det exakta receptet på extraktet är en väl bevarad hemlighet.

### Är julmust och påskmust samma sak?

I grunden är det samma dryck som säljs under olika namn beroende på säsong.

### När säljs julmust?

Julmust säljs främst från november till och med jul, och påskmust under veckorna före påsk.`,
		},
		nb: {
			name: "Apotekarnes",
			slug: "apotekarnes",
			intro_md: "**Apotekarnes** er det svenske brusmerket som de fleste forbinder med julmust og påskmust.",
			body_md: `## Om Apotekarnes

Apotekarnes er et tradisjonsrikt svensk brusmerke. Navnet minner om tiden da apotekere produserte mineralvann og leskedrikker, som lenge ble solgt som noe sunt og eksklusivt. I dag er merket først og fremst kjent for sesongdrikkene julmust og påskmust, som i desember selges i så store mengder i Sverige at de konkurrerer med colaen.

Julmust ble laget i 1910 av Harry Roberts i Örebro som et alkoholfritt alternativ til øl. Drikken har smak av malt, humle og krydder, og oppskriften på must-ekstraktet holdes hemmelig. Julmust er Sveriges svar på norsk julebrus, og mange nordmenn som har smakt den på svenskehandel, kjøper den gjerne igjen. Apotekarnes Julmust selges på boks og flaske.

## Ofte stilte spørsmål (FAQ)

### Hva er julmust laget av?

Julmust inneholder kullsyret vann, sukker, maltekstrakt, humle og krydder. Den eksakte oppskriften på ekstraktet er hemmelig.

### Er julmust det samme som julebrus?

Nei. Julmust er en svensk drikk med smak av malt og humle, mens norsk julebrus finnes i mange varianter, ofte med smak av karamell og bær.

### Når selges julmust?

Julmust selges først og fremst fra november og fram til jul, og påskmust i ukene før påske.`,
		},
	},
	{
		key: "loka",
		name: "Loka",
		sv: {
			name: "Loka",
			slug: "loka",
			intro_md: "**Loka** är ett svenskt kolsyrat vatten från Loka brunn i Bergslagen, naturellt eller med frisk smak av frukt.",
			body_md: `## Om Loka

Loka har fått sitt namn efter Loka brunn i Bergslagen, en anrik kurort där människor redan för flera hundra år sedan kom för att dricka det mineralrika källvattnet. I dag är Loka ett av Sveriges mest sålda kolsyrade vatten och ingår i bryggeriet Spendrups sortiment.

Loka finns som naturell och i ett stort antal smaker, där citron hör till de mest sålda. Det smaksatta vattnet är osötat och innehåller därför inga kalorier, vilket har gjort Loka till ett populärt alternativ för den som vill ha bubblor utan socker eller sötningsmedel. Vid sidan av vattnet finns även Loka Crush, som innehåller fruktjuice. Loka säljs i burkar och flaskor i flera storlekar.

## Vanliga frågor & svar (FAQ)

### Innehåller Loka socker?

Nej, Loka naturell och de smaksatta varianterna av vattnet är osötade. Loka Crush innehåller däremot fruktjuice.

### Var kommer Loka ifrån?

Loka har sitt namn efter Loka brunn i Bergslagen.

### Vem tillverkar Loka?

Loka ingår i bryggeriet Spendrups sortiment.`,
		},
		nb: {
			name: "Loka",
			slug: "loka",
			intro_md: "**Loka** er et svensk kullsyret vann fra Loka brunn i Bergslagen, naturell eller med frisk fruktsmak.",
			body_md: `## Om Loka

Loka har fått navnet sitt etter Loka brunn i Bergslagen i Sverige, et gammelt kursted der folk for flere hundre år siden kom for å drikke det mineralrike kildevannet. I dag er Loka et av Sveriges mest solgte kullsyrede vann og inngår i sortimentet til bryggeriet Spendrups.

Loka finnes som naturell og i mange smaker, der sitron er blant de mest solgte. Vannet med smak er usøtet og har derfor ingen kalorier, noe som har gjort Loka til et populært alternativ for dem som vil ha bobler uten sukker eller søtstoffer. I Norge er Loka mindre vanlig enn norske merker, men det finnes hos enkelte nettbutikker og på svenskehandel.

## Ofte stilte spørsmål (FAQ)

### Inneholder Loka sukker?

Nei, Loka naturell og de smakssatte variantene av vannet er usøtet.

### Hvor kommer Loka fra?

Loka har navnet sitt etter Loka brunn i Bergslagen i Sverige.

### Hvem produserer Loka?

Loka inngår i sortimentet til det svenske bryggeriet Spendrups.`,
		},
	},
	{
		key: "battery",
		name: "Battery",
		sv: {
			name: "Battery",
			slug: "battery",
			intro_md: "Finska **Battery** har funnits sedan 1997 och är en av Nordens mest kända energidrycker.",
			body_md: `## Om Battery

Battery lanserades 1997 av det finska bryggeriet Sinebrychoff, som i dag ingår i Carlsberg-koncernen. Drycken blev snabbt en av de mest sålda energidryckerna i Finland och har sedan spridit sig till övriga Norden. Den svarta burken med det stiliserade batteriet är lätt att känna igen i kylen.

Battery innehåller koffein, taurin och B-vitaminer och finns både i originalversion med socker och som sockerfri Battery No Calories. Genom åren har flera smaksatta varianter lanserats, ofta i begränsade upplagor. Koffeinhalten står på burken, och som för alla energidrycker gäller att den inte rekommenderas för barn eller gravida. Battery finns i burkar av olika storlek i svenska och norska butiker.

## Vanliga frågor & svar (FAQ)

### Var kommer Battery ifrån?

Battery är en finsk energidryck som lanserades 1997 av Sinebrychoff.

### Finns det sockerfri Battery?

Ja, Battery No Calories är sockerfri och sötas med sötningsmedel.

### Vem äger Battery?

Battery tillverkas av Sinebrychoff, som ingår i Carlsberg-koncernen.`,
		},
		nb: {
			name: "Battery",
			slug: "battery",
			intro_md: "Finske **Battery** har vært på markedet siden 1997 og er en av Nordens mest kjente energidrikker.",
			body_md: `## Om Battery

Battery ble lansert i 1997 av det finske bryggeriet Sinebrychoff, som i dag er en del av Carlsberg-konsernet. Drikken ble raskt en av de mest solgte energidrikkene i Finland og har siden spredt seg til resten av Norden. Den svarte boksen med det stiliserte batteriet er lett å kjenne igjen i kjøleskapet.

Battery inneholder koffein, taurin og B-vitaminer og finnes både i original versjon med sukker og som sukkerfri Battery No Calories. Gjennom årene har det kommet flere varianter med smak, ofte i begrensede opplag. Koffeininnholdet står på boksen, og som for alle energidrikker gjelder det at den ikke anbefales for barn eller gravide.

## Ofte stilte spørsmål (FAQ)

### Hvor kommer Battery fra?

Battery er en finsk energidrikk som ble lansert i 1997 av Sinebrychoff.

### Finnes det sukkerfri Battery?

Ja, Battery No Calories er sukkerfri og søtes med søtstoffer.

### Hvem eier Battery?

Battery produseres av Sinebrychoff, som er en del av Carlsberg-konsernet.`,
		},
	},
	{
		key: "reeses",
		name: "Reese's",
		sv: {
			name: "Reese's",
			slug: "reeses",
			intro_md: "Amerikanska **Reese's** är känt för Peanut Butter Cups – chokladkoppar fyllda med jordnötssmör.",
			body_md: `## Om Reese's

Reese's Peanut Butter Cups skapades 1928 av H.B. Reese, en tidigare anställd hos chokladföretaget Hershey, i staden Hershey i Pennsylvania. Kombinationen av mjölkchoklad och salt, smuligt jordnötssmör blev en succé, och 1963 köptes företaget av The Hershey Company, som fortfarande äger varumärket.

Peanut Butter Cups är fortfarande den mest kända produkten och finns i flera storlekar, från minikoppar till extra stora varianter. Reese's Pieces, små godisbitar med jordnötssmörsfyllning och färgat sockerskal, lanserades 1978 och blev världsberömda när de förekom i filmen E.T. 1982. I Sverige har Reese's blivit allt vanligare, framför allt i nätbutiker och butiker med amerikanskt godis.

## Vanliga frågor & svar (FAQ)

### Vem äger Reese's?

Reese's ägs av The Hershey Company i USA.

### Vad är Reese's Pieces?

Reese's Pieces är små godisbitar med jordnötssmörsfyllning och ett tunt, färgat sockerskal.

### Innehåller Reese's jordnötter?

Ja, Reese's-produkter innehåller jordnötter och passar inte personer med jordnötsallergi.`,
		},
		nb: {
			name: "Reese's",
			slug: "reeses",
			intro_md: "Amerikanske **Reese's** er kjent for Peanut Butter Cups – sjokoladekopper fylt med peanøttsmør.",
			body_md: `## Om Reese's

Reese's Peanut Butter Cups ble laget i 1928 av H.B. Reese, en tidligere ansatt i sjokoladeselskapet Hershey, i byen Hershey i Pennsylvania. Kombinasjonen av melkesjokolade og salt, smuldrete peanøttsmør ble en suksess, og i 1963 ble selskapet kjøpt av The Hershey Company, som fortsatt eier merket.

Peanut Butter Cups er fortsatt det mest kjente produktet og finnes i flere størrelser, fra minikopper til ekstra store varianter. Reese's Pieces, små godterier med peanøttsmørfyll og farget sukkerskall, kom i 1978 og ble verdensberømte da de var med i filmen E.T. i 1982. I Norge har Reese's blitt stadig mer vanlig, særlig i nettbutikker og butikker med amerikansk godteri.

## Ofte stilte spørsmål (FAQ)

### Hvem eier Reese's?

Reese's eies av The Hershey Company i USA.

### Hva er Reese's Pieces?

Reese's Pieces er små godterier med peanøttsmørfyll og et tynt, farget sukkerskall.

### Inneholder Reese's peanøtter?

Ja, Reese's-produkter inneholder peanøtter og passer ikke for personer med peanøttallergi.`,
		},
	},
	{
		key: "dr-pepper",
		name: "Dr Pepper",
		sv: {
			name: "Dr Pepper",
			slug: "dr-pepper",
			intro_md: "**Dr Pepper** är en amerikansk läsk från Texas med en unik kryddig och fruktig smak – äldre än Coca-Cola.",
			body_md: `## Om Dr Pepper

Dr Pepper skapades 1885 av apotekaren Charles Alderton i Waco i Texas, vilket gör den till en av USA:s äldsta läsker – ett år äldre än Coca-Cola. Drycken fick sitt namn efter en läkare, och punkten efter "Dr" togs bort ur logotypen på 1950-talet. Smaken beskrivs ofta som en blandning av 23 smaker, men receptet är hemligt.

Dr Pepper är varken en cola eller en fruktläsk i vanlig mening, utan har en egen kryddig och fruktig karaktär som många jämför med körsbär och vanilj. I USA är den en av de mest sålda läskerna, och i Sverige har den blivit allt vanligare i butikerna. Förutom originalet finns Dr Pepper Zero utan socker. Drycken passar bra till amerikanskt godis och snacks.

## Vanliga frågor & svar (FAQ)

### Vad smakar Dr Pepper?

Dr Pepper har en kryddig och fruktig smak som ofta liknas vid körsbär, vanilj och lakrits. Receptet är hemligt.

### Innehåller Dr Pepper koffein?

Ja, Dr Pepper innehåller koffein, ungefär i samma mängd som en vanlig cola.

### Är Dr Pepper äldre än Coca-Cola?

Ja, Dr Pepper skapades 1885, ett år innan Coca-Cola.`,
		},
		nb: {
			name: "Dr Pepper",
			slug: "dr-pepper",
			intro_md: "**Dr Pepper** er en amerikansk brus fra Texas med en unik krydret og fruktig smak – eldre enn Coca-Cola.",
			body_md: `## Om Dr Pepper

Dr Pepper ble laget i 1885 av apotekeren Charles Alderton i Waco i Texas, noe som gjør den til en av USAs eldste bruser – ett år eldre enn Coca-Cola. Drikken fikk navnet sitt etter en lege, og punktumet etter «Dr» ble fjernet fra logoen på 1950-tallet. Smaken beskrives ofte som en blanding av 23 smaker, men oppskriften er hemmelig.

Dr Pepper er verken cola eller fruktbrus i vanlig forstand, men har en egen krydret og fruktig karakter som mange sammenligner med kirsebær og vanilje. I USA er den blant de mest solgte brusene, og i Norge har den blitt stadig lettere å få tak i. I tillegg til originalen finnes Dr Pepper Zero uten sukker. Drikken passer godt til amerikansk godteri og snacks.

## Ofte stilte spørsmål (FAQ)

### Hva smaker Dr Pepper?

Dr Pepper har en krydret og fruktig smak som ofte sammenlignes med kirsebær, vanilje og lakris. Oppskriften er hemmelig.

### Inneholder Dr Pepper koffein?

Ja, Dr Pepper inneholder koffein, omtrent like mye som en vanlig cola.

### Er Dr Pepper eldre enn Coca-Cola?

Ja, Dr Pepper ble laget i 1885, ett år før Coca-Cola.`,
		},
	},
];
