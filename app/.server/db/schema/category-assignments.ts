// The record of the category assignments (ADR 083): each confirmed "Tilldela kategorier", and the
// category names it added to each product, so that it can be undone exactly.
import { bigint, boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { products } from "./products";

/** One confirmed assignment that added a category to at least one product. */
export const categoryAssignments = pgTable(
	"category_assignments",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		searchTerm: text("search_term").notNull(),
		/** The categories each language's products were given, as previewed. */
		categoriesSv: text("categories_sv").array().notNull(),
		categoriesNb: text("categories_nb").array().notNull(),
		/** Whether it created the new category (an undo leaves it: pages and links may name it). */
		categoryCreated: boolean("category_created").notNull().default(false),
		productsUpdated: integer("products_updated").notNull(),
		/** Who confirmed it (toolRunActor: the one shared admin, and the client's address). */
		actor: text("actor").notNull(),
		createdAt: createdAt(),
		/** Set once, by the undo; null while the assignment stands. */
		undoneAt: timestamp("undone_at", { withTimezone: true }),
		undoneBy: text("undone_by"),
		/** How many products the undo changed. */
		productsRestored: integer("products_restored"),
	},
	(t) => [index("category_assignments_created_idx").on(t.createdAt)],
);

/** What one assignment added to one product: only the names the product lacked then. */
export const categoryAssignmentProducts = pgTable(
	"category_assignment_products",
	{
		assignmentId: bigint("assignment_id", { mode: "number" }).notNull(),
		/** A product deleted since takes its lines with it: there is nothing left to undo on it. */
		productId: uuid("product_id")
			.notNull()
			.references(() => products.id, { onDelete: "cascade" }),
		added: text("added").array().notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.assignmentId, t.productId] }),
		// Named here: Drizzle's own name for it would pass PostgreSQL's 63 characters.
		foreignKey({
			name: "category_assignment_products_assignment_id_fkey",
			columns: [t.assignmentId],
			foreignColumns: [categoryAssignments.id],
		}).onDelete("cascade"),
		// The undo asks whether a later assignment added the same name to the same product, and a
		// product's deletion looks up its lines.
		index("category_assignment_products_product_idx").on(t.productId),
	],
);
