import "i18next";
import type { adminMessages } from "./messages/admin";
import type { sv } from "./messages/sv";

declare module "i18next" {
	interface CustomTypeOptions {
		defaultNS: "translation";
		// The admin texts are added to the browser's catalogue on admin pages only (useAdminMessages).
		resources: { translation: typeof sv & { admin: typeof adminMessages } };
	}
}
