// Undoing a category assignment (ADR 083): the category names it recorded adding to each product
// are taken off those products again, where they are still there, and nothing else. A category a
// product got by hand, by the rules or by another assignment stays; so does a category the
// assignment created (pages, links and other products may name it by now). An assignment is undone
// once: its record says when and by whom, and a second undo changes nothing.
import type { Db } from "../db/handle";
import { recordToolRun } from "./tool-runs";

export type UndoOutcome =
	| { status: "undone"; searchTerm: string; productsRestored: number; categoryCreated: boolean }
	| { status: "alreadyUndone"; searchTerm: string }
	| { status: "unknown" };

/** The tool-run history's name for an undo (tools.runs.tools in the admin catalogue). */
export const undoToolName = "assign-categories-undo";

export async function undoAssignment(db: Db, id: number, actor: string): Promise<UndoOutcome> {
	return db.transaction(async (tx) => {
		// Locked, so two undo posts at once cannot both pass: the second waits and finds it undone.
		const [assignment] = await tx.query<{ searchTerm: string; categoryCreated: boolean; undone: boolean }>(
			`select search_term as "searchTerm", category_created as "categoryCreated", undone_at is not null as undone
			 from category_assignments where id = $1 for update`,
			[id],
		);
		if (!assignment) return { status: "unknown" };
		if (assignment.undone) return { status: "alreadyUndone", searchTerm: assignment.searchTerm };

		// A later assignment records adding a name to a product only when the product lacked it then:
		// this assignment's addition had been taken off in between (by hand, or by an undo), and the
		// name the product holds now is the later one's. It stays, whether that one stands or was undone
		// (its own undo took off what was its). One statement: the lines never leave the database.
		const [row] = await tx.query<{ restored: number }>(
			`with owned as (
			   select r.product_id,
			          array(select name from unnest(r.added) as name
			                where not exists (select 1 from category_assignment_products later
			                                  where later.product_id = r.product_id and later.assignment_id > r.assignment_id
			                                    and name = any(later.added))) as names
			   from category_assignment_products r where r.assignment_id = $1
			 ),
			 changed as (
			   update products p
			   set category = array(select c from unnest(p.category) with ordinality as u(c, i)
			                        where c <> all(o.names) order by i),
			       updated_at = now()
			   from owned o
			   where p.id = o.product_id and p.category && o.names
			   returning p.id
			 )
			 select count(*)::int as restored from changed`,
			[id],
		);
		const productsRestored = row?.restored ?? 0;
		await tx.query(`update category_assignments set undone_at = now(), undone_by = $2, products_restored = $3 where id = $1`, [
			id,
			actor,
			productsRestored,
		]);
		await recordToolRun(tx, {
			tool: undoToolName,
			actor,
			params: { searchTerm: assignment.searchTerm, assignment: id },
			status: "succeeded",
			result: { productsRestored },
		});
		return { status: "undone", searchTerm: assignment.searchTerm, productsRestored, categoryCreated: assignment.categoryCreated };
	});
}
