// The most characters of a Markdown text a page reads (ADR 088): the parser's cost grows with the
// text, and past this much of it a page's render takes a noticeable share of a second. Shared by the
// reader, which leaves the rest out (app/.server/markdown/bounded-text.ts), and the article form,
// which refuses a longer body rather than have its end silently missing from the page.
export const markdownCharacterLimit = 32_768;
