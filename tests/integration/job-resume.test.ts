// Faults: the server process killed outright in the middle of a job. After a restart the
// job, abandoned by its dead worker, is taken over and finishes. Real processes, a real SIGKILL and
// the embedded database's own crash recovery; progress is read the way the operator reads it, on
// the job's admin page. The restarted job resumes after the brands finished before the kill.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { enqueueJob } from "~/.server/jobs/queue";
import { adminSessionCookie, jobItemsDone } from "../support/admin-session";
import { eventually, type RunningApp, startApp } from "../support/app-server";
import { openPgliteWithDemo } from "../support/databases";

const password = "job-resume-test-password";
const env = (dataDir: string) => ({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, JOBS_STALE_AFTER_MS: "2000" });
let dataDir: string;
let jobId: number;
let app: RunningApp | undefined;

beforeAll(async () => {
	dataDir = mkdtempSync(path.join(tmpdir(), "gg-job-resume-"));
	const connection = await openPgliteWithDemo(dataDir);
	const brands = await connection.db.query<{ id: string }>(
		"select id from brands where locale = 'sv' and status = 'published' order by name limit 5",
	);
	// Five brands with the real 1000 ms pause between them: about five seconds of work.
	({ id: jobId } = await enqueueJob(connection.db, { kind: "brand-seo", payload: { ids: brands.map((b) => b.id) } }));
	await connection.close();
}, 120_000);
afterAll(() => app?.stop());

async function jobPage(running: RunningApp): Promise<string> {
	const cookie = await adminSessionCookie(running.url, password);
	return (await fetch(`${running.url}/admin/jobs/${jobId}`, { headers: { Cookie: cookie } })).text();
}

const doneCount = (html: string) => jobItemsDone(html, 5);

it("finishes a job whose process was killed part-way, after a restart", async () => {
	const first = await startApp(env(dataDir));
	app = first;
	await eventually(async () => doneCount(await jobPage(first)) >= 1, 30_000);
	const beforeKill = doneCount(await jobPage(first));
	expect(beforeKill).toBeLessThan(5);
	await first.kill();

	const second = await startApp(env(dataDir));
	app = second;
	await eventually(async () => (await jobPage(second)).includes("SEO-innehåll genererat för 5"), 60_000);
	const finished = await jobPage(second);
	expect(doneCount(finished)).toBe(5);
	expect(finished).toContain("Klart");
	// The successor went on after the brands finished before the kill (ADR 019): each is listed once.
	const listed = [...finished.matchAll(/<li class="text-green-800">(.*?)<\/li>/g)].map((m) => m[1]);
	expect(listed).toHaveLength(5);
	expect(new Set(listed).size).toBe(5);
}, 180_000);
