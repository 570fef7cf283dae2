// Keeps this instance's in-process caches (./cache.ts) in step with catalogue writes made anywhere:
// on another instance, by another instance's job worker, or straight in the database. The database
// reports every writing transaction itself (supabase/migrations/20261125000000_catalogue_changes.sql,
// ADR 020): a NOTIFY at commit, and a row in catalogue_changes.
//
// - A connection that can hold a LISTEN (embedded database, direct or session-mode server connection)
//   empties the caches on each notification, and once more whenever the listen is (re)established,
//   since what was sent while it was down never arrives. On a server it also polls every 10 s: a
//   connection dropped without a word (a NAT forgetting it) is only noticed by TCP keepalive, minutes
//   later, and the poll bounds what is missed meanwhile.
// - Behind a transaction-mode pooler, which cannot hold a LISTEN, it polls every second.
// Either way a change reaches every instance within 2 seconds. The writing instance also empties its
// own caches right after its write (read-your-writes before the notification arrives).
import { invalidateCaches } from "./cache";
import type { Connection } from "./db/client";
import type { Db } from "./db/handle";
import { log } from "./log";

export const catalogueChannel = "catalogue_changed";

const pollMsWithoutListen = 1_000;
const pollMsBesideListen = 10_000;
/** How often each instance folds old change rows, and how old they must be. */
const foldEveryMs = 5 * 60_000;
const foldOlderThanMs = 5 * 60_000;

/**
 * How many writing transactions the catalogue has seen (committed ones, whatever the order of their
 * ids): a poller compares it with its last reading. Text, so a bigint reads the same from both drivers.
 */
export async function catalogueChangesSoFar(db: Db): Promise<string> {
	const [row] = await db.query<{ total: string }>(
		"select coalesce(sum(transactions), 0)::text as total from public.catalogue_changes",
	);
	return row?.total ?? "0";
}

/** Folds change rows older than `olderThanMs` into one; the total above stays exactly the same. */
export async function foldCatalogueChanges(db: Db, olderThanMs: number): Promise<void> {
	await db.query("select public.fold_catalogue_changes(make_interval(secs => $1))", [olderThanMs / 1000]);
}

/**
 * Seconds since the newest catalogue change's transaction began, or null without one: read when a
 * change is noticed, it is how far behind the database this instance's caches were.
 */
export async function newestChangeAge(db: Db): Promise<number | null> {
	const [row] = await db.query<{ age: number | null }>(
		"select extract(epoch from now() - max(changed_at))::float8 as age from public.catalogue_changes",
	);
	return row?.age == null ? null : Number(row.age);
}

export interface FollowOptions {
	/** What a change does (default: empty this process's caches). */
	onChange?: () => void;
	/** Overrides how often the total is read (tests). */
	pollMs?: number;
}

export interface Following {
	/** "listen" when notifications arrive (with a slower poll beside it on a server), else "poll". */
	readonly mode: "listen" | "poll";
	stop(): Promise<void>;
}

/**
 * Starts following catalogue changes on the connection; resolves once they are followed, so an
 * instance that starts it before answering requests caches nothing that a change could miss.
 */
export async function followCatalogueChanges(
	connection: Pick<Connection, "db" | "listen">,
	{ onChange = invalidateCaches, pollMs }: FollowOptions = {},
): Promise<Following> {
	const { db } = connection;
	let stopListening: (() => Promise<void>) | undefined;
	if (connection.listen) {
		try {
			stopListening = await connection.listen(catalogueChannel, onChange, onChange);
		} catch (error) {
			log.warn("cannot LISTEN for catalogue changes: polling every second", { reason: String(error) });
		}
	}
	const poller =
		stopListening && db.kind === "pglite"
			? undefined // in-process: a notification cannot be lost
			: await startPolling(db, onChange, pollMs ?? (stopListening ? pollMsBesideListen : pollMsWithoutListen));
	const folding = setInterval(() => {
		foldCatalogueChanges(db, foldOlderThanMs).catch((error) =>
			log.warn("could not fold old catalogue changes", { reason: String(error) }),
		);
	}, foldEveryMs);
	folding.unref();
	return {
		mode: stopListening ? "listen" : "poll",
		async stop() {
			clearInterval(folding);
			poller?.stop();
			await stopListening?.();
		},
	};
}

/** Reads the total every `intervalMs` (each read after the last one ended) and reports a difference. */
async function startPolling(db: Db, onChange: () => void, intervalMs: number): Promise<{ stop(): void }> {
	let last = await catalogueChangesSoFar(db);
	let timer: NodeJS.Timeout | undefined;
	let stopped = false;
	let failing = false;
	const poll = async () => {
		try {
			const total = await catalogueChangesSoFar(db);
			if (total !== last) onChange();
			last = total;
			if (failing) log.info("catalogue changes readable again");
			failing = false;
		} catch (error) {
			// Once per outage, not every second; the reading resumes where it was when the database is back.
			if (!failing) log.warn("cannot read catalogue changes", { reason: String(error) });
			failing = true;
		}
		if (!stopped) schedule();
	};
	const schedule = () => {
		timer = setTimeout(poll, intervalMs);
		timer.unref();
	};
	schedule();
	return {
		stop() {
			stopped = true;
			clearTimeout(timer);
		},
	};
}
