// `npm run db:migrate`: applies pending migrations to the configured database.
import { connect } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import { getEnv } from "~/.server/env";

const env = getEnv();
const connection = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
	const applied = await migrate(connection.db);
	console.info(applied.length ? `Applied: ${applied.join(", ")}` : "Database schema is up to date.");
} finally {
	await connection.close();
}
