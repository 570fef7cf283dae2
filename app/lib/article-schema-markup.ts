// The Article structured data stored with every article (its schema_markup column).
export interface ArticleSchemaFacts {
	headline: string;
	description: string;
	publishedAt: string | null;
	modifiedAt: string | null;
}

export function articleSchemaMarkup(facts: ArticleSchemaFacts) {
	return {
		"@context": "https://schema.org",
		"@type": "Article",
		headline: facts.headline,
		description: facts.description,
		author: { "@type": "Organization", name: "Godisguiden" },
		publisher: { "@type": "Organization", name: "Godisguiden", logo: { "@type": "ImageObject", url: "/logo.svg" } },
		datePublished: facts.publishedAt,
		dateModified: facts.modifiedAt ?? facts.publishedAt,
	};
}
