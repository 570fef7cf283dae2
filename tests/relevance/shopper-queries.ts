// The relevance suite (ADR 039): shopper queries over the demo catalogue (data/feeds), each with the
// products it must find — by name without the pack size, so any size of the product counts. A
// *precise* query names one product (or a few equally right ones): one of them must come first.
// Kinds say what each query tries: words in another order, inflections, compounds and spacing,
// missing diacritics, typos, punctuation, words only in a description, brand and variant, synonyms.
import type { Locale } from "~/i18n/locales";

export type QueryKind =
	| "multi-word"
	| "inflection"
	| "compound"
	| "diacritics"
	| "typo"
	| "punctuation"
	| "description"
	| "brand-variant"
	| "synonym";

export interface ShopperQuery {
	locale: Locale;
	query: string;
	kind: QueryKind;
	/** Product names without pack size; a hit is any size of one of them. */
	expect: string[];
	/** One of `expect` must come first. */
	precise: boolean;
}

const q = (locale: Locale, kind: QueryKind, query: string, expect: string[], precise = true): ShopperQuery => ({
	locale,
	query,
	kind,
	expect,
	precise,
});

const sugarFreeSv = [
	"Red Bull Sugarfree",
	"Red Bull Zero",
	"Battery No Calories",
	"Celsius Tropical Vibe",
	"Celsius Peach Vibe",
	"Celsius Sparkling Orange",
	"Monster Energy Ultra White",
	"Nocco BCAA Caribbean",
	"Nocco BCAA Limón del Sol",
	"Nocco BCAA Miami",
	"Nocco Ramonade",
];
const sugarFreeColas = ["Coca-Cola Zero Sugar", "Coca-Cola Light", "Pepsi Max", "Pepsi Max Lime", "Dr Pepper Zero"];

export const shopperQueries: ShopperQuery[] = [
	// Swedish
	q("sv", "multi-word", "marabou choklad", ["Marabou Mjölkchoklad", "Marabou Mörk Choklad"]),
	q("sv", "multi-word", "choklad marabou", ["Marabou Mjölkchoklad", "Marabou Mörk Choklad"]),
	q("sv", "multi-word", "coca cola", ["Coca-Cola Original Taste", "Coca-Cola Light", "Coca-Cola Zero Sugar"]),
	q("sv", "multi-word", "sura bilar", ["Ahlgrens Bilar Sura"]),
	q("sv", "multi-word", "bilar sura ahlgrens", ["Ahlgrens Bilar Sura"]),
	q("sv", "multi-word", "lime pepsi", ["Pepsi Max Lime"]),
	q("sv", "multi-word", "zero red bull", ["Red Bull Zero"]),
	q("sv", "multi-word", "fanta orange zero", ["Fanta Orange Zero"]),
	q("sv", "multi-word", "kinder bueno white", ["Kinder Bueno White"]),
	q("sv", "multi-word", "pistachio lindor", ["Lindt Lindor Pistachio"]),
	q("sv", "multi-word", "haribo cola", ["Haribo Happy Cola", "Haribo Happy Cola F!ZZ"]),
	q("sv", "multi-word", "mango monster", ["Monster Mango Loco"]),
	q("sv", "multi-word", "melkesjokolade freia", ["Freia Melkesjokolade"]),
	q("sv", "multi-word", "gott blandat supersur", ["Malaco Gott & Blandat Supersur"]),
	q("sv", "inflection", "sura", ["Ahlgrens Bilar Sura"]),
	q("sv", "inflection", "sur cola", ["Bubs Sur Cool Cola Skalle", "Haribo Happy Cola F!ZZ"]),
	q("sv", "inflection", "nallarna", ["Haribo Goldbears"]),
	q("sv", "inflection", "bil", ["Ahlgrens Bilar", "Ahlgrens Bilar Sura"]),
	q(
		"sv",
		"inflection",
		"energidrycker",
		sugarFreeSv.concat(["Red Bull Energy Drink", "Battery Energy Drink", "Monster Energy"]),
		false,
	),
	q("sv", "inflection", "skumskalle", ["Bubs Hallon & Lakrits Skallar", "Bubs Sur Cool Cola Skalle"]),
	q(
		"sv",
		"inflection",
		"kolor",
		["Fazer Dumle", "Cloetta Center", "Cloetta Plopp", "Snickers", "Twix", "Toms Yankie Bar", "Daim"],
		false,
	),
	q("sv", "compound", "kex choklad", ["Cloetta Kexchoklad"]),
	q("sv", "compound", "kexchoklad", ["Cloetta Kexchoklad"]),
	q("sv", "compound", "mjölk choklad", ["Marabou Mjölkchoklad"]),
	q("sv", "compound", "mörkchoklad", ["Marabou Mörk Choklad"]),
	q("sv", "compound", "cocacola", ["Coca-Cola Original Taste", "Coca-Cola Light", "Coca-Cola Zero Sugar"]),
	q("sv", "compound", "redbull", ["Red Bull Energy Drink", "Red Bull Zero", "Red Bull Sugarfree", "Red Bull Red Edition"]),
	q("sv", "compound", "drpepper", ["Dr Pepper", "Dr Pepper Zero"]),
	q("sv", "compound", "sport lunch", ["Cloetta Sportlunch"]),
	q("sv", "compound", "salt lakrits", ["Marabou Saltlakrits"]),
	q("sv", "compound", "grill chips", ["Estrella Grillchips", "OLW Grillchips"]),
	q("sv", "compound", "lakrits skallar", ["Bubs Hallon & Lakrits Skallar"]),
	q("sv", "diacritics", "djungelvral", ["Malaco Djungelvrål"]),
	q("sv", "diacritics", "smorbukk", ["Nidar Smørbukk"]),
	q("sv", "diacritics", "sorlandschips", ["Sørlandschips Original Havsalt", "Sørlandschips Spansk Paprika"]),
	q("sv", "diacritics", "daim drage", ["Daim Dragé"]),
	q("sv", "diacritics", "blabar", ["Bubs Goody Hallon & Blåbär"]),
	q("sv", "diacritics", "firklover", ["Freia Firkløver"]),
	q("sv", "diacritics", "limon del sol", ["Nocco BCAA Limón del Sol"]),
	q("sv", "diacritics", "MARABOU SCHWEIZERNOT", ["Marabou Schweizernöt"]),
	q("sv", "typo", "pringels", ["Pringles Original", "Pringles Paprika", "Pringles Sour Cream & Onion"]),
	q("sv", "typo", "marabu", [
		"Marabou Mjölkchoklad",
		"Marabou Mörk Choklad",
		"Marabou Daim",
		"Marabou Aladdin",
		"Marabou Apelsinkrokant",
	]),
	q("sv", "typo", "toblerome", ["Toblerone Milk", "Toblerone Dark"]),
	q("sv", "typo", "skitles", ["Skittles Fruits", "Skittles Crazy Sours"]),
	q("sv", "typo", "snikers", ["Snickers"]),
	q("sv", "typo", "celcius", ["Celsius Peach Vibe", "Celsius Sparkling Orange", "Celsius Tropical Vibe"]),
	q("sv", "typo", "tyrkisk peper", ["Fazer Tyrkisk Peber"]),
	q("sv", "typo", "geisah", ["Fazer Geisha"]),
	q("sv", "typo", "kinder suprise", ["Kinder Surprise"]),
	q("sv", "typo", "djungelvål", ["Malaco Djungelvrål"]),
	q("sv", "punctuation", "m&m", ["M&M's Chocolate", "M&M's Peanut"]),
	q("sv", "punctuation", "m&ms peanut", ["M&M's Peanut"]),
	q("sv", "punctuation", "reeses", ["Reese's Peanut Butter Cups", "Reese's Pieces"]),
	q("sv", "punctuation", "dr. pepper", ["Dr Pepper", "Dr Pepper Zero"]),
	q("sv", "punctuation", "coca-cola zero", ["Coca-Cola Zero Sugar"]),
	q("sv", "punctuation", "happy cola f!zz", ["Haribo Happy Cola F!ZZ"]),
	q("sv", "punctuation", "polly 200g", ["Cloetta Polly"]),
	q("sv", "punctuation", "70 %", ["Lindt Excellence 70 % Cocoa"]),
	q("sv", "punctuation", "schoko-bons", ["Kinder Schoko-Bons"]),
	q("sv", "punctuation", "gott & blandat", ["Malaco Gott & Blandat Original", "Malaco Gott & Blandat Supersur"]),
	q("sv", "description", "hasselnötsfyllning", ["Fazer Geisha"]),
	q(
		"sv",
		"description",
		"salmiak",
		["Fazer Pantteri", "Fazer Tyrkisk Peber", "Malaco Djungelvrål", "Malaco Salta Katten"],
		false,
	),
	q("sv", "description", "persika", ["Celsius Peach Vibe"]),
	q("sv", "description", "vattenmelon", ["Red Bull Red Edition"]),
	q("sv", "description", "mandelkola", ["Daim"]),
	q("sv", "description", "jordnötssmör", ["Reese's Peanut Butter Cups", "Reese's Pieces"]),
	q("sv", "description", "honung", ["Toblerone Milk", "Toblerone Dark"]),
	q("sv", "description", "ostsmak", ["Estrella Ostbågar", "OLW Cheez Doodles"], false),
	q("sv", "brand-variant", "daim mini", ["Daim Mini"]),
	q("sv", "brand-variant", "nocco miami", ["Nocco BCAA Miami"]),
	q("sv", "brand-variant", "olw cheez doodles", ["OLW Cheez Doodles"]),
	q("sv", "brand-variant", "estrella ostbågar", ["Estrella Ostbågar"]),
	q("sv", "brand-variant", "celsius tropical", ["Celsius Tropical Vibe"]),
	q("sv", "brand-variant", "battery no calories", ["Battery No Calories"]),
	q("sv", "brand-variant", "zingo apelsin", ["Zingo Apelsin"]),
	q("sv", "brand-variant", "fazer blå", ["Fazer Blå"]),
	q("sv", "synonym", "energidryck utan socker", sugarFreeSv, false),
	q("sv", "synonym", "sockerfri cola", sugarFreeColas),
	q("sv", "synonym", "dricka apelsin", ["Zingo Apelsin", "Fanta Orange"]),
	q("sv", "synonym", "bears", ["Haribo Goldbears"]),
	q("sv", "synonym", "chocolate marabou", ["Marabou Mjölkchoklad", "Marabou Mörk Choklad"]),
	q("sv", "synonym", "läsk zero", sugarFreeColas.concat(["Fanta Orange Zero"]), false),
	// Norwegian
	q("nb", "multi-word", "melkesjokolade freia", ["Freia Melkesjokolade"]),
	q("nb", "multi-word", "freia melkesjokolade", ["Freia Melkesjokolade"]),
	q("nb", "multi-word", "sure biler", ["Ahlgrens Bilar Sura"]),
	q("nb", "multi-word", "kvikk lunsj", ["Freia Kvikk Lunsj"]),
	q("nb", "multi-word", "mandler walters", ["Freia Walters Mandler"]),
	q("nb", "multi-word", "coca cola", ["Coca-Cola Original Taste", "Coca-Cola Light", "Coca-Cola Zero Sugar"]),
	q("nb", "multi-word", "pepsi max lime", ["Pepsi Max Lime"]),
	q("nb", "inflection", "seigmann", ["Laban Seigmenn"]),
	q("nb", "inflection", "gummibjørn", ["Haribo Goldbears"]),
	q("nb", "inflection", "skumbil", ["Ahlgrens Bilar", "Ahlgrens Bilar Sura"]),
	q(
		"nb",
		"inflection",
		"energidrikker",
		sugarFreeSv.concat(["Red Bull Energy Drink", "Battery Energy Drink", "Monster Energy"]),
		false,
	),
	q("nb", "compound", "kvikklunsj", ["Freia Kvikk Lunsj"]),
	q("nb", "compound", "bamse mums", ["Nidar Bamsemums"]),
	q("nb", "compound", "rosiner", ["Brynild Sjokoladerosiner"]),
	q("nb", "compound", "sjokolade peanøtter", ["Brynild Sjokoladepeanøtter"]),
	q("nb", "compound", "redbull", ["Red Bull Energy Drink", "Red Bull Zero", "Red Bull Sugarfree", "Red Bull Red Edition"]),
	q("nb", "compound", "cocacola", ["Coca-Cola Original Taste", "Coca-Cola Light", "Coca-Cola Zero Sugar"]),
	q("nb", "diacritics", "smorbukk", ["Nidar Smørbukk"]),
	q("nb", "diacritics", "djungelvral", ["Malaco Djungelvrål"]),
	q("nb", "diacritics", "sorlandschips paprika", ["Sørlandschips Spansk Paprika"]),
	q("nb", "diacritics", "firklover", ["Freia Firkløver"]),
	q("nb", "typo", "pringels", ["Pringles Original", "Pringles Paprika", "Pringles Sour Cream & Onion"]),
	q("nb", "typo", "marabu", [
		"Marabou Mjölkchoklad",
		"Marabou Mörk Choklad",
		"Marabou Daim",
		"Marabou Aladdin",
		"Marabou Apelsinkrokant",
	]),
	q("nb", "typo", "tobelrone", ["Toblerone Milk", "Toblerone Dark"]),
	q("nb", "typo", "bamsemus", ["Nidar Bamsemums"]),
	q("nb", "typo", "snikers", ["Snickers"]),
	q("nb", "punctuation", "m&m", ["M&M's Chocolate", "M&M's Peanut"]),
	q("nb", "punctuation", "dr. pepper zero", ["Dr Pepper Zero"]),
	q("nb", "punctuation", "reese's pieces", ["Reese's Pieces"]),
	q("nb", "description", "lakrisaper", ["Malaco Djungelvrål"]),
	q("nb", "description", "fersken", ["Celsius Peach Vibe"]),
	q("nb", "description", "vannmelon", ["Red Bull Red Edition"]),
	q("nb", "description", "hasselnøttfyll", ["Fazer Geisha", "Kinder Bueno", "Kinder Bueno White"], false),
	q("nb", "description", "mandelkaramell", ["Daim"]),
	q("nb", "brand-variant", "nidar troika", ["Nidar Troika"]),
	q("nb", "brand-variant", "freia smil", ["Freia Smil"]),
	q("nb", "brand-variant", "kims ostepop", ["Kims Ostepop"]),
	q("nb", "brand-variant", "zingo appelsin", ["Zingo Appelsin"]),
	q("nb", "synonym", "energidrikk uten sukker", sugarFreeSv, false),
	q("nb", "synonym", "sukkerfri brus", sugarFreeColas.concat(["Fanta Orange Zero"]), false),
	q("nb", "synonym", "bjørner", ["Haribo Goldbears"]),
	q("nb", "synonym", "godis", ["Ahlgrens Bilar", "Haribo Goldbears", "Malaco Zoo", "Cloetta Polly", "Haribo Starmix"], false),
	q("nb", "synonym", "chocolate freia", ["Freia Melkesjokolade"]),
];
