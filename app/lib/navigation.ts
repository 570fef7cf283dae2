export interface NavigationItem {
	name: string;
	slug: string;
}

/** Published categories and brands of one language, for the menu and the footer. */
export interface NavigationLists {
	categories: NavigationItem[];
	brands: NavigationItem[];
}

/** Splits a list into `columns` runs of about equal length (the footer's 3 columns). */
export function splitIntoColumns<T>(items: T[], columns: number): T[][] {
	const size = Math.ceil(items.length / columns);
	return Array.from({ length: columns }, (_, i) => items.slice(i * size, (i + 1) * size));
}
