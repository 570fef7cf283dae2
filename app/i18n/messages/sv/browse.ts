// Sort and filters on category, brand, products and search pages (issue 5).
// Swedish texts; nb/browse.ts must have the same keys.
export const browse = {} as const;
