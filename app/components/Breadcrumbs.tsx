// The visible breadcrumb trail, the same steps as the page's BreadcrumbList JSON-LD.
// The last step is the page itself: text marked aria-current, not a link.

import { useT } from "~/i18n/use-locale";
import type { Crumb } from "~/lib/structured-data";
import { PageLink } from "./PageLink";
import { phoneTapTarget } from "./phone-tap-target";

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
	const t = useT();
	return (
		<nav aria-label={t("pages.breadcrumb")} className="mb-6 text-sm text-gray-600">
			<ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
				{crumbs.map((crumb, i) => {
					const last = i === crumbs.length - 1;
					return (
						<li key={crumb.path} className="flex items-center gap-2">
							{last ? (
								<span aria-current="page" className="font-medium text-gray-900">
									{crumb.name}
								</span>
							) : (
								<>
									<PageLink to={crumb.path} className={`${phoneTapTarget} hover:text-brand-700 hover:underline`}>
										{crumb.name}
									</PageLink>
									<span aria-hidden="true">›</span>
								</>
							)}
						</li>
					);
				})}
			</ol>
		</nav>
	);
}
