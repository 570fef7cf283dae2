// The internal-link tool: a card on the admin page whose form posts to the tool's own
// route, which renders the preview there (no JavaScript needed) and offers to save it.
import { Form, href, useNavigation } from "react-router";
import type { loadInternalLinksCard } from "~/.server/admin/internal-links";
import { adminT } from "~/i18n/admin-t";
import { AdminCard } from "./AdminCard";
import { FormField } from "./FormField";
import { LocaleSelect } from "./LocaleSelect";
import { SubmitButton } from "./SubmitButton";

export const internalLinksAction = href("/admin/tools/internal-links");

type Defaults = Awaited<ReturnType<typeof loadInternalLinksCard>>["defaults"];

export interface InternalLinksValues {
	locale: string;
	kind: string;
	maxLinks: string | number;
}

export type InternalLinksErrors = Partial<Record<keyof InternalLinksValues, string[]>>;

const fieldClass = "mt-1 block rounded-md border border-gray-300 px-3 py-2";

/** True while the tool's "preview" or "apply" post is on its way (and its answer loads). */
export function useInternalLinksPosting(intent: "preview" | "apply"): boolean {
	const navigation = useNavigation();
	return (
		navigation.state !== "idle" && navigation.formAction === internalLinksAction && navigation.formData?.get("intent") === intent
	);
}

/** Language, which texts, and how many links a text may hold; "Förhandsgranska" posts it. */
export function InternalLinksForm({ values, errors }: { values: InternalLinksValues; errors?: InternalLinksErrors }) {
	const previewing = useInternalLinksPosting("preview");
	// The server checks every field and answers in Swedish; the browser's own bubbles would not.
	return (
		<Form method="post" action={internalLinksAction} noValidate className="flex flex-wrap items-end gap-4">
			<LocaleSelect
				id="links-locale"
				label={adminT("links.tool.locale")}
				defaultValue={values.locale}
				errors={errors?.locale}
				className={fieldClass}
			/>
			<FormField
				field={{ id: "links-kind", errorId: "links-kind-error", errors: errors?.kind }}
				label={adminT("links.tool.kind")}
			>
				<select id="links-kind" name="kind" defaultValue={values.kind} className={fieldClass}>
					<option value="both">{adminT("links.tool.kinds.both")}</option>
					<option value="categories">{adminT("links.tool.kinds.categories")}</option>
					<option value="brands">{adminT("links.tool.kinds.brands")}</option>
				</select>
			</FormField>
			<FormField
				field={{ id: "links-max", errorId: "links-max-error", errors: errors?.maxLinks }}
				label={adminT("links.tool.maxLinks")}
				hint={adminT("links.tool.maxLinksHint")}
				hintId="links-max-hint"
			>
				<input
					id="links-max"
					name="maxLinks"
					type="number"
					inputMode="numeric"
					min={1}
					max={10}
					step={1}
					defaultValue={values.maxLinks}
					aria-invalid={errors?.maxLinks?.length ? true : undefined}
					aria-describedby={errors?.maxLinks?.length ? "links-max-error links-max-hint" : "links-max-hint"}
					className={`${fieldClass} w-24`}
				/>
			</FormField>
			<SubmitButton name="intent" value="preview" busy={previewing} busyLabel={adminT("links.tool.previewing")}>
				{adminT("links.tool.preview")}
			</SubmitButton>
		</Form>
	);
}

export function InternalLinksCard({ data }: { data: { defaults: Defaults } }) {
	return (
		<AdminCard id="internal-links" title={adminT("links.tool.title")} description={adminT("links.tool.description")}>
			<InternalLinksForm values={data.defaults} />
		</AdminCard>
	);
}
