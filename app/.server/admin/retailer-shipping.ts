// A retailer's shipping per language, as the admin's retailer page shows and saves it (ADR 046):
// one rule per language (fee, free-shipping threshold, delivery days), written to retailer_shipping;
// an all-empty form removes the language's rule. Every save is written to the tool-run history.
// The form's strings are checked by app/lib/shipping-form.ts; bad input changes nothing.
import { asc, eq } from "drizzle-orm";
import { type Locale, locales } from "~/i18n/locales";
import { isUuid } from "~/lib/feed-form";
import { parseShippingForm, type ShippingFormResult, type ShippingRuleInput } from "~/lib/shipping-form";
import type { Db } from "../db/handle";
import { retailerShipping, retailers } from "../db/schema";
import { log } from "../log";
import { recordToolRun } from "./tool-runs";

export interface RetailerShipping {
	id: string;
	name: string;
	/** Each language's rule; null: none (shipping is shown as unknown). */
	rules: Record<Locale, ShippingRuleInput | null>;
}

/** The retailer and its rules; null for an unknown or malformed id (the page answers 404). */
export async function findRetailerShipping(db: Db, id: string): Promise<RetailerShipping | null> {
	if (!isUuid(id)) return null;
	const [retailer] = await db.orm.select({ id: retailers.id, name: retailers.name }).from(retailers).where(eq(retailers.id, id));
	if (!retailer) return null;
	const rows = await db.orm
		.select()
		.from(retailerShipping)
		.where(eq(retailerShipping.retailerId, id))
		.orderBy(asc(retailerShipping.locale));
	const rules = Object.fromEntries(locales.map((locale) => [locale, null])) as Record<Locale, ShippingRuleInput | null>;
	for (const row of rows) {
		rules[row.locale as Locale] = {
			fee: Number(row.fee),
			freeOver: row.freeOver === null ? null : Number(row.freeOver),
			daysMin: row.deliveryDaysMin,
			daysMax: row.deliveryDaysMax,
		};
	}
	return { ...retailer, rules };
}

export type SaveShippingOutcome =
	| { status: "saved" | "removed"; retailerName: string; locale: Locale }
	/** The form's problems, with its values for the re-render; nothing was written. */
	| { status: "invalid"; form: Extract<ShippingFormResult, { status: "invalid" }> }
	| { status: "failed"; locale: Locale }
	| { status: "not-found" };

/** Checks the posted form and stores (or removes) the retailer's rule for the form's language. */
export async function saveRetailerShipping(
	db: Db,
	retailerId: string,
	form: FormData,
	options: { actor: string },
): Promise<SaveShippingOutcome> {
	if (!isUuid(retailerId)) return { status: "not-found" };
	const parsed = parseShippingForm(form);
	if (parsed.status === "invalid") return { status: "invalid", form: parsed };
	const { locale } = parsed;
	const params = { retailerId, locale, ...(parsed.status === "rule" ? parsed.rule : { removed: true }) };
	try {
		// SQL on the transaction's handle: it shares the transaction with the tool-run record.
		const saved = await db.transaction(async (tx) => {
			const [retailer] = await tx.query<{ name: string }>("select name from retailers where id = $1 for update", [retailerId]);
			if (!retailer) return null;
			if (parsed.status === "remove") {
				await tx.query("delete from retailer_shipping where retailer_id = $1 and locale = $2", [retailerId, locale]);
			} else {
				const { fee, freeOver, daysMin, daysMax } = parsed.rule;
				await tx.query(
					`insert into retailer_shipping (retailer_id, locale, fee, free_over, delivery_days_min, delivery_days_max)
					 values ($1, $2, $3, $4, $5, $6)
					 on conflict (retailer_id, locale) do update set fee = excluded.fee, free_over = excluded.free_over,
					   delivery_days_min = excluded.delivery_days_min, delivery_days_max = excluded.delivery_days_max,
					   updated_at = now()`,
					[retailerId, locale, fee, freeOver, daysMin, daysMax],
				);
			}
			await recordToolRun(tx, {
				tool: "retailer-shipping",
				actor: options.actor,
				params: { ...params, retailer: retailer.name },
				status: "succeeded",
				result: { status: parsed.status === "remove" ? "removed" : "saved" },
			});
			return retailer;
		});
		if (!saved) return { status: "not-found" };
		return { status: parsed.status === "remove" ? "removed" : "saved", retailerName: saved.name, locale };
	} catch (error) {
		log.error("saving shipping failed", error, { retailerId, locale });
		await recordToolRun(db, {
			tool: "retailer-shipping",
			actor: options.actor,
			params,
			status: "failed",
			error: error instanceof Error ? error.message : String(error),
		}).catch((recordError) => log.error("recording a failed shipping save failed", recordError));
		return { status: "failed", locale };
	}
}
