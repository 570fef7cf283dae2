// Slug rule of the manual article form: lowercase; å and ä become a; ö becomes o;
// anything but a-z, 0-9, space and hyphen is removed; spaces become hyphens; hyphens collapse.
// We also transliterate the Norwegian and common Latin letters (ø, æ, é, ü …) before the
// removal step so Norwegian titles keep their words ("Bløtkake" → "blotkake", not "bltkake").

const transliterations: Record<string, string> = {
	å: "a",
	ä: "a",
	ö: "o",
	ø: "o",
	æ: "ae",
	é: "e",
	è: "e",
	ü: "u",
};

export function slugify(text: string): string {
	return text
		.toLowerCase()
		.replace(/[åäöøæéèü]/g, (ch) => transliterations[ch] ?? ch)
		.replace(/[^a-z0-9 -]/g, "")
		.trim()
		.replace(/ /g, "-")
		.replace(/-+/g, "-");
}
