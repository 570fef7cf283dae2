/** A message shown once after a redirect (the admin's toasts), kept in the session meanwhile. */
export interface Flash {
	kind: "success" | "error" | "info";
	title: string;
	text?: string;
}
