// The data model (docs/architecture.md, Data model), one file per area under ./schema. Every table
// and column the migrations make is declared here, with its keys, defaults, checks and ordinary
// indexes (tests/integration/schema-drift.test.ts holds the two to each other). `npm run db:generate`
// (drizzle-kit, reading this file) writes schema changes as SQL migrations into supabase/migrations;
// hand-written migrations beside them add only what Drizzle does not declare: extensions, functions,
// triggers, row-level security with its policies and grants, the trigram indexes over the generated
// search columns, and data.
export * from "./schema/admin";
export * from "./schema/alerts";
export * from "./schema/catalogue-changes";
export * from "./schema/category-assignments";
export * from "./schema/content";
export * from "./schema/pages";
export * from "./schema/prices";
export * from "./schema/products";
export * from "./schema/revisions";
export * from "./schema/search";
export * from "./schema/work";
