// The latest category assignments, as the assign tool's card lists them with their undo (ADR 083).
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/handle";
import { log } from "../log";

/** How many assignments the card lists: the ones an operator may still want to take back. */
export const recentAssignmentsShown = 10;

export interface RecentAssignment {
	id: number;
	searchTerm: string;
	categories: Record<Locale, string[]>;
	productsUpdated: number;
	categoryCreated: boolean;
	actor: string;
	createdAt: string;
	/** Null while it stands. */
	undoneAt: string | null;
	productsRestored: number | null;
}

/** The newest first; null when loading failed (logged), so the card can say so and still work. */
export async function recentAssignments(db: Db, limit = recentAssignmentsShown): Promise<RecentAssignment[] | null> {
	try {
		const rows = await db.query<
			Omit<RecentAssignment, "categories" | "createdAt" | "undoneAt"> & {
				categoriesSv: string[];
				categoriesNb: string[];
				createdAt: Date | string;
				undoneAt: Date | string | null;
			}
		>(
			`select id::int as id, search_term as "searchTerm", categories_sv as "categoriesSv", categories_nb as "categoriesNb",
			        products_updated as "productsUpdated", category_created as "categoryCreated", actor,
			        created_at as "createdAt", undone_at as "undoneAt", products_restored as "productsRestored"
			 from category_assignments order by created_at desc, id desc limit $1`,
			[limit],
		);
		return rows.map(({ categoriesSv, categoriesNb, createdAt, undoneAt, ...row }) => ({
			...row,
			categories: { sv: categoriesSv, nb: categoriesNb },
			createdAt: new Date(createdAt).toISOString(),
			undoneAt: undoneAt === null ? null : new Date(undoneAt).toISOString(),
		}));
	} catch (error) {
		log.error("loading the recent category assignments failed", error);
		return null;
	}
}
