// A kind of background job for people: "category-seo" → "SEO-text för kategorier". A kind this
// version has no words for (one added later) shows as it is stored.
import { adminText, hasAdminText } from "~/i18n/admin-t";

export function jobKindName(kind: string): string {
	const key = `jobKinds.${kind}`;
	return hasAdminText(key) ? adminText({ key }) : kind;
}
