// Reads an AI provider's answer only while it stays within a byte bound, counting bytes as they
// arrive, the way the site reads whatever a client or a feed sends (ADR 032, 037): a runaway answer
// (a model that does not stop, a proxy streaming an error page) is cut off at the bound instead of
// being held whole in memory. An announced length over the bound is refused before a byte is read;
// a body without one (chunked) is counted, and the read is cancelled the moment it is over, which
// closes the connection.

/**
 * The most bytes of one answer read. The longest legitimate answer, a 2 000-word article as JSON
 * inside the protocol's JSON (non-ASCII letters possibly escaped as \u00e5), is under 60 kB; the bound
 * leaves room for any model's verbosity and still caps what a hostile or broken provider costs.
 */
export const answerByteLimit = 1024 * 1024;

export type AnswerRead = { ok: true; text: string } | { ok: false; problem: "too-large" };

export async function readBoundedAnswer(response: Response, limit = answerByteLimit): Promise<AnswerRead> {
	const announced = Number(response.headers.get("content-length"));
	if (Number.isFinite(announced) && announced > limit) {
		await response.body?.cancel().catch(() => {});
		return { ok: false, problem: "too-large" };
	}
	if (!response.body) return { ok: true, text: "" };
	const reader = response.body.getReader();
	const chunks: Uint8Array[] = [];
	let bytes = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		bytes += value.byteLength;
		if (bytes > limit) {
			await reader.cancel().catch(() => {});
			return { ok: false, problem: "too-large" };
		}
		chunks.push(value);
	}
	return { ok: true, text: Buffer.concat(chunks).toString("utf8") };
}
