// Revisions as a list (drafts, a field's history, a job's texts): page, field, status, author and
// time, with the revision's links; with `selectable`, a checkbox per line for the drafts form.
import { adminT } from "~/i18n/admin-t";
import type { RevisionLine } from "~/lib/revision-line";
import { RevisionLinks } from "./RevisionLinks";

export function RevisionList({
	lines,
	selectable = false,
	showPage = true,
	testId,
}: {
	lines: RevisionLine[];
	selectable?: boolean;
	showPage?: boolean;
	testId?: string;
}) {
	return (
		<ul className="divide-y divide-gray-100" data-testid={testId}>
			{lines.map((line) => {
				const label = showPage
					? `${line.page} (${line.locale}) · ${line.field}`
					: adminT("texts.history.version", { id: line.id });
				return (
					<li key={line.id} className="py-2 text-sm" data-revision={line.id}>
						{selectable ? (
							<label className="flex min-h-11 items-center gap-3 font-semibold">
								<input type="checkbox" name="ids" value={line.id} className="h-5 w-5" />
								<span className="break-words">{label}</span>
							</label>
						) : (
							<p className="font-semibold break-words">{label}</p>
						)}
						<p className="text-gray-700">
							<span className={line.live ? "font-semibold text-green-800" : undefined}>{line.statusText}</span> · {line.author} ·{" "}
							{line.time}
							{line.restoredFrom ? ` · ${adminT("texts.history.restoredFrom", { id: line.restoredFrom })}` : ""}
						</p>
						<RevisionLinks line={line} show={showPage ? ["preview", "diff", "history", "public"] : ["preview", "diff"]} />
					</li>
				);
			})}
		</ul>
	);
}
