// A feed import's problems in words, one text per problem code (app/.server/feeds/problems.ts names
// the codes and their values): why a row was rejected, why a feed could not be read or fetched,
// why an import changed nothing. Swedish only: the admin area has no Norwegian variant.
export const adminFeedProblems = {
	// A row (shown in an import's result).
	"missing-id": "Saknar id",
	"missing-title": "Saknar titel",
	"title-has-markup": "Titeln innehåller HTML: {{value}}",
	"missing-price": "Saknar pris",
	"invalid-price": "Ogiltigt pris: {{value}}",
	"price-not-positive": "Priset måste vara större än noll: {{value}}",
	"price-too-high": "Priset är orimligt högt (troligen en felläst kolumn): {{value}}",
	"invalid-currency": "Ogiltig valuta: {{value}}",
	"missing-url": "Saknar länk",
	"invalid-url": "Ogiltig länk: {{value}}",
	"missing-availability": "Saknar lagerstatus",
	"unknown-availability": "Okänd lagerstatus: {{value}}",
	"invalid-shipping": "Ogiltig frakt (oläslig, i en annan valuta eller orimligt stor): {{value}}",
	"invalid-free-shipping-threshold":
		"Ogiltig gräns för fri frakt (oläslig, i en annan valuta, noll eller orimligt stor): {{value}}",
	// A value the row was imported without (the row itself was imported).
	"gtin-malformed":
		"GTIN {{value}} ignorerades: ett GTIN har 8, 12, 13 eller 14 siffror. Raden matchades på märke, namn och storlek",
	"gtin-check-digit": "GTIN {{value}} ignorerades: kontrollsiffran stämmer inte. Raden matchades på märke, namn och storlek",
	"gtin-restricted":
		"GTIN {{value}} ignorerades: det är ett butiksinternt nummer som inte är unikt mellan butiker. Raden matchades på märke, namn och storlek",
	"delivery-time-unreadable":
		"Leveranstiden ”{{value}}” ignorerades: den anger inga hela dagar, eller fler än 60 arbetsdagar. Butikens leveranstid visas",
	"sale-dates-unreadable":
		"Reaprisets datum ”{{value}}” gick inte att läsa (väntat: start/slut, t.ex. 2026-11-20T00:00+0100/2026-11-30T23:59+0100). Ordinarie pris används",
	"shipping-times-unreadable":
		"Hanterings- och transporttiderna i frakten ”{{value}}” ignorerades: de ska vara hela arbetsdagar, den kortaste före den längsta, och tillsammans högst 60. Butikens leveranstid visas",
	"duplicate-id": "Dubblett av id {{id}} (raden ignorerades)",
	"other-language": "Id {{id}} används redan av butikens flöde på ett annat språk",
	"feed-cut-off":
		"Flödet tog slut i förtid: {{cause}}. Importerade rader sparades; inga erbjudanden markerades som slut i lager.",
	// The file as a whole.
	"not-xml": "Flödet är inte giltig XML: {{detail}}",
	"not-google-feed": "Flödet är inte ett Google Merchant-flöde (rotelementet är <{{root}}>)",
	"xml-cut-off": "Flödet tar slut mitt i en produkt (efter {{items}} produkter): filen är avkortad",
	"not-csv": "Flödet är inte en läsbar CSV-fil: {{detail}}",
	"empty-csv": "CSV-filen är tom",
	"unknown-columns": "CSV-filens kolumner känns inte igen (saknar {{columns}})",
	"mapped-column-missing": "Kolumnen {{column}} i kolumnmappningen finns inte i filen",
	"csv-cut-off": "CSV-filen tar slut mitt i ett citerat fält: filen är avkortad",
	// Over a limit (the import stopped).
	"feed-too-large": "Flödet är större än gränsen på {{maxBytes}}; importen avbröts",
	"field-too-large": "Flödet har ett fält eller en textnod som är större än gränsen på {{maxBytes}}; importen avbröts",
	"row-too-large":
		"CSV-filen har en rad som är större än gränsen på {{maxBytes}} (ofta ett citattecken som aldrig avslutas); importen avbröts",
	"xml-too-deep": "XML-flödet är nästlat i fler än {{maxDepth}} nivåer; importen avbröts",
	"too-many-rows": "Flödet har fler än {{maxRows}} produkter; importen avbröts",
	// Fetching it.
	"no-source": "Flödet saknar både adress och fil",
	"invalid-path": "Ogiltig filsökväg: {{path}}",
	"missing-file": "Flödesfilen finns inte: {{path}}",
	"invalid-address": "Ogiltig adress: {{url}}",
	unreachable: "Kunde inte hämta flödet från {{host}}: {{reason}}",
	"no-answer": "Kunde inte hämta flödet från {{host}}: inget svar inom tidsgränsen",
	"http-status": "Kunde inte hämta flödet från {{host}}: HTTP {{status}}",
	"too-slow": "Hämtningen från {{host}} tog för lång tid",
	"address-refused":
		"Flödet från {{host}} hämtades inte: adressen, eller en omdirigering, leder till ett internt nät, den här servern eller en port som inte är tillåten",
	"too-many-redirects": "Kunde inte hämta flödet från {{host}}: fler än {{max}} omdirigeringar",
	// The import as a whole (nothing was changed).
	"feed-not-found": "Flödet finns inte",
	"no-valid-rows": "Flödet innehöll inga giltiga rader; inget ändrades",
	/** Any other failure: its technical message as it is. */
	unexpected: "{{detail}}",
	/** Words stored before problems were codes, as they are. */
	"legacy-text": "{{text}}",
} as const;

/**
 * Why a connection for a feed failed, by the system's code (`reason` of `unreachable`): what
 * happened in the operator's words, and the code for whoever looks further. A code of no class is
 * shown as it is (app/lib/connection-failure-text.ts).
 */
export const adminFeedConnectionFailures = {
	refused: "servern vägrade anslutningen – den är nere eller tar inte emot anslutningar på den porten ({{code}})",
	"name-not-found": "adressen kunde inte slås upp – namnet finns inte, kontrollera adressen ({{code}})",
	"name-lookup-failed": "adressen kunde inte slås upp just nu – namnservern svarade inte, försök igen om en stund ({{code}})",
	reset: "servern bröt anslutningen ({{code}})",
	"timed-out": "servern svarade inte på anslutningsförsöket ({{code}})",
	"no-route": "servern gick inte att nå – nätet har ingen väg dit ({{code}})",
	"certificate-expired": "serverns certifikat har gått ut eller gäller inte ännu ({{code}})",
	"certificate-wrong-host": "serverns certifikat gäller inte för den här adressen ({{code}})",
	"certificate-untrusted":
		"serverns certifikat kunde inte verifieras – det är självsignerat eller utfärdat av någon som inte är betrodd ({{code}})",
} as const;
