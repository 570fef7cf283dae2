// Start-up: validate configuration, open the database, migrate, seed the demo catalogue on a
// fresh installation, follow catalogue changes made elsewhere, start the job worker and the
// recurring jobs' schedule, print the generated admin password.
// Runs once per process, before the server answers its first request. A database that cannot be
// reached does not stop the server: pages answer 503 while start-up retries in the background.
import { invalidateCaches } from "./cache";
import { followCatalogueChanges, newestChangeAge } from "./catalogue-changes";
import { connect } from "./db/client";
import { hasConnection, once, setReadyConnection } from "./db/connection-state";
import { migrate } from "./db/migrate";
import { seedDemoCatalogueIfEmpty } from "./db/seed";
import { getEnv } from "./env";
import { startScheduler } from "./jobs/start-scheduler";
import { startJobWorker } from "./jobs/start-worker";
import { log } from "./log";
import { readMetricsFrom } from "./metric-readers";
import { catalogueChangeLag } from "./metrics";

const retryDelayMs = 5_000;

async function openDatabase(): Promise<void> {
	const env = getEnv();
	const connection = await connect({
		databaseUrl: env.DATABASE_URL,
		dataDir: env.dataDir,
		poolMode: env.DATABASE_POOL_MODE,
	});
	try {
		const applied = await migrate(connection.db);
		if (applied.length > 0) log.info("migrations applied", { migrations: applied });
		if (env.SEED_DEMO && (await seedDemoCatalogueIfEmpty(connection.db)))
			log.info("demo catalogue written into the empty database");
		// Before the first request: nothing gets cached that a change could slip past.
		const following = await followCatalogueChanges(connection, {
			onChange: () => {
				invalidateCaches();
				newestChangeAge(connection.db).then(
					(age) => age !== null && catalogueChangeLag.observe(age),
					() => {},
				);
			},
		});
		log.info("following catalogue changes", { mode: following.mode });
	} catch (error) {
		await connection.close().catch(() => {});
		throw error;
	}
	setReadyConnection(connection);
	readMetricsFrom(connection.db);
	if (env.JOBS_WORKER) startJobWorker();
	if (env.JOBS_SCHEDULER) startScheduler();
}

async function openDatabaseWithRetry(): Promise<void> {
	try {
		await openDatabase();
	} catch (error) {
		log.error("database unreachable: retrying in the background", error);
		const timer = setInterval(() => {
			if (hasConnection()) return clearInterval(timer);
			openDatabase().then(
				() => {
					clearInterval(timer);
					log.info("database reachable again");
				},
				(retryError) => log.warn("database still unreachable", { reason: String(retryError) }),
			);
		}, retryDelayMs);
		timer.unref();
	}
}

export function boot(): Promise<void> {
	return once(async () => {
		const env = getEnv();
		log.info(
			"database",
			env.embedded ? { kind: "embedded PGlite", dataDir: env.dataDir } : { kind: "PostgreSQL (DATABASE_URL)" },
		);
		if (env.generatedAdminPassword) {
			log.info("admin password generated", {
				adminPassword: env.generatedAdminPassword,
				keptIn: `${env.dataDir}/admin-password`,
			});
		}
		await openDatabaseWithRetry();
	});
}
