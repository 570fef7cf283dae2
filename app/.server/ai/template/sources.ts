// The stable public sources an article links to, in each language's country: food rules and
// allergens, consumer rights and unit prices, dental health.
import type { Locale } from "~/i18n/locales";
import type { Link } from "./text";

export const sources: Record<Locale, Record<"food" | "consumer" | "health", Link>> = {
	sv: {
		food: { name: "Livsmedelsverket", path: "https://www.livsmedelsverket.se/" },
		consumer: { name: "Konsumentverket", path: "https://www.konsumentverket.se/" },
		health: { name: "1177", path: "https://www.1177.se/" },
	},
	nb: {
		food: { name: "Matportalen", path: "https://www.matportalen.no/" },
		consumer: { name: "Forbrukerrådet", path: "https://www.forbrukerradet.no/" },
		health: { name: "Helsenorge", path: "https://www.helsenorge.no/" },
	},
};
