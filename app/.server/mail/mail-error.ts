// The one error a send throws, whatever went wrong on the way out (the SMTP server refused, could
// not be reached, the outbox could not be written), so a job can decide between retrying and
// giving up on the message.
import type { NodemailerError } from "nodemailer/lib/errors";

export class MailSendError extends Error {
	override name = "MailSendError";
	/** Nodemailer's code (ECONNECTION, ESOCKET, ETIMEDOUT, EAUTH, EENVELOPE, EMESSAGE…) or the file system's. */
	readonly code: string | undefined;
	/** The SMTP reply code, when the server answered (550, 421…). */
	readonly responseCode: number | undefined;
	/** The SMTP server's reply, when it answered. */
	readonly response: string | undefined;
	/**
	 * True when the server refused this message or its recipient for good (a 5xx reply to the
	 * envelope or the data, or an address that cannot be sent to): sending it again would be
	 * refused again. False for everything a later attempt may get past — no connection, a timeout,
	 * a 4xx reply, failed authentication, a full disk — which a job should retry.
	 */
	readonly permanent: boolean;
	/**
	 * True when the server refused the recipient for good (a 5xx reply to RCPT TO): that address
	 * will not take this mail. A refusal of the sender (MAIL FROM: a sender the relay does not accept,
	 * authentication, a quota) or of the message says nothing about the recipient, and is fixed on
	 * our side or by waiting.
	 */
	readonly recipientRefused: boolean;
	/** The Message-ID the attempt carried; a retry that reuses it lets the receiver spot a duplicate. */
	readonly messageId: string | undefined;

	constructor(
		message: string,
		details: {
			code?: string;
			responseCode?: number;
			response?: string;
			permanent?: boolean;
			recipientRefused?: boolean;
			messageId?: string;
			cause?: unknown;
		},
	) {
		super(message, { cause: details.cause });
		this.code = details.code;
		this.responseCode = details.responseCode;
		this.response = details.response;
		this.permanent = details.permanent ?? false;
		this.recipientRefused = details.recipientRefused ?? false;
		this.messageId = details.messageId;
	}

	/** The opposite of permanent: worth another attempt later. */
	get retryable(): boolean {
		return !this.permanent;
	}
}

/** Wraps what nodemailer (or the file system) threw. */
export function toMailSendError(error: unknown, messageId: string | undefined, via: "smtp" | "outbox"): MailSendError {
	if (error instanceof MailSendError) return error;
	const e = (error ?? {}) as NodemailerError;
	const refused = e.code === "EENVELOPE" || e.code === "EMESSAGE";
	const permanent = refused && e.permanent === true;
	// Nodemailer names the command a reply answered; only RCPT TO is about the recipient.
	const recipientRefused = permanent && e.code === "EENVELOPE" && e.command === "RCPT TO";
	const reason = e.response ?? (error instanceof Error ? error.message : String(error));
	const where = via === "smtp" ? "SMTP server" : "outbox";
	return new MailSendError(`Sending mail through the ${where} failed (${e.code ?? "unknown"}): ${reason}`, {
		code: e.code,
		responseCode: e.responseCode,
		response: e.response,
		permanent,
		recipientRefused,
		messageId,
		cause: error,
	});
}
