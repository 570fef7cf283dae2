// A word diff drawn by the server (app/lib/word-diff.ts): added words underlined on green, removed
// ones struck through on red, the rest as it is; <ins> and <del> say the same to a screen reader.
import { adminT } from "~/i18n/admin-t";
import type { DiffPart } from "~/lib/word-diff";

export function DiffView({ parts, counts }: { parts: DiffPart[]; counts: { added: number; removed: number } }) {
	const changed = counts.added + counts.removed > 0;
	return (
		<div className="mt-2">
			<p className="text-sm font-semibold" data-testid="diff-counts">
				{changed ? adminT("texts.revision.counts", counts) : adminT("texts.revision.same")}
			</p>
			<p className="text-sm text-gray-700">{adminT("texts.revision.legend")}</p>
			<div
				className="mt-2 whitespace-pre-wrap break-words rounded-md border border-gray-200 bg-gray-50 p-3 font-mono text-sm"
				data-testid="diff"
			>
				{parts.map((part, index) =>
					part.kind === "added" ? (
						// biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
						<ins key={index} className="bg-green-100 text-green-900 underline">
							{part.text}
						</ins>
					) : part.kind === "removed" ? (
						// biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
						<del key={index} className="bg-red-100 text-red-900 line-through">
							{part.text}
						</del>
					) : (
						// biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
						<span key={index}>{part.text}</span>
					),
				)}
			</div>
		</div>
	);
}
