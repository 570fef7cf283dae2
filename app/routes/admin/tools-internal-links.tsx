// The internal-link tool: "Förhandsgranska" posts the options here and this page shows
// what would change (per page and field, the words before → after, the new link marked); "Spara
// ändringar" posts the same options back and saves exactly that, then flashes the counts.
// Plain form posts throughout, so it all works without JavaScript.
import { data, Link, redirect } from "react-router";
import {
	applyInternalLinks,
	internalLinksSchema,
	loadInternalLinksCard,
	PreviewOutdatedError,
	previewInternalLinks,
} from "~/.server/admin/internal-links";
import { recordToolRun, toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { log } from "~/.server/log";
import { type InternalLinksErrors, InternalLinksForm, type InternalLinksValues } from "~/components/admin/InternalLinksCard";
import { InternalLinksPreview } from "~/components/admin/InternalLinksPreview";
import { type AdminKey, adminT } from "~/i18n/admin-t";
import { adminSectionPaths, cardPath } from "~/lib/admin-sections";
import type { Route } from "./+types/tools-internal-links";

const tool = "internal-links";

/** Each field's message when its value is refused. */
const fieldErrors = {
	locale: "links.tool.localeInvalid",
	kind: "links.tool.kindInvalid",
	maxLinks: "links.tool.maxLinksInvalid",
} as const satisfies Record<keyof InternalLinksValues, AdminKey>;

function isField(name: unknown): name is keyof InternalLinksValues {
	return typeof name === "string" && Object.hasOwn(fieldErrors, name);
}

function failure(error: unknown): string {
	const reason =
		error instanceof PreviewOutdatedError
			? adminT("links.tool.outdated")
			: error instanceof Error
				? error.message
				: String(error);
	return `${adminT("links.tool.failed")}${reason}`;
}

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const { defaults } = await loadInternalLinksCard();
	return data({ defaults }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const values = {
		locale: String(form.get("locale") ?? ""),
		kind: String(form.get("kind") ?? ""),
		maxLinks: String(form.get("maxLinks") ?? ""),
	};
	const parsed = internalLinksSchema.safeParse(values);
	if (!parsed.success) {
		const errors: InternalLinksErrors = {};
		for (const field of new Set(parsed.error.issues.map((issue) => issue.path[0]).filter(isField))) {
			errors[field] = [adminT(fieldErrors[field])];
		}
		return data({ values, errors, preview: null, error: null }, { status: 400 });
	}
	const options = parsed.data;

	if (form.get("intent") === "apply") {
		const fingerprint = form.get("fingerprint");
		const db = getDb();
		const actor = toolRunActor(request);
		try {
			const result = await applyInternalLinks(
				db,
				options,
				typeof fingerprint === "string" ? fingerprint : undefined,
				toolRunActor(request),
			);
			await recordToolRun(db, { tool, actor, params: options, status: "succeeded", result: { ...result } });
			session.flash("flash", {
				kind: "success",
				title: adminT("links.tool.saved"),
				text: adminT("links.tool.savedText", result),
			});
		} catch (error) {
			log.error("saving internal links failed", error);
			await recordToolRun(db, { tool, actor, params: options, status: "failed", error: failure(error) }).catch(() => {});
			session.flash("flash", { kind: "error", title: adminT("errorTitle"), text: failure(error) });
		}
		return redirect(cardPath("internal-links"), { headers: { "Set-Cookie": await commitSession(session) } });
	}

	try {
		const plan = await previewInternalLinks(getDb(), options);
		// The full texts stay on the server: the page shows the words around each new link.
		const changes = plan.changes.map(({ after: _after, ...change }) => change);
		return data({ values, errors: null, preview: { ...plan, changes }, error: null });
	} catch (error) {
		log.error("previewing internal links failed", error);
		return data({ values, errors: null, preview: null, error: failure(error) }, { status: 500 });
	}
}

export const meta: Route.MetaFunction = () => [
	{ title: `${adminT("links.tool.title")} – Admin` },
	{ name: "robots", content: "noindex, nofollow" },
];

export default function InternalLinksTool({ loaderData, actionData }: Route.ComponentProps) {
	const values = actionData?.values ?? loaderData.defaults;
	return (
		<section
			className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
			aria-labelledby="internal-links-title"
			id="internal-links"
		>
			<h1 id="internal-links-title" className="text-2xl font-bold">
				{adminT("links.tool.title")}
			</h1>
			<p className="mt-1 text-sm text-gray-700">{adminT("links.tool.description")}</p>
			<div className="mt-4">
				<InternalLinksForm values={values} errors={actionData?.errors ?? undefined} />
			</div>
			{actionData?.error ? (
				<div role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900">
					<p className="font-semibold">{adminT("errorTitle")}</p>
					<p className="text-sm">{actionData.error}</p>
				</div>
			) : null}
			{actionData?.preview ? <InternalLinksPreview preview={actionData.preview} values={values} /> : null}
			<p className="mt-6">
				<Link to={adminSectionPaths.seo} className="text-sm text-brand-700 underline">
					{adminT("links.tool.back")}
				</Link>
			</p>
		</section>
	);
}
