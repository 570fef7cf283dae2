// The admin's sign-in: standing sessions and the login rate limit.
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Signed-in admin sessions, by the id inside their signed cookie. The cookie alone proves who
 * signed it, not that the session still stands: logging out deletes the row, so a copy of the
 * cookie (a shared computer, a leaked log) opens nothing afterwards.
 */
export const adminSessions = pgTable("admin_sessions", {
	sid: text("sid").primaryKey(),
	createdAt: createdAt(),
});

/** Failed admin logins per client address, for the login rate limit shared by every instance (ADR 020). */
export const loginFailures = pgTable(
	"login_failures",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		clientKey: text("client_key").notNull(),
		failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("login_failures_client_failed_idx").on(t.clientKey, t.failedAt)],
);
