// A header field of a received mail as it arrived (unfolded), for the checks that care about the
// exact wording of List-Unsubscribe, Content-Language and the like.
import type { ParsedMail } from "mailparser";

export function headerOf(mail: ParsedMail, name: string): string | undefined {
	const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
	return line
		?.slice(line.indexOf(":") + 1)
		.replace(/\r?\n[ \t]+/g, " ")
		.trim();
}
