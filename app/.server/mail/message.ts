// What the site sends: one message to one address, plain text plus optional simple HTML, in the
// language of the page it was asked from. Both ways out (SMTP and the outbox) build the same MIME
// message from it with nodemailer.
import { createHash } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import type { Locale } from "~/i18n/locales";

export interface MailMessage {
	/** One recipient: an address, or "Name <address>". */
	to: string;
	subject: string;
	/** The plain-text part; every message has one. */
	text: string;
	/** An optional HTML alternative of the same content. */
	html?: string;
	/** The language the message is written in (Content-Language). */
	locale: Locale;
	/**
	 * One-click unsubscribe (RFC 8058): `url` is an https link that unsubscribes on POST, sent as
	 * List-Unsubscribe with List-Unsubscribe-Post: List-Unsubscribe=One-Click; `mailto` is an
	 * optional second way for clients that only send mail.
	 */
	unsubscribe?: { url: string; mailto?: string };
	/** Further header fields; the ones the fields above set win over these. */
	headers?: Record<string, string>;
	/**
	 * The Message-ID, "<id@domain>". Give the same one when a send is retried (messageIdFor makes
	 * one from a stable key), so a receiver that got the first attempt can recognise the second.
	 * Unset, nodemailer generates a fresh one.
	 */
	messageId?: string;
}

/** What a successful send did. */
export interface SentMail {
	messageId: string;
	/** "smtp": handed to the SMTP server; "outbox": written as an .eml file. */
	via: "smtp" | "outbox";
	/** The .eml file, for "outbox". */
	file?: string;
	/** The SMTP server's final reply, for "smtp". */
	response?: string;
}

/** The domain part of an address or of "Name <address>". */
export function domainOf(address: string): string {
	const bare = /<([^<>]+)>\s*$/.exec(address)?.[1] ?? address;
	return bare.slice(bare.lastIndexOf("@") + 1).trim() || "localhost";
}

/**
 * A Message-ID that is the same every time for the same key (e.g. "alert:42:confirm"), at the
 * sender's domain: a retried send keeps the id of the first attempt.
 */
export function messageIdFor(key: string, from: string): string {
	const digest = createHash("sha256").update(key).digest("hex").slice(0, 32);
	return `<${digest}@${domainOf(from)}>`;
}

/** The message as nodemailer's options, the same for every transport. */
export function toMailOptions(message: MailMessage, from: string): SendMailOptions {
	const headers: Record<string, string> = { ...message.headers, "Content-Language": message.locale };
	const list: SendMailOptions["list"] = {};
	if (message.unsubscribe) {
		const { url, mailto } = message.unsubscribe;
		list.unsubscribe = mailto ? [[url, mailto.startsWith("mailto:") ? mailto : `mailto:${mailto}`]] : url;
		headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
	}
	return {
		from,
		to: message.to,
		subject: message.subject,
		text: message.text,
		...(message.html === undefined ? {} : { html: message.html }),
		headers,
		list,
		...(message.messageId === undefined ? {} : { messageId: message.messageId }),
	};
}
