// The OpenAI-compatible provider against a real HTTP server on 127.0.0.1 speaking the
// chat-completions protocol: retries, refusals, unreadable answers, timeouts, the bounds on an
// answer (its tokens asked for, its bytes read; ADR 074), and the whole writer path (check, repair,
// regenerate) on top of it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ArticleFacts } from "~/.server/ai/article-draft";
import { alwaysPublishedPaths, articleLimits, checkArticle, checkMetaDescription } from "~/.server/ai/article-rules";
import { answerByteLimit } from "~/.server/ai/bounded-answer";
import { answerTokensFor } from "~/.server/ai/chat-answer";
import { AiProviderError, createChatClient } from "~/.server/ai/chat-provider";
import type { SeoFacts, SeoRequest } from "~/.server/ai/seo-draft";
import { seoLimits } from "~/.server/ai/seo-rules";
import { writeTemplateSeoChecked } from "~/.server/ai/seo-writer";
import { writeTemplateArticle as writeTemplate } from "~/.server/ai/template/compose-article";
import { ArticleRulesError, activeWriterLabel, createChatWriter, getWriter } from "~/.server/ai/writer";

type Reply = (req: IncomingMessage, res: ServerResponse) => void;

interface Received {
	authorization: string | undefined;
	url: string | undefined;
	body: { model: string; messages: { role: string; content: string }[]; temperature: number; max_completion_tokens: number };
}

let server: Server;
let baseUrl: string;
let replies: Reply[] = [];
let received: Received[] = [];

function answer(content: string): Reply {
	return (_req, res) => {
		res.writeHead(200, { "Content-Type": "application/json" });
		res.end(
			JSON.stringify({ id: "x", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content } }] }),
		);
	};
}

function status(code: number, message: string): Reply {
	return (_req, res) => {
		res.writeHead(code, { "Content-Type": "application/json" });
		res.end(JSON.stringify({ error: { message, type: "test" } }));
	};
}

const never: Reply = () => {
	// holds the request open: the client's timeout must end it
};

beforeAll(async () => {
	server = createServer((req, res) => {
		let raw = "";
		req.on("data", (chunk) => {
			raw += chunk;
		});
		req.on("end", () => {
			received.push({ authorization: req.headers.authorization, url: req.url, body: JSON.parse(raw) });
			const reply = replies.shift() ?? status(500, "no reply scripted");
			reply(req, res);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
	replies = [];
	received = [];
});

function client(overrides: { timeoutMs?: number } = {}) {
	return createChatClient({
		baseUrl,
		apiKey: "test-key",
		model: "test-model",
		timeoutMs: overrides.timeoutMs ?? 5000,
		maxAttempts: 3,
		retryBaseDelayMs: 5,
	});
}

const hello = [{ role: "user" as const, content: "Hej" }];
const short = { maxTokens: 50 };

/** What an endless answer's server sent before the client hung up, and whether it did hang up. */
interface Flood {
	sent: number;
	cutOff: Promise<boolean>;
}

/**
 * A 200 OK whose chat completion never ends in time: `total` bytes of one content string, streamed
 * (chunked, no length) as fast as the client reads, or announced up front with `announce`.
 */
function flood(total: number, { announce = false } = {}): { reply: Reply; flood: Flood } {
	let cutOff!: (early: boolean) => void;
	const flood: Flood = { sent: 0, cutOff: new Promise((resolve) => (cutOff = resolve)) };
	const reply: Reply = (_req, res) => {
		const head = '{"object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"';
		const tail = '"},"finish_reason":"stop"}]}';
		res.writeHead(200, {
			"Content-Type": "application/json",
			...(announce ? { "Content-Length": String(head.length + total + tail.length) } : {}),
		});
		res.on("close", () => cutOff(!res.writableFinished));
		const chunk = Buffer.alloc(64 * 1024, "a");
		res.write(head);
		const pump = () => {
			while (flood.sent < total && !res.destroyed) {
				flood.sent += chunk.length;
				if (!res.write(chunk)) {
					res.once("drain", pump);
					return;
				}
			}
			if (!res.destroyed) res.end(tail);
		};
		pump();
	};
	return { reply, flood };
}

describe("OpenAI-compatible chat provider", () => {
	it("posts model, messages, temperature and the answer's token bound with the bearer key and returns the content", async () => {
		replies = [answer("Hej själv")];
		await expect(client().complete(hello, { temperature: 0.2, maxTokens: 120 })).resolves.toBe("Hej själv");
		expect(received).toHaveLength(1);
		expect(received[0]?.url).toBe("/v1/chat/completions");
		expect(received[0]?.authorization).toBe("Bearer test-key");
		expect(received[0]?.body).toEqual({ model: "test-model", messages: hello, temperature: 0.2, max_completion_tokens: 120 });
	});

	it("stops reading an answer past its byte bound, closes the connection and does not ask again", async () => {
		const { reply, flood: sent } = flood(200 * 1024 * 1024);
		replies = [reply, answer("ska aldrig nås")];
		const error = await client()
			.complete(hello, short)
			.catch((e: unknown) => e);
		expect(error).toBeInstanceOf(AiProviderError);
		expect((error as AiProviderError).code).toBe("answer-too-large");
		expect((error as Error).message).toBe("AI-tjänstens svar var större än 1 MB och lästes inte färdigt.");
		// The client hung up long before the 200 MB were sent: what was read is the bound plus what
		// the sockets' buffers held, never the answer whole.
		expect(await sent.cutOff).toBe(true);
		expect(sent.sent).toBeGreaterThan(answerByteLimit);
		expect(sent.sent).toBeLessThan(32 * 1024 * 1024);
		expect(received).toHaveLength(1);
	});

	it("refuses an answer whose announced length is over the bound before reading it", async () => {
		const { reply, flood: sent } = flood(200 * 1024 * 1024, { announce: true });
		replies = [reply];
		const error = await client()
			.complete(hello, short)
			.catch((e: unknown) => e);
		expect((error as AiProviderError).code).toBe("answer-too-large");
		expect(await sent.cutOff).toBe(true);
		expect(sent.sent).toBeLessThan(32 * 1024 * 1024);
	});

	it("reads an answer just within the bound", async () => {
		// A million bytes: two for each letter.
		const content = "å".repeat(500_000);
		replies = [answer(content)];
		await expect(client().complete(hello, short)).resolves.toBe(content);
	});

	it("fails an answer the provider stopped at its token bound, naming the bound", async () => {
		replies = [
			(_req, res) => {
				res.writeHead(200, { "Content-Type": "application/json" });
				res.end(
					JSON.stringify({
						choices: [{ index: 0, message: { role: "assistant", content: '{"seoMd": "## Ru' }, finish_reason: "length" }],
					}),
				);
			},
		];
		const error = await client()
			.complete(hello, short)
			.catch((e: unknown) => e);
		expect((error as AiProviderError).code).toBe("answer-cut-off");
		expect((error as Error).message).toBe("AI-tjänstens svar nådde gränsen på 50 token och avbröts innan det var klart.");
	});

	it("retries after 429 and returns the next good answer", async () => {
		replies = [status(429, "Rate limit reached"), answer("Andra gången gillt")];
		await expect(client().complete(hello, short)).resolves.toBe("Andra gången gillt");
		expect(received).toHaveLength(2);
	});

	it("gives up after three 500s with a clear message", async () => {
		replies = [status(500, "boom"), status(500, "boom"), status(500, "boom"), answer("för sent")];
		const error = await client()
			.complete(hello, short)
			.catch((e: unknown) => e);
		expect(error).toBeInstanceOf(AiProviderError);
		expect((error as Error).message).toBe("AI-tjänsten svarade med ett serverfel (500): boom – gav upp efter 3 försök.");
		expect(received).toHaveLength(3);
	});

	it("does not retry a refusal (401) and says why", async () => {
		replies = [status(401, "Incorrect API key provided"), answer("ska aldrig nås")];
		await expect(client().complete(hello, short)).rejects.toThrow(
			"AI-tjänsten avvisade anropet (401): Incorrect API key provided",
		);
		expect(received).toHaveLength(1);
	});

	it("reports a body that is not JSON, or has no content, as unreadable", async () => {
		replies = [
			(_req, res) => {
				res.writeHead(200, { "Content-Type": "application/json" });
				res.end("{not json");
			},
		];
		await expect(client().complete(hello, short)).rejects.toThrow("AI-tjänsten gav ett oläsbart svar (inte JSON).");
		replies = [
			(_req, res) => {
				res.writeHead(200, { "Content-Type": "application/json" });
				res.end(JSON.stringify({ choices: [] }));
			},
		];
		await expect(client().complete(hello, short)).rejects.toThrow(
			"AI-tjänsten gav ett oläsbart svar (choices[0].message.content saknas).",
		);
	});

	it("stops waiting after the timeout", async () => {
		replies = [never];
		const started = Date.now();
		await expect(client({ timeoutMs: 300 }).complete(hello, short)).rejects.toThrow(
			"AI-tjänsten svarade inte inom 0,3 sekunder.",
		);
		expect(Date.now() - started).toBeLessThan(3000);
	});

	it("says so when the service cannot be reached, after retrying", async () => {
		const closed = createServer();
		await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
		const port = (closed.address() as AddressInfo).port;
		await new Promise((resolve) => closed.close(resolve));
		const unreachable = createChatClient({
			baseUrl: `http://127.0.0.1:${port}`,
			model: "m",
			timeoutMs: 2000,
			retryBaseDelayMs: 1,
		});
		await expect(unreachable.complete(hello, short)).rejects.toThrow(
			/^AI-tjänsten kunde inte nås .* – gav upp efter 3 försök\.$/,
		);
	});
});

const currency = "SEK";
const facts: ArticleFacts = {
	categories: [
		{ name: "Choklad", path: "/kategorier/choklad", productCount: 24 },
		{ name: "Lakrits", path: "/kategorier/lakrits", productCount: 11 },
	],
	brands: [
		{ name: "Marabou", path: "/varumarken/marabou" },
		{ name: "Cloetta", path: "/varumarken/cloetta" },
	],
	products: [{ name: "Mjölkchoklad 200 g", brand: "Marabou", price: 32.9, currency }],
	priceRange: { min: 9.9, max: 249, currency },
};
const publishedPaths = [
	...alwaysPublishedPaths("sv"),
	...facts.categories.map((c) => c.path),
	...facts.brands.map((b) => b.path),
];

/** The same catalogue as a page's SEO facts. */
const seoFacts: SeoFacts = {
	subject: { kind: "home" },
	productCount: 24,
	...facts,
	totals: { categories: facts.categories.length, brands: facts.brands.length },
};

/** A model's answer: an article that keeps the rules (borrowed from the template writer). */
function goodArticle() {
	const draft = writeTemplate({ locale: "sv", keywords: ["choklad"], facts });
	const { slug: _slug, ...fields } = draft;
	return { ...fields, title: "Choklad – Så Väljer Du Rätt!" };
}

describe("the openai-compatible writer", () => {
	const writer = () => createChatWriter({ baseUrl, apiKey: "k", model: "test-model", timeoutMs: 5000, retryBaseDelayMs: 1 });

	it("stores a passing answer's fields, with the slug made by the slug rule", async () => {
		const article = goodArticle();
		replies = [answer(`\`\`\`json\n${JSON.stringify(article)}\n\`\`\``)];
		const draft = await writer().writeArticle({ locale: "sv", keywords: ["choklad"], facts, publishedPaths });
		expect(draft).toEqual({
			title: article.title,
			h1: article.h1,
			slug: "choklad-sa-valjer-du-ratt",
			excerpt: article.excerpt,
			metaTitle: article.metaTitle,
			metaDescription: article.metaDescription,
			bodyMd: article.bodyMd.trim(),
		});
		expect(received).toHaveLength(1);
		const prompt = received[0]?.body.messages.map((m) => m.content).join("\n") ?? "";
		expect(prompt).toContain("Sökord: choklad");
		expect(prompt).toContain("/kategorier/choklad");
		expect(prompt).toContain("svenska");
		// The token bound: the rules' longest body, with room for the other fields.
		expect(received[0]?.body.max_completion_tokens).toBe(answerTokensFor(articleLimits.words.max));
		expect(answerTokensFor(articleLimits.words.max)).toBe(7000);
	});

	it("asks for a page's SEO text with the SEO text's own token bound", async () => {
		replies = [answer("{}")];
		const chat = createChatWriter({ baseUrl, model: "test-model", timeoutMs: 5000, maxGenerations: 1 });
		const facts = {
			subject: { kind: "home" as const },
			productCount: 0,
			priceRange: null,
			products: [],
			categories: [],
			brands: [],
		};
		await expect(
			chat.writeSeo({ locale: "sv", facts: { ...facts, totals: { categories: 0, brands: 0 } }, publishedPaths: [] }),
		).rejects.toThrow(/^AI-texten uppfyllde inte kraven efter 1 försök/);
		expect(received[0]?.body.max_completion_tokens).toBe(answerTokensFor(seoLimits.words.max));
		expect(answerTokensFor(seoLimits.words.max)).toBe(2800);
	});

	it("takes a home page answer whose introMd is null as one without an intro, asking once", async () => {
		const home: SeoRequest = {
			locale: "sv",
			facts: { ...seoFacts, subject: { kind: "home" }, totals: { categories: 2, brands: 2 } },
			publishedPaths,
		};
		const text = await writeTemplateSeoChecked(home);
		expect(text.introMd).toBeNull();
		replies = [answer(JSON.stringify({ seoMd: text.seoMd, introMd: null }))];
		const draft = await writer().writeSeo(home);
		expect(draft).toEqual({ seoMd: text.seoMd, introMd: null });
		expect(received).toHaveLength(1);
	});

	it("reads a category answer whose introMd is null as one without its intro, and asks again for it", async () => {
		const category: SeoRequest = {
			locale: "sv",
			facts: { ...seoFacts, subject: { kind: "category", name: "Choklad", path: "/kategorier/choklad" } },
			publishedPaths,
		};
		const text = await writeTemplateSeoChecked(category);
		replies = [answer(JSON.stringify({ seoMd: text.seoMd, introMd: null })), answer(JSON.stringify(text))];
		const draft = await writer().writeSeo(category);
		expect(draft).toEqual(text);
		expect(received).toHaveLength(2);
		expect(received[1]?.body.messages.at(-1)?.content).toContain(
			"Förra utkastet uppfyllde inte kraven: Svaret saknade fältet introMd.",
		);
	});

	it("repairs a dead internal link without asking again", async () => {
		const article = goodArticle();
		const bodyMd = article.bodyMd.replace(
			"[Choklad](/kategorier/choklad)",
			"[Choklad](/kategorier/choklad) och [Godis](/kategorier/finns-inte)",
		);
		replies = [answer(JSON.stringify({ ...article, bodyMd }))];
		const draft = await writer().writeArticle({ locale: "sv", keywords: ["choklad"], facts, publishedPaths });
		expect(draft.bodyMd).toContain("[Choklad](/kategorier/choklad) och Godis");
		expect(received).toHaveLength(1);
	});

	it("regenerates an answer that falls short, telling the model what was wrong", async () => {
		const article = goodArticle();
		const short = { ...article, bodyMd: "## Bara en rubrik\n\nFör kort." };
		replies = [answer(JSON.stringify(short)), answer(JSON.stringify(article))];
		const draft = await writer().writeArticle({ locale: "sv", keywords: ["choklad"], facts, publishedPaths });
		expect(checkArticle(draft.bodyMd, { publishedPaths: new Set(publishedPaths) })).toEqual([]);
		expect(checkMetaDescription(draft.metaDescription)).toEqual([]);
		expect(received).toHaveLength(2);
		expect(received[1]?.body.messages.at(-1)?.content).toContain(
			"Förra utkastet uppfyllde inte kraven: Artikeln har 5 ord (ska ha 1 000–2 000).",
		);
	});

	it("never returns an article that still falls short after three generations", async () => {
		const bad = JSON.stringify({ ...goodArticle(), bodyMd: "## Kort\n\nFör kort." });
		replies = [answer("inte json alls"), answer(bad), answer(bad), answer(JSON.stringify(goodArticle()))];
		const error = await writer()
			.writeArticle({ locale: "sv", keywords: ["choklad"], facts, publishedPaths })
			.catch((e: unknown) => e);
		expect(error).toBeInstanceOf(ArticleRulesError);
		expect((error as Error).message).toMatch(/^AI-artikeln uppfyllde inte kraven efter 3 försök: Artikeln har 3 ord/);
		expect(received).toHaveLength(3);
	});
});

describe("choosing the writer", () => {
	const base = { AI_API_KEY: undefined, AI_MODEL: "gpt-4o-mini", AI_TIMEOUT_MS: 60_000 };

	it("uses the template writer offline and the chat API when AI_BASE_URL is set", () => {
		expect(getWriter({ ...base, AI_BASE_URL: undefined }).name).toBe("template");
		expect(activeWriterLabel({ ...base, AI_BASE_URL: undefined })).toBe("Mall (offline)");
		expect(getWriter({ ...base, AI_BASE_URL: baseUrl }).name).toBe("openai-compatible");
		expect(activeWriterLabel({ ...base, AI_BASE_URL: baseUrl })).toBe("OpenAI-kompatibel: gpt-4o-mini");
	});
});
