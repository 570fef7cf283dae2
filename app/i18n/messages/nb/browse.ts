import type { Messages } from "../types";

// Sort and filters on category, brand, products and search pages (issue 5).
export const browse: Messages["browse"] = {};
