// The comparison price (kr/kg, kr/l) in SQL, for the "lowest unit price first" sort: the same
// arithmetic as `unitPrice` in app/lib/unit-price.ts, built from the same table of units, so the
// order and a shown "129,50 kr/kg" cannot disagree. A kilo and a litre are compared as they are
// (candy is sold by weight, drinks by volume: a list rarely mixes them, and a shop's shelf label
// compares them the same way). Null when the price or the pack size is unknown, so those sort last.
import { perBaseUnit } from "~/lib/unit-price";

/** `case lower(trim(unit)) when 'g' then price * 1000 / size …`, over the given column references. */
export function unitPriceSql(price: string, sizeValue: string, sizeUnit: string): string {
	const cases = Object.entries(perBaseUnit)
		// The units are our own constants (letters only), never input.
		.map(([unit, { factor }]) => `when '${unit}' then ${price} * ${factor} / ${sizeValue}`)
		.join(" ");
	return `(case when ${price} > 0 and ${sizeValue} > 0 then case lower(trim(${sizeUnit})) ${cases} end end)`;
}
