// A revision's links: its preview, its diff, its field's history and the page visitors see.
import { Link } from "react-router";
import { adminT } from "~/i18n/admin-t";

export interface RevisionLinkTargets {
	id: number;
	diffPath: string;
	previewPath: string;
	historyPath: string;
	publicPath: string | null;
}

type Shown = "preview" | "diff" | "history" | "public";

const linkClass = "inline-flex min-h-11 items-center text-brand-700 underline";

export function RevisionLinks({ line, show }: { line: RevisionLinkTargets; show: Shown[] }) {
	return (
		<span className="flex flex-wrap gap-x-4">
			{show.includes("preview") ? (
				<Link to={line.previewPath} className={linkClass} data-testid={`preview-${line.id}`}>
					{adminT("texts.links.preview")}
				</Link>
			) : null}
			{show.includes("diff") ? (
				<Link to={line.diffPath} className={linkClass} data-testid={`diff-${line.id}`}>
					{adminT("texts.links.diff")}
				</Link>
			) : null}
			{show.includes("history") ? (
				<Link to={line.historyPath} className={linkClass}>
					{adminT("texts.links.history")}
				</Link>
			) : null}
			{show.includes("public") && line.publicPath ? (
				// A plain anchor: the public page is outside the admin area.
				<a href={line.publicPath} className={linkClass}>
					{adminT("texts.links.publicPage")}
				</a>
			) : null}
		</span>
	);
}
