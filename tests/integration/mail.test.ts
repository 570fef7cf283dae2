// Mail goes out through nodemailer for real: to an SMTP server on loopback when one is configured,
// otherwise into the outbox as .eml files, and a refused or unreachable server gives one typed error
// a job can retry on (or give up on, when the refusal is permanent).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";
import { createMailer, type MailMessage, MailSendError, mailerFromEnv, messageIdFor } from "~/.server/mail";
import { captureLogs } from "../support/log-capture";
import { headerOf } from "../support/mail-header";
import { type SmtpTestServer, startSmtpServer } from "../support/smtp-server";

const from = "Godisguiden <no-reply@godisguiden.se>";
const letters = "å ä ö ø æ Å Ä Ö Ø Æ";
const tempDir = () => mkdtempSync(path.join(tmpdir(), "gg-mail-"));

function alertMail(overrides: Partial<MailMessage> = {}): MailMessage {
	return {
		to: "Åsa Ødegård <asa@example.se>",
		subject: `Priset har sjunkit: Marabou Mjölkchoklad (${letters})`,
		text: `Hej!\n\nMarabou Mjölkchoklad kostar nu 24,90 kr hos Godisbutiken.\nTecken: ${letters}\n`,
		html: `<p>Hej!</p><p><a href="https://godisguiden.se/produkt/marabou">Marabou Mjölkchoklad</a> kostar nu 24,90 kr.</p><p>Tecken: ${letters}</p>`,
		locale: "sv",
		unsubscribe: { url: "https://godisguiden.se/prisbevakning/avsluta?token=abc123", mailto: "unsubscribe@godisguiden.se" },
		...overrides,
	};
}

function expectAlertMail(parsed: ParsedMail, message: MailMessage): void {
	expect(parsed.subject).toBe(message.subject);
	expect(parsed.text?.trim()).toBe(message.text.trim());
	expect(parsed.html).toContain(`Tecken: ${letters}`);
	expect(parsed.html).toContain("Mjölkchoklad");
	expect(parsed.from?.value[0]).toEqual({ name: "Godisguiden", address: "no-reply@godisguiden.se" });
	const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
	expect(to?.value[0]).toEqual({ name: "Åsa Ødegård", address: "asa@example.se" });
	expect(headerOf(parsed, "Content-Language")).toBe(message.locale);
	expect(headerOf(parsed, "List-Unsubscribe")).toBe(
		"<https://godisguiden.se/prisbevakning/avsluta?token=abc123>, <mailto:unsubscribe@godisguiden.se>",
	);
	expect(headerOf(parsed, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
}

describe("mail through an SMTP server", () => {
	let server: SmtpTestServer;
	beforeAll(async () => {
		server = await startSmtpServer({
			recipientReply: (address) => {
				if (address.startsWith("gone@")) return { code: 550, text: "5.1.1 No such user here" };
				if (address.startsWith("busy@")) return { code: 451, text: "4.3.0 Try again later" };
				return undefined;
			},
		});
	});
	afterAll(() => server.stop());

	it("delivers subject, text and HTML parts with the letters intact and the unsubscribe headers", async () => {
		const outboxDir = tempDir();
		const mailer = createMailer({ smtpUrl: server.url, outboxDir, from });
		expect(mailer.via).toBe("smtp");
		const message = alertMail();
		const sent = await mailer.send(message);
		mailer.close();

		expect(sent.via).toBe("smtp");
		expect(sent.file).toBeUndefined();
		expect(sent.response).toMatch(/^250/);
		const [received] = await server.waitFor(1);
		expect(received?.envelope).toEqual({ from: "no-reply@godisguiden.se", to: ["asa@example.se"] });
		expect(received?.parsed.messageId).toBe(sent.messageId);
		expectAlertMail(received!.parsed, message);
		expect(readdirSync(outboxDir)).toEqual([]);
	});

	it("keeps a given Message-ID, so a retried send carries the same one", async () => {
		const mailer = createMailer({ smtpUrl: server.url, outboxDir: tempDir(), from });
		const messageId = mailer.messageIdFor("price-alert:42:sent");
		expect(messageId).toBe(messageIdFor("price-alert:42:sent", from));
		expect(messageId).toMatch(/^<[0-9a-f]{32}@godisguiden\.se>$/);
		expect(mailer.messageIdFor("price-alert:43:sent")).not.toBe(messageId);

		const before = server.received.length;
		const first = await mailer.send(alertMail({ messageId, locale: "nb", to: "ola@example.no" }));
		const second = await mailer.send(alertMail({ messageId, locale: "nb", to: "ola@example.no" }));
		mailer.close();
		expect([first.messageId, second.messageId]).toEqual([messageId, messageId]);
		const arrived = (await server.waitFor(before + 2)).slice(before);
		expect(arrived.map((m) => m.parsed.messageId)).toEqual([messageId, messageId]);
		expect(headerOf(arrived[0]!.parsed, "Content-Language")).toBe("nb");
	});

	it("a recipient refused with 550 is a permanent MailSendError and nothing is delivered", async () => {
		const mailer = createMailer({ smtpUrl: server.url, outboxDir: tempDir(), from });
		const before = server.received.length;
		const messageId = mailer.messageIdFor("refused");
		const error = await mailer.send(alertMail({ to: "gone@example.se", messageId })).catch((e: unknown) => e);
		mailer.close();
		expect(error).toBeInstanceOf(MailSendError);
		const refused = error as MailSendError;
		expect(refused.code).toBe("EENVELOPE");
		expect(refused.responseCode).toBe(550);
		expect(refused.response).toContain("No such user here");
		expect(refused.permanent).toBe(true);
		expect(refused.recipientRefused).toBe(true);
		expect(refused.retryable).toBe(false);
		expect(refused.messageId).toBe(messageId);
		expect(server.received.length).toBe(before);
	});

	it("our sender refused with 553 is permanent for this message but says nothing of the recipient", async () => {
		const relay = await startSmtpServer({ senderReply: () => ({ code: 553, text: "5.7.1 Sender address rejected" }) });
		const mailer = createMailer({ smtpUrl: relay.url, outboxDir: tempDir(), from });
		const error = await mailer.send(alertMail({ to: "asa@example.se" })).catch((e: unknown) => e);
		mailer.close();
		await relay.stop();
		expect(error).toBeInstanceOf(MailSendError);
		const refused = error as MailSendError;
		expect([refused.code, refused.responseCode, refused.permanent, refused.recipientRefused]).toEqual([
			"EENVELOPE",
			553,
			true,
			false,
		]);
	});

	it("a recipient put off with 451 is a MailSendError worth retrying", async () => {
		const mailer = createMailer({ smtpUrl: server.url, outboxDir: tempDir(), from });
		const error = await mailer.send(alertMail({ to: "busy@example.se" })).catch((e: unknown) => e);
		mailer.close();
		expect(error).toBeInstanceOf(MailSendError);
		expect((error as MailSendError).responseCode).toBe(451);
		expect((error as MailSendError).permanent).toBe(false);
		expect((error as MailSendError).retryable).toBe(true);
	});

	it("a server that is not listening is a MailSendError worth retrying", async () => {
		const gone = await startSmtpServer();
		await gone.stop();
		const mailer = createMailer({ smtpUrl: gone.url, outboxDir: tempDir(), from });
		const error = await mailer.send(alertMail()).catch((e: unknown) => e);
		mailer.close();
		expect(error).toBeInstanceOf(MailSendError);
		const unreachable = error as MailSendError;
		expect(["ECONNECTION", "ESOCKET"]).toContain(unreachable.code);
		expect(unreachable.responseCode).toBeUndefined();
		expect(unreachable.retryable).toBe(true);
		expect(unreachable.message).toContain("SMTP server");
	});

	it("refuses anything but one recipient before talking to the server", async () => {
		const mailer = createMailer({ smtpUrl: server.url, outboxDir: tempDir(), from });
		const before = server.received.length;
		for (const to of ["asa@example.se, ola@example.no", "not an address", ""]) {
			const error = await mailer.send(alertMail({ to })).catch((e: unknown) => e);
			expect(error).toBeInstanceOf(MailSendError);
			expect((error as MailSendError).permanent).toBe(true);
		}
		mailer.close();
		expect(server.received.length).toBe(before);
	});
});

describe("mail without an SMTP server: the outbox", () => {
	it("writes the message as a readable .eml file and logs its path", async () => {
		const outboxDir = path.join(tempDir(), "outbox");
		const mailer = createMailer({ outboxDir, from });
		expect(mailer.via).toBe("outbox");
		const message = alertMail({ messageId: messageIdFor("outbox-test", from) });
		const { result: sent, entries } = await captureLogs("info", () => mailer.send(message));

		expect(sent.via).toBe("outbox");
		expect(sent.messageId).toBe(message.messageId);
		expect(path.dirname(sent.file!)).toBe(outboxDir);
		expect(path.basename(sent.file!)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{32}\.eml$/);
		expect(readdirSync(outboxDir)).toEqual([path.basename(sent.file!)]);
		expect(entries.filter((entry) => entry.msg.includes("outbox")).map((entry) => entry.file)).toEqual([sent.file]);

		const raw = readFileSync(sent.file!);
		expect(raw.toString("latin1")).toMatch(/\r\n\r\n/);
		const parsed = await simpleParser(raw);
		expect(parsed.messageId).toBe(message.messageId);
		expectAlertMail(parsed, message);
	});

	it("is what the configuration without SMTP_URL gives: DATA_DIR/outbox, the sender from SITE_URL, the server log", async () => {
		const dataDir = tempDir();
		const env = parseEnv({ DATA_DIR: dataDir, SITE_URL: "https://www.godisguiden.se" });
		expect(env.MAIL_FROM).toBe("Godisguiden <no-reply@godisguiden.se>");
		const mailer = mailerFromEnv(env);
		expect(mailer.via).toBe("outbox");

		const { result: sent, entries } = await captureLogs("info", () =>
			mailer.send(alertMail({ locale: "nb", subject: "Prisvarsel: Freia Melkesjokolade (ø æ å)" })),
		);
		expect(path.dirname(sent.file!)).toBe(path.join(dataDir, "outbox"));
		expect(entries.find((entry) => entry.msg.includes("outbox"))?.file).toBe(sent.file);
		const parsed = await simpleParser(readFileSync(sent.file!));
		expect(parsed.subject).toBe("Prisvarsel: Freia Melkesjokolade (ø æ å)");
		expect(parsed.from?.value[0]?.address).toBe("no-reply@godisguiden.se");
		expect(headerOf(parsed, "Content-Language")).toBe("nb");
	});

	it("an outbox that cannot be written is a MailSendError worth retrying", async () => {
		const blocker = path.join(tempDir(), "a-file");
		writeFileSync(blocker, "");
		const mailer = createMailer({ outboxDir: path.join(blocker, "outbox"), from });
		const error = await mailer.send(alertMail()).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(MailSendError);
		expect((error as MailSendError).retryable).toBe(true);
		expect((error as MailSendError).message).toContain("outbox");
	});
});
