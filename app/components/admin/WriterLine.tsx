/** The line naming the text writer in use ("Mall (offline)" or the AI model), where texts are written. */
import { adminT } from "~/i18n/admin-t";

export function WriterLine({ provider }: { provider: string }) {
	return (
		<p className="text-sm text-gray-700" data-testid="writer">
			{adminT("provider", { name: provider })}
		</p>
	);
}
