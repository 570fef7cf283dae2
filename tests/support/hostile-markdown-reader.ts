// Reads every hostile Markdown text (./hostile-markdown.ts) through every reader and the renderer,
// one after another in one process, and prints one JSON line for each: how long it took (CPU) and
// what came out. Run by tests/unit/hostile-markdown.test.ts in a child process started with the
// heap `npm start` gives the server, so a text that runs the heap out ends this process, not the
// test runner.
import { cpuUsage } from "node:process";
import {
	countWords,
	headingsOf,
	insertInternalLinks,
	linkedPaths,
	linksOf,
	parseFaq,
	plainText,
	renderMarkdown,
} from "~/.server/markdown";
import { hostileMarkdown } from "./hostile-markdown";

const cpuMs = () => {
	const used = cpuUsage();
	return (used.user + used.system) / 1000;
};

for (const [name, { text, shows }] of Object.entries(hostileMarkdown)) {
	const start = cpuMs();
	const html = renderMarkdown(text, "sv") ?? "";
	renderMarkdown(text, "nb");
	const plain = plainText(text, 160);
	const read = {
		words: countWords(text),
		headings: headingsOf(text, 2).length,
		links: linksOf(text).length,
		linked: linkedPaths(text).size,
		faq: parseFaq(text).length,
		inserted: insertInternalLinks(text, [{ phrase: "Godis", path: "/kategorier/godis" }], { maxLinks: 3 }).inserted.length,
	};
	const ms = Math.round(cpuMs() - start);
	process.stdout.write(`${JSON.stringify({ name, ms, htmlLength: html.length, shows: html.includes(shows), plain, ...read })}\n`);
}
