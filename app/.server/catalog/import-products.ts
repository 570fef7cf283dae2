// The product import offered on the empty products page (SPEC §4, §6, §7 "import-products").
// Any visitor may start it, so (DESIGN "deliberate deviations") it is single-flight — one run at
// a time in this process; a request arriving while it runs joins that run and gets its result —
// and a successful run is not repeated within 10 minutes. A failed run may be retried at once
// (the toast says "Försök igen"); it is logged.
// At this stage the import is the demo-catalogue loader, which only inserts what is missing.
import { count, eq } from "drizzle-orm";
import { type Locale, locales } from "~/i18n/locales";
import { invalidateCaches } from "../cache";
import { getDb, getSql } from "../db/client";
import { products } from "../db/schema";
import { seedDemoCatalogue } from "../db/seed";
import { log } from "../log";

export type ImportOutcome =
	/** `added`: available products per language after the run minus before. */
	| { status: "imported"; added: Record<Locale, number> }
	| { status: "failed" }
	/** A successful run finished less than the cooldown ago; nothing was done. */
	| { status: "recent" };

export interface ImporterOptions {
	/** Loads the products (the feed import; for now the demo catalogue). */
	load: () => Promise<void>;
	/** Available products per language, read before and after the load. */
	countProducts: () => Promise<Record<Locale, number>>;
	cooldownMs?: number;
	now?: () => number;
}

export const importCooldownMs = 10 * 60_000;

export function createProductImporter({ load, countProducts, cooldownMs = importCooldownMs, now = Date.now }: ImporterOptions) {
	let running: Promise<ImportOutcome> | null = null;
	let lastSuccessAt = Number.NEGATIVE_INFINITY;

	async function work(): Promise<ImportOutcome> {
		try {
			const before = await countProducts();
			await load();
			const after = await countProducts();
			lastSuccessAt = now();
			invalidateCaches();
			const added = Object.fromEntries(locales.map((l) => [l, Math.max(0, after[l] - before[l])])) as Record<Locale, number>;
			log.info(`Product import finished: ${locales.map((l) => `${added[l]} ${l}`).join(", ")} added`);
			return { status: "imported", added };
		} catch (error) {
			log.error("Product import failed", error);
			return { status: "failed" };
		}
	}

	return {
		isRunning: async () => running !== null,
		run(): Promise<ImportOutcome> {
			if (running) return running;
			if (now() - lastSuccessAt < cooldownMs) return Promise.resolve({ status: "recent" });
			const current = work();
			running = current;
			// Cleared after the run settles (never inside `work`, which could settle first).
			void current.finally(() => {
				if (running === current) running = null;
			});
			return current;
		},
	};
}

async function countAvailableProducts(): Promise<Record<Locale, number>> {
	const rows = await getDb()
		.select({ locale: products.locale, value: count() })
		.from(products)
		.where(eq(products.available, true))
		.groupBy(products.locale);
	return Object.fromEntries(locales.map((l) => [l, Number(rows.find((r) => r.locale === l)?.value ?? 0)])) as Record<
		Locale,
		number
	>;
}

/** The site's import as it runs today: the demo catalogue into the process's database. */
export function createDemoProductImporter() {
	return createProductImporter({ load: () => seedDemoCatalogue(getSql()), countProducts: countAvailableProducts });
}

/** The process's one importer (per app instance; several instances each keep their own guard). */
export const productImporter = createDemoProductImporter();
