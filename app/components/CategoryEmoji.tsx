// Each category's emoji is chosen by its slug (🍭 for any other slug).
const emojiBySlug: Record<string, string> = {
	"dubai-choklad": "🍫",
	"dubai-sjokolade": "🍫",
	choklad: "🍫",
	"sjokolade-pa-nett": "🍫",
	godis: "🍬",
	"godteri-pa-nett": "🍬",
	"halloween-godis": "🎃",
	"halloween-godteri": "🎃",
	julgodis: "🎄",
	julegodteri: "🎄",
	"amerikanskt-godis": "🇺🇸",
	"amerikansk-godteri": "🇺🇸",
	chips: "🥔",
	energidryck: "⚡",
	energidrikk: "⚡",
};

export function categoryEmoji(slug: string): string {
	return emojiBySlug[slug] ?? "🍭";
}

export function CategoryEmoji({ slug, className = "" }: { slug: string; className?: string }) {
	return (
		<span aria-hidden="true" className={className}>
			{categoryEmoji(slug)}
		</span>
	);
}
