// Markdown on the server: every text is parsed one way (./parse.ts, ADR 043) and everything read
// from a text comes from that parse: its HTML, plain text, words, headings, links, FAQ pairs and
// the internal links the admin tools insert.
export { type FaqPair, parseFaq } from "./faq";
export {
	type InsertedLink,
	insertInternalLinks,
	type LinkInsertion,
	type LinkInsertionOptions,
	type LinkTarget,
	linkedPaths,
	pathKey,
} from "./link-inserter";
export { linksOf, type MarkdownLink, replaceLinks } from "./links";
export { headingsOf, isRunningText } from "./outline";
export { parseMarkdown } from "./parse";
export { countWords, plainText } from "./plain-text";
export { renderMarkdown } from "./render";
