// A text area of a conform form: label, box, hint and message (FormField), with the box's props
// from conform so the browser and the server check it with the same schema.
import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import { FormField, inputClass } from "./FormField";

/** For code-like text (Markdown, column mappings). */
export const monoTextClass = `${inputClass} font-mono text-sm`;

export function TextAreaField<Schema>({
	field,
	label,
	hint,
	rows,
	inputClassName = inputClass,
}: {
	field: FieldMetadata<Schema, Record<string, unknown>, string[]>;
	label: string;
	hint?: string;
	rows: number;
	inputClassName?: string;
}) {
	return (
		<FormField field={field} label={label} hint={hint}>
			<textarea {...getTextareaProps(field)} key={field.key} rows={rows} className={inputClassName} />
		</FormField>
	);
}
