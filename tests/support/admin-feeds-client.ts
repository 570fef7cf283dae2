// The admin's feed forms on a running instance, over HTTP as the operator's browser sends them:
// save a feed, start its import, and read the import's job page until it has ended.
import { expect } from "vitest";
import { adminT } from "~/i18n/admin-t";
import { adminSessionCookie, jobPageError, jobPageStatus } from "./admin-session";
import { eventually } from "./app-server";

export interface EndedJob {
	status: string | null;
	/** The page's error line, "Fel: …". */
	error: string | null;
	page: string;
}

export async function adminFeedsClient(site: string, password: string) {
	const cookie = await adminSessionCookie(site, password);
	const post = (path: string, fields: Record<string, string>) =>
		fetch(`${site}${path}`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site, Cookie: cookie },
			body: new URLSearchParams(fields),
		});
	const jobPage = async (id: number) => (await fetch(`${site}/admin/jobs/${id}`, { headers: { Cookie: cookie } })).text();

	return {
		/** The add-feed form sent: its answer's status and page. */
		async addFeed(fields: Record<string, string>) {
			const response = await post("/admin/feeds", {
				intent: "create-feed",
				locale: "sv",
				format: "google_xml",
				schedule: "0 4 * * *",
				...fields,
			});
			return { status: response.status, page: await response.text() };
		},

		/** "Importera nu" on a feed: the job it started. */
		async importNow(feedId: string): Promise<number> {
			const response = await post("/admin/feeds", { intent: "import-feed", feedId });
			expect(response.status).toBe(302);
			const id = Number(/^\/admin\/jobs\/(\d+)$/.exec(response.headers.get("location") ?? "")?.[1]);
			expect(id).toBeGreaterThan(0);
			return id;
		},

		/** The job's page once the job has ended (succeeded, failed or cancelled). */
		async endedJob(id: number, timeoutMs = 60_000): Promise<EndedJob> {
			const ended = ["succeeded", "failed", "cancelled"].map((status) => adminT(`job.status.${status as "failed"}`));
			let page = "";
			await eventually(async () => {
				page = await jobPage(id);
				return ended.some((status) => jobPageStatus(page)?.endsWith(status));
			}, timeoutMs);
			return { status: jobPageStatus(page), error: jobPageError(page), page };
		},
	};
}

/** What a page must never show: an error's name, a stack frame, a raw problem code. */
export function expectNoInternals(page: string): void {
	expect(page).not.toMatch(/\bat [\w.<>]+ \(|node:internal|Error:|"code":/);
}
