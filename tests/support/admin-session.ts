import { decodeEntities } from "./html";
// Logs in to a running server's admin as the operator would (a form post from its own origin) and
// returns the session cookie to send with later requests.
export async function adminSessionCookie(url: string, password: string): Promise<string> {
	const login = await fetch(`${url}/admin/login`, {
		method: "POST",
		redirect: "manual",
		headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
		body: new URLSearchParams({ password }),
	});
	if (login.status !== 302) throw new Error(`admin login answered ${login.status}`);
	return (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** The "N klara, M misslyckade av T" line of an admin job page: how many items are done. */
export function jobItemsDone(jobPage: string, total: number): number {
	return Number(jobPage.match(new RegExp(`(\\d+) klara, \\d+ misslyckade av ${total}`))?.[1] ?? -1);
}

/** The job page's error line ("Fel: …") as its words, or null when it shows none. */
export function jobPageError(jobPage: string): string | null {
	const line = /<p role="alert" class="mt-4[^"]*">([\s\S]*?)<\/p>/.exec(jobPage)?.[1];
	return line === undefined ? null : decodeEntities(line.replace(/<[^>]*>/g, ""));
}

/** The job page's status line ("import-feed · Misslyckades"). */
export function jobPageStatus(jobPage: string): string | null {
	const line = /data-testid="job-status">([\s\S]*?)<\/p>/.exec(jobPage)?.[1];
	return line === undefined ? null : decodeEntities(line.replace(/<[^>]*>/g, ""));
}
