// The catalogue tools: categorise products, add a brand, assign categories, sync categories.
// Each card is a plain form posting to its tool's route (/admin/tools/…), so it works without
// JavaScript: invalid input comes back on that route's page with the card and the field's message,
// a run comes back here with a toast. With JavaScript the same zod schemas answer in the browser.
import {
	getCollectionProps,
	getFormProps,
	getInputProps,
	getSelectProps,
	type SubmissionResult,
	useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Fragment, type ReactNode, useRef, useState } from "react";
import { Form, href, useLocation, useNavigation, useSearchParams } from "react-router";
import type { ShownAssignmentPreview } from "~/.server/admin/assign-categories-action";
import type { CatalogueTool, CatalogueToolsData } from "~/.server/admin/catalogue-tools";
import type { RecentAssignment } from "~/.server/admin/recent-assignments";
import { adminT } from "~/i18n/admin-t";
import {
	type AssignCategoriesFormValues,
	type AssignCategoriesForm as AssignCategoriesOutput,
	addBrandSchema,
	assignCategoriesFieldsIn,
	assignCategoriesSchema,
} from "~/lib/catalogue-tool-forms";
import { useFieldsBeforeHydration } from "~/lib/fields-before-hydration";
import { fieldsInAddress, filterByLabel, filterQuery } from "~/lib/list-filter";
import { AdminCard } from "./AdminCard";
import { FieldError, FormField, inputClass } from "./FormField";
import { ListFilter } from "./ListFilter";
import { LoadFailed } from "./LoadFailed";
import { RecentAssignments } from "./RecentAssignments";
import { SubmitButton } from "./SubmitButton";
import { TextField } from "./TextField";
import type { ToolWords } from "./tool-toast";

type LastResult = SubmissionResult<string[]> | null | undefined;

/** Each tool's route: its card's form posts there. */
const toolPaths = {
	categorize: href("/admin/tools/categorize"),
	"add-brand": href("/admin/tools/add-brand"),
	"assign-categories": href("/admin/tools/assign-categories"),
	"sync-categories": href("/admin/tools/sync-categories"),
} satisfies Record<CatalogueTool, string>;

function RunButton({ tool, words }: { tool: CatalogueTool; words: ToolWords }) {
	const navigation = useNavigation();
	// While this tool's form is being posted the button says so; without JS the browser shows it.
	const busy = navigation.state === "submitting" && navigation.formAction === toolPaths[tool];
	return (
		<SubmitButton busy={busy} busyLabel={adminT(`tools.${words}.running`)}>
			{adminT(`tools.${words}.run`)}
		</SubmitButton>
	);
}

/** A tool's card, anchored by the tool's name (its route redirects back to it: cardPath). */
function ToolCard({ tool, words, children }: { tool: CatalogueTool; words: ToolWords; children: ReactNode }) {
	// A fresh form after every navigation, so a successful run leaves empty fields behind.
	const { key } = useLocation();
	return (
		<AdminCard id={tool} title={adminT(`tools.${words}.title`)} description={adminT(`tools.${words}.description`)}>
			<Fragment key={key}>{children}</Fragment>
		</AdminCard>
	);
}

/** A tool that takes no input: its card is one button posting to the tool's route. */
function RunToolCard({ tool, words }: { tool: "categorize" | "sync-categories"; words: ToolWords }) {
	return (
		<ToolCard tool={tool} words={words}>
			<Form method="post" action={toolPaths[tool]}>
				<RunButton tool={tool} words={words} />
			</Form>
		</ToolCard>
	);
}

export function CategorizeCard(_props: { data: CatalogueToolsData }) {
	return <RunToolCard tool="categorize" words="categorize" />;
}

export function SyncCategoriesCard(_props: { data: CatalogueToolsData }) {
	return <RunToolCard tool="sync-categories" words="sync" />;
}

export function AddBrandCard({ data, lastResult }: { data: CatalogueToolsData; lastResult?: LastResult }) {
	return (
		<ToolCard tool="add-brand" words="addBrand">
			<AddBrandForm brands={data.brands} lastResult={lastResult} />
		</ToolCard>
	);
}

function AddBrandForm({ brands, lastResult }: { brands: string[] | null; lastResult?: LastResult }) {
	const [form, fields] = useForm({
		id: "add-brand-form",
		lastResult,
		shouldValidate: "onSubmit",
		shouldRevalidate: "onInput",
		onValidate: ({ formData }) => parseWithZod(formData, { schema: addBrandSchema, disableAutoCoercion: true }),
	});
	return (
		<Form method="post" action={toolPaths["add-brand"]} {...getFormProps(form)} className="space-y-4">
			<FormField field={fields.brandName} label={adminT("tools.addBrand.name")}>
				<input
					{...getInputProps(fields.brandName, { type: "text" })}
					key={fields.brandName.key}
					list="known-brands"
					autoComplete="off"
					className={inputClass}
				/>
				{brands === null ? (
					<LoadFailed className="mt-1 text-sm" text={adminT("tools.addBrand.loadFailed")} />
				) : (
					<datalist id="known-brands">
						{brands.map((name) => (
							<option key={name} value={name} />
						))}
					</datalist>
				)}
			</FormField>
			<RunButton tool="add-brand" words="addBrand" />
		</Form>
	);
}

const categoryName = (option: { name: string }) => option.name;

/** The two category lists' filter: its box's name in the address, and its card's anchor. */
const assignListId = "assign-categories";

export function AssignCategoriesCard({
	data,
	lastResult,
	preview,
	assignments,
}: {
	data: CatalogueToolsData;
	lastResult?: LastResult;
	/** What the last post previewed (ADR 081): shown under the form with its confirming post. */
	preview?: ShownAssignmentPreview;
	/** The latest assignments with their undo (ADR 083); null when they could not be loaded. */
	assignments: RecentAssignment[] | null;
}) {
	// The two category lists share one filter, in the card's form (ListFilter, ADR 090): from the
	// address (its GET without JavaScript), then as the operator types. Boxes the filter hides stay
	// in the form, so they are still posted.
	const [params] = useSearchParams();
	const urlQuery = filterQuery(params, assignListId);
	const [query, setQuery] = useState(urlQuery);
	const [queryFor, setQueryFor] = useState(urlQuery);
	if (queryFor !== urlQuery) {
		setQueryFor(urlQuery);
		setQuery(urlQuery);
	}
	const all = [...(data.categories?.sv ?? []), ...(data.categories?.nb ?? [])];
	const filter =
		all.length > 0 ? (
			<ListFilter
				listId={assignListId}
				query={query}
				onQuery={setQuery}
				shown={filterByLabel(all, query, categoryName).length}
				total={all.length}
			/>
		) : null;
	return (
		<ToolCard tool="assign-categories" words="assign">
			<AssignCategoriesForm
				categories={data.categories}
				lastResult={lastResult}
				query={query}
				filter={filter}
				fromAddress={fieldsInAddress(params, assignListId) ? assignCategoriesFieldsIn(params) : undefined}
			/>
			{preview ? <AssignmentPreviewPanel preview={preview} /> : null}
			<RecentAssignments assignments={assignments} />
		</ToolCard>
	);
}

/**
 * What the assignment would do, and "Tilldela", which posts the previewed fields back with the
 * count and fingerprint shown here: the server assigns exactly these products or refuses.
 */
function AssignmentPreviewPanel({ preview }: { preview: ShownAssignmentPreview }) {
	const navigation = useNavigation();
	const busy =
		navigation.state === "submitting" &&
		navigation.formAction === toolPaths["assign-categories"] &&
		navigation.formData?.get("intent") === "confirm";
	const names = (list: string[]) => list.join(", ");
	return (
		<section
			aria-labelledby="assign-preview-title"
			className="mt-5 rounded-md border border-brand-600 bg-brand-50 p-4"
			data-testid="assign-preview"
		>
			<h3 id="assign-preview-title" className="font-semibold">
				{adminT("tools.assign.preview.title")}
			</h3>
			<p role="status" className="mt-1">
				{preview.count === 0
					? adminT("tools.assign.preview.none")
					: preview.count === 1
						? adminT("tools.assign.preview.countOne")
						: adminT("tools.assign.preview.count", { n: preview.count })}
			</p>
			{preview.categories.sv.length > 0 ? (
				<p className="mt-1 text-sm">{adminT("tools.assign.preview.categoriesSv", { names: names(preview.categories.sv) })}</p>
			) : null}
			{preview.categories.nb.length > 0 ? (
				<p className="mt-1 text-sm">{adminT("tools.assign.preview.categoriesNb", { names: names(preview.categories.nb) })}</p>
			) : null}
			{preview.createsCategory ? <p className="mt-1 text-sm">{adminT("tools.assign.preview.createsCategory")}</p> : null}
			{preview.first.length > 0 ? (
				<>
					<p className="mt-3 text-sm font-semibold">
						{adminT("tools.assign.preview.first", { shown: preview.first.length, n: preview.count })}
					</p>
					<ul className="mt-1 list-disc pl-5 text-sm" data-testid="assign-preview-products">
						{preview.first.map((product) => (
							<li key={`${product.locale}:${product.name}`}>
								{adminT(product.locale === "sv" ? "tools.assign.preview.productSv" : "tools.assign.preview.productNb", {
									name: product.name,
								})}
							</li>
						))}
					</ul>
				</>
			) : null}
			{preview.count > 0 || preview.createsCategory ? (
				<Form method="post" action={toolPaths["assign-categories"]} className="mt-4">
					{/* Each pair is unique: the schema drops a slug ticked twice. */}
					{preview.fields.map(([name, value]) => (
						<input key={`${name}=${value}`} type="hidden" name={name} value={value} />
					))}
					<input type="hidden" name="previewCount" value={preview.count} />
					<input type="hidden" name="fingerprint" value={preview.fingerprint} />
					<SubmitButton busy={busy} busyLabel={adminT("tools.assign.preview.confirming")} name="intent" value="confirm">
						{preview.count > 0
							? preview.count === 1
								? adminT("tools.assign.preview.confirmOne")
								: adminT("tools.assign.preview.confirm", { n: preview.count })
							: adminT("tools.assign.preview.confirmCreateOnly")}
					</SubmitButton>
				</Form>
			) : null}
		</section>
	);
}

function AssignCategoriesForm({
	categories,
	lastResult,
	query,
	filter,
	fromAddress,
}: {
	categories: CatalogueToolsData["categories"];
	lastResult?: LastResult;
	query: string;
	/** The category lists' filter box, a part of this form (ListFilter). */
	filter: ReactNode;
	/** The fields as the filter's GET sent them (no JavaScript): the form starts from them. */
	fromAddress?: AssignCategoriesFormValues;
}) {
	const [form, fields] = useForm<AssignCategoriesFormValues, AssignCategoriesOutput>({
		id: "assign-categories-form",
		lastResult,
		defaultValue: fromAddress,
		shouldValidate: "onSubmit",
		shouldRevalidate: "onInput",
		onValidate: ({ formData }) => parseWithZod(formData, { schema: assignCategoriesSchema, disableAutoCoercion: true }),
	});
	// "Underkategori" is enabled only once a new Swedish name is typed. That needs a script
	// to follow the typing: before hydration (and without JavaScript) the box stays enabled, and the
	// server's validation enforces the rule instead (a box ticked without a new name means nothing,
	// one ticked without a parent gets 'Välj en föräldrakategori för underkategorin.'). Unknown (null)
	// until React has taken over, then the name the field holds, typed before or after.
	const formRef = useRef<HTMLFormElement>(null);
	const [newNameSv, setNewNameSv] = useState<string | null>(null);
	useFieldsBeforeHydration(formRef, (held) => setNewNameSv(String(held.get(fields.newNameSv.name) ?? "")));
	const subcategoryDisabled = newNameSv !== null && newNameSv.trim() === "";

	const checkboxList = (field: typeof fields.categoriesSv, options: { slug: string; name: string }[], legend: string) => {
		const names = new Map(options.map((option) => [option.slug, option.name]));
		const shown = new Set(filterByLabel(options, query, categoryName).map((option) => option.slug));
		return (
			<fieldset className="min-w-0 flex-1">
				<legend className="text-sm font-semibold">{legend}</legend>
				{options.length === 0 ? (
					<p className="mt-1 text-sm text-gray-700">{adminT("tools.assign.noCategories")}</p>
				) : (
					<div className="mt-1 max-h-[300px] space-y-1 overflow-y-auto rounded-md border border-gray-200 p-2">
						{getCollectionProps(field, {
							type: "checkbox",
							options: options.map((option) => option.slug),
						}).map(({ key, ...props }) => (
							<label key={key} htmlFor={props.id} className="flex items-center gap-2 text-sm" hidden={!shown.has(props.value)}>
								<input {...props} />
								{names.get(props.value)}
							</label>
						))}
					</div>
				)}
			</fieldset>
		);
	};

	return (
		<Form ref={formRef} method="post" action={toolPaths["assign-categories"]} {...getFormProps(form)} className="space-y-5">
			<TextField field={fields.searchTerm} label={adminT("tools.assign.searchTerm")} />
			{filter}
			{categories === null ? (
				<LoadFailed className="text-sm" text={adminT("tools.assign.loadFailed")} />
			) : (
				<div className="flex flex-col gap-4 sm:flex-row">
					{checkboxList(fields.categoriesSv, categories.sv, adminT("tools.assign.categoriesSv"))}
					{checkboxList(fields.categoriesNb, categories.nb, adminT("tools.assign.categoriesNb"))}
				</div>
			)}
			<fieldset className="space-y-3 rounded-md border border-gray-200 p-3">
				<legend className="px-1 text-sm font-semibold">{adminT("tools.assign.newCategory")}</legend>
				<div className="flex flex-col gap-3 sm:flex-row">
					<TextField
						field={fields.newNameSv}
						label={adminT("tools.assign.newNameSv")}
						className="flex-1"
						onInput={(event) => setNewNameSv(event.currentTarget.value)}
					/>
					<TextField field={fields.newNameNb} label={adminT("tools.assign.newNameNb")} className="flex-1" />
				</div>
				<div className="flex flex-col gap-3 sm:flex-row sm:items-end">
					<label htmlFor={fields.isSubcategory.id} className="flex items-center gap-2 text-sm font-semibold">
						<input
							{...getInputProps(fields.isSubcategory, { type: "checkbox" })}
							key={fields.isSubcategory.key}
							disabled={subcategoryDisabled}
						/>
						{adminT("tools.assign.isSubcategory")}
					</label>
					<FormField field={fields.parentSlug} label={adminT("tools.assign.parent")} className="flex-1">
						<select {...getSelectProps(fields.parentSlug)} key={fields.parentSlug.key} className={inputClass}>
							<option value="">{adminT("tools.assign.chooseParent")}</option>
							{(categories?.sv ?? []).map((category) => (
								<option key={category.slug} value={category.slug}>
									{category.name}
								</option>
							))}
						</select>
					</FormField>
				</div>
			</fieldset>
			<FieldError id={form.errorId} errors={form.errors} />
			<RunButton tool="assign-categories" words="assign" />
		</Form>
	);
}
