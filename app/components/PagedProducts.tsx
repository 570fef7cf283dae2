// A product grid shown 24 more at a time with the counter 'Visar X av Y produkter'.
// "Load more" is a link to ?page=N+1, which server-renders the first 24·(N+1) products, so it
// works without JavaScript. With JavaScript the click fetches that page alone, appends it in
// place (the first cards, focus and scroll stay as they are) and then replaces the address with
// ?page=N+1, so a reload or the way back to this list shows everything loaded so far.
import { type MouseEvent, useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { countForm } from "~/i18n/count-form";
import { useT } from "~/i18n/use-locale";
import { appendParam, markInPlaceAddress, nextPage } from "~/lib/load-more";
import { type ProductCardData, ProductGrid } from "./ProductCard";

function withoutRepeats(products: ProductCardData[]): ProductCardData[] {
	const seen = new Set<string>();
	return products.filter((p) => {
		if (seen.has(p.id)) return false;
		seen.add(p.id);
		return true;
	});
}

function isPlainLeftClick(event: MouseEvent): boolean {
	return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export function PagedProducts({
	products,
	total,
	pageSize,
	empty,
}: {
	products: ProductCardData[];
	total: number;
	pageSize: number;
	empty: string;
}) {
	const t = useT();
	const { pathname, search } = useLocation();
	const navigate = useNavigate();
	const fetcher = useFetcher<{ products?: ProductCardData[] }>();
	const [appended, setAppended] = useState<ProductCardData[]>([]);
	const handled = useRef<unknown>(null);
	const requestedPage = useRef(0);
	const focusFrom = useRef<number | null>(null);
	const grid = useRef<HTMLDivElement>(null);

	const shown = useMemo(() => withoutRepeats([...products, ...appended]), [products, appended]);
	const loading = fetcher.state !== "idle";
	const hasMore = shown.length < total;

	const addressOf = (page: number, append: boolean) => {
		const params = new URLSearchParams(search);
		params.set("page", String(page));
		if (append) params.set(appendParam, "1");
		else params.delete(appendParam);
		return `${pathname}?${params}`;
	};

	useEffect(() => {
		const data = fetcher.data;
		if (fetcher.state !== "idle" || !data || handled.current === data) return;
		handled.current = data;
		const known = new Set(shown.map((p) => p.id));
		const fresh = (data.products ?? []).filter((p) => !known.has(p.id));
		if (fresh.length === 0) return;
		focusFrom.current = shown.length;
		setAppended((previous) => [...previous, ...fresh]);
		const address = addressOf(requestedPage.current, false);
		markInPlaceAddress(`${pathname}${search}`, address);
		navigate(address, { replace: true, preventScrollReset: true });
	});

	// When the last page came in, the button is gone: keep keyboard users in place by moving focus
	// to the first new product instead of losing it to the top of the document.
	useEffect(() => {
		const from = focusFrom.current;
		if (from === null) return;
		focusFrom.current = null;
		if (hasMore) return;
		grid.current?.querySelectorAll("li")[from]?.querySelector<HTMLElement>(":is(h2, h3) a")?.focus({ preventScroll: true });
	}, [hasMore]);

	if (total === 0) return <p className="rounded-lg bg-gray-50 p-6 text-center text-gray-700">{empty}</p>;

	const next = nextPage(shown.length, pageSize);
	const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
		if (!isPlainLeftClick(event)) return;
		event.preventDefault();
		if (loading) return;
		requestedPage.current = next;
		fetcher.load(addressOf(next, true));
	};

	return (
		<div className="space-y-6" data-testid="paged-products">
			<p className="text-sm text-gray-700" aria-live="polite">
				{t(`common.showingProducts.${countForm(total)}`, { shown: shown.length, total })}
			</p>
			<div ref={grid}>
				<ProductGrid products={shown} headingLevel={2} />
			</div>
			{hasMore ? (
				<div className="text-center">
					<Link
						to={addressOf(next, false)}
						onClick={loadMore}
						preventScrollReset
						aria-disabled={loading || undefined}
						className="inline-flex min-h-11 items-center rounded-md border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50 aria-disabled:opacity-60"
					>
						{loading ? t("common.loading") : t("common.loadMore")}
					</Link>
				</div>
			) : null}
		</div>
	);
}
