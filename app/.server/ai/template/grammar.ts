// Each language's conjunctions and counted nouns, shared by the SEO text and the article.
import type { Locale } from "~/i18n/locales";
import type { Grammar } from "./phrases";

const count = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;

export const grammar: Record<Locale, Grammar> = {
	sv: {
		and: "och",
		or: "eller",
		products: count("produkt", "produkter"),
		brands: count("varumärke", "varumärken"),
		categories: count("kategori", "kategorier"),
		theCategories: (n) => (n === 1 ? "kategorin" : "kategorierna"),
	},
	nb: {
		and: "og",
		or: "eller",
		products: count("produkt", "produkter"),
		brands: count("merke", "merker"),
		categories: count("kategori", "kategorier"),
		theCategories: (n) => (n === 1 ? "kategorien" : "kategoriene"),
	},
};
