import { describe, expect, it } from "vitest";
import { decodeLines, encodeLines, maxEncodedLength } from "~/.server/shopping-list/list-code";
import { listCookieHeader, readListCookie } from "~/.server/shopping-list/list-cookie";
import { addLine, copyLines, maxLines, quantityOf, removeLine, setQuantity } from "~/.server/shopping-list/list-lines";

const id = (n: number) => `${n.toString(16).padStart(8, "0")}-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
const lines = (count: number) => Array.from({ length: count }, (_, i) => ({ productId: id(i + 1), quantity: (i % 99) + 1 }));

describe("a list's lines", () => {
	it("take a quantity only as a whole number from 1 to 99", () => {
		expect(["1", " 7 ", "99"].map(quantityOf)).toEqual([1, 7, 99]);
		for (const bad of ["0", "-1", "100", "1000000000", "1e9", "2,5", "2.0", "abc", "", "0x10", null, 5])
			expect(quantityOf(bad), String(bad)).toBeNull();
	});

	it("add up on the same product, fill a line past 99 to 99, refuse past 50 lines, and leave the list as it was", () => {
		const list = [{ productId: id(1), quantity: 60 }];
		expect(addLine(list, id(1), 39)).toEqual({ ok: true, lines: [{ productId: id(1), quantity: 99 }] });
		expect(addLine(list, id(1), 40)).toEqual({ ok: true, lines: [{ productId: id(1), quantity: 99 }], capped: true });
		expect(addLine([{ productId: id(1), quantity: 10 }], id(1), 95)).toEqual({
			ok: true,
			lines: [{ productId: id(1), quantity: 99 }],
			capped: true,
		});
		expect(addLine([{ productId: id(1), quantity: 99 }], id(1), 1)).toEqual({
			ok: true,
			lines: [{ productId: id(1), quantity: 99 }],
			capped: true,
		});
		expect(addLine(lines(maxLines), id(999), 1)).toEqual({ ok: false, problem: "too-many-lines" });
		expect(list).toEqual([{ productId: id(1), quantity: 60 }]);
		expect(setQuantity(list, id(2), 3)).toEqual({ ok: false, problem: "unknown-product" });
		expect(removeLine(list, id(1))).toEqual({ ok: true, lines: [] });
	});

	it("copy a shared list after one's own, its quantity winning, within 50 lines", () => {
		const own = [{ productId: id(1), quantity: 1 }];
		expect(
			copyLines(own, [
				{ productId: id(1), quantity: 5 },
				{ productId: id(2), quantity: 2 },
			]),
		).toEqual({
			ok: true,
			lines: [
				{ productId: id(1), quantity: 5 },
				{ productId: id(2), quantity: 2 },
			],
		});
		expect(
			copyLines(
				lines(30),
				lines(50)
					.slice(10)
					.map((line) => ({ ...line, productId: id(line.quantity + 1000) })),
			),
		).toEqual({
			ok: false,
			problem: "too-many-lines",
		});
	});
});

describe("a list as text", () => {
	it("round-trips 50 lines within the bound, and refuses anything that is not exactly a list", () => {
		const full = encodeLines(lines(50));
		expect(full.length).toBeLessThanOrEqual(maxEncodedLength);
		expect(decodeLines(full)).toEqual(lines(50));
		const bytes = Buffer.from(encodeLines(lines(2)), "base64url");
		const altered = (change: (b: Buffer) => Buffer) => decodeLines(change(Buffer.from(bytes)).toString("base64url"));
		const withByte = (at: number, value: number) => (b: Buffer) => {
			b[at] = value;
			return b;
		};
		expect(altered((b) => b)).toEqual(lines(2));
		expect(altered(withByte(0, 2))).toBeNull(); // another version
		expect(altered(withByte(17, 0))).toBeNull(); // quantity 0
		expect(altered(withByte(17, 100))).toBeNull(); // quantity 100
		expect(altered((b) => b.subarray(0, 20))).toBeNull(); // a broken line
		expect(altered((b) => Buffer.concat([b.subarray(0, 18), b.subarray(1, 18)]))).toBeNull(); // a product twice
		expect(decodeLines(encodeLines(lines(51)))).toBeNull();
		expect(decodeLines("AQ")).toBeNull(); // no lines
		for (const bad of ["", "garbage!", "A".repeat(5000), `${full}=`, null]) expect(decodeLines(bad)).toBeNull();
	});
});

describe("the list cookie", () => {
	const secrets = ["new-secret-0123456789abcdef0123456789", "old-secret-0123456789abcdef0123456789"];
	const request = (cookie: string) => new Request("http://localhost/godislista", { headers: { Cookie: cookie } });
	const cookieOf = (header: string) => header.split(";")[0] as string;

	it("reads what it wrote, also after a rotation, and only in its own language", () => {
		const written = cookieOf(listCookieHeader("sv", lines(3), secrets.slice(1)));
		expect(readListCookie(request(`other=1; ${written}`), "sv", secrets)).toEqual({ lines: lines(3), unreadable: false });
		expect(readListCookie(request(written.replace("gg_list_sv", "gg_list_nb")), "nb", secrets).unreadable).toBe(true);
		expect(readListCookie(request(""), "sv", secrets)).toEqual({ lines: [], unreadable: false });
		expect(listCookieHeader("sv", [], secrets)).toMatch(/^gg_list_sv=; Max-Age=0;/);
	});

	it("reads a forged, altered or oversized cookie as an empty list", () => {
		const written = cookieOf(listCookieHeader("sv", lines(3), secrets));
		const [name, value = ""] = written.split("=");
		const [list = "", signature = ""] = value.split(".");
		const forged = cookieOf(listCookieHeader("sv", lines(3), ["someone-elses-secret-0123456789abcdef"]));
		for (const cookie of [
			forged,
			`${name}=${list}`,
			`${name}=${encodeLines(lines(4))}.${signature}`,
			`${name}=${"A".repeat(4000)}.${signature}`,
		]) {
			expect(readListCookie(request(cookie), "sv", secrets)).toEqual({ lines: [], unreadable: true });
		}
	});
});
