// The database's refusals in the admin's words (ADR 085): a description optimisation or a "publish
// all" job the database refused says on its page what the operator can do about it, with the
// database's code and its own words after, and the card's post that could not even start a run
// says why in its toast. The refusals are the databases' own: a trigger raising a SQLSTATE as
// PostgreSQL raises it, a connection the server ends, a database that takes only reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDescriptionOptimization } from "~/.server/admin/link-jobs";
import { latestToolRuns } from "~/.server/admin/tool-runs";
import { commitSession, getSession, startAdminSession } from "~/.server/auth/session";
import { DatabaseUnavailableError } from "~/.server/db/availability";
import { type Connection, connect } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Db } from "~/.server/db/handle";
import { getEnv } from "~/.server/env";
import { withDatabaseCode } from "~/.server/jobs/coded-failure";
import { databaseCauseOf, databaseRefusalOf } from "~/.server/jobs/database-cause";
import { jobHandlers } from "~/.server/jobs/handlers";
import { findJob } from "~/.server/jobs/queue";
import { JobWorker } from "~/.server/jobs/worker";
import { startPublishingDrafts } from "~/.server/revisions/counted-drafts";
import { countedDrafts } from "~/.server/revisions/revision-reads";
import { loadJobStatusPage } from "~/.server/screens/job-status-page";
import JobStatus from "~/routes/admin/job";
import { action as startOptimization } from "~/routes/admin/tools-optimize-descriptions";
import { freePort } from "../../scripts/support/free-port";
import { renderAdminPage } from "../support/admin-render";
import { jobPageError } from "../support/admin-session";
import { writeCategoryDraft } from "../support/category-drafts";
import { postgresUrl, testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";
import { captureLogs } from "../support/log-capture";

/** What a trigger on `table` raises for the rows of `event` that `when` picks: a refusal with the database's code. */
async function refuseRows(db: Db, event: "insert" | "update", table: string, when: string, sqlState: string, message: string) {
	await db.exec(`
		create function refuse_for_test() returns trigger language plpgsql as $$
		begin
			raise exception using errcode = '${sqlState}', message = '${message}';
		end $$;
		create trigger refuse_for_test before ${event} on ${table} for each row when (${when})
			execute function refuse_for_test();
	`);
}

async function stopRefusing(db: Db, table: string) {
	await db.exec(`drop trigger refuse_for_test on ${table}; drop function refuse_for_test();`);
}

/** The error line of a job's page, rendered from what its loader reads. */
async function jobPageErrorOf(id: number): Promise<string | null> {
	const page = await loadJobStatusPage(String(id));
	return jobPageError(renderAdminPage(JobStatus, { path: `/admin/jobs/${id}`, loaderData: page }));
}

/** A product description without links to its brand's page, so an optimisation has a draft to write. */
async function unlinkOneDescription(db: Db) {
	const [product] = await db.query<{ id: string }>(
		`select p.id::text as id from products p
		 join brands b on lower(b.name) = lower(p.brand) and b.locale = p.locale and b.status = 'published'
		 where p.locale = 'sv' order by p.id limit 1`,
	);
	expect(product).toBeDefined();
	await db.query("update products set description = 'Ett godis som testet skrev om.' where id = $1", [product?.id]);
}

/** Runs the queued optimisation to its failure; returns the job's id. */
async function failedOptimization(db: Db): Promise<number> {
	const id = await startDescriptionOptimization(db, "admin@test");
	const { result: ran } = await captureLogs("error", () => new JobWorker(db, jobHandlers).drain());
	expect(ran).toBe(1);
	expect((await findJob(db, id))?.status).toBe("failed");
	return id;
}

const productDrafts = "new.entity_kind = 'product' and new.status = 'draft'";

describe.each(testDatabases())("the database's refusals in words on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
	});
	afterAll(() => connection?.close());

	it("says a run the database cancelled for taking too long was stopped by a timeout, then the database's words", async () => {
		const { db } = connection;
		await unlinkOneDescription(db);
		await refuseRows(db, "insert", "text_revisions", productDrafts, "57014", "canceling statement due to statement timeout");
		try {
			const id = await failedOptimization(db);
			expect(await jobPageErrorOf(id)).toBe(
				"Fel: Kunde inte optimera produktbeskrivningar. Orsak: Databasen avbröt arbetet för att det tog för lång tid (en fråga eller ett lås fick vänta för länge). Försök igen när sajten har mindre att göra. Databasens svar (kod 57014): canceling statement due to statement timeout",
			);
			// The history keeps what the job keeps: the code, then the database's own words.
			const [run] = await latestToolRuns(db, 1);
			expect(run).toMatchObject({ status: "failed", error: "[57014] canceling statement due to statement timeout" });
		} finally {
			await stopRefusing(db, "text_revisions");
		}
	});

	it("says a run lost to a deadlock can simply be tried again", async () => {
		const { db } = connection;
		await unlinkOneDescription(db);
		await refuseRows(db, "insert", "text_revisions", productDrafts, "40P01", "deadlock detected");
		try {
			const id = await failedOptimization(db);
			expect(await jobPageErrorOf(id)).toBe(
				"Fel: Kunde inte optimera produktbeskrivningar. Orsak: Arbetet och ett annat som pågick samtidigt väntade på varandra, och databasen avbröt det. Försök igen. Databasens svar (kod 40P01): deadlock detected",
			);
		} finally {
			await stopRefusing(db, "text_revisions");
		}
	});

	it("keeps a refusal it has no words for as the database said it", async () => {
		const { db } = connection;
		await unlinkOneDescription(db);
		await refuseRows(db, "insert", "text_revisions", productDrafts, "XX000", "internal error in the test");
		try {
			const id = await failedOptimization(db);
			expect(await jobPageErrorOf(id)).toBe("Fel: Kunde inte optimera produktbeskrivningar. Orsak: internal error in the test");
		} finally {
			await stopRefusing(db, "text_revisions");
		}
	});

	it("says a 'publish all' job the database refused for a clash of writes can be tried again", async () => {
		const { db } = connection;
		const [category] = await db.query<{ id: string }>(
			"select id::text as id from categories where locale = 'sv' and status = 'published' order by name limit 1",
		);
		await writeCategoryDraft(db, category?.id as string);
		const seen = await countedDrafts(db, null);
		await refuseRows(
			db,
			"update",
			"text_revisions",
			"old.status = 'draft' and new.status = 'published'",
			"40001",
			"could not serialize access due to concurrent update",
		);
		try {
			const started = await startPublishingDrafts(db, { ofJob: null, upTo: seen.upTo, counted: seen.total }, "admin@test");
			if (!("jobId" in started)) throw new Error(`refused: ${started.refused}`);
			await captureLogs("error", () => new JobWorker(db, jobHandlers).drain());
			expect(await jobPageErrorOf(started.jobId)).toBe(
				"Fel: Det gick inte att publicera alla utkast. Orsak: Samma uppgifter ändrades av något annat under tiden, och databasen avbröt arbetet. Försök igen. Databasens svar (kod 40001): could not serialize access due to concurrent update",
			);
		} finally {
			await stopRefusing(db, "text_revisions");
			await db.query("update text_revisions set status = 'discarded' where status = 'draft'");
		}
	});

	it("says why the card's post could not start a run: a database that takes only reads", async () => {
		const { db } = connection;
		const session = await startAdminSession(db);
		const cookie = (await commitSession(session)).split(";")[0] ?? "";
		const siteUrl = getEnv().SITE_URL;
		const post = () =>
			startOptimization({
				request: new Request(`${siteUrl}/admin/tools/optimize-descriptions`, {
					method: "POST",
					headers: { Cookie: cookie, Origin: siteUrl },
				}),
				params: {},
				context: {},
			} as Parameters<typeof startOptimization>[0]);
		const readOnly = await onlyReads(database.name, connection);
		try {
			const { result: answer, entries } = await captureLogs("error", post);
			expect(entries.map((entry) => entry.msg)).toContain("starting the description optimisation failed");
			expect(answer.status).toBe(302);
			const flash = (await getSession(new Request(siteUrl, { headers: { Cookie: answer.headers.get("Set-Cookie") ?? "" } }))).get(
				"flash",
			);
			expect(flash).toEqual({
				kind: "error",
				title: "Fel",
				text: "Kunde inte starta optimeringen av produktbeskrivningar. Orsak: Databasen tar bara emot läsningar just nu (till exempel under underhåll eller ett byte av databasserver). Försök igen när den tar emot ändringar.",
			});
		} finally {
			await readOnly.end();
		}
	});
});

/**
 * The app's connection made one that only reads, as a database in maintenance or a standby is: the
 * embedded database's one session is set so; on the server, the database is set so for new
 * sessions and the app gets a new pool. `end` undoes it.
 */
async function onlyReads(name: string, connection: Connection): Promise<{ end(): Promise<void> }> {
	if (name === "pglite") {
		await connection.db.exec("set default_transaction_read_only = on");
		return { end: () => connection.db.exec("set default_transaction_read_only = off") };
	}
	const [row] = await connection.db.query<{ name: string }>("select current_database() as name");
	const url = new URL(postgresUrl() as string);
	url.pathname = `/${row?.name}`;
	await connection.db.exec(`alter database ${row?.name} set default_transaction_read_only = on`);
	const reading = await connect({ databaseUrl: url.toString(), dataDir: "unused" });
	setReadyConnection(reading);
	return {
		end: async () => {
			await reading.close();
			await connection.db.exec(`alter database ${row?.name} reset default_transaction_read_only`);
			setReadyConnection(connection);
		},
	};
}

describe.runIf(postgresUrl())("a connection the database server ends", () => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(testDatabases().find((one) => one.name === "postgres") as never);
	});
	afterAll(() => connection?.close());

	it("says the contact with the database was lost, then the database's words", async () => {
		const { db } = connection;
		await unlinkOneDescription(db);
		// The server ends the session that writes the draft, as a restart or an administrator does.
		await db.exec(`
			create function refuse_for_test() returns trigger language plpgsql as $$
			begin
				perform pg_terminate_backend(pg_backend_pid());
				return new;
			end $$;
			create trigger refuse_for_test before insert on text_revisions for each row when (${productDrafts})
				execute function refuse_for_test();
		`);
		try {
			const id = await failedOptimization(db);
			// The server's own refusal, or the driver's word for the socket it closed, whichever came first.
			expect(await jobPageErrorOf(id)).toMatch(
				/^Fel: Kunde inte optimera produktbeskrivningar\. Orsak: Kontakten med databasen bröts eller gick inte att få\. Försök igen om en stund; fortsätter det, kontakta den som sköter databasen\. Databasens svar \(kod (57P01|CONNECTION_CLOSED)\): (terminating connection due to administrator command|write CONNECTION_CLOSED .+)$/,
			);
		} finally {
			await stopRefusing(db, "text_revisions");
		}
	});
});

describe("the causes read from a driver's own errors", () => {
	it("reads a refused connection as the database's only where every error is the database's", async () => {
		// Nothing listens there: postgres-js fails with the system's ECONNREFUSED.
		const closed = await connect({ databaseUrl: `postgres://nobody@127.0.0.1:${await freePort()}/none`, dataDir: "unused" });
		const refused = await closed.db.query("select 1").then(
			() => null,
			(error: unknown) => error,
		);
		await closed.close();
		expect((refused as { code?: string }).code).toBe("ECONNREFUSED");
		// Starting a run asks only the database: a refused connection is the database out of reach.
		expect(databaseCauseOf(refused)).toBe("connection");
		expect(databaseCauseOf(new DatabaseUnavailableError("The database is not answering."))).toBe("connection");
		// A job may also call the AI provider, whose refused connections carry the same code: not kept.
		expect(databaseRefusalOf(refused)).toBeNull();
		expect(withDatabaseCode(refused)).toBe(refused);
	});

	it("finds the database's code behind the errors that wrap it", async () => {
		const embedded = await connect({ dataDir: "memory://" });
		const division = await embedded.db.query("select 1 / 0").then(
			() => null,
			(error: unknown) => error,
		);
		await embedded.close();
		const wrapped = new Error("Failed query: select 1 / 0", { cause: division });
		expect(databaseRefusalOf(wrapped)).toEqual({ code: "22012", message: "division by zero" });
		// A code with no cause the admin words: kept on the job, shown as the database said it.
		expect(databaseCauseOf(wrapped)).toBeNull();
		expect((withDatabaseCode(wrapped) as Error).message).toBe("[22012] division by zero");
	});
});
