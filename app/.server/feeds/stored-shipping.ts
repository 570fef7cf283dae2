// A feed row's own shipping as its offer stores it (ADR 046, ADR 063): the fee, the free-shipping
// threshold and the delivery time, each null where the row says nothing and the shop's rule applies.
// A change to any of them is an offer update, like a changed price, though it writes no price history.
import type { FeedRow } from "./feed-row";
import { cents } from "./row-values";

type RowShipping = Pick<FeedRow, "shippingFee" | "freeShippingOver" | "deliveryDays">;

/** The offer's stored columns, as read back (`::float8`) for the comparison. */
type Stored = {
	shippingFee?: number | null;
	freeShippingOver?: number | null;
	deliveryDaysMin?: number | null;
	deliveryDaysMax?: number | null;
};

/** Amounts compared to the cent (a stored numeric read back as a float). */
const same = (a: number | null | undefined, b: number | null | undefined) =>
	(a ?? null) === null || (b ?? null) === null ? (a ?? null) === (b ?? null) : cents(a as number) === cents(b as number);

export function shippingChanged(row: RowShipping, stored: Stored): boolean {
	return (
		!same(row.shippingFee, stored.shippingFee) ||
		!same(row.freeShippingOver, stored.freeShippingOver) ||
		(row.deliveryDays?.min ?? null) !== (stored.deliveryDaysMin ?? null) ||
		(row.deliveryDays?.max ?? null) !== (stored.deliveryDaysMax ?? null)
	);
}

/** The row's own shipping as the offers table's columns, for the batch's JSON. */
export function shippingColumns(row: RowShipping) {
	return {
		shipping_fee: row.shippingFee ?? null,
		free_shipping_over: row.freeShippingOver ?? null,
		delivery_days_min: row.deliveryDays?.min ?? null,
		delivery_days_max: row.deliveryDays?.max ?? null,
	};
}
