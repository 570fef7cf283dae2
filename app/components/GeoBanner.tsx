// The language banner for Norwegian browsers on Swedish pages, decided on the server
// (docs/product.md, Geo banner). Both answers are form posts to
// /geo-preference (a cookie), so they work without JavaScript; with scripts the choice is also
// mirrored to localStorage under the site's own key.
import { Form, useLocation } from "react-router";
import { useT } from "~/i18n/use-locale";
import { geoPreferenceStorageKey } from "~/lib/geo-preference";

function mirrorToLocalStorage(value: "nb" | "sv") {
	try {
		window.localStorage.setItem(geoPreferenceStorageKey, value);
	} catch {
		// Private browsing may refuse storage; the cookie already carries the choice.
	}
}

export function GeoBanner({ norwegianPath }: { norwegianPath: string }) {
	const t = useT();
	const location = useLocation();
	const here = `${location.pathname}${location.search}`;
	return (
		<aside lang="sv" className="border-b border-amber-200 bg-amber-50" data-testid="geo-banner">
			<Form
				method="post"
				action="/geo-preference"
				className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2 text-sm"
			>
				<input type="hidden" name="norwegianPath" value={norwegianPath} />
				<input type="hidden" name="returnTo" value={here} />
				<p className="mr-auto">{t("geoBanner.text")}</p>
				<button
					type="submit"
					name="preference"
					value="nb"
					onClick={() => mirrorToLocalStorage("nb")}
					className="rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700"
				>
					{t("geoBanner.accept")}
				</button>
				<button
					type="submit"
					name="preference"
					value="sv"
					onClick={() => mirrorToLocalStorage("sv")}
					className="rounded-md border border-gray-300 bg-white px-3 py-1.5 font-medium hover:bg-gray-50"
				>
					{t("geoBanner.decline")}
				</button>
				<button
					type="submit"
					name="preference"
					value="sv"
					onClick={() => mirrorToLocalStorage("sv")}
					className="rounded-md p-1.5 hover:bg-amber-100"
					aria-label={t("geoBanner.close")}
				>
					<svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
						<path d="M6 6l12 12M18 6L6 18" />
					</svg>
				</button>
			</Form>
		</aside>
	);
}
