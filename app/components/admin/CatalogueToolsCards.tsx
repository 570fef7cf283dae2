// SPEC §2 "further tools": categorise products, add a brand, assign categories, sync categories.
// Each card is a plain form posting to its tool's route (/admin/tools/…), so it works without
// JavaScript: invalid input comes back on that route's page with the card and SPEC §5's message,
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
import { useEffect, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { CatalogueToolsData } from "~/.server/admin/catalogue-tools";
import { useT } from "~/i18n/use-locale";
import { addBrandSchema, assignCategoriesSchema } from "~/lib/catalogue-tool-forms";
import { AdminCard } from "./AdminCard";

type LastResult = SubmissionResult<string[]> | null | undefined;

const inputClass = "mt-1 w-full rounded-md border border-gray-300 px-3 py-2";
const buttonClass = "rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
	if (!errors?.length) return null;
	return (
		<p id={id} className="mt-1 text-sm font-semibold text-red-700">
			{errors[0]}
		</p>
	);
}

/** True while this tool's form is being posted (the button says so; without JS the browser shows it). */
function useRunning(tool: string): boolean {
	const navigation = useNavigation();
	return navigation.state === "submitting" && navigation.formAction === `/admin/tools/${tool}`;
}

function RunButton({ tool, label, running }: { tool: string; label: string; running: string }) {
	const busy = useRunning(tool);
	return (
		<button type="submit" disabled={busy} className={buttonClass}>
			{busy ? running : label}
		</button>
	);
}

export function CategorizeCard(_props: { data: CatalogueToolsData }) {
	const t = useT();
	return (
		<AdminCard id="categorize" title={t("admin.tools.categorize.title")} description={t("admin.tools.categorize.description")}>
			<Form method="post" action="/admin/tools/categorize">
				<RunButton tool="categorize" label={t("admin.tools.categorize.run")} running={t("admin.tools.categorize.running")} />
			</Form>
		</AdminCard>
	);
}

export function SyncCategoriesCard(_props: { data: CatalogueToolsData }) {
	const t = useT();
	return (
		<AdminCard id="sync-categories" title={t("admin.tools.sync.title")} description={t("admin.tools.sync.description")}>
			<Form method="post" action="/admin/tools/sync-categories">
				<RunButton tool="sync-categories" label={t("admin.tools.sync.run")} running={t("admin.tools.sync.running")} />
			</Form>
		</AdminCard>
	);
}

export function AddBrandCard({ data, lastResult }: { data: CatalogueToolsData; lastResult?: LastResult }) {
	const t = useT();
	// A fresh form after every navigation, so a successful run leaves an empty field behind.
	const { key } = useLocation();
	return (
		<AdminCard id="add-brand" title={t("admin.tools.addBrand.title")} description={t("admin.tools.addBrand.description")}>
			<AddBrandForm key={key} brands={data.brands} lastResult={lastResult} />
		</AdminCard>
	);
}

function AddBrandForm({ brands, lastResult }: { brands: string[] | null; lastResult?: LastResult }) {
	const t = useT();
	const [form, fields] = useForm({
		id: "add-brand-form",
		lastResult,
		shouldValidate: "onSubmit",
		shouldRevalidate: "onInput",
		onValidate: ({ formData }) => parseWithZod(formData, { schema: addBrandSchema, disableAutoCoercion: true }),
	});
	return (
		<Form method="post" action="/admin/tools/add-brand" {...getFormProps(form)} className="space-y-4">
			<div>
				<label htmlFor={fields.brandName.id} className="block text-sm font-semibold">
					{t("admin.tools.addBrand.name")}
				</label>
				<input
					{...getInputProps(fields.brandName, { type: "text" })}
					key={fields.brandName.key}
					list="known-brands"
					autoComplete="off"
					className={inputClass}
				/>
				<FieldError id={fields.brandName.errorId} errors={fields.brandName.errors} />
				{brands === null ? (
					<p role="alert" className="mt-1 text-sm text-red-700">
						{t("admin.tools.addBrand.loadFailed")}
					</p>
				) : (
					<datalist id="known-brands">
						{brands.map((name) => (
							<option key={name} value={name} />
						))}
					</datalist>
				)}
			</div>
			<RunButton tool="add-brand" label={t("admin.tools.addBrand.run")} running={t("admin.tools.addBrand.running")} />
		</Form>
	);
}

export function AssignCategoriesCard({ data, lastResult }: { data: CatalogueToolsData; lastResult?: LastResult }) {
	const t = useT();
	const { key } = useLocation();
	return (
		<AdminCard id="assign-categories" title={t("admin.tools.assign.title")} description={t("admin.tools.assign.description")}>
			<AssignCategoriesForm key={key} categories={data.categories} lastResult={lastResult} />
		</AdminCard>
	);
}

function AssignCategoriesForm({
	categories,
	lastResult,
}: {
	categories: CatalogueToolsData["categories"];
	lastResult?: LastResult;
}) {
	const t = useT();
	const [form, fields] = useForm({
		id: "assign-categories-form",
		lastResult,
		shouldValidate: "onSubmit",
		shouldRevalidate: "onInput",
		onValidate: ({ formData }) => parseWithZod(formData, { schema: assignCategoriesSchema, disableAutoCoercion: true }),
	});
	// SPEC §5: "Underkategori" is enabled only once a new Swedish name is typed. That needs a script
	// to follow the typing: before hydration (and without JavaScript) the box stays enabled, and the
	// server's validation enforces the rule instead (a box ticked without a new name means nothing,
	// one ticked without a parent gets 'Välj en föräldrakategori för underkategorin.').
	const [hydrated, setHydrated] = useState(false);
	useEffect(() => setHydrated(true), []);
	const [newNameSv, setNewNameSv] = useState(String(fields.newNameSv.initialValue ?? ""));
	const subcategoryDisabled = hydrated && newNameSv.trim() === "";

	const checkboxList = (field: typeof fields.categoriesSv, options: { slug: string; name: string }[], legend: string) => {
		const names = new Map(options.map((option) => [option.slug, option.name]));
		return (
			<fieldset className="min-w-0 flex-1">
				<legend className="text-sm font-semibold">{legend}</legend>
				{options.length === 0 ? (
					<p className="mt-1 text-sm text-gray-700">{t("admin.tools.assign.noCategories")}</p>
				) : (
					<div className="mt-1 max-h-[300px] space-y-1 overflow-y-auto rounded-md border border-gray-200 p-2">
						{getCollectionProps(field, {
							type: "checkbox",
							options: options.map((option) => option.slug),
						}).map(({ key, ...props }) => (
							<label key={key} htmlFor={props.id} className="flex items-center gap-2 text-sm">
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
		<Form method="post" action="/admin/tools/assign-categories" {...getFormProps(form)} className="space-y-5">
			<div>
				<label htmlFor={fields.searchTerm.id} className="block text-sm font-semibold">
					{t("admin.tools.assign.searchTerm")}
				</label>
				<input {...getInputProps(fields.searchTerm, { type: "text" })} key={fields.searchTerm.key} className={inputClass} />
				<FieldError id={fields.searchTerm.errorId} errors={fields.searchTerm.errors} />
			</div>
			{categories === null ? (
				<p role="alert" className="text-sm text-red-700">
					{t("admin.tools.assign.loadFailed")}
				</p>
			) : (
				<div className="flex flex-col gap-4 sm:flex-row">
					{checkboxList(fields.categoriesSv, categories.sv, t("admin.tools.assign.categoriesSv"))}
					{checkboxList(fields.categoriesNb, categories.nb, t("admin.tools.assign.categoriesNb"))}
				</div>
			)}
			<fieldset className="space-y-3 rounded-md border border-gray-200 p-3">
				<legend className="px-1 text-sm font-semibold">{t("admin.tools.assign.newCategory")}</legend>
				<div className="flex flex-col gap-3 sm:flex-row">
					<div className="flex-1">
						<label htmlFor={fields.newNameSv.id} className="block text-sm font-semibold">
							{t("admin.tools.assign.newNameSv")}
						</label>
						<input
							{...getInputProps(fields.newNameSv, { type: "text" })}
							key={fields.newNameSv.key}
							onInput={(event) => setNewNameSv(event.currentTarget.value)}
							className={inputClass}
						/>
						<FieldError id={fields.newNameSv.errorId} errors={fields.newNameSv.errors} />
					</div>
					<div className="flex-1">
						<label htmlFor={fields.newNameNb.id} className="block text-sm font-semibold">
							{t("admin.tools.assign.newNameNb")}
						</label>
						<input {...getInputProps(fields.newNameNb, { type: "text" })} key={fields.newNameNb.key} className={inputClass} />
						<FieldError id={fields.newNameNb.errorId} errors={fields.newNameNb.errors} />
					</div>
				</div>
				<div className="flex flex-col gap-3 sm:flex-row sm:items-end">
					<label htmlFor={fields.isSubcategory.id} className="flex items-center gap-2 text-sm font-semibold">
						<input
							{...getInputProps(fields.isSubcategory, { type: "checkbox" })}
							key={fields.isSubcategory.key}
							disabled={subcategoryDisabled}
						/>
						{t("admin.tools.assign.isSubcategory")}
					</label>
					<div className="flex-1">
						<label htmlFor={fields.parentSlug.id} className="block text-sm font-semibold">
							{t("admin.tools.assign.parent")}
						</label>
						<select {...getSelectProps(fields.parentSlug)} key={fields.parentSlug.key} className={inputClass}>
							<option value="">{t("admin.tools.assign.chooseParent")}</option>
							{(categories?.sv ?? []).map((category) => (
								<option key={category.slug} value={category.slug}>
									{category.name}
								</option>
							))}
						</select>
						<FieldError id={fields.parentSlug.errorId} errors={fields.parentSlug.errors} />
					</div>
				</div>
			</fieldset>
			<FieldError id={form.errorId} errors={form.errors} />
			<RunButton tool="assign-categories" label={t("admin.tools.assign.run")} running={t("admin.tools.assign.running")} />
		</Form>
	);
}
