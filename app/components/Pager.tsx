// Previous/next links with 'Sida X av Y' under a paged list; links, so no JavaScript needed.
import { useLocation } from "react-router";
import { useT } from "~/i18n/use-locale";
import { PageLink } from "./PageLink";

export function Pager({ page, pages }: { page: number; pages: number }) {
	const t = useT();
	const { pathname, search } = useLocation();
	if (pages <= 1) return null;
	// Page 1 is the list's own address, with no `?page=1`: one address for it, the canonical one.
	const to = (n: number) => {
		const params = new URLSearchParams(search);
		if (n > 1) params.set("page", String(n));
		else params.delete("page");
		const query = params.toString();
		return query ? `${pathname}?${query}` : pathname;
	};
	const linkClass =
		"inline-flex min-h-11 items-center rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-50";
	return (
		<nav aria-label={t("pages.pageOf", { page, pages })} className="mt-8 flex items-center justify-center gap-4">
			{page > 1 ? (
				<PageLink to={to(page - 1)} rel="prev" className={linkClass}>
					{t("pages.previous")}
				</PageLink>
			) : null}
			<span>{t("pages.pageOf", { page, pages })}</span>
			{page < pages ? (
				<PageLink to={to(page + 1)} rel="next" className={linkClass}>
					{t("pages.next")}
				</PageLink>
			) : null}
		</nav>
	);
}
