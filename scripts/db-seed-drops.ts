// `npx tsx scripts/db-seed-drops.ts`: price drops for the synthetic catalogue (`npm run db:seed --
// --products N` first), so the benchmark measures a deals page with thousands of deals.
import { connect } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import { seedSyntheticDrops } from "~/.server/db/synthetic-drops";
import { getEnv } from "~/.server/env";

const env = getEnv();
const connection = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
	await migrate(connection.db);
	const started = Date.now();
	const dropped = await seedSyntheticDrops(connection.db);
	await connection.db.exec("vacuum analyze public.price_drops");
	// Every synthetic product was written again (its new offer): what autovacuum would do next on a
	// server (the embedded database has none), as seedSyntheticProducts does after its load. Without
	// it a search over them read each product's dead versions too.
	await connection.db.exec("vacuum analyze public.products");
	console.info(`Added ${dropped} synthetic price drops in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
	await connection.close();
}
