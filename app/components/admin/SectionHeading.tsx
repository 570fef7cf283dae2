// A section page's heading: its name as the page's h1 and what the section is for.
import { adminT } from "~/i18n/admin-t";
import type { AdminSectionId } from "~/lib/admin-sections";

export function SectionHeading({ section }: { section: AdminSectionId }) {
	return (
		<div>
			<h1 className="text-3xl font-bold">{adminT(`sections.names.${section}`)}</h1>
			<p className="mt-1 text-sm text-gray-700">{adminT(`sections.descriptions.${section}`)}</p>
		</div>
	);
}

/** A section page's title and robots line (`meta`). */
export function sectionMeta(section: AdminSectionId) {
	return [
		{ title: adminT("sections.pageTitle", { section: adminT(`sections.names.${section}`) }) },
		{ name: "robots", content: "noindex, nofollow" },
	];
}
