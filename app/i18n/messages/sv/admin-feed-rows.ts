// Why a feed row was rejected, shown in an import's result (issue 5), and why a whole feed could not
// be read. `{{value}}` is the offending value as the feed wrote it.
// Swedish only: the admin area has no Norwegian variant (see ../nb/admin.ts).
export const adminFeedRows = {
	missingId: "Saknar id",
	missingTitle: "Saknar titel",
	titleHasMarkup: "Titeln innehåller HTML: {{value}}",
	missingPrice: "Saknar pris",
	invalidPrice: "Ogiltigt pris: {{value}}",
	priceNotPositive: "Priset måste vara större än noll: {{value}}",
	invalidCurrency: "Ogiltig valuta: {{value}}",
	missingUrl: "Saknar länk",
	invalidUrl: "Ogiltig länk: {{value}}",
	missingAvailability: "Saknar lagerstatus",
	unknownAvailability: "Okänd lagerstatus: {{value}}",
	// The feed as a whole (FeedFormatError).
	notXml: "Flödet är inte giltig XML: {{value}}",
	notGoogleFeed: "Flödet är inte ett Google Merchant-flöde (rotelementet är <{{value}}>)",
	truncatedXml: "Flödet tar slut mitt i en produkt (efter {{value}} produkter): filen är avkortad",
	notCsv: "Flödet är inte en läsbar CSV-fil: {{value}}",
	emptyCsv: "CSV-filen är tom",
	unknownColumns: "CSV-filens kolumner känns inte igen (saknar {{value}})",
	mappedColumnMissing: "Kolumnen {{value}} i kolumnmappningen finns inte i filen",
	truncatedCsv: "CSV-filen tar slut mitt i ett citerat fält: filen är avkortad",
} as const;
