import type { Messages } from "../types";

// Offers table, price history, unit price and click-outs on the product page (issue 5).
export const offers: Messages["offers"] = {};
