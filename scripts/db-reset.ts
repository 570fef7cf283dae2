// `npm run db:reset`: drops every table of the app, then migrates and writes the demo catalogue.
import { connect } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import { seedDemoCatalogue } from "~/.server/db/seed";
import { getEnv } from "~/.server/env";

const env = getEnv();
const connection = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
	await connection.db.exec("drop schema public cascade; create schema public; grant all on schema public to public;");
	const applied = await migrate(connection.db);
	await seedDemoCatalogue(connection.db);
	console.info(`Reset: applied ${applied.length} migrations and wrote the demo catalogue.`);
} finally {
	await connection.close();
}
