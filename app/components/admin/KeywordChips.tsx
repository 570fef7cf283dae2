// AI keywords: 1 to 5. Without JavaScript a comma-separated text field; with it, chips:
// add with the button or Enter (split on commas like the field, trimmed, non-empty, up to 5; what
// does not fit stays typed), a click on a chip removes it. Text typed but not yet a chip is posted
// with the chips, as the hint's "separerade med kommatecken" promises: an operator who types
// "lakrits, godis" and generates means those keywords. The server checks the count and lengths.
// The server's message about the keywords stands under them, led by its title when it has one.
import { useState } from "react";
import { adminT } from "~/i18n/admin-t";
import { keywordList } from "~/lib/article-form";
import { useHydrated } from "~/lib/use-hydrated";

const maxKeywords = 5;

/** What is wrong with the posted keywords, in the catalogue's words ("Lägg till sökord" leads only "no keywords"). */
export interface KeywordError {
	title?: string;
	text: string;
}

/** The typed text's keywords that are not chips yet, each once. */
function newKeywords(chips: readonly string[], text: string): string[] {
	return [...new Set(keywordList(text))].filter((keyword) => !chips.includes(keyword));
}

export function KeywordChips({
	name,
	error,
	defaultKeywords = [],
}: {
	name: string;
	error?: KeywordError;
	/** What a refused post held: the chips, or the text field's value without JavaScript. */
	defaultKeywords?: string[];
}) {
	const enhanced = useHydrated();
	const [keywords, setKeywords] = useState<string[]>(defaultKeywords);
	const [draft, setDraft] = useState("");

	const typed = newKeywords(keywords, draft);

	function add() {
		const room = maxKeywords - keywords.length;
		if (room <= 0) return;
		setKeywords([...keywords, ...typed.slice(0, room)]);
		setDraft(typed.slice(room).join(", "));
	}

	const describedBy = error ? "keywords-hint keywords-error" : "keywords-hint";
	return (
		<div>
			<label htmlFor="keywords-input" className="block text-sm font-semibold">
				{adminT("articles.keywords")}
			</label>
			{enhanced ? (
				<>
					<input type="hidden" name={name} value={[...keywords, ...typed].join(",")} />
					<div className="mt-1 flex gap-2">
						<input
							id="keywords-input"
							value={draft}
							onChange={(event) => setDraft(event.target.value)}
							onKeyDown={(event) => {
								if (event.key === "Enter") {
									event.preventDefault();
									add();
								}
							}}
							aria-describedby={describedBy}
							aria-invalid={error ? true : undefined}
							className="flex-1 rounded-md border border-gray-300 px-3 py-2"
						/>
						<button
							type="button"
							onClick={add}
							disabled={typed.length === 0 || keywords.length >= maxKeywords}
							className="rounded-md border border-gray-300 px-3 py-2 font-semibold disabled:opacity-50"
						>
							{adminT("articles.addKeyword")}
						</button>
					</div>
					<ul className="mt-2 flex flex-wrap gap-2" aria-live="polite">
						{keywords.map((keyword) => (
							<li key={keyword}>
								<button
									type="button"
									onClick={() => setKeywords(keywords.filter((k) => k !== keyword))}
									className="rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-700 hover:bg-brand-50"
									aria-label={adminT("articles.removeKeyword", { keyword })}
								>
									{keyword} ×
								</button>
							</li>
						))}
					</ul>
				</>
			) : (
				<input
					id="keywords-input"
					name={name}
					defaultValue={defaultKeywords.join(", ")}
					aria-describedby={describedBy}
					aria-invalid={error ? true : undefined}
					className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2"
				/>
			)}
			<p id="keywords-hint" className="mt-1 text-sm text-gray-600">
				{adminT("articles.keywordsHint")}
			</p>
			{error ? (
				<p id="keywords-error" role="alert" className="mt-1 text-sm font-semibold text-red-800">
					{error.title ? (
						<>
							<strong>{error.title}:</strong>{" "}
						</>
					) : null}
					{error.text}
				</p>
			) : null}
		</div>
	);
}
