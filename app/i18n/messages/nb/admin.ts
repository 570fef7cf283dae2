import { admin as swedishAdmin } from "../sv/admin";
import type { Messages } from "../types";

// SPEC §2 lists no Norwegian admin: /admin is Swedish only, so the Norwegian catalogue carries
// the Swedish admin texts (kept here so both catalogues have the same keys).
export const admin: Messages["admin"] = swedishAdmin;
