// Slug rule of the manual article form: lowercase; å and ä become a; ö becomes o;
// anything but a-z, 0-9, space and hyphen is removed; spaces become hyphens; hyphens collapse.
// Before the removal step any accented letter loses its accent (Unicode NFD, marks removed) and the
// few letters without a split form are spelled out, so titles in any language keep their words
// ("Limón" → "limon", not "limn"; "Bløtkake" → "blotkake"). Only new slugs take this rule: stored
// slugs are addresses and are never rewritten (ADR 076).

// Letters Unicode does not split into a base letter and marks. ø → o and æ → ae are what the rule
// has always made of them (å, ä, ö, é, è and ü split, and come out as they always did).
const transliterations: Record<string, string> = {
	ø: "o",
	æ: "ae",
	œ: "oe",
	ß: "ss",
	ł: "l",
	đ: "d",
	ð: "d",
	þ: "th",
	ı: "i",
};

/** Unicode's combining marks (accents, rings, diaeresis …) that NFD splits off a base letter. */
const combiningMarks = /\p{M}/gu;
const unsplitLetters = new RegExp(`[${Object.keys(transliterations).join("")}]`, "g");

export function slugify(text: string): string {
	return text
		.toLowerCase()
		.normalize("NFD")
		.replace(combiningMarks, "")
		.replace(unsplitLetters, (ch) => transliterations[ch] ?? ch)
		.replace(/[^a-z0-9 -]/g, "")
		.trim()
		.replace(/ /g, "-")
		.replace(/-+/g, "-");
}
