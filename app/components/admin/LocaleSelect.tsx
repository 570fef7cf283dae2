// The admin's choice of language (Swedish or Norwegian) for a tool: its two options, and the
// labelled select a form posts as `locale`, with the server's message under it as its description.
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
	const errorId = `${id}-error`;
	const wrong = errors !== undefined && errors.length > 0;
	return (
		<FormField field={{ id, errorId, errors }} label={label}>
			<select
				id={id}
				name="locale"
				defaultValue={defaultValue}
				aria-describedby={wrong ? errorId : undefined}
				aria-invalid={wrong ? true : undefined}
				className={className}
			>
				<LocaleOptions />
			</select>
		</FormField>
	);
}
