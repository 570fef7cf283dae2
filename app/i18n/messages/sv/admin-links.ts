// SPEC §2 card 4 (product descriptions) and the internal-link tool, with §8's texts.
// Swedish only: the admin area has no Norwegian variant (see ../nb/admin.ts).
export const adminLinks = {} as const;
