// The internal-link tool (issue 6): a card on the admin page whose form posts to the tool's own
// route, which renders the preview there (no JavaScript needed) and offers to save it.
import { Form, useNavigation } from "react-router";
import type { loadInternalLinksCard } from "~/.server/admin/internal-links";
import { useT } from "~/i18n/use-locale";
import { AdminCard } from "./AdminCard";

export const internalLinksAction = "/admin/tools/internal-links";

type Defaults = Awaited<ReturnType<typeof loadInternalLinksCard>>["defaults"];

export interface InternalLinksValues {
	locale: string;
	kind: string;
	maxLinks: string | number;
}

export type InternalLinksErrors = Partial<Record<keyof InternalLinksValues, string[]>>;

const fieldClass = "mt-1 block rounded-md border border-gray-300 px-3 py-2";

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
	if (!errors?.length) return null;
	return (
		<p id={id} className="mt-1 text-sm text-red-700">
			{errors.join(" ")}
		</p>
	);
}

/** Language, which texts, and how many links a text may hold; "Förhandsgranska" posts it. */
export function InternalLinksForm({ values, errors }: { values: InternalLinksValues; errors?: InternalLinksErrors }) {
	const t = useT();
	const navigation = useNavigation();
	const previewing =
		navigation.state !== "idle" &&
		navigation.formAction === internalLinksAction &&
		navigation.formData?.get("intent") === "preview";
	// The server checks every field and answers in Swedish; the browser's own bubbles would not.
	return (
		<Form method="post" action={internalLinksAction} noValidate className="flex flex-wrap items-end gap-4">
			<div>
				<label htmlFor="links-locale" className="block text-sm font-semibold">
					{t("admin.links.tool.locale")}
				</label>
				<select id="links-locale" name="locale" defaultValue={values.locale} className={fieldClass}>
					<option value="sv">{t("admin.links.tool.localeSv")}</option>
					<option value="nb">{t("admin.links.tool.localeNb")}</option>
				</select>
				<FieldError id="links-locale-error" errors={errors?.locale} />
			</div>
			<div>
				<label htmlFor="links-kind" className="block text-sm font-semibold">
					{t("admin.links.tool.kind")}
				</label>
				<select id="links-kind" name="kind" defaultValue={values.kind} className={fieldClass}>
					<option value="both">{t("admin.links.tool.kinds.both")}</option>
					<option value="categories">{t("admin.links.tool.kinds.categories")}</option>
					<option value="brands">{t("admin.links.tool.kinds.brands")}</option>
				</select>
				<FieldError id="links-kind-error" errors={errors?.kind} />
			</div>
			<div>
				<label htmlFor="links-max" className="block text-sm font-semibold">
					{t("admin.links.tool.maxLinks")}
				</label>
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
				<p id="links-max-hint" className="mt-1 text-xs text-gray-600">
					{t("admin.links.tool.maxLinksHint")}
				</p>
				<FieldError id="links-max-error" errors={errors?.maxLinks} />
			</div>
			<button
				type="submit"
				name="intent"
				value="preview"
				disabled={previewing}
				className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
			>
				{previewing ? t("admin.links.tool.previewing") : t("admin.links.tool.preview")}
			</button>
		</Form>
	);
}

export function InternalLinksCard({ data }: { data: { defaults: Defaults } }) {
	const t = useT();
	return (
		<AdminCard id="internal-links" title={t("admin.links.tool.title")} description={t("admin.links.tool.description")}>
			<InternalLinksForm values={data.defaults} />
		</AdminCard>
	);
}
