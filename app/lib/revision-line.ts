// A revision as the admin's lists show it: words and links, made on the server
// (app/.server/screens/revision-rows.ts).
export interface RevisionLine {
	id: number;
	status: "draft" | "published" | "discarded";
	statusText: string;
	live: boolean;
	page: string;
	locale: string;
	field: string;
	author: string;
	time: string;
	restoredFrom: number | null;
	diffPath: string;
	previewPath: string;
	historyPath: string;
	publicPath: string | null;
}
