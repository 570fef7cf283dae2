// A one-line text field of a conform form: label, text box, hint and message (FormField), with
// the box's props from conform so the browser and the server check it with the same schema.
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { FormField, inputClass } from "./FormField";

type BoxProps = Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "placeholder" | "list" | "autoComplete" | "onInput">;

export function TextField<Schema>({
	field,
	label,
	hint,
	className,
	inputClassName = inputClass,
	...box
}: BoxProps & {
	field: FieldMetadata<Schema, Record<string, unknown>, string[]>;
	label: string;
	hint?: string;
	/** The field's own box (e.g. a column of a row). */
	className?: string;
	inputClassName?: string;
}) {
	return (
		<FormField field={field} label={label} hint={hint} className={className}>
			<input {...getInputProps(field, { type: "text" })} key={field.key} {...box} className={inputClassName} />
		</FormField>
	);
}

/** An address: a text box (inputMode url), since a browser's own check would pre-empt our Swedish messages. */
export const urlBox = { inputMode: "url", placeholder: "https://" } as const;
