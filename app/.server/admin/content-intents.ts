// The content section's own forms (generate an article, create one, run the daily article, fix
// brand links) post to its page by `intent`; this answers each through the table below. /admin
// answers them too, the address they posted to before the admin had sections (ADR 053), and hands
// a post it refuses to the section, whose page shows the errors (ADR 085).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect } from "react-router";
import type { GenerateErrors } from "~/components/admin/ArticlesCard";
import { type AdminIntent, isAdminIntent } from "~/components/admin/IntentInput";
import { adminT } from "~/i18n/admin-t";
import { cardPath } from "~/lib/admin-sections";
import { articleFormSchema, keywordList, keywordShown, withStoredTexts } from "~/lib/article-form";
import type { Flash } from "~/lib/flash";
import { requireAdmin } from "../auth/require-admin";
import { type AdminSession, commitSession } from "../auth/session";
import { getDb } from "../db/client";
import { startDailyArticle } from "../jobs/daily-article";
import { log } from "../log";
import { type GenerationProblem, requestArticleGeneration } from "./article-generation";
import { createArticle } from "./articles";
import { fixArticleLinks } from "./daily-automation";
import { toolRunActor } from "./tool-runs";

interface IntentArgs {
	form: FormData;
	session: AdminSession;
	request: Request;
}

/** Back to a card of the content section (`to`, from cardPath) with a toast. */
async function backWith(session: AdminSession, flash: Flash, to: string) {
	session.flash("flash", flash);
	return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}

function toJobPage(id: number) {
	return redirect(href("/admin/jobs/:id", { id: String(id) }));
}

/**
 * What was wrong with the generate tab's post, in words under the field it is about: the keywords'
 * problems under the keywords ("Lägg till sökord" leading only the missing ones), the language's
 * under the language.
 */
function generationProblemErrors(wrong: GenerationProblem): GenerateErrors {
	switch (wrong.problem) {
		case "no-keywords":
			return { keywords: { title: adminT("articles.noKeywordsTitle"), text: adminT("articles.noKeywords") } };
		case "too-many-keywords":
			return { keywords: { text: adminT("articles.tooManyKeywords") } };
		case "keyword-too-long":
			return {
				keywords: { text: adminT("articles.keywordTooLong", { max: wrong.max, keyword: keywordShown(wrong.keyword) }) },
			};
		case "bad-locale":
			return { locale: [adminT("articles.badLocale")] };
	}
}

/** What the action does for each intent its forms post. */
const intents = {
	"generate-article": async ({ form }) => {
		const keywords = keywordList(form.get("keywords"));
		const started = await requestArticleGeneration(getDb(), form.get("locale"), keywords);
		if (started.ok) return toJobPage(started.jobId);
		// The form comes back with what was typed, to be corrected rather than typed again.
		return data({ intent: "generate-article" as const, errors: generationProblemErrors(started), keywords }, { status: 400 });
	},

	"daily-run": async ({ form }) => toJobPage(await startDailyArticle(getDb(), form.get("locale") === "nb" ? "nb" : "sv")),

	"fix-brand-links": async ({ session, request }) => {
		const db = getDb();
		try {
			const count = await fixArticleLinks(db, toolRunActor(request));
			return backWith(session, { kind: "success", title: adminT("daily.fixed", { count }) }, cardPath("daily"));
		} catch (error) {
			log.error("fixing article links failed", error);
			return backWith(
				session,
				{ kind: "error", title: adminT("errorTitle"), text: adminT("daily.fixFailed") },
				cardPath("daily"),
			);
		}
	},

	"create-article": async ({ form, session, request }) => {
		const db = getDb();
		const intent = "create-article" as const;
		// A new article has no stored texts: every text is held to the form's bounds.
		const submission = parseWithZod(withStoredTexts(form, null), { schema: articleFormSchema, disableAutoCoercion: true });
		if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
		const created = await createArticle(db, submission.value, toolRunActor(request));
		if (created === "duplicate-slug") {
			return data(
				{ intent, result: submission.reply({ fieldErrors: { slug: [adminT("articles.duplicateSlug")] } }) },
				{ status: 400 },
			);
		}
		if (created === "failed") {
			return data({ intent, result: submission.reply({ formErrors: [adminT("articles.createFailed")] }) }, { status: 500 });
		}
		const published = submission.value.status === "published";
		const text = adminT(published ? "articles.createdPublished" : "articles.createdDraft");
		return backWith(session, { kind: "success", title: adminT("articles.created"), text }, cardPath("articles", "?tab=create"));
	},
} satisfies Record<AdminIntent, (args: IntentArgs) => Promise<unknown>>;

/** The action of the content section: checks the session and origin, then the intent. */
export async function answerContentIntent(request: Request) {
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const intent = form.get("intent");
	if (!isAdminIntent(intent)) return data({ intent: null, error: null }, { status: 400 });
	return intents[intent]({ form, session, request });
}

/** Where the section shows a refused post of each form that can be refused: its tab of the articles card. */
const refusedShownAt = {
	"generate-article": cardPath("articles", "?tab=generate"),
	"create-article": cardPath("articles", "?tab=create"),
} as const;

/**
 * The action of /admin, whose page (the overview) has none of these forms: a post it takes is
 * answered as the section answers it (a job page, a card with its toast); one it refuses is sent on
 * to the section with 307, which a browser — and React Router's own navigation — follows with the
 * same method and body. The section refuses it again and renders its page with the errors under the
 * fields and what was typed in them. A refused post changed nothing, so answering it twice does no
 * harm; a create the database failed is tried once more, as the operator's next click would.
 */
export async function answerContentIntentAtOverview(request: Request) {
	const answer = await answerContentIntent(request);
	if (answer instanceof Response) return answer;
	const { intent } = answer.data;
	return intent === null ? answer : redirect(refusedShownAt[intent], 307);
}
