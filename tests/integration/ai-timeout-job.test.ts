// Faults: the AI provider does not answer. An article job fails with the provider's
// message (as the job page shows it) and stores nothing: no article, half-written or otherwise.
// The provider is a real HTTP server on 127.0.0.1 that accepts the request and never replies.
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { jobHandlers } from "~/.server/jobs/handlers";
import { enqueueJob, findJob } from "~/.server/jobs/queue";
import { JobWorker } from "~/.server/jobs/worker";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

let silent: Server;
let connection: Connection;

beforeAll(async () => {
	silent = createServer(() => {
		// Holds every request open: the provider neither answers nor fails.
	});
	await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
	const address = silent.address();
	const port = typeof address === "object" && address ? address.port : 0;
	// Read once by the app's configuration, before anything else asks for it in this file.
	process.env.AI_BASE_URL = `http://127.0.0.1:${port}/v1`;
	process.env.AI_API_KEY = "test-key";
	process.env.AI_TIMEOUT_MS = "400";
	process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "gg-ai-timeout-"));
	const embedded = testDatabases().find((database) => database.name === "pglite");
	if (!embedded) throw new Error("no embedded test database");
	connection = await openDemoDatabase(embedded);
}, 120_000);
afterAll(async () => {
	silent.closeAllConnections();
	silent.close();
	await connection?.close();
});

it("fails an article job with the provider's timeout and stores nothing", async () => {
	const articles = async () => (await connection.db.query<{ n: number }>("select count(*)::int as n from articles"))[0]?.n ?? -1;
	const before = await articles();
	const { id } = await enqueueJob(connection.db, {
		kind: "generate-article",
		payload: { locale: "sv", keywords: ["lakrits", "salmiak"] },
	});
	const worker = new JobWorker(connection.db, jobHandlers, { onError: () => {} });
	expect(await worker.runOne()).toBe(true);
	const job = await findJob(connection.db, id);
	expect(job?.status).toBe("failed");
	expect(job?.error).toMatch(/^AI-tjänsten svarade inte inom \d+(,\d+)? sekunder\./);
	expect(await articles()).toBe(before);
}, 60_000);
