// A real SMTP server on 127.0.0.1 for the app to send to, as it would to a mail provider: plain
// SMTP without TLS, any client accepted without authentication, every message kept raw and parsed
// with mailparser. It can be told to refuse recipients the way a real server does (550, 451), and
// the sender the way a relay does that will not send from our address (553).
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
	/** MAIL FROM and RCPT TO, as the client sent them. */
	envelope: { from: string; to: string[] };
	/** The message as it arrived. */
	raw: Buffer;
	parsed: ParsedMail;
}

/** The reply to one RCPT TO: undefined accepts it, a code and text refuses it. */
export type RecipientReply = (address: string) => { code: number; text: string } | undefined;
/** The reply to MAIL FROM: undefined accepts it, a code and text refuses it. */
export type SenderReply = (address: string) => { code: number; text: string } | undefined;

export interface SmtpTestServer {
	/** For SMTP_URL / createMailer's smtpUrl. */
	url: string;
	port: number;
	/** Every message accepted so far, in arrival order. */
	received: ReceivedMail[];
	/** Resolves once at least `count` messages have arrived. */
	waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
	stop(): Promise<void>;
}

export async function startSmtpServer(
	options: { recipientReply?: RecipientReply; senderReply?: SenderReply } = {},
): Promise<SmtpTestServer> {
	const received: ReceivedMail[] = [];
	const waiting = new Set<() => void>();

	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ["STARTTLS"],
		logger: false,
		closeTimeout: 1_000,
		onMailFrom(address, _session, callback) {
			const refusal = options.senderReply?.(address.address);
			if (!refusal) return callback();
			callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
		},
		onRcptTo(address, _session, callback) {
			const refusal = options.recipientReply?.(address.address);
			if (!refusal) return callback();
			callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
		},
		onData(stream, session, callback) {
			const chunks: Buffer[] = [];
			stream.on("data", (chunk: Buffer) => chunks.push(chunk));
			stream.on("error", callback);
			stream.on("end", async () => {
				try {
					const raw = Buffer.concat(chunks);
					received.push({
						envelope: {
							from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
							to: session.envelope.rcptTo.map((r) => r.address),
						},
						raw,
						parsed: await simpleParser(raw),
					});
					for (const wake of waiting) wake();
					callback();
				} catch (error) {
					callback(error as Error);
				}
			});
		},
	});

	await new Promise<void>((resolve, reject) => {
		server.server.once("error", reject);
		server.listen(0, "127.0.0.1", () => resolve());
	});
	const { port } = server.server.address() as AddressInfo;

	return {
		url: `smtp://127.0.0.1:${port}`,
		port,
		received,
		waitFor(count, timeoutMs = 10_000) {
			return new Promise((resolve, reject) => {
				const check = () => {
					if (received.length < count) return;
					waiting.delete(check);
					clearTimeout(timer);
					resolve(received.slice());
				};
				const timer = setTimeout(() => {
					waiting.delete(check);
					reject(new Error(`${received.length} of ${count} messages arrived within ${timeoutMs} ms`));
				}, timeoutMs);
				waiting.add(check);
				check();
			});
		},
		stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}
