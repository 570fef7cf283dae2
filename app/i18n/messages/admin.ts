// The admin area's texts (Swedish only: /admin has no Norwegian variant). Kept out of the public
// catalogue so no visitor's browser downloads them: the server has them in every i18n instance,
// and the admin pages add them to the browser's (useAdminMessages).
export { admin as adminMessages } from "./sv/admin";
