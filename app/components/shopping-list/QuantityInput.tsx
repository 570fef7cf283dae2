// The quantity of a product on the list, as a field: a whole number from 1 to the list's maximum,
// the bounds the server checks too, so a browser refuses the rest before it posts.
import type { InputHTMLAttributes } from "react";
import { maxQuantity } from "~/lib/shopping-list";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type" | "inputMode" | "min" | "max" | "required">;

export function QuantityInput({ className = "", ...props }: Props) {
	return (
		<input
			{...props}
			name="quantity"
			type="number"
			inputMode="numeric"
			min={1}
			max={maxQuantity}
			required
			className={`h-11 rounded-md border border-gray-400 bg-white px-2 ${className}`}
		/>
	);
}
