// What the daily clean-up deletes, table by table, and how old it must be (ADR 035). Each rule
// deletes one bounded batch per statement, so no run holds a lock on many rows for long, and keeps
// whatever something still reads: the newest job of each kind (the admin cards show a kind's last
// run), the tool runs and daily-article log lines the admin cards list, and the 30 days of clicks
// the click report sums. Rows that only serve a limit or a link are deleted once that is over; the
// rest after the configured number of days.
import { recentAssignmentsShown } from "../admin/recent-assignments";
import { confirmationHours } from "../alerts/alert-token";
import { requestKeptSeconds } from "../alerts/request-limits";
import { sentKeptDays } from "../alerts/send-price-alerts";
import { loginFailureWindowSeconds } from "../auth/rate-limit";
import { maxSessionAgeSeconds } from "../auth/session";
import type { Db } from "../db/handle";
import { toCount } from "../db/handle";
import type { Env } from "../env";
import { searchStatsDays } from "../search/search-stats";

/** The configurable ages, in days. */
export interface RetentionAges {
	jobsDays: number;
	toolRunsDays: number;
	clicksDays: number;
}

export function retentionAgesOf(env: Pick<Env, "RETENTION_JOBS_DAYS" | "RETENTION_TOOL_RUNS_DAYS" | "RETENTION_CLICKS_DAYS">) {
	return { jobsDays: env.RETENTION_JOBS_DAYS, toolRunsDays: env.RETENTION_TOOL_RUNS_DAYS, clicksDays: env.RETENTION_CLICKS_DAYS };
}

/** The admin cards list this many tool runs and daily-article log lines: those stay whatever their age. */
export const newestKept = 20;

export const retentionRuleNames = [
	"jobs",
	"articleLog",
	"toolRuns",
	"assignmentLines",
	"assignments",
	"loginFailures",
	"alertRequests",
	"expiredAlerts",
	"sentAlerts",
	"adminSessions",
	"clicks",
	"searchStats",
] as const;

export type RetentionRuleName = (typeof retentionRuleNames)[number];

interface Rule {
	/** The rows of one batch: a select of at most $1 keys; $2 is the rule's age when it has one. */
	batch: string;
	/** The table and the key the batch selects. */
	from: string;
	key: string;
	age?: (ages: RetentionAges) => number;
}

/** Category assignments older than $2 days that the assign card no longer lists. */
const assignmentsPast = `select id from public.category_assignments
	where created_at < now() - make_interval(days => $2)
	  and id not in (select id from public.category_assignments order by created_at desc, id desc limit ${recentAssignmentsShown})`;

const rules: Record<RetentionRuleName, Rule> = {
	// Finished jobs, except the newest of each kind (by id: the SEO cards; by start: the price alerts card).
	jobs: {
		from: "public.jobs",
		key: "id",
		age: (ages) => ages.jobsDays,
		batch: `select id from public.jobs
			where status in ('succeeded', 'failed', 'cancelled')
			  and coalesce(finished_at, created_at) < now() - make_interval(days => $2)
			  and id not in (select max(id) from public.jobs group by kind)
			  and id not in (select distinct on (kind) id from public.jobs where started_at is not null
			                 order by kind, started_at desc, id desc)
			limit $1`,
	},
	// The daily article's log: as old as finished jobs, except the lines the automation card lists.
	articleLog: {
		from: "public.article_generation_logs",
		key: "id",
		age: (ages) => ages.jobsDays,
		batch: `select id from public.article_generation_logs
			where created_at < now() - make_interval(days => $2)
			  and id not in (select id from public.article_generation_logs order by created_at desc limit ${newestKept})
			limit $1`,
	},
	toolRuns: {
		from: "public.tool_runs",
		key: "id",
		age: (ages) => ages.toolRunsDays,
		batch: `select id from public.tool_runs
			where created_at < now() - make_interval(days => $2)
			  and id not in (select id from public.tool_runs order by created_at desc, id desc limit ${newestKept})
			limit $1`,
	},
	// What each category assignment added to which product, kept for its undo (ADR 083): as long as
	// tool runs, except the assignments the card lists with their "Ångra". Then the assignments left
	// without lines. Two rules, so that no batch deletes a large assignment's lines all at once.
	assignmentLines: {
		from: "public.category_assignment_products",
		key: "(assignment_id, product_id)",
		age: (ages) => ages.toolRunsDays,
		batch: `select assignment_id, product_id from public.category_assignment_products
			where assignment_id in (${assignmentsPast}) limit $1`,
	},
	assignments: {
		from: "public.category_assignments",
		key: "id",
		age: (ages) => ages.toolRunsDays,
		batch: `select id from public.category_assignments a
			where a.id in (${assignmentsPast})
			  and not exists (select 1 from public.category_assignment_products l where l.assignment_id = a.id)
			limit $1`,
	},
	// Rows of the two rate limits: useless once out of their window. New rows sweep most of them; a
	// client that never came back leaves its last ones for this.
	loginFailures: {
		from: "public.login_failures",
		key: "id",
		batch: `select id from public.login_failures
			where failed_at <= now() - make_interval(secs => ${loginFailureWindowSeconds}) limit $1`,
	},
	alertRequests: {
		from: "public.price_alert_requests",
		key: "id",
		batch: `select id from public.price_alert_requests
			where requested_at <= now() - make_interval(secs => ${requestKeptSeconds}) limit $1`,
	},
	// Price alerts nobody confirmed while the link was valid.
	expiredAlerts: {
		from: "public.price_alerts",
		key: "id",
		batch: `select id from public.price_alerts
			where confirmed_at is null and created_at < now() - make_interval(hours => ${confirmationHours}) limit $1`,
	},
	// Sent alerts, after the 30 days the price alerts card counts them.
	sentAlerts: {
		from: "public.price_alerts",
		key: "id",
		batch: `select id from public.price_alerts where sent_at < now() - make_interval(days => ${sentKeptDays}) limit $1`,
	},
	// Sessions past their longest life (ADR 009); logins sweep them too, but only when someone logs in.
	adminSessions: {
		from: "public.admin_sessions",
		key: "sid",
		batch: `select sid from public.admin_sessions
			where created_at <= now() - make_interval(secs => ${maxSessionAgeSeconds}) limit $1`,
	},
	// Click counts per offer and day (Stockholm days, as /go counts them), never within the report's 30 days.
	clicks: {
		from: "public.offer_clicks",
		key: "(offer_id, day)",
		age: (ages) => ages.clicksDays,
		batch: `select offer_id, day from public.offer_clicks
			where day <= (now() at time zone 'Europe/Stockholm')::date - $2::int limit $1`,
	},
	// Search counts per language, day and query, after the 30 days the admin search card shows.
	searchStats: {
		from: "public.search_stats",
		key: "(locale, day, query)",
		batch: `select locale, day, query from public.search_stats
			where day <= (now() at time zone 'Europe/Stockholm')::date - ${searchStatsDays} limit $1`,
	},
};

/** Deletes one batch of at most `limit` rows of the rule; returns how many went. */
export async function deleteBatch(db: Db, name: RetentionRuleName, ages: RetentionAges, limit: number): Promise<number> {
	const rule = rules[name];
	const params: unknown[] = rule.age ? [limit, rule.age(ages)] : [limit];
	const [row] = await db.query<{ n: unknown }>(
		`with gone as (delete from ${rule.from} where ${rule.key} in (${rule.batch}) returning 1) select count(*) as n from gone`,
		params,
	);
	return toCount(row?.n);
}

/** The age a rule's summary line names: days for the configured ones, none for those fixed by their purpose. */
export function ruleAgeDays(name: RetentionRuleName, ages: RetentionAges): number | null {
	return rules[name].age?.(ages) ?? null;
}
