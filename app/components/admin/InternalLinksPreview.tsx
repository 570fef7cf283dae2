// The internal-link tool's preview on its own page: how many texts, pages and links would change,
// each change as the words before → after with the new link marked, and "Spara ändringar", which
// posts the same options back with the preview's fingerprint so the save refuses texts edited since.
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { LinkChange, LinkPlan } from "~/.server/admin/internal-links";
import { adminT } from "~/i18n/admin-t";
import { type InternalLinksValues, internalLinksAction, useInternalLinksPosting } from "./InternalLinksCard";
import { SubmitButton } from "./SubmitButton";

/** A change as the page gets it: the words around each new link, not the whole text after it. */
export type PreviewChange = Omit<LinkChange, "after">;

export type LinkPreview = Omit<LinkPlan, "changes"> & { changes: PreviewChange[] };

/** One side of a change, "Före" or "Efter", named for screen readers and shown as a small tag. */
function ChangeSide({ label, className, children }: { label: string; className: string; children: ReactNode }) {
	return (
		<p className={`rounded p-2 ${className}`}>
			<span className="sr-only">{label}: </span>
			<span aria-hidden="true" className="mr-1 text-xs font-semibold uppercase text-gray-500">
				{label}
			</span>
			{children}
		</p>
	);
}

function ChangeRow({ change }: { change: PreviewChange }) {
	return (
		<li className="py-3" data-testid="link-change">
			<p className="text-sm font-semibold">
				{adminT(`links.tool.pageKinds.${change.kind}`)} · {change.name} · {adminT(`links.tool.fields.${change.field}`)}
			</p>
			{change.links.map((link) => (
				<div key={`${link.path}-${link.lead.length}`} className="mt-1 grid gap-1 text-sm sm:grid-cols-2 sm:gap-4">
					<ChangeSide label={adminT("links.tool.before")} className="bg-gray-50">
						{link.lead}
						{link.text}
						{link.trail}
					</ChangeSide>
					<ChangeSide label={adminT("links.tool.after")} className="bg-green-50">
						{link.lead}
						<mark className="rounded bg-yellow-200 px-0.5">{`[${link.text}](${link.path})`}</mark>
						{link.trail}
					</ChangeSide>
				</div>
			))}
		</li>
	);
}

export function InternalLinksPreview({ preview, values }: { preview: LinkPreview; values: InternalLinksValues }) {
	const saving = useInternalLinksPosting("apply");
	return (
		<div className="mt-6" data-testid="link-preview">
			<h2 className="text-xl font-bold">{adminT("links.tool.previewTitle")}</h2>
			<p role="status" className="mt-1">
				{preview.texts === 0
					? adminT("links.tool.previewEmpty")
					: adminT("links.tool.previewCount", { texts: preview.texts, pages: preview.pages, links: preview.links })}
			</p>
			{preview.texts > 0 ? (
				<>
					<ul className="mt-3 max-h-[600px] divide-y divide-gray-100 overflow-y-auto">
						{preview.changes.map((change) => (
							<ChangeRow key={`${change.kind}-${change.id}-${change.field}`} change={change} />
						))}
					</ul>
					<Form method="post" action={internalLinksAction} className="mt-4">
						<input type="hidden" name="locale" value={values.locale} />
						<input type="hidden" name="kind" value={values.kind} />
						<input type="hidden" name="maxLinks" value={values.maxLinks} />
						<input type="hidden" name="fingerprint" value={preview.fingerprint} />
						<SubmitButton name="intent" value="apply" busy={saving} busyLabel={adminT("links.tool.saving")}>
							{adminT("links.tool.save")}
						</SubmitButton>
					</Form>
				</>
			) : null}
		</div>
	);
}
