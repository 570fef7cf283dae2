// A flash message kept in the session across the redirect after a form post: server-rendered,
// announced to screen readers, so it needs no JavaScript (SPEC §8's toasts).
import type { Flash } from "~/lib/flash";

const styles: Record<Flash["kind"], string> = {
	success: "border-green-300 bg-green-50 text-green-900",
	error: "border-red-300 bg-red-50 text-red-900",
	info: "border-blue-300 bg-blue-50 text-blue-900",
};

export function FlashMessage({ flash }: { flash: Flash }) {
	return (
		<div
			role={flash.kind === "error" ? "alert" : "status"}
			className={`rounded-lg border px-4 py-3 ${styles[flash.kind]}`}
			data-testid="flash"
		>
			<p className="font-semibold">{flash.title}</p>
			{flash.text ? <p className="mt-1 text-sm">{flash.text}</p> : null}
		</div>
	);
}
