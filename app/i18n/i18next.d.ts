import "i18next";
import type { sv } from "./messages/sv";

declare module "i18next" {
	interface CustomTypeOptions {
		defaultNS: "translation";
		resources: { translation: typeof sv };
	}
}
