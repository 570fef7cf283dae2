import "i18next";
import type { sv } from "./messages/sv";

declare module "i18next" {
	interface CustomTypeOptions {
		defaultNS: "translation";
		// The public texts only: the admin area reaches its own with `adminT` (ADR 025).
		resources: { translation: typeof sv };
	}
}
