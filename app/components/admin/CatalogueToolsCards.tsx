// Placeholder: SPEC §2 "further tools" cards.
import type { loadCatalogueTools } from "~/.server/admin/catalogue-tools";

type CatalogueToolsData = Awaited<ReturnType<typeof loadCatalogueTools>>;

export function CategorizeCard(_props: { data: CatalogueToolsData }) {
	return null;
}

export function AddBrandCard(_props: { data: CatalogueToolsData }) {
	return null;
}

export function AssignCategoriesCard(_props: { data: CatalogueToolsData }) {
	return null;
}

export function SyncCategoriesCard(_props: { data: CatalogueToolsData }) {
	return null;
}
