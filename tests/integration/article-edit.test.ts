// Saving the article edit form (ADR 073) on both databases, from the demo catalogue, through the
// function the edit page's action calls with the form as the page posts it: a save writes the texts
// the form shows and leaves the title and excerpt (the article list's and the feed's) as they are,
// a title restored from its history survives the next save, a generated article whose headline is
// longer than the form allows saves after a fix elsewhere, and a bad keyword list answers with its
// Swedish message under the keywords field and changes nothing. The generate tab's keyword check
// reports what is wrong rather than "no keywords". A save from a page opened before another
// admin's is merged field by field (ADR 087): what only the other changed stays, and a field both
// changed differently changes nothing and is named.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestArticleGeneration } from "~/.server/admin/article-generation";
import { findArticleForEdit, insertArticleRow, saveArticleEdit } from "~/.server/admin/articles";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { restoreRevision, writeRevisions } from "~/.server/revisions/revision-store";
import {
	articleFormDefaults,
	articleSettingFields,
	openedSettingName,
	storedTextFields,
	storedTextName,
} from "~/lib/article-form";
import * as articlePage from "~/routes/article";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";
import type { PageRoute } from "../support/page-head";

const actor = "admin@test";

/** What the article generators write: a headline and a meta title longer than the form's 60 characters. */
const generated = {
	locale: "sv" as const,
	title: "Lakritsgodis från Finland – guide till utbud, märken och priser",
	slug: "lakritsgodis-fran-finland-guide",
	h1: "Lakritsgodis från Finland: allt du behöver veta innan du handlar",
	excerpt: "Salt, söt och seg: så hittar du lakritsen du gillar, och var den kostar minst.",
	bodyMd: `## Lakrits\n\n${"Finsk lakrits är salt och seg. ".repeat(40).trim()}`,
	metaTitle: "Lakritsgodis från Finland och Sverige – guide och priser | Godisguiden",
	metaDescription:
		"Allt om lakritsgodis från Finland: vi jämför priser, smaker och butiker så att du hittar rätt lakrits online till bästa pris, varje vecka, här.",
	internalLinkKeywords: ["lakrits"],
	externalLinkKeywords: [],
	status: "published" as const,
};

interface ArticleRow {
	title: string;
	h1: string;
	excerpt: string;
	bodyMd: string;
	metaTitle: string;
	internalLinkKeywords: string[];
	updatedAt: string;
}

describe.each(testDatabases())("the article edit form on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
	});
	afterAll(() => connection?.close());

	const read = async (id: string) =>
		(
			await connection.db.query<ArticleRow>(
				`select title, h1, excerpt, body_md as "bodyMd", meta_title as "metaTitle",
				   internal_link_keywords as "internalLinkKeywords", updated_at::text as "updatedAt"
				 from articles where id = $1`,
				[id],
			)
		)[0] as ArticleRow;
	const revisionCount = async (id: string) =>
		(
			await connection.db.query<{ n: number }>(
				"select count(*)::int as n from text_revisions where entity_kind = 'article' and entity_id = $1",
				[id],
			)
		)[0]?.n;
	const demoArticle = async (offset: number) =>
		(
			await connection.db.query<{ id: string }>(
				"select id::text as id from articles where locale = 'sv' and title <> h1 order by slug offset $1 limit 1",
				[offset],
			)
		)[0]?.id as string;

	/** The edit page's form as it opens on the article, with the editor's `changes`, as the page posts it. */
	async function openedForm(id: string) {
		const opened = await findArticleForEdit(connection.db, id);
		if (!opened) throw new Error(`no article ${id}`);
		const { article, bases } = opened;
		// What the form posts as it opened, unchanged.
		const fields: Record<string, string> = {
			intent: "save",
			...articleFormDefaults(article),
			locale: article.locale,
			status: article.status,
		};
		for (const [field, revision] of Object.entries(bases)) fields[`base.${field}`] = String(revision);
		for (const field of storedTextFields) fields[storedTextName(field)] = fields[field] as string;
		for (const field of articleSettingFields) fields[openedSettingName(field)] = fields[field] as string;
		return (changes: Record<string, string>) => {
			const form = new FormData();
			for (const [name, value] of Object.entries({ ...fields, ...changes })) form.set(name, value);
			return form;
		};
	}
	const save = async (id: string, form: FormData) => {
		const saved = await saveArticleEdit(connection.db, id, form, actor);
		return { ...saved, outcome: saved.save.outcome };
	};

	it("saves a body fix and leaves the title and excerpt as they were", async () => {
		const id = await demoArticle(0);
		const before = await read(id);
		const edit = await openedForm(id);
		const fixed = before.bodyMd.replace(/\p{L}+/u, "Rättat");
		const { outcome } = await save(id, edit({ content: fixed }));
		expect(outcome).toBe("saved");
		const after = await read(id);
		expect(after.bodyMd).toBe(fixed);
		expect(after).toMatchObject({ title: before.title, excerpt: before.excerpt, h1: before.h1, metaTitle: before.metaTitle });
		// Only the body has a history now: the texts left as they were gained no revision.
		const fields = await connection.db.query<{ field: string }>(
			"select distinct field from text_revisions where entity_kind = 'article' and entity_id = $1",
			[id],
		);
		expect(fields.map((row) => row.field)).toEqual(["body_md"]);
	});

	it("keeps a title restored from its history through the next save, even one made while the form was open", async () => {
		const id = await demoArticle(1);
		const { title: demoTitle } = await read(id);
		await writeRevisions(
			connection.db,
			"article",
			"title",
			[{ entityId: id, body: "En rubrik som sedan ångrades" }],
			{ kind: "admin", actor },
			"published",
		);
		const edit = await openedForm(id);
		const [original] = await connection.db.query<{ id: number }>(
			"select id::int as id from text_revisions where entity_kind = 'article' and entity_id = $1 and field = 'title' and author_kind = 'original'",
			[id],
		);
		expect(await restoreRevision(connection.db, original?.id as number, actor)).toEqual({ restored: expect.any(Number) });
		expect((await read(id)).title).toBe(demoTitle);

		// The form shows no title: a restore of it is no conflict with this save, and the save keeps it.
		const { outcome } = await save(id, edit({ content: `${(await read(id)).bodyMd}\n\nEtt stycke till.` }));
		expect(outcome).toBe("saved");
		expect((await read(id)).title).toBe(demoTitle);
		const titles = await connection.db.query<{ body: string; status: string }>(
			"select body, status from text_revisions where entity_kind = 'article' and entity_id = $1 and field = 'title' order by id",
			[id],
		);
		expect(titles).toEqual([
			{ body: demoTitle, status: "published" },
			{ body: "En rubrik som sedan ångrades", status: "published" },
			{ body: demoTitle, status: "published" },
		]);
	});

	it("saves a generated article whose headline is longer than the form allows, after a fix in its body", async () => {
		const id = (await connection.db.transaction((tx) =>
			insertArticleRow(tx, generated, { kind: "tool", tool: "generate-article", jobId: 1 }),
		)) as string;
		expect(Math.min(generated.h1.length, generated.metaTitle.length)).toBeGreaterThan(60);
		const edit = await openedForm(id);
		const fixed = generated.bodyMd.replace("salt", "salt och söt");
		const { outcome } = await save(id, edit({ content: fixed }));
		expect(outcome).toBe("saved");
		expect(await read(id)).toMatchObject({ bodyMd: fixed, h1: generated.h1, title: generated.title, excerpt: generated.excerpt });

		// A headline the editor does change is held to the form's bound, with the message under the H1
		// field, and nothing is written; the page's copy of the stored headline cannot say otherwise.
		const before = await read(id);
		const revisions = await revisionCount(id);
		const longer = `${generated.h1} i dag`;
		for (const form of [edit({ h1: longer }), edit({ h1: longer, [storedTextName("h1")]: longer })]) {
			const refused = await save(id, form);
			expect(refused.outcome).toBe("invalid");
			expect(refused.submission.reply().error).toEqual({ h1: ["H1 får vara max 60 tecken"] });
		}
		expect(await read(id)).toEqual(before);
		expect(await revisionCount(id)).toBe(revisions);
	});

	it.each([
		["internalKeywords", Array.from({ length: 51 }, (_, i) => `godis${i}`).join(", "), "Du kan ange högst 50 länkord (nu 51)."],
		["internalKeywords", `choklad, ${"c".repeat(101)}`, `Ett länkord får vara max 100 tecken: "${"c".repeat(40)}…"`],
		["externalKeywords", "x".repeat(101), `Ett länkord får vara max 100 tecken: "${"x".repeat(40)}…"`],
	])("answers %s %# with its Swedish message under the field and changes nothing", async (field, keywords, message) => {
		const id = await demoArticle(2);
		const before = await read(id);
		const revisions = await revisionCount(id);
		const edit = await openedForm(id);
		const { outcome, submission } = await save(id, edit({ [field]: keywords, content: `${before.bodyMd} Mer.` }));
		expect(outcome).toBe("invalid");
		// Conform shows each message under the field of that name: the one the editor typed in.
		expect(submission.reply().error).toEqual({ [field]: [message] });
		expect(await read(id)).toEqual(before);
		expect(await revisionCount(id)).toBe(revisions);
	});

	const settings = async (id: string) =>
		(
			await connection.db.query<{ status: string; slug: string; keywords: string[]; body: string; h1: string }>(
				`select status, slug, internal_link_keywords as keywords, body_md as body, h1 from articles where id = $1`,
				[id],
			)
		)[0];

	it("keeps what another admin changed meanwhile in the fields this editor left as they opened", async () => {
		const id = await demoArticle(3);
		const before = await settings(id);
		const first = await openedForm(id);
		const second = await openedForm(id);
		// The first admin unpublishes and changes the keywords; the second, on a page opened before,
		// fixes a word in the body and changes nothing else.
		expect((await save(id, first({ status: "draft", internalKeywords: "a-ord" }))).outcome).toBe("saved");
		const fixed = `${before?.body}\n\nEtt rättat stycke.`;
		expect((await save(id, second({ content: fixed }))).outcome).toBe("saved");
		expect(await settings(id)).toEqual({ ...before, status: "draft", keywords: ["a-ord"], body: fixed });
	});

	it("saves two admins' changes to different texts, one after the other, without a conflict", async () => {
		const id = await demoArticle(4);
		const before = await settings(id);
		const first = await openedForm(id);
		const second = await openedForm(id);
		expect((await save(id, first({ h1: "En ny rubrik för artikeln" }))).outcome).toBe("saved");
		const fixed = `${before?.body}\n\nEtt stycke till.`;
		expect((await save(id, second({ content: fixed }))).outcome).toBe("saved");
		expect(await settings(id)).toEqual({ ...before, h1: "En ny rubrik för artikeln", body: fixed });
	});

	it("changes nothing when both changed a field differently, and says which, with the other's value", async () => {
		const id = await demoArticle(5);
		const before = await settings(id);
		const first = await openedForm(id);
		const second = await openedForm(id);
		expect((await save(id, first({ slug: "forsta-slugen", status: "draft" }))).outcome).toBe("saved");
		const afterFirst = await settings(id);
		const revisions = await revisionCount(id);
		const typed = `${before?.body}\n\nDet andra redaktörens stycke.`;
		const refused = await save(id, second({ slug: "andra-slugen", content: typed }));
		expect(refused.outcome).toBe("conflict");
		expect(refused.save).toEqual({
			outcome: "conflict",
			conflicts: [{ field: "slug", current: "forsta-slugen" }],
			// The status only the first admin changed is shown as they left it, not as the stale page had it.
			shown: { status: "draft" },
		});
		expect(await settings(id)).toEqual(afterFirst);
		// The body the second admin typed is kept as a draft beside the live one.
		expect(await revisionCount(id)).toBe((revisions ?? 0) + 1);
		const [draft] = await connection.db.query<{ body: string }>(
			"select body from text_revisions where entity_kind = 'article' and entity_id = $1 and status = 'draft'",
			[id],
		);
		expect(draft?.body).toBe(typed);
		// Saved again from the page as it then stands, the second admin's choice goes through.
		const again = await openedForm(id);
		expect((await save(id, again({ slug: "andra-slugen", content: typed }))).outcome).toBe("saved");
		expect(await settings(id)).toMatchObject({ slug: "andra-slugen", status: "draft", body: typed });
	});

	it("tells the generate tab which keyword is too long, and starts no job", async () => {
		const jobs = async () => (await connection.db.query<{ n: number }>("select count(*)::int as n from jobs"))[0]?.n;
		const before = await jobs();
		const long = `lakrits ${"s".repeat(80)}`;
		expect(await requestArticleGeneration(connection.db, "sv", ["godis", long])).toEqual({
			ok: false,
			problem: "keyword-too-long",
			keyword: long,
			max: 80,
		});
		expect(await requestArticleGeneration(connection.db, "sv", [])).toEqual({ ok: false, problem: "no-keywords" });
		expect(await requestArticleGeneration(connection.db, "sv", ["a", "b", "c", "d", "e", "f"])).toEqual({
			ok: false,
			problem: "too-many-keywords",
		});
		expect(await requestArticleGeneration(connection.db, "de", ["godis"])).toEqual({ ok: false, problem: "bad-locale" });
		expect(await jobs()).toBe(before);
	});
	/** What a visitor gets at an article address: the page, a move, or nothing. */
	async function visit(path: string): Promise<string> {
		setReadyConnection(connection);
		const slug = path.split("/").at(-1) as string;
		try {
			const answer = await (articlePage as PageRoute).loader({
				request: new Request(`https://godisguiden.example${path}`),
				params: { slug },
				context: {},
			});
			const found = (answer as { data?: { found?: boolean } }).data?.found ?? (answer as { found?: boolean }).found;
			return found ? "page" : "not found";
		} catch (thrown) {
			if (!(thrown instanceof Response)) throw thrown;
			return `${thrown.status} ${thrown.headers.get("Location")}`;
		}
	}

	it("keeps an article's old address leading to it, for good, when its slug changes; a draft's address was never public", async () => {
		const id = await demoArticle(2);
		const [{ slug } = { slug: "" }] = await connection.db.query<{ slug: string }>("select slug from articles where id = $1", [
			id,
		]);
		expect((await save(id, (await openedForm(id))({ slug: `${slug}-ny` }))).outcome).toBe("saved");
		expect((await save(id, (await openedForm(id))({ slug: `${slug}-nyast` }))).outcome).toBe("saved");
		expect(await visit(`/artiklar/${slug}`)).toBe(`301 /artiklar/${slug}-nyast`);
		expect(await visit(`/artiklar/${slug}-ny`)).toBe(`301 /artiklar/${slug}-nyast`);
		expect(await visit(`/artiklar/${slug}-nyast`)).toBe("page");
		// Unpublished, it leads nowhere; a draft that never was public leaves no address behind.
		expect((await save(id, (await openedForm(id))({ status: "draft" }))).outcome).toBe("saved");
		expect(await visit(`/artiklar/${slug}`)).toBe("not found");
		const draft = await insertArticleRow(
			connection.db,
			{ ...generated, slug: "utkast-adress", status: "draft" },
			{ kind: "admin", actor },
		);
		expect((await save(draft as string, (await openedForm(draft as string))({ slug: "utkast-adress-2" }))).outcome).toBe("saved");
		expect(await connection.db.query("select 1 from former_article_slugs where slug = 'utkast-adress'")).toEqual([]);
	});
});
