// What an error line says when what was thrown is no Error: React Router hands on error responses
// (a status, a text, often the Error behind them) and thrown Responses. Each must read as its status
// and text — before, every one of them said "[object Object]" — and keep the Error behind it, stack
// and all (app/.server/log.ts).
import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { log } from "~/.server/log";
import { captureLogs } from "../support/log-capture";

/** The `err` field of the one line logging `thrown` writes. */
async function errOf(thrown: unknown): Promise<{ message: string; stack: string }> {
	const { entries } = await captureLogs("info", async () => log.error("request failed", thrown));
	expect(entries).toHaveLength(1);
	return entries[0]?.err as { message: string; stack: string };
}

describe("an error line of a thrown value that is no Error", () => {
	it("says an error response's status, text and data", async () => {
		const err = await errOf({ status: 502, statusText: "Bad Gateway", data: "the AI service answered nothing", internal: false });
		expect(err.message).toBe("502 Bad Gateway: the AI service answered nothing");
	});

	it("keeps the Error behind an error response as its cause, with that Error's stack", async () => {
		const behind = new Error("the render slot was gone");
		const err = await errOf({ status: 500, statusText: "Internal Server Error", internal: true, data: "", error: behind });
		expect(err.message).toBe("500 Internal Server Error: the render slot was gone");
		expect(err.stack).toContain(behind.stack);
	});

	it("says a thrown Response's status and text", async () => {
		expect((await errOf(new Response(null, { status: 503, statusText: "Service Unavailable" }))).message).toBe(
			"503 Service Unavailable",
		);
	});

	it("writes any other object as JSON, and a value as itself", async () => {
		expect((await errOf({ code: "E_ODD", detail: 3 })).message).toBe('{"code":"E_ODD","detail":3}');
		expect((await errOf("plain words")).message).toBe("plain words");
		expect((await errOf(data("gone", { status: 500 }))).message).not.toBe("[object Object]");
	});
});
