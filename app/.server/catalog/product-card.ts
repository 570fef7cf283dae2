// The product fields every list shows (SPEC §7 "product fields"), selected once.
import { products } from "../db/schema";

export const productCardColumns = {
	id: products.id,
	name: products.name,
	slug: products.slug,
	brand: products.brand,
	price: products.price,
	currency: products.currency,
	imageUrl: products.imageUrl,
	productUrl: products.productUrl,
};

export type ProductCard = {
	id: string;
	name: string;
	slug: string;
	brand: string | null;
	price: number | null;
	currency: string;
	imageUrl: string | null;
	productUrl: string | null;
};
