// The admin area's texts (Swedish only: /admin has no Norwegian variant), reached with `adminT`
// (../admin-t.ts, ADR 025). Kept out of the public catalogue, so no visitor's browser downloads them.
export { admin as adminMessages } from "./sv/admin";
