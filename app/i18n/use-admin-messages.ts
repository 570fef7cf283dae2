import { useTranslation } from "react-i18next";
import { adminMessages } from "./messages/admin";

/**
 * Adds the admin texts to this browser's catalogue (the public pages' bundle leaves them out). Called
 * at the top of the admin frame and the login page, before any admin text renders; adding is
 * idempotent, and on the server the catalogue has them already.
 */
export function useAdminMessages(): void {
	const { i18n } = useTranslation();
	for (const locale of ["sv", "nb"]) {
		if (!i18n.exists("admin.title", { lng: locale })) {
			i18n.addResourceBundle(locale, "translation", { admin: adminMessages }, true, false);
		}
	}
}
