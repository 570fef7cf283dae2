// server/form-boundary.ts finds a multipart body's boundary exactly where the action's
// `request.formData()` (undici, Node's own fetch) finds it: every way of writing the Content-Type
// that undici reads, and nothing it does not. Compared with undici itself on many generated headers,
// since each difference is a way past the field limit.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { multipartBoundary } from "../../server/form-boundary";

describe("the boundary of a multipart body", () => {
	it("is read however the Content-Type is written, as undici reads it", () => {
		const cases: [string | undefined, string | null][] = [
			["multipart/form-data; boundary=xx", "xx"],
			["multipart/form-data ; boundary=xx", "xx"],
			["multipart/form-data;boundary=xx", "xx"],
			["multipart/form-data;\t boundary=xx ;", "xx"],
			['multipart/form-data; boundary="xx"', "xx"],
			['multipart/form-data; boundary="a,b;c"', "a,b;c"],
			['multipart/form-data; boundary="x\\"y"', 'x"y'],
			["Multipart/Form-Data; BOUNDARY=xx", "xx"],
			["multipart/form-data; charset=utf-8; boundary=xx", "xx"],
			// The first of two boundary parameters counts; of a list of types, the last that parses.
			["multipart/form-data; boundary=xx; boundary=yy", "xx"],
			["text/plain, multipart/form-data; boundary=xx", "xx"],
			["multipart/form-data; boundary=yy, multipart/form-data; boundary=xx", "xx"],
			["multipart/form-data; boundary=xx, */*", "xx"],
			// Not multipart, or no boundary: the body's fields are counted as `&`-pairs.
			["multipart/form-data; boundary=xx, text/plain", null],
			["multipart/form-data; boundary = xx", null],
			["multipart/form-data", null],
			["application/x-www-form-urlencoded", null],
			["", null],
			[undefined, null],
		];
		for (const [contentType, boundary] of cases) expect(multipartBoundary(contentType), contentType).toBe(boundary);
	});

	it("is the one undici parses the body with, for any Content-Type", async () => {
		const boundaries = ["xx", "yy", " xx", "a,b", 'x"y', "x;y", "XX", ""];
		const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;
		const piece = fc.constantFrom(
			"multipart/form-data",
			"Multipart/Form-Data",
			"application/x-www-form-urlencoded",
			"text/plain",
			"*/*",
			";",
			" ",
			"\t",
			",",
			"=",
			'"',
			"\\",
			"boundary",
			"BOUNDARY",
			"charset=utf-8",
			...boundaries.flatMap((boundary) => [boundary, quoted(boundary)]),
		);
		const anyPieces = fc.array(piece, { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join(""));
		const space = fc.constantFrom("", " ", "\t", " \t ");
		const parameter = fc.oneof(
			fc
				.tuple(space, fc.constantFrom("boundary", "BOUNDARY", "boundary "), fc.constantFrom(...boundaries), fc.boolean())
				.map(([before, name, value, quote]) => `${before}${name}=${quote ? quoted(value) : value}`),
			fc.constantFrom("charset=utf-8", "", "x"),
		);
		const type = fc
			.tuple(
				fc.constantFrom("multipart/form-data", "MULTIPART/form-data", "application/x-www-form-urlencoded", "text/plain", "*/*"),
				space,
				fc.array(parameter, { maxLength: 3 }),
			)
			.map(([essence, before, parameters]) => [`${essence}${before}`, ...parameters].join(";"));
		const contentType = fc.oneof(
			anyPieces,
			fc.array(type, { minLength: 1, maxLength: 3 }).map((types) => types.join(", ")),
		);

		const entries = async (contentType: string, body: string) => {
			const request = new Request("http://localhost/", { method: "POST", headers: { "Content-Type": contentType }, body });
			return request.formData().then(
				(form) => [...form.keys()].length,
				() => 0,
			);
		};
		const multipartBody = (boundary: string) =>
			`${["a", "b", "c"].map((name) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n1\r\n`).join("")}--${boundary}--\r\n`;

		await fc.assert(
			fc.asyncProperty(contentType, async (header) => {
				const found = multipartBoundary(header);
				for (const boundary of boundaries) {
					if ((await entries(header, multipartBody(boundary))) === 3) expect(found, header).toBe(boundary);
				}
				if ((await entries(header, "a=1&b=2&c=3")) === 3) expect(found, header).toBeNull();
			}),
			{ numRuns: 2_000 },
		);
	});
});
