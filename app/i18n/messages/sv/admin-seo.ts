// SPEC §2 cards 1–3: home, category and brand SEO generation, and §8's texts for them.
// Swedish only: the admin area has no Norwegian variant (see ../nb/admin.ts).
export const adminSeo = {} as const;
