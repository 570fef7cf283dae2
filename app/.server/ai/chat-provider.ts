// A client for any OpenAI-compatible chat-completions API (AI_BASE_URL, AI_API_KEY, AI_MODEL).
// Providers are busy and flaky, so 429, 5xx and network failures are retried with exponential
// backoff; a refusal (other 4xx) is not, since asking again gives the same answer. A timeout is
// not retried either: the operator is already waiting, and three timeouts would triple the wait.
// What an answer may cost is bounded twice (ADR 074): every call names the most tokens its answer
// may take (`max_completion_tokens`, the protocol's current name for `max_tokens`), so a runaway
// generation is not paid for in full, and the answer's bytes are counted as they arrive
// (./bounded-answer.ts), so one that is too large is never held whole, whatever the provider
// does with the token bound. Every failure has a code and becomes one Swedish sentence from the
// admin catalogue (ai.failures) that the admin can show the operator as it is.
import { getEnv } from "~/.server/env";
import { adminT } from "~/i18n/admin-t";
import { answerByteLimit, readBoundedAnswer } from "./bounded-answer";

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

/** Why a call failed; each code has its sentence under ai.failures in the admin catalogue. */
export type AiFailureCode =
	| "refused"
	| "overloaded"
	| "server-error"
	| "unreachable"
	| "timeout"
	| "not-json"
	| "no-content"
	| "answer-too-large"
	| "answer-cut-off";

export class AiProviderError extends Error {
	override name = "AiProviderError";
	constructor(
		readonly code: AiFailureCode,
		message: string,
		readonly status?: number,
	) {
		super(message);
	}
}

export interface ChatCall {
	/**
	 * The most tokens the answer may take: a little above the caller's longest legitimate answer,
	 * so a good answer is never cut and a runaway one costs at most this.
	 */
	maxTokens: number;
	temperature?: number;
}

export interface ChatClient {
	readonly model: string;
	complete(messages: ChatMessage[], call: ChatCall): Promise<string>;
}

/** The provider configured by the environment, or null when AI_BASE_URL is unset. */
export function chatOptionsFromEnv(
	env: { AI_BASE_URL?: string; AI_API_KEY?: string; AI_MODEL: string; AI_TIMEOUT_MS: number } = getEnv(),
): ChatProviderOptions | null {
	if (!env.AI_BASE_URL) return null;
	return { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS };
}

const maxRetryAfterMs = 30_000;

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
	return text === "" ? adminT("ai.noMessage") : text.slice(0, 300);
}

function isTimeout(error: unknown): boolean {
	return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

function seconds(ms: number): string {
	const s = ms / 1000;
	return Number.isInteger(s) ? String(s) : s.toFixed(1).replace(".", ",");
}

/** "1 MB" (the answer's bound as the operator reads it). */
function megabytes(bytes: number): string {
	return `${(bytes / 1024 / 1024).toLocaleString("sv-SE", { maximumFractionDigits: 1 })} MB`;
}

interface Choice {
	message?: { content?: unknown };
	finish_reason?: unknown;
}

/** The answer's text; an answer stopped by its token bound is a failure, since half a JSON object is no draft. */
function contentOf(body: string, maxTokens: number): string {
	let parsed: unknown;
	try {
		parsed = JSON.parse(body);
	} catch {
		throw new AiProviderError("not-json", adminT("ai.failures.not-json"));
	}
	const choice = (parsed as { choices?: Choice[] } | null)?.choices?.[0];
	if (choice?.finish_reason === "length") {
		throw new AiProviderError("answer-cut-off", adminT("ai.failures.answer-cut-off", { tokens: maxTokens }));
	}
	const content = choice?.message?.content;
	if (typeof content !== "string" || content.trim() === "") {
		throw new AiProviderError("no-content", adminT("ai.failures.no-content"));
	}
	return content;
}

/** A failure that ran out of attempts, said with its count. */
function gaveUp(failure: string, attempts: number): string {
	return adminT("ai.gaveUp", { failure, attempts });
}

export function createChatClient(options: ChatProviderOptions): ChatClient {
	const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
	const baseDelay = options.retryBaseDelayMs ?? 1000;
	const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;

	async function complete(messages: ChatMessage[], call: ChatCall): Promise<string> {
		const body = JSON.stringify({
			model: options.model,
			messages,
			temperature: call.temperature ?? options.temperature ?? 0.7,
			max_completion_tokens: call.maxTokens,
		});
		const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
		if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;

		let lastFailure: { code: AiFailureCode; text: string } | null = null;
		for (let attempt = 1; attempt <= maxAttempts; attempt++) {
			let wait = baseDelay * 2 ** (attempt - 1);
			try {
				const response = await fetch(url, {
					method: "POST",
					headers,
					body,
					signal: AbortSignal.timeout(options.timeoutMs),
				});
				const read = await readBoundedAnswer(response);
				if (!read.ok) {
					// Not retried: the same question is likely to run away again, and each try is paid for.
					const limit = megabytes(answerByteLimit);
					throw new AiProviderError("answer-too-large", adminT("ai.failures.answer-too-large", { limit }), response.status);
				}
				const text = read.text;
				if (response.ok) return contentOf(text, call.maxTokens);
				const status = response.status;
				const reason = reasonOf(text);
				if (status !== 429 && status < 500) {
					throw new AiProviderError("refused", adminT("ai.failures.refused", { status, reason }), status);
				}
				lastFailure =
					status === 429
						? { code: "overloaded", text: adminT("ai.failures.overloaded", { reason }) }
						: { code: "server-error", text: adminT("ai.failures.server-error", { status, reason }) };
				const retryAfter = Number(response.headers.get("retry-after"));
				if (Number.isFinite(retryAfter) && retryAfter > 0) {
					wait = Math.min(Math.max(wait, retryAfter * 1000), maxRetryAfterMs);
				}
				if (attempt === maxAttempts) throw new AiProviderError(lastFailure.code, gaveUp(lastFailure.text, attempt), status);
			} catch (error) {
				if (error instanceof AiProviderError) throw error;
				if (isTimeout(error)) {
					throw new AiProviderError("timeout", adminT("ai.failures.timeout", { seconds: seconds(options.timeoutMs) }));
				}
				const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : "";
				const text = adminT("ai.failures.unreachable", { url, cause: cause || adminT("ai.unknownError") });
				lastFailure = { code: "unreachable", text };
				if (attempt === maxAttempts) throw new AiProviderError("unreachable", gaveUp(text, attempt));
			}
			await sleep(wait);
		}
		// Not reached: the last attempt returns or throws.
		throw new AiProviderError(lastFailure?.code ?? "unreachable", lastFailure?.text ?? adminT("ai.unknownError"));
	}

	return { model: options.model, complete };
}
