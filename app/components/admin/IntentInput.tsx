// The admin page's own forms (generate an article, create one, run the daily article, fix brand
// links) all post to its action, which answers each by the form's `intent` field through a table
// keyed by these names (app/routes/admin/index.tsx).
export const adminIntents = ["generate-article", "create-article", "daily-run", "fix-brand-links"] as const;

export type AdminIntent = (typeof adminIntents)[number];

export function isAdminIntent(value: unknown): value is AdminIntent {
	return adminIntents.some((intent) => intent === value);
}

/** The hidden field that names the admin page's tool a form posts to. */
export function IntentInput({ intent }: { intent: AdminIntent }) {
	return <input type="hidden" name="intent" value={intent} />;
}
