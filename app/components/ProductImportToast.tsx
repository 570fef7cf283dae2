// The product import's result as a toast. Rendered by the server after the
// form post, so it needs no JavaScript; success is polite, failure is announced at once.
import type { ImportOutcome } from "~/.server/catalogue/import-products";
import type { Locale } from "~/i18n/locales";
import { useT } from "~/i18n/use-locale";

export function ProductImportToast({ result, locale }: { result: ImportOutcome; locale: Locale }) {
	const t = useT();
	if (result.status === "failed") {
		return (
			<p
				role="alert"
				data-testid="import-toast"
				className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800"
			>
				{t("discovery.products.importFailed")}
			</p>
		);
	}
	const text =
		result.status === "imported"
			? t("discovery.products.imported", { n: result.added[locale] })
			: t("discovery.products.importRecent");
	return (
		<p
			role="status"
			data-testid="import-toast"
			className="mb-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900"
		>
			{text}
		</p>
	);
}
