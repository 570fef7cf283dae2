// The admin's content section (/admin/innehall): the daily article automation and the articles card.
// Its reads are in app/.server/screens/admin-content-page.ts; its forms post here by `intent`
// (app/.server/admin/content-intents.ts).
import { data } from "react-router";
import { answerContentIntent } from "~/.server/admin/content-intents";
import { requireAdmin } from "~/.server/auth/require-admin";
import { loadContentSection } from "~/.server/screens/admin-content-page";
import { ArticlesCard } from "~/components/admin/ArticlesCard";
import { DailyAutomationCard } from "~/components/admin/DailyAutomationCard";
import { SectionHeading, sectionMeta } from "~/components/admin/SectionHeading";
import { WriterLine } from "~/components/admin/WriterLine";
import type { Route } from "./+types/section-content";

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	return data(await loadContentSection(new URL(request.url).searchParams), { headers });
}

export const action = ({ request }: Route.ActionArgs) => answerContentIntent(request);

export const meta: Route.MetaFunction = () => sectionMeta("content");

export default function ContentSection({ loaderData, actionData }: Route.ComponentProps) {
	const generateErrors = actionData?.intent === "generate-article" ? actionData.errors : undefined;
	const generateKeywords = actionData?.intent === "generate-article" ? actionData.keywords : undefined;
	return (
		<>
			<SectionHeading section="content" />
			<WriterLine provider={loaderData.provider} />
			<ArticlesCard
				tab={loaderData.tab}
				filters={loaderData.filters}
				articles={loaderData.articleList}
				generateErrors={generateErrors}
				generateKeywords={generateKeywords}
				createResult={actionData && "result" in actionData ? actionData.result : null}
			/>
			<DailyAutomationCard logs={loaderData.daily.logs} jobs={loaderData.daily.jobs} />
		</>
	);
}
