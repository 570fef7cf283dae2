// The history of admin tool runs: every tool records who ran it, with what, and the
// counts it reported, so the operator can see the effect of each run. One shared admin password
// means there is no user name: the actor is the admin session and the client's address.
import { clientKey } from "../auth/rate-limit";
import type { Db } from "../db/handle";

export interface ToolRun {
	id: number;
	tool: string;
	actor: string;
	params: Record<string, unknown>;
	status: "succeeded" | "failed";
	result: Record<string, unknown> | null;
	error: string | null;
	createdAt: string;
}

/** "admin@<client address>": who started a run, as far as one shared password can tell. */
export function toolRunActor(request: Request): string {
	return `admin@${clientKey(request)}`;
}

export async function recordToolRun(
	db: Db,
	run: {
		tool: string;
		actor: string;
		params?: Record<string, unknown>;
		status: ToolRun["status"];
		result?: Record<string, unknown> | null;
		error?: string | null;
	},
): Promise<void> {
	await db.query(
		`insert into tool_runs (tool, actor, params, status, result, error)
		 values ($1, $2, $3::jsonb, $4, $5::jsonb, $6)`,
		[
			run.tool,
			run.actor,
			JSON.stringify(run.params ?? {}),
			run.status,
			run.result == null ? null : JSON.stringify(run.result),
			run.error ?? null,
		],
	);
}

/** The newest runs first (the history card shows these). */
export async function latestToolRuns(db: Db, limit = 20): Promise<ToolRun[]> {
	const rows = await db.query<ToolRun & { createdAt: Date | string }>(
		`select id::int as id, tool, actor, params, status, result, error, created_at as "createdAt"
		 from tool_runs order by created_at desc, id desc limit $1`,
		[limit],
	);
	return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
