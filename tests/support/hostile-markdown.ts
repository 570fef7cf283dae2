// Markdown texts that made the parser's memory or time grow faster than the text (ADR 088): each
// one, stored in a feed's description or by the admin, used to run a 192 MB heap out of memory or
// keep the process busy for minutes on every view of its page. `shows` is a fragment of the HTML
// the page shows for it now: the text still reads as what it is.
export interface HostileMarkdown {
	text: string;
	shows: string;
}

const kilobyte = 1024;
const repeatTo = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length));
const growing = (line: (level: number) => string, size: number) => {
	let text = "";
	for (let level = 0; text.length < size; level++) text += line(level);
	return text;
};

export const hostileMarkdown: Record<string, HostileMarkdown> = {
	"100,000 nested quotes": { text: `${">".repeat(100_000)} Godis`, shows: "&gt;&gt;&gt;" },
	"20,000 quotes and lists on one line": { text: `${"> - ".repeat(20_000)}Godis`, shows: "&gt; - &gt; -" },
	"15,000 nested bullets": { text: `${"- ".repeat(15_000)}Godis`, shows: "- - -" },
	"30,000 nested ordered items": { text: `${"1. ".repeat(30_000)}Godis`, shows: "1. 1. 1." },
	"20,000 nested footnote definitions": {
		text: `Godis[^a]\n\n${"[^a]: ".repeat(20_000)}Godis`,
		shows: "Godis<sup>",
	},
	"a list nested 1,000 deep by indentation": {
		text: growing((level) => `${"  ".repeat(level)}- Godis ${level}\n`, 1000 * kilobyte),
		shows: "Godis 15",
	},
	"1 MB of empty paragraphs": { text: repeatTo("a\n\n", 1000 * kilobyte), shows: "<p>a</p>" },
	"1 MB of setext headings": { text: repeatTo("Godis\n-\n", 1000 * kilobyte), shows: "<h2>Godis</h2>" },
	"1 MB of quotes between blank lines": { text: repeatTo("> Godis\n\n", 1000 * kilobyte), shows: "<blockquote>" },
	"64 KB of nested emphasis": {
		text: `${repeatTo("*a **a ", 32 * kilobyte)}b${repeatTo(" a** a*", 32 * kilobyte)}`,
		shows: "*a **a *a",
	},
	"64 KB of mismatched emphasis": { text: repeatTo("*a_ ", 64 * kilobyte), shows: "*a_ *a_" },
	"64 KB of bare addresses after underscores": { text: repeatTo("_www.a", 64 * kilobyte), shows: "www.a" },
	"one open bracket before 32,000 words": { text: `[${repeatTo("a ", 64 * kilobyte)}`, shows: "[a a a" },
	"64 KB of open brackets": { text: repeatTo("[a", 64 * kilobyte), shows: "[a[a[a" },
	"64 KB of growing backtick runs": { text: growing((level) => `e${"`".repeat(level + 1)}`, 64 * kilobyte), shows: "e`e" },
	"64 KB of unclosed comments": { text: `</${repeatTo("<!--", 64 * kilobyte)}`, shows: "&lt;!--" },
	"a 7 KB definition referenced 200,000 times": {
		text: `[a]: /${"x".repeat(7 * kilobyte)}\n\n${`${"[a] ".repeat(2_000)}\n\n`.repeat(100)}`,
		shows: `<a href="/${"x".repeat(7 * kilobyte)}">a</a>`,
	},
	"a short definition referenced 15,000 times with a long title": {
		text: `[a]: /x "${"t".repeat(4 * kilobyte)}"\n\n${"[a] ".repeat(15_000)}`,
		shows: 'href="/x"',
	},
	"a 1,000-column table over 1,400 one-cell rows": {
		text: `${"|a".repeat(1_000)}|\n${"|-".repeat(1_000)}|\n${"a\n".repeat(1_400)}`,
		shows: "<td>a</td>",
	},
	"1 MB of ordinary paragraphs": {
		text: repeatTo("Choklad från [Marabou](/varumarken/marabou) är **gott** och *billigt*.\n\n", 1000 * kilobyte),
		shows: '<a href="/varumarken/marabou">Marabou</a>',
	},
};
