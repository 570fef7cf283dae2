// Sends mail with nodemailer: to an SMTP server when one is configured, otherwise into an outbox
// folder as .eml files (the raw message exactly as it would have gone out), so the embedded demo
// needs no mail server and a developer can open what was sent.
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { log } from "../log";
import { mailsFailed, mailsSent } from "../metrics";
import { MailSendError, toMailSendError } from "./mail-error";
import { type MailMessage, messageIdFor, type SentMail, toMailOptions } from "./message";

export interface MailerOptions {
	/** smtp:// or smtps:// URL of the server; unset → the outbox. */
	smtpUrl?: string;
	/** Where .eml files go when there is no SMTP server. */
	outboxDir: string;
	/** The sender, "Name <address>" or an address. */
	from: string;
}

export interface Mailer {
	readonly via: "smtp" | "outbox";
	readonly from: string;
	/** Sends one message; throws MailSendError when it could not be handed over. */
	send(message: MailMessage): Promise<SentMail>;
	/** A Message-ID that is the same for the same key, at the sender's domain. */
	messageIdFor(key: string): string;
	/** Closes the SMTP connections, if any. */
	close(): void;
}

/** How long to wait for an SMTP server before the attempt fails (and a job retries later). */
const smtpTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

function checkRecipient(message: MailMessage): void {
	const addresses = addressparser(message.to, { flatten: true });
	if (addresses.length !== 1 || !/^[^\s@]+@[^\s@]+$/.test(addresses[0]?.address ?? "")) {
		throw new MailSendError(`Not one e-mail address: ${JSON.stringify(message.to)}`, {
			code: "EENVELOPE",
			permanent: true,
			messageId: message.messageId,
		});
	}
}

/** "2026-11-24T07-00-00-123Z-<id>.eml": sorts by time, names the Message-ID's local part. */
function outboxFileName(messageId: string): string {
	const stamp = new Date().toISOString().replace(/:/g, "-").replace(".", "-");
	const local = messageId.replace(/^<|>$/g, "").split("@")[0] ?? "";
	const id = local.replace(/[^A-Za-z0-9-]/g, "").slice(0, 40) || randomBytes(8).toString("hex");
	return `${stamp}-${id}.eml`;
}

export function createMailer(options: MailerOptions): Mailer {
	return counted(options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.outboxDir, options.from));
}

/** The same mailer, counting what it hands over and what it could not (godisguiden_mails_*_total). */
function counted(mailer: Mailer): Mailer {
	return {
		...mailer,
		async send(message) {
			try {
				const sent = await mailer.send(message);
				mailsSent.inc({ via: sent.via });
				return sent;
			} catch (error) {
				mailsFailed.inc({ kind: error instanceof MailSendError && !error.retryable ? "permanent" : "retryable" });
				throw error;
			}
		},
	};
}

const shared = { disableFileAccess: true, disableUrlAccess: true };

function smtpMailer(smtpUrl: string, from: string): Mailer {
	const transport = createTransport({ url: smtpUrl, ...smtpTimeouts, ...shared });
	return {
		via: "smtp",
		from,
		messageIdFor: (key) => messageIdFor(key, from),
		close: () => transport.close(),
		async send(message) {
			checkRecipient(message);
			try {
				const info = await transport.sendMail(toMailOptions(message, from));
				return { messageId: info.messageId, via: "smtp", response: info.response };
			} catch (error) {
				throw toMailSendError(error, message.messageId, "smtp");
			}
		},
	};
}

function outboxMailer(outboxDir: string, from: string): Mailer {
	const stream = createTransport({ streamTransport: true, buffer: true, newline: "windows", ...shared });
	return {
		via: "outbox",
		from,
		messageIdFor: (key) => messageIdFor(key, from),
		close: () => stream.close(),
		async send(message) {
			checkRecipient(message);
			try {
				const info = await stream.sendMail(toMailOptions(message, from));
				const file = path.join(outboxDir, outboxFileName(info.messageId));
				const partial = path.join(outboxDir, `.${path.basename(file)}.partial`);
				await mkdir(outboxDir, { recursive: true });
				// Whole or not at all: a reader never opens a half-written message.
				await writeFile(partial, info.message as Buffer);
				await rename(partial, file);
				log.info("mail written to the outbox (no SMTP_URL)", { file, subject: message.subject });
				return { messageId: info.messageId, via: "outbox", file };
			} catch (error) {
				throw toMailSendError(error, message.messageId, "outbox");
			}
		},
	};
}
