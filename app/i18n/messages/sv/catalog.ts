// Swedish texts of the catalog screens (see ../sv.ts). nb/catalog.ts must have the same keys.
export const catalog = {
	placeholder: "",
} as const;
