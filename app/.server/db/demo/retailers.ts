import type { Locale } from "./types";

export interface DemoRetailer {
	key: string;
	name: string;
	slug: string;
	websiteUrl: string;
	locales: Locale[];
	/** Multiplied with a product's base price to get this retailer's price (0.9–1.12). */
	priceFactor: number;
}

// Fictional demo retailers on reserved .example domains.
export const demoRetailers: DemoRetailer[] = [
	{
		key: "godisbutiken",
		name: "Godisbutiken",
		slug: "godisbutiken",
		websiteUrl: "https://godisbutiken.example",
		locales: ["sv"],
		priceFactor: 1,
	},
	{
		key: "snackshopen",
		name: "Snackshopen",
		slug: "snackshopen",
		websiteUrl: "https://snackshopen.example",
		locales: ["sv", "nb"],
		priceFactor: 0.95,
	},
	{
		key: "godtebutikken",
		name: "Godtebutikken",
		slug: "godtebutikken",
		websiteUrl: "https://godtebutikken.example",
		locales: ["nb"],
		priceFactor: 1.05,
	},
	{
		key: "nordisk-godis",
		name: "Nordisk Godis",
		slug: "nordisk-godis",
		websiteUrl: "https://nordiskgodis.example",
		locales: ["sv", "nb"],
		priceFactor: 1.08,
	},
	{
		key: "sotsakshuset",
		name: "Sötsakshuset",
		slug: "sotsakshuset",
		websiteUrl: "https://sotsakshuset.example",
		locales: ["sv"],
		priceFactor: 0.92,
	},
];
