// The add/edit feed form: one zod schema for the browser (conform) and the
// server (parseWithZod with `disableAutoCoercion: true`). Every field arrives as a trimmed string
// and one refinement checks them all, so the operator sees every mistake at once — zod skips an
// object's refinements while any single field is invalid. The server adds what only it can
// know (the retailer exists, the bundled file exists, the new retailer's name is free).
import { Cron } from "croner";
import { z } from "zod";
import { adminT } from "~/i18n/admin-t";

export const feedFormats = ["google_xml", "csv"] as const;
export type FeedFormat = (typeof feedFormats)[number];

/** The fields a column mapping may name: Google's field names, as the CSV parser reads them. */
export const mappableFields = [
	"id",
	"title",
	"description",
	"link",
	"tracking_url",
	"image_link",
	"price",
	"sale_price",
	"currency",
	"availability",
	"brand",
	"gtin",
	"product_type",
	"size",
	"shipping",
	"free_shipping_threshold",
] as const;

export const defaultFeedSchedule = "0 4 * * *";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
	return typeof value === "string" && uuidPattern.test(value);
}

/** Absolute http(s) only: a feed or website address is fetched and linked, never a relative or script URL. */
export function isHttpUrl(value: string): boolean {
	try {
		const url = new URL(value);
		return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
	} catch {
		return false;
	}
}

/** A bundled feed is named by its file name alone, so a path can never leave data/feeds/. */
export function isBundledFileName(value: string): boolean {
	return /^[A-Za-z0-9][A-Za-z0-9._-]*\.(xml|csv)$/.test(value);
}

/** Null when valid, else the field error. A schedule that can never fire is as useless as a typo. */
export function cronError(schedule: string): string | null {
	try {
		const cron = new Cron(schedule, { timezone: "Europe/Stockholm", paused: true });
		return cron.nextRun() ? null : adminT("feeds.errors.scheduleNever");
	} catch {
		return adminT("feeds.errors.schedule");
	}
}

export type ColumnMapping = Partial<Record<(typeof mappableFields)[number], string>>;

/** "price=Pris\nlink = Produktlänk" → { price: "Pris", link: "Produktlänk" }, or the first error. */
export function parseColumnMapping(text: string): { mapping: ColumnMapping | null } | { error: string } {
	const mapping: ColumnMapping = {};
	const lines = text.split(/\r?\n/);
	for (const [index, raw] of lines.entries()) {
		const line = raw.trim();
		if (line === "") continue;
		const at = line.indexOf("=");
		const field = line.slice(0, at).trim().toLowerCase();
		const header = line.slice(at + 1).trim();
		if (at < 1 || field === "" || header === "") return { error: adminT("feeds.errors.mappingLine", { line: index + 1 }) };
		if (!(mappableFields as readonly string[]).includes(field)) return { error: adminT("feeds.errors.mappingField", { field }) };
		mapping[field as keyof ColumnMapping] = header;
	}
	return { mapping: Object.keys(mapping).length > 0 ? mapping : null };
}

/** The stored mapping back as the form's text. */
export function columnMappingText(mapping: unknown): string {
	if (!mapping || typeof mapping !== "object") return "";
	return Object.entries(mapping as Record<string, unknown>)
		.filter(([, header]) => typeof header === "string")
		.map(([field, header]) => `${field}=${header}`)
		.join("\n");
}

const text = z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string());

/** Longest feed or website address taken (browsers and servers commonly stop near 2,000). */
const maxAddressLength = 2000;
const maxScheduleLength = 100;
const maxMappingLength = 2000;

export const feedFormSchema = z
	.object({
		/** An existing retailer's id, or empty for a new retailer named below. */
		retailerId: text,
		/** Spaces inside the name collapse to one, as the shop's name is shown. */
		retailerName: z.preprocess((v) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : ""), z.string()),
		retailerWebsite: text,
		locale: text,
		format: text,
		url: text,
		/** A file name in data/feeds/, or empty. */
		filePath: text,
		schedule: z.preprocess((v) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : ""), z.string()),
		columnMapping: text,
		// A checkbox sends "on" when ticked and nothing at all when not.
		enabled: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
	})
	.superRefine((form, context) => {
		const fail = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
		if (form.retailerId !== "") {
			if (!isUuid(form.retailerId)) fail("retailerId", adminT("feeds.errors.retailerNotFound"));
			if (form.retailerName !== "" || form.retailerWebsite !== "") fail("retailerName", adminT("feeds.errors.retailerBoth"));
		} else if (form.retailerName === "") {
			// Said on both fields: choose a shop, or name the new one.
			fail("retailerId", adminT("feeds.errors.retailerRequired"));
			fail("retailerName", adminT("feeds.errors.retailerNameRequired"));
		} else {
			if (form.retailerName.length < 2 || form.retailerName.length > 80)
				fail("retailerName", adminT("feeds.errors.retailerName"));
			else if (!/[\p{L}\p{N}]/u.test(form.retailerName)) fail("retailerName", adminT("feeds.errors.retailerNameLetters"));
			if (form.retailerWebsite.length > maxAddressLength || !isHttpUrl(form.retailerWebsite))
				fail("retailerWebsite", adminT("feeds.errors.retailerWebsite"));
		}
		if (form.locale !== "sv" && form.locale !== "nb") fail("locale", adminT("feeds.errors.locale"));
		if (!(feedFormats as readonly string[]).includes(form.format)) fail("format", adminT("feeds.errors.format"));
		if (form.url !== "" && form.filePath !== "") fail("url", adminT("feeds.errors.sourceBoth"));
		else if (form.url === "" && form.filePath === "") fail("url", adminT("feeds.errors.sourceRequired"));
		else if (form.url.length > maxAddressLength) fail("url", adminT("feeds.errors.urlTooLong", { max: maxAddressLength }));
		else if (form.url !== "" && !isHttpUrl(form.url)) fail("url", adminT("feeds.errors.url"));
		else if (form.filePath !== "" && !isBundledFileName(form.filePath)) fail("filePath", adminT("feeds.errors.bundledFile"));
		const schedule = form.schedule.length > maxScheduleLength ? adminT("feeds.errors.schedule") : cronError(form.schedule);
		if (schedule) fail("schedule", schedule);
		if (form.columnMapping.length > maxMappingLength) {
			fail("columnMapping", adminT("feeds.errors.mappingTooLong", { max: maxMappingLength }));
		} else {
			const mapping = parseColumnMapping(form.columnMapping);
			if ("error" in mapping) fail("columnMapping", mapping.error);
		}
	})
	.transform((form) => {
		const mapping = parseColumnMapping(form.columnMapping);
		return {
			retailer:
				form.retailerId !== ""
					? ({ kind: "existing", id: form.retailerId } as const)
					: ({ kind: "new", name: form.retailerName, websiteUrl: form.retailerWebsite } as const),
			locale: form.locale as "sv" | "nb",
			format: form.format as FeedFormat,
			url: form.url || null,
			filePath: form.filePath || null,
			schedule: form.schedule,
			columnMapping: "mapping" in mapping ? mapping.mapping : null,
			enabled: form.enabled,
		};
	});

export type FeedForm = z.output<typeof feedFormSchema>;

/** The form's field names, for the server's own field errors. */
export type FeedFormField = keyof z.input<typeof feedFormSchema>;
