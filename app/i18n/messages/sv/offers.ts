// Offers table, price history, unit price and click-outs on the product page (issue 5).
// Swedish texts; nb/offers.ts must have the same keys.
export const offers = {} as const;
