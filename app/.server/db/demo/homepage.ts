// SEO text for the home page, per language (markdown).
export const demoHomepageSeo: Record<"sv" | "nb", string> = {
	sv: `## Hitta rätt godis online

Godisguiden hjälper dig att hitta godis, choklad, chips och dryck hos svenska nätbutiker – och att jämföra priser innan du handlar. Vi samlar produkter från kända märken på ett ställe, så att du slipper klicka runt mellan olika sajter. Oavsett om du letar efter lördagsgodis, en present till någon som älskar choklad eller snacks till helgens fest hittar du det här.

Vi säljer ingenting själva. I stället visar vi vad produkterna kostar hos olika butiker och länkar vidare till den butik du väljer. Så kan du enkelt se var det lönar sig att handla, jämföra förpackningsstorlekar och hitta erbjudanden.

## Populära kategorier

Det mesta av det vi visar hör hemma i några stora kategorier. Under [godis](/kategorier/godis) hittar du allt från gelé och skum till kola och blandpåsar, och för dig som gillar det syrliga finns en egen kategori för surt godis. Chokladälskare hittar kakor, bars och konfekt under [choklad](/kategorier/choklad), och den som är nyfiken på den virala pistagetrenden kan läsa mer om [dubai-choklad](/kategorier/dubai-choklad). Till fredagsmyset har vi ett stort utbud av [chips](/kategorier/chips) och [läsk](/kategorier/lask), och i kategorin för energidryck jämför du allt från klassiska burkar till sockerfria varianter.

Under året lyfter vi också fram säsongernas favoriter. På hösten fylls sortimentet av halloween-godis och salt lakrits, och inför december samlar vi julgodis, konfektaskar och julmust.

## Kända märken – svenska och internationella

Hos oss hittar du märken som har funnits i svenska godisskålar i generationer. [Marabou](/varumarken/marabou) har tillverkat choklad i Sverige sedan 1916, och [Cloetta](/varumarken/cloetta) ligger bakom klassiker som Kexchoklad, Polly och Juleskum. Malaco står för Gott & Blandat och Djungelvrål, och Ahlgrens bilar har kallats världens mest sålda bil. Bredvid de svenska favoriterna finns internationella märken som Haribo, Lindt, Toblerone och Pringles, liksom norska och danska specialiteter från Freia, Nidar och Toms.

## Så fungerar prisjämförelsen

Varje produkt har en egen sida med beskrivning, storlek och pris. När du klickar vidare till en butik öppnas den i en ny flik, och du handlar direkt hos butiken. Priserna uppdateras regelbundet, men det är alltid butikens pris vid köptillfället som gäller. Tänk på att jämföra kilopriset när du väljer mellan olika förpackningsstorlekar, och räkna med frakt och eventuell pant när du jämför totalkostnaden.

## Därför väljer många Godisguiden

Vi vill göra det enkelt att hitta rätt. Därför skriver vi guider om allt från lakrits och energidryck till dubai-choklad och halloween, och vi samlar fakta om märkena bakom produkterna. Texterna är skrivna för att hjälpa dig att välja – inte för att sälja mer godis än du behöver. Godis är något att njuta av, och det smakar allra bäst i lagom mängd.

Börja gärna med att bläddra bland kategorierna eller sök efter en favorit i sökrutan. Trevlig jakt på rätt godis!`,
	nb: `## Finn riktig godteri på nett

Godisguiden hjelper deg å finne godteri, sjokolade, chips og drikke i norske nettbutikker – og å sammenligne priser før du handler. Vi samler produkter fra kjente merker på ett sted, slik at du slipper å klikke deg rundt mellom ulike nettsider. Enten du er på jakt etter lørdagsgodt, en gave til en sjokoladeelsker eller snacks til helgens fest, finner du det her.

Vi selger ingenting selv. I stedet viser vi hva produktene koster i ulike butikker, og lenker videre til butikken du velger. Slik ser du enkelt hvor det lønner seg å handle, kan sammenligne pakningsstørrelser og finne gode tilbud.

## Populære kategorier

Det meste vi viser, hører hjemme i noen store kategorier. Under [godteri](/no/kategorier/godteri) finner du alt fra seigmenn og vingummi til skum, karameller og blandeposer, og vil du handle alt samlet, kan du bla i [godteri på nett](/no/kategorier/godteri-pa-nett). Sjokoladeelskere finner plater, barer og konfekt under [sjokolade](/no/kategorier/sjokolade), og den som er nysgjerrig på den virale pistasjtrenden, kan lese mer om dubai-sjokolade. Til fredagskosen har vi et stort utvalg av [chips](/no/kategorier/chips) og [brus](/no/kategorier/brus), og i kategorien for energidrikk sammenligner du alt fra klassiske bokser til sukkerfrie varianter.

Gjennom året løfter vi også fram sesongens favoritter. Om høsten fylles sortimentet med halloween-godteri og salt lakris, og før desember samler vi julegodteri, konfekt og julebrus.

## Kjente merker – norske og internasjonale

Hos oss finner du merker som har vært i norske godteriskåler i generasjoner. [Freia](/no/merker/freia) har laget sjokolade i Oslo siden 1889, og Kvikk Lunsj og Melkesjokolade er blant landets mest solgte produkter. [Nidar](/no/merker/nidar) i Trondheim står bak Stratos, Troika, Bamsemums og Laban seigmenn, og Brynild i Fredrikstad er kjent for pastiller og sjokoladetrukne nøtter. Ved siden av de norske favorittene finner du internasjonale merker som Haribo, Lindt, Toblerone og Pringles, og svenske og danske spesialiteter fra Marabou, Malaco og Toms.

## Slik fungerer prissammenligningen

Hvert produkt har en egen side med beskrivelse, størrelse og pris. Når du klikker deg videre til en butikk, åpnes den i en ny fane, og du handler direkte hos butikken. Prisene oppdateres jevnlig, men det er alltid butikkens pris på kjøpstidspunktet som gjelder. Husk å sammenligne kiloprisen når du velger mellom pakningsstørrelser, og regn med frakt og eventuell pant når du sammenligner totalprisen.

## Derfor velger mange Godisguiden

Vi vil gjøre det enkelt å finne det du leter etter. Derfor skriver vi guider om alt fra lakris og energidrikk til dubai-sjokolade og halloween, og vi samler fakta om merkene bak produktene. Tekstene er skrevet for å hjelpe deg å velge – ikke for å selge mer godteri enn du trenger. Godteri er noe å nyte, og det smaker aller best med måte.

Start gjerne med å bla gjennom kategoriene eller søk etter en favoritt i søkefeltet. Lykke til med jakten på riktig godteri!`,
};
