// Configuration, validated once at start-up (Epic Stack's env.server pattern).
// The embedded demo needs no configuration at all: it keeps a generated session secret and admin
// password in the data directory. A deployment (DATABASE_URL set) must configure both explicitly.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** "new,old": each secret trimmed, none shorter than 16 characters. */
const secretList = z
	.string()
	.transform((value) => value.split(",").map((secret) => secret.trim()))
	.pipe(z.array(z.string().min(16, "each comma-separated secret must be at least 16 characters")).min(1));

/**
 * What a feed import may read and where it may fetch from (ADR 032, 033): its own schema, so code
 * that also runs outside the server (the import benchmark, in-process tests) can read these
 * settings without the rest of the configuration (getFeedEnv).
 */
const feedSchema = z.object({
	/**
	 * Where bundled feeds (a feed's file path rather than its URL) are read from, relative to the
	 * working directory: the demo's data/feeds/, or a directory of a test's or benchmark's own.
	 */
	FEEDS_DIR: z.string().min(1).default("data/feeds"),
	/** The largest feed an import reads, in bytes after decompression (a bundled file or a download); a bigger one fails the import. */
	FEED_MAX_BYTES: z.coerce
		.number()
		.int()
		.min(64 * 1024)
		.default(512 * 1024 * 1024),
	/**
	 * The largest text node, field, tag, comment or CDATA section in a feed, in bytes: the XML parser
	 * keeps each of these whole in memory before handing it on. A CSV row may be 16 times this.
	 */
	FEED_MAX_FIELD_BYTES: z.coerce
		.number()
		.int()
		.min(1024)
		.max(16 * 1024 * 1024)
		.default(64 * 1024),
	/** The most items (rows) one feed may hold; each id is remembered for the run to find duplicates. */
	FEED_MAX_ROWS: z.coerce.number().int().min(1).default(500_000),
	/** How long a feed download may take in all, redirects and the body included (ms). */
	FEED_FETCH_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(300_000),
	/** The ports a feed address on the public internet may use, comma separated, or "any". */
	FEED_ALLOWED_PORTS: z
		.string()
		.trim()
		.regex(/^(any|\d{1,5}(\s*,\s*\d{1,5})*)$/, 'must be port numbers separated by commas, or "any"')
		.default("80,443")
		.transform((value): number[] | "any" => (value === "any" ? "any" : value.split(",").map((port) => Number(port.trim()))))
		.refine((ports) => ports === "any" || ports.every((port) => port >= 1 && port <= 65535), "ports must be 1-65535"),
	/**
	 * Lets feed addresses reach loopback and private networks (127.0.0.0/8, 10.0.0.0/8, 192.168.0.0/16,
	 * fc00::/7 …), on any port: for tests and a local demo with a feed server on this machine. Never in
	 * production. Link-local and cloud metadata addresses stay refused either way.
	 */
	FEED_ALLOW_PRIVATE_NETWORKS: z
		.enum(["true", "false"])
		.default("false")
		.transform((v) => v === "true"),
});

export type FeedEnv = z.infer<typeof feedSchema>;

const schema = feedSchema.extend({
	/**
	 * Which builds of React and React Router run, and whether their errors show details. `npm start`
	 * sets "production" when it is unset (server/main.ts, before anything reads it); `npm run dev`
	 * is "development", which also prints the log readably.
	 */
	NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
	PORT: z.coerce.number().int().min(1).max(65535).default(3000),
	HOST: z.string().min(1).optional(),
	DATABASE_URL: z
		.string()
		.regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
		.optional(),
	/**
	 * How DATABASE_URL's connections are handed out. "session": each is the app's own for as long as
	 * it is open (a direct connection, Supabase's session pooler on 5432): prepared statements, and
	 * LISTEN for catalogue changes. "transaction": a pooler that lends a server connection for one
	 * transaction at a time (PgBouncer in transaction mode, Supabase's port 6543), which can keep
	 * neither: no prepared statements, and catalogue changes are polled every second (ADR 020).
	 */
	DATABASE_POOL_MODE: z.enum(["session", "transaction"]).default("session"),
	DATA_DIR: z.string().min(1).default(".data"),
	SITE_URL: z.url().optional(),
	/**
	 * The secrets every signing key comes from (ADR 035): one, or several separated by commas, newest
	 * first. The first signs; every one verifies, so a rotation puts the new secret in front.
	 */
	SESSION_SECRET: secretList.optional(),
	ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
	ADMIN_PASSWORD_HASH: z
		.string()
		.regex(/^scrypt\$[0-9a-f]+\$[0-9a-f]+$/, "must look like scrypt$<salt hex>$<key hex>")
		.optional(),
	AI_BASE_URL: z.url().optional(),
	AI_API_KEY: z.string().optional(),
	AI_MODEL: z.string().default("gpt-4o-mini"),
	AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
	SEED_DEMO: z
		.enum(["true", "false"])
		.default("true")
		.transform((v) => v === "true"),
	JOBS_WORKER: z
		.enum(["true", "false"])
		.default("true")
		.transform((v) => v === "true"),
	/**
	 * Whether this instance enqueues the recurring jobs when their time comes (the daily article,
	 * feeds' refreshes, the daily price alert run, the nightly clean-up). Any number of instances may: each tick is
	 * enqueued once. Off, the clock starts nothing here; a job enqueued elsewhere still runs.
	 */
	JOBS_SCHEDULER: z
		.enum(["true", "false"])
		.default("true")
		.transform((v) => v === "true"),
	/**
	 * How many proxies stand in front of the app (nginx, a CDN, a PaaS router): their forwarded
	 * protocol, host and client address are believed ("true" is one). Unset, forwarded headers are
	 * ignored, so a visitor cannot forge them.
	 */
	TRUST_PROXY: z
		.string()
		.regex(/^(true|false|[0-9])$/, "must be true, false or the number of proxies in front (0-9)")
		.default("false")
		.transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),
	/** How long a shared cache (nginx, a CDN) may serve a public page before asking again (ADR 021). */
	HTTP_CACHE_S_MAXAGE: z.coerce.number().int().min(0).default(60),
	/** How long after that it may still serve the page while it fetches a fresh one. */
	HTTP_CACHE_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).default(600),
	/** How long it may serve the last good copy while the app answers errors or not at all. */
	HTTP_CACHE_STALE_IF_ERROR: z.coerce.number().int().min(0).default(86_400),
	/**
	 * After SIGTERM, how long the instance keeps taking requests (saying it is not ready, and closing
	 * each connection after its answer) before it stops listening: time for a load balancer that
	 * polls /readyz to stop sending it visitors. Raise it to the balancer's health-check interval.
	 */
	SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(20_000).default(1_500),
	/** The threshold of the server log (pino's levels; "silent" writes nothing). */
	LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
	/** How many requests are rendered at once; the rest wait their turn in arrival order (ADR 014). */
	RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
	/**
	 * How many requests may wait for their turn; one more is answered 503 with Retry-After at once
	 * (a shared cache in front serves its copy instead), rather than waiting longer than a visitor would.
	 */
	ADMISSION_QUEUE_LIMIT: z.coerce.number().int().min(0).default(128),
	/** A port of its own on which GET /metrics is served to Prometheus (unset: none). */
	METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
	/** With it, GET /metrics is also served on the site's port to `Authorization: Bearer <token>`. */
	METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
	/**
	 * How many days finished jobs (succeeded, failed, cancelled) and the daily article's log are kept
	 * before the daily clean-up deletes them (ADR 035). The newest job of each kind, and the log lines
	 * the admin card shows, stay whatever their age.
	 */
	RETENTION_JOBS_DAYS: z.coerce.number().int().min(1).default(30),
	/** How many days the history of admin tool runs (who ran what, from which address) is kept; the newest 20 the card shows stay. */
	RETENTION_TOOL_RUNS_DAYS: z.coerce.number().int().min(1).default(90),
	/**
	 * How many days the click-out counts per offer and day are kept. At least the 30 days the admin's
	 * click report reads.
	 */
	RETENTION_CLICKS_DAYS: z.coerce.number().int().min(30, "must be at least 30: the click report reads 30 days").default(365),
	/** A running job whose worker has not beaten its heart for this long is taken over (a dead process). */
	JOBS_STALE_AFTER_MS: z.coerce.number().int().min(1_000).default(60_000),
	/**
	 * How often one job may be taken over from a worker that died (ADR 032): when its worker dies
	 * once more, the job fails instead, so a job that kills every process running it stops.
	 */
	JOBS_MAX_TAKEOVERS: z.coerce.number().int().min(0).max(100).default(3),
	/**
	 * Where e-mail goes: an SMTP server as smtp://user:pass@host:587 (STARTTLS when offered) or
	 * smtps://user:pass@host:465 (TLS from the start). Unset, each message is written as an .eml file
	 * in DATA_DIR/outbox instead.
	 */
	SMTP_URL: z
		.string()
		.regex(/^smtps?:\/\/[^/?#\s]/i, "must be an smtp:// or smtps:// URL")
		.pipe(z.url({ protocol: /^smtps?$/i, hostname: /^\S+$/, error: "must be an smtp:// or smtps:// URL" }))
		.optional(),
	/** The sender of every e-mail, "Name <address>" or an address; default Godisguiden at SITE_URL's domain. */
	MAIL_FROM: z
		.string()
		.trim()
		.regex(
			/^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
			'must be an address or "Name <address>", e.g. Godisguiden <no-reply@godisguiden.se>',
		)
		.optional(),
});

type Parsed = z.infer<typeof schema>;

export interface Env extends Omit<Parsed, "SITE_URL" | "SESSION_SECRET" | "MAIL_FROM"> {
	SITE_URL: string;
	/** SESSION_SECRET as a list, newest first: the first signs, every one verifies (./signing-keys.ts). */
	SESSION_SECRETS: string[];
	MAIL_FROM: string;
	/** True when the database is the embedded PGlite one (no DATABASE_URL). */
	embedded: boolean;
	/** Absolute path of the data directory (embedded database, generated secrets). */
	dataDir: string;
	/** Set when the admin password was generated for this installation; printed at start-up. */
	generatedAdminPassword?: string;
}

export class ConfigurationError extends Error {
	override name = "ConfigurationError";
}

function readOrCreateSecret(dataDir: string, file: string, make: () => string): string {
	const full = path.join(dataDir, file);
	if (existsSync(full)) return readFileSync(full, "utf8").trim();
	mkdirSync(dataDir, { recursive: true });
	const value = make();
	writeFileSync(full, `${value}\n`, { mode: 0o600 });
	return value;
}

/** "Godisguiden <no-reply@godisguiden.se>" for https://www.godisguiden.se. */
function defaultMailFrom(siteUrl: string): string {
	const { hostname } = new URL(siteUrl);
	return `Godisguiden <no-reply@${hostname.startsWith("[") ? "localhost" : hostname.replace(/^www\./, "")}>`;
}

/** Parses an environment (process.env by default). Throws ConfigurationError naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
	// Silently ignored, the old setting would leave a deployment behind port 6543 preparing statements
	// its pooler cannot keep and listening where nothing arrives.
	if (source.DATABASE_PREPARED_STATEMENTS !== undefined) {
		throw new ConfigurationError(
			"DATABASE_PREPARED_STATEMENTS was replaced by DATABASE_POOL_MODE: set DATABASE_POOL_MODE=transaction behind a transaction-mode pooler (Supabase's port 6543), otherwise leave it unset.",
		);
	}
	const parsed = schema.safeParse(source);
	if (!parsed.success) {
		const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
		throw new ConfigurationError(`Invalid environment configuration:\n${lines.join("\n")}`);
	}
	const env = parsed.data;
	const embedded = !env.DATABASE_URL;
	const dataDir = path.resolve(env.DATA_DIR);

	if (!embedded) {
		if (!env.SESSION_SECRET) throw new ConfigurationError("SESSION_SECRET must be set when DATABASE_URL is set.");
		if (!env.ADMIN_PASSWORD && !env.ADMIN_PASSWORD_HASH) {
			throw new ConfigurationError("ADMIN_PASSWORD or ADMIN_PASSWORD_HASH must be set when DATABASE_URL is set.");
		}
	}

	const sessionSecrets = env.SESSION_SECRET ?? [
		readOrCreateSecret(dataDir, "session-secret", () => randomBytes(32).toString("hex")),
	];
	let generatedAdminPassword: string | undefined;
	if (!env.ADMIN_PASSWORD && !env.ADMIN_PASSWORD_HASH) {
		generatedAdminPassword = readOrCreateSecret(dataDir, "admin-password", () => randomBytes(12).toString("base64url"));
	}

	const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
	const { SESSION_SECRET: _secrets, ...rest } = env;
	return {
		...rest,
		ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? generatedAdminPassword,
		SITE_URL: siteUrl,
		MAIL_FROM: env.MAIL_FROM ?? defaultMailFrom(siteUrl),
		SESSION_SECRETS: sessionSecrets,
		embedded,
		dataDir,
		generatedAdminPassword,
	};
}

let current: Env | undefined;
let currentFeedEnv: FeedEnv | undefined;
let dotEnvRead = false;

function readDotEnv(): void {
	if (dotEnvRead) return;
	dotEnvRead = true;
	if (existsSync(".env") && typeof process.loadEnvFile === "function") process.loadEnvFile(".env");
}

/** The validated configuration of this process (parsed on first use). */
export function getEnv(): Env {
	if (!current) {
		readDotEnv();
		current = parseEnv();
	}
	return current;
}

/** Parses the feed settings alone (see feedSchema). Throws ConfigurationError naming the variable. */
export function parseFeedEnv(source: NodeJS.ProcessEnv = process.env): FeedEnv {
	const parsed = feedSchema.safeParse(source);
	if (!parsed.success) {
		const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
		throw new ConfigurationError(`Invalid environment configuration:\n${lines.join("\n")}`);
	}
	return parsed.data;
}

/** The feed settings of this process: the server's validated configuration, or these alone in a script. */
export function getFeedEnv(): FeedEnv {
	if (current) return current;
	if (!currentFeedEnv) {
		readDotEnv();
		currentFeedEnv = parseFeedEnv();
	}
	return currentFeedEnv;
}
