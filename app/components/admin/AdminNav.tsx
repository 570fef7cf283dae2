// The admin's section navigation, on every admin page (ADR 053): plain links, so it works without
// JavaScript; the current section is marked (aria-current). On a narrow screen the links wrap onto
// a second line rather than scroll out of sight, each tall enough to tap.
import { NavLink } from "react-router";
import { adminT } from "~/i18n/admin-t";
import { adminSectionIds, adminSectionPaths } from "~/lib/admin-sections";

export function AdminNav() {
	return (
		<nav aria-label={adminT("sections.navLabel")} className="border-b border-gray-200 bg-white">
			<ul className="mx-auto flex max-w-5xl flex-wrap gap-x-1 px-2 sm:px-4" data-testid="admin-nav">
				{adminSectionIds.map((id) => (
					<li key={id}>
						<NavLink
							to={adminSectionPaths[id]}
							end={id === "overview"}
							className={({ isActive }) =>
								`flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${isActive ? "border-brand-600 text-brand-800" : "border-transparent text-gray-700 hover:text-brand-700"}`
							}
						>
							{adminT(`sections.names.${id}`)}
						</NavLink>
					</li>
				))}
			</ul>
		</nav>
	);
}
