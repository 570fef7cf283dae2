// One labelled field of an admin form: the label, the control, an optional hint and the field's
// message. The admin forms (conform's field metadata or the server's own errors) all look alike.
import type { ReactNode } from "react";

/** The look of a text box, select or text area that fills its field. */
export const inputClass = "mt-1 w-full rounded-md border border-gray-300 px-3 py-2";

/** The first message of a field (or of the whole form); nothing when there is none. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
	if (!errors?.length) return null;
	return (
		<p id={id} className="mt-1 text-sm font-semibold text-red-800">
			{errors[0]}
		</p>
	);
}

export function FormField({
	field,
	label,
	hint,
	hintId,
	className,
	children,
}: {
	/** The control's id (for the label) and where its messages go; conform's field metadata fits. */
	field: { id: string; errorId: string; errors?: string[] };
	label: string;
	hint?: string;
	/** For a control that names the hint in its aria-describedby. */
	hintId?: string;
	className?: string;
	children: ReactNode;
}) {
	return (
		<div className={className}>
			<label htmlFor={field.id} className="block text-sm font-semibold">
				{label}
			</label>
			{children}
			{hint ? (
				<p id={hintId} className="mt-1 text-xs text-gray-600">
					{hint}
				</p>
			) : null}
			<FieldError id={field.errorId} errors={field.errors} />
		</div>
	);
}
