// The admin's choice of language (Swedish or Norwegian) for a tool: its two options, and the
// labelled select a form posts as `locale`.
import { adminT } from "~/i18n/admin-t";
import { FormField } from "./FormField";

export function LocaleOptions() {
	return (
		<>
			<option value="sv">{adminT("articles.localeSv")}</option>
			<option value="nb">{adminT("articles.localeNb")}</option>
		</>
	);
}

export function LocaleSelect({
	id,
	label,
	defaultValue = "sv",
	errors,
	className = "mt-1 rounded-md border border-gray-300 px-3 py-2",
}: {
	id: string;
	label: string;
	defaultValue?: string;
	/** The server's messages for the field, shown under it. */
	errors?: string[];
	className?: string;
}) {
	return (
		<FormField field={{ id, errorId: `${id}-error`, errors }} label={label}>
			<select id={id} name="locale" defaultValue={defaultValue} className={className}>
				<LocaleOptions />
			</select>
		</FormField>
	);
}
