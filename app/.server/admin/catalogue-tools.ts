// What the four catalogue tools share: the data their cards show, the
// run-and-record step every tool goes through, and a free slug for the pages they create.
import { redirect } from "react-router";
import type { Locale } from "~/i18n/locales";
import { cardPath } from "~/lib/admin-sections";
import type { Flash } from "~/lib/flash";
import { type AdminSession, commitSession } from "../auth/session";
import { invalidateCaches } from "../cache";
import { escapeLike } from "../catalogue/like";
import type { Db } from "../db/handle";
import { log } from "../log";
import { recordToolRun } from "./tool-runs";

export type CatalogueTool = "categorize" | "add-brand" | "assign-categories" | "sync-categories";

export interface CategoryOption {
	slug: string;
	name: string;
}

export interface CatalogueToolsData {
	/** Published categories per language; null when loading failed. */
	categories: Record<Locale, CategoryOption[]> | null;
	/** Names of the published brands (suggestions for "add brand"); null when loading failed. */
	brands: string[] | null;
}

export async function loadCatalogueTools(db: Db): Promise<CatalogueToolsData> {
	const [categories, brands] = await Promise.all([
		db
			.query<CategoryOption & { locale: Locale }>(
				`select locale, slug, name from categories where status = 'published' order by locale, name`,
			)
			.then(
				(rows) => ({
					sv: rows.filter((row) => row.locale === "sv").map(({ slug, name }) => ({ slug, name })),
					nb: rows.filter((row) => row.locale === "nb").map(({ slug, name }) => ({ slug, name })),
				}),
				(error) => {
					log.error("loading the categories for the catalogue tools failed", error);
					return null;
				},
			),
		db.query<{ name: string }>(`select distinct name from brands where status = 'published' order by name`).then(
			(rows) => rows.map((row) => row.name),
			(error) => {
				log.error("loading the brands for the catalogue tools failed", error);
				return null;
			},
		),
	]);
	return { categories, brands };
}

/** `refused`: the error a tool threw to turn its input down (answered on the form, not a failure). */
export type ToolOutcome<R> = { ok: true; result: R } | { ok: false; refused?: Error };

/**
 * Runs one tool in ONE transaction together with its line in the tool-run history, so a failure
 * leaves neither half-done work nor a "succeeded" line behind. A failure is logged and recorded
 * as a failed run (outside the rolled-back transaction); the caller shows the failure toast.
 * An error `refuses` recognises is input the tool turned down: neither logged nor recorded.
 */
export async function runCatalogueTool<R extends object>(
	db: Db,
	tool: CatalogueTool,
	options: {
		actor: string;
		params: Record<string, unknown>;
		run: (tx: Db) => Promise<R>;
		refuses?: (error: unknown) => error is Error;
	},
): Promise<ToolOutcome<R>> {
	try {
		const result = await db.transaction(async (tx) => {
			const result = await options.run(tx);
			await recordToolRun(tx, {
				tool,
				actor: options.actor,
				params: options.params,
				status: "succeeded",
				result: { ...result } as Record<string, unknown>,
			});
			return result;
		});
		invalidateCaches();
		return { ok: true, result };
	} catch (error) {
		if (options.refuses?.(error)) return { ok: false, refused: error };
		log.error("catalogue tool failed", error, { tool });
		await recordToolRun(db, {
			tool,
			actor: options.actor,
			params: options.params,
			status: "failed",
			error: error instanceof Error ? error.message : String(error),
		}).catch((recordError) => log.error("recording a failed tool run failed", recordError, { tool }));
		return { ok: false };
	}
}

/** After a run: the toast in the session, and back to the tool's card in the catalogue section. */
export async function backToCard(session: AdminSession, tool: CatalogueTool, flash: Flash): Promise<Response> {
	session.flash("flash", flash);
	return redirect(cardPath(tool), { headers: { "Set-Cookie": await commitSession(session) } });
}

/**
 * `base`, or `base-2`, `base-3` … whichever is not yet used in `column` of `table` in any of
 * `inLocales` (slugs and translation keys are unique per language). Table and column are ours,
 * never input.
 */
export async function freeValue(
	tx: Db,
	table: "brands" | "categories",
	column: "slug" | "translation_key",
	inLocales: readonly Locale[],
	base: string,
): Promise<string> {
	const rows = await tx.query<{ value: string }>(
		`select ${column} as value from ${table} where locale = any($1::text[]) and (${column} = $2 or ${column} like $3)`,
		[inLocales, base, `${escapeLike(base)}-%`],
	);
	const taken = new Set(rows.map((row) => row.value));
	if (!taken.has(base)) return base;
	for (let n = 2; ; n++) {
		if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
	}
}
