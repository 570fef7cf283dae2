// SPEC §2 "further tools": categorise, add brand, assign and sync categories, and the tool-run history.
// Swedish only: the admin area has no Norwegian variant (see ../nb/admin.ts).
export const adminTools = {} as const;
