// Swedish texts of the discovery screens (see ../sv.ts). nb/discovery.ts must have the same keys.
export const discovery = {
	placeholder: "",
} as const;
