import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration from app/.server/db/schema.ts into
// supabase/migrations with Supabase CLI file names, so `supabase db push` deploys it as well.
export default defineConfig({
	dialect: "postgresql",
	schema: "./app/.server/db/schema.ts",
	out: "./supabase/migrations",
	migrations: { prefix: "supabase" },
	breakpoints: true,
});
