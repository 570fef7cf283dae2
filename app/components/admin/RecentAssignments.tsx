// The latest category assignments on the assign tool's card (ADR 083): term, categories, products,
// when and by whom, and "Ångra" for each that still stands — a plain form posting to the tool's
// route, so it works without JavaScript.
import { Form, href, useNavigation } from "react-router";
import type { RecentAssignment } from "~/.server/admin/recent-assignments";
import { adminT } from "~/i18n/admin-t";
import { formatStockholmDateTime } from "~/lib/stockholm-date";
import { HistoryTable } from "./HistoryTable";
import { SubmitButton } from "./SubmitButton";

const action = href("/admin/tools/assign-categories");

const undoButtonClass =
	"rounded-md border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60";

function UndoForm({ id }: { id: number }) {
	const navigation = useNavigation();
	const busy =
		navigation.state === "submitting" &&
		navigation.formAction === action &&
		navigation.formData?.get("intent") === "undo" &&
		navigation.formData?.get("assignment") === String(id);
	return (
		<Form method="post" action={action}>
			<input type="hidden" name="assignment" value={id} />
			<SubmitButton
				busy={busy}
				busyLabel={adminT("tools.assign.undo.running")}
				name="intent"
				value="undo"
				className={undoButtonClass}
			>
				{adminT("tools.assign.undo.run")}
			</SubmitButton>
		</Form>
	);
}

export function RecentAssignments({ assignments }: { assignments: RecentAssignment[] | null }) {
	const title = adminT("tools.assign.recent.title");
	return (
		<section aria-labelledby="assign-recent-title" className="mt-6">
			<h3 id="assign-recent-title" className="font-semibold">
				{title}
			</h3>
			<p className="mb-2 text-sm text-gray-700">{adminT("tools.assign.recent.description")}</p>
			<HistoryTable
				label={title}
				items={assignments}
				failed={adminT("tools.assign.recent.loadFailed")}
				empty={adminT("tools.assign.recent.empty")}
				testId="assign-recent"
				columns={[
					adminT("tools.assign.recent.when"),
					adminT("tools.assign.recent.term"),
					adminT("tools.assign.recent.categories"),
					adminT("tools.assign.recent.products"),
					adminT("tools.assign.recent.actor"),
					adminT("tools.assign.recent.undo"),
				]}
			>
				{(rows) =>
					rows.map((assignment) => (
						<tr key={assignment.id} className="border-t border-gray-100 align-top">
							<td className="py-1 pr-2 whitespace-nowrap">{formatStockholmDateTime(assignment.createdAt)}</td>
							<td className="pr-2">{assignment.searchTerm}</td>
							<td className="pr-2">
								{[...assignment.categories.sv, ...assignment.categories.nb].join(", ")}
								{assignment.categoryCreated ? ` ${adminT("tools.assign.recent.createdCategory")}` : null}
							</td>
							<td className="pr-2">{assignment.productsUpdated}</td>
							<td className="pr-2 text-gray-700">{assignment.actor}</td>
							<td className="py-1">
								{assignment.undoneAt === null ? (
									<UndoForm id={assignment.id} />
								) : (
									<span className="text-xs text-gray-700">
										{adminT(assignment.productsRestored === 1 ? "tools.assign.recent.undoneOne" : "tools.assign.recent.undone", {
											when: formatStockholmDateTime(assignment.undoneAt),
											n: assignment.productsRestored ?? 0,
										})}
									</span>
								)}
							</td>
						</tr>
					))
				}
			</HistoryTable>
		</section>
	);
}
