// An OpenAI-compatible chat-completions server on 127.0.0.1 that the app talks to as it would to a
// real provider. It answers the app's two kinds of prompt — a page's SEO text and an article — with
// what the offline template writer writes from the facts in the prompt, so the answers keep every
// rule, and it counts the requests per subject: how many times a page's text was paid for. Told to,
// it refuses the subjects named as a provider refuses a wrong key (401), so a run fails for some
// pages and not for others.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { writeTemplateSeoChecked } from "~/.server/ai/seo-writer";
import { createTemplateWriter } from "~/.server/ai/writer";
import type { Locale } from "~/i18n/locales";

export interface AiServer {
	/** For AI_BASE_URL. */
	baseUrl: string;
	/** Requests per subject: a page's name for SEO text, the keywords for an article. */
	requests: Map<string, number>;
	stop(): Promise<void>;
}

function line(prompt: string, label: string): string {
	const found = prompt.split("\n").find((l) => l.startsWith(label));
	if (found === undefined) throw new Error(`the prompt has no "${label}" line`);
	return found.slice(label.length).trim();
}

async function answer(system: string, user: string): Promise<{ subject: string; content: unknown }> {
	const locale: Locale = system.includes("norsk bokmål") ? "nb" : "sv";
	const facts = JSON.parse(line(user, "Fakta ur katalogen (JSON):"));
	const publishedPaths = line(user, "Tillåtna interna sökvägar:").split(", ");
	if (user.includes("Sökord:")) {
		const keywords = line(user, "Sökord:").split(", ");
		const draft = await createTemplateWriter().writeArticle({ locale, keywords, facts, publishedPaths });
		return { subject: keywords.join(", "), content: draft };
	}
	const draft = await writeTemplateSeoChecked({ locale, facts, publishedPaths });
	return { subject: facts.subject.kind === "home" ? `home (${locale})` : facts.subject.name, content: draft };
}

export interface AiServerOptions {
	/** Subjects (as `requests` counts them) answered with a 401 "Incorrect API key provided". */
	refuses?: (subject: string) => boolean;
}

export async function startAiServer({ refuses = () => false }: AiServerOptions = {}): Promise<AiServer> {
	const requests = new Map<string, number>();
	const server: Server = createServer((req, res) => {
		let raw = "";
		req.on("data", (chunk) => {
			raw += chunk;
		});
		req.on("end", async () => {
			try {
				const { messages } = JSON.parse(raw) as { messages: { role: string; content: string }[] };
				const system = messages.find((m) => m.role === "system")?.content ?? "";
				const user = messages.find((m) => m.role === "user")?.content ?? "";
				const { subject, content } = await answer(system, user);
				requests.set(subject, (requests.get(subject) ?? 0) + 1);
				if (refuses(subject)) {
					res.writeHead(401, { "Content-Type": "application/json" });
					res.end(JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error" } }));
					return;
				}
				res.writeHead(200, { "Content-Type": "application/json" });
				res.end(
					JSON.stringify({
						object: "chat.completion",
						choices: [{ index: 0, message: { role: "assistant", content: JSON.stringify(content) } }],
					}),
				);
			} catch (error) {
				res.writeHead(500, { "Content-Type": "application/json" });
				res.end(JSON.stringify({ error: { message: String(error) } }));
			}
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return {
		baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
		requests,
		async stop() {
			server.closeAllConnections();
			await new Promise((resolve) => server.close(resolve));
		},
	};
}
