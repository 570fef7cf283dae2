// `npm run db:seed`: writes the demo catalogue (idempotent), and with `-- --products N` also N
// synthetic products per language for benchmarks.
import { parseArgs } from "node:util";
import { connect } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import { seedDemoCatalogue } from "~/.server/db/seed";
import { seedSyntheticProducts } from "~/.server/db/synthetic";
import { getEnv } from "~/.server/env";

const { values } = parseArgs({ options: { products: { type: "string" } } });
const synthetic = values.products ? Number.parseInt(values.products, 10) : 0;
if (Number.isNaN(synthetic) || synthetic < 0) throw new Error("--products must be a whole number");

const env = getEnv();
const connection = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
	await migrate(connection.db);
	await seedDemoCatalogue(connection.db);
	console.info("Demo catalogue is in place.");
	if (synthetic > 0) {
		const started = Date.now();
		const inserted = await seedSyntheticProducts(connection.db, synthetic);
		console.info(`Added ${inserted} synthetic products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
	}
} finally {
	await connection.close();
}
