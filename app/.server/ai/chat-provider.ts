// A client for any OpenAI-compatible chat-completions API (AI_BASE_URL, AI_API_KEY, AI_MODEL).
// Providers are busy and flaky, so 429, 5xx and network failures are retried with exponential
// backoff; a refusal (other 4xx) is not, since asking again gives the same answer. A timeout is
// not retried either: the operator is already waiting, and three timeouts would triple the wait.
// Every failure becomes one Swedish sentence the admin can show the operator as it is.
import { getEnv } from "~/.server/env";

export interface ChatMessage {
	role: "system" | "user" | "assistant";
	content: string;
}

export interface ChatProviderOptions {
	baseUrl: string;
	apiKey?: string;
	model: string;
	/** Per attempt. */
	timeoutMs: number;
	/** Attempts in all, the first included. */
	maxAttempts?: number;
	/** Wait before the second attempt; doubles for each one after. */
	retryBaseDelayMs?: number;
	temperature?: number;
}

export class AiProviderError extends Error {
	override name = "AiProviderError";
	constructor(
		message: string,
		readonly status?: number,
	) {
		super(message);
	}
}

export interface ChatClient {
	readonly model: string;
	complete(messages: ChatMessage[], options?: { temperature?: number }): Promise<string>;
}

/** The provider configured by the environment, or null when AI_BASE_URL is unset. */
export function chatOptionsFromEnv(
	env: { AI_BASE_URL?: string; AI_API_KEY?: string; AI_MODEL: string; AI_TIMEOUT_MS: number } = getEnv(),
): ChatProviderOptions | null {
	if (!env.AI_BASE_URL) return null;
	return { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS };
}

const maxRetryAfterMs = 30_000;
const unreadable = "AI-tjänsten gav ett oläsbart svar";

function sleep(ms: number): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The provider's own explanation: `error.message` of an OpenAI-style body, else the text's start. */
function reasonOf(body: string): string {
	try {
		const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
		const message = typeof parsed.error === "string" ? parsed.error : (parsed.error?.message ?? parsed.message ?? undefined);
		if (typeof message === "string" && message.trim() !== "") return message.trim().slice(0, 300);
	} catch {
		// not JSON: fall through to the raw text
	}
	const text = body.replace(/\s+/g, " ").trim();
	return text === "" ? "inget meddelande" : text.slice(0, 300);
}

function isTimeout(error: unknown): boolean {
	return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

function seconds(ms: number): string {
	const s = ms / 1000;
	return Number.isInteger(s) ? String(s) : s.toFixed(1).replace(".", ",");
}

function contentOf(body: string): string {
	let parsed: unknown;
	try {
		parsed = JSON.parse(body);
	} catch {
		throw new AiProviderError(`${unreadable} (inte JSON).`);
	}
	const content = (parsed as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
	if (typeof content !== "string" || content.trim() === "") {
		throw new AiProviderError(`${unreadable} (choices[0].message.content saknas).`);
	}
	return content;
}

export function createChatClient(options: ChatProviderOptions): ChatClient {
	const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
	const baseDelay = options.retryBaseDelayMs ?? 1000;
	const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;

	async function complete(messages: ChatMessage[], call: { temperature?: number } = {}): Promise<string> {
		const body = JSON.stringify({
			model: options.model,
			messages,
			temperature: call.temperature ?? options.temperature ?? 0.7,
		});
		const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
		if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;

		let lastFailure = "";
		for (let attempt = 1; attempt <= maxAttempts; attempt++) {
			let wait = baseDelay * 2 ** (attempt - 1);
			try {
				const response = await fetch(url, {
					method: "POST",
					headers,
					body,
					signal: AbortSignal.timeout(options.timeoutMs),
				});
				const text = await response.text();
				if (response.ok) return contentOf(text);
				const status = response.status;
				if (status !== 429 && status < 500) {
					throw new AiProviderError(`AI-tjänsten avvisade anropet (${status}): ${reasonOf(text)}`, status);
				}
				lastFailure =
					status === 429
						? `AI-tjänsten är överbelastad (429): ${reasonOf(text)}`
						: `AI-tjänsten svarade med ett serverfel (${status}): ${reasonOf(text)}`;
				const retryAfter = Number(response.headers.get("retry-after"));
				if (Number.isFinite(retryAfter) && retryAfter > 0) {
					wait = Math.min(Math.max(wait, retryAfter * 1000), maxRetryAfterMs);
				}
				if (attempt === maxAttempts) throw new AiProviderError(`${lastFailure} – gav upp efter ${attempt} försök.`, status);
			} catch (error) {
				if (error instanceof AiProviderError) throw error;
				if (isTimeout(error)) {
					throw new AiProviderError(`AI-tjänsten svarade inte inom ${seconds(options.timeoutMs)} sekunder.`);
				}
				const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : "";
				lastFailure = `AI-tjänsten kunde inte nås (${url}): ${cause || "okänt fel"}`;
				if (attempt === maxAttempts) throw new AiProviderError(`${lastFailure} – gav upp efter ${attempt} försök.`);
			}
			await sleep(wait);
		}
		throw new AiProviderError(lastFailure || unreadable);
	}

	return { model: options.model, complete };
}
