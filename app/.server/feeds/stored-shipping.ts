// Whether a feed row's own shipping differs from what its stored offer holds (ADR 046): a changed
// fee or threshold is an offer update, like a changed price, though it writes no price history.
import type { FeedRow } from "./feed-row";
import { cents } from "./row-values";

type Shipping = { shippingFee?: number | null; freeShippingOver?: number | null };

const same = (a: number | null | undefined, b: number | null | undefined) =>
	(a ?? null) === null || (b ?? null) === null ? (a ?? null) === (b ?? null) : cents(a as number) === cents(b as number);

export function shippingChanged(row: Pick<FeedRow, "shippingFee" | "freeShippingOver">, stored: Shipping): boolean {
	return !same(row.shippingFee, stored.shippingFee) || !same(row.freeShippingOver, stored.freeShippingOver);
}
