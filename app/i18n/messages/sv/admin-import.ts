// A feed import's result as the job page and the feeds card show it (issue 5).
// Swedish only: the admin area has no Norwegian variant (see ../nb/admin.ts).
export const adminImport = {} as const;
