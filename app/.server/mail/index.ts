// The site's mailer, configured from the environment: SMTP_URL if set, otherwise .eml files in
// DATA_DIR/outbox; MAIL_FROM as the sender. Tests and scripts that need another configuration
// build their own with createMailer.
import path from "node:path";
import { type Env, getEnv } from "../env";
import { createMailer, type Mailer } from "./mailer";

export { MailSendError } from "./mail-error";
export { createMailer, type Mailer, type MailerOptions } from "./mailer";
export { type MailMessage, messageIdFor, type SentMail } from "./message";

let current: Mailer | undefined;

/** The mailer a configuration describes. */
export function mailerFromEnv(env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "dataDir">): Mailer {
	return createMailer({ smtpUrl: env.SMTP_URL, outboxDir: path.join(env.dataDir, "outbox"), from: env.MAIL_FROM });
}

/** The mailer this process's configuration describes, built on first use. */
export function getMailer(): Mailer {
	current ??= mailerFromEnv(getEnv());
	return current;
}

/** Closes the site's mailer (shutdown); the next send builds it again. */
export function closeMailer(): void {
	current?.close();
	current = undefined;
}
