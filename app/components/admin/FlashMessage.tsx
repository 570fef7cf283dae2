// A flash message kept in the session across the redirect after a form post (the admin's toasts).
// The server renders it in the page, so it needs no JavaScript; with scripts it becomes a toast
// in the corner that can be closed and goes away by itself.
import { useEffect, useState } from "react";
import { adminT } from "~/i18n/admin-t";
import type { Flash } from "~/lib/flash";

const styles: Record<Flash["kind"], string> = {
	success: "border-green-300 bg-green-50 text-green-900",
	error: "border-red-300 bg-red-50 text-red-900",
	info: "border-blue-300 bg-blue-50 text-blue-900",
};

const toastMs = 8_000;

export function FlashMessage({ flash }: { flash: Flash }) {
	const [toast, setToast] = useState(false);
	const [open, setOpen] = useState(true);
	useEffect(() => {
		setToast(true);
		setOpen(true);
		const timer = setTimeout(() => setOpen(false), toastMs);
		return () => clearTimeout(timer);
	}, []);
	if (!open) return null;
	return (
		<div
			role={flash.kind === "error" ? "alert" : "status"}
			className={`rounded-lg border px-4 py-3 ${styles[flash.kind]} ${toast ? "fixed right-4 bottom-4 z-50 max-w-sm shadow-lg" : ""}`}
			data-testid="flash"
		>
			<div className="flex items-start gap-3">
				<div className="flex-1">
					<p className="font-semibold">{flash.title}</p>
					{flash.text ? <p className="mt-1 text-sm">{flash.text}</p> : null}
				</div>
				{toast ? (
					<button type="button" onClick={() => setOpen(false)} className="p-0.5" aria-label={adminT("closeMessage")}>
						<svg
							aria-hidden="true"
							width="14"
							height="14"
							viewBox="0 0 24 24"
							fill="none"
							stroke="currentColor"
							strokeWidth="2.5"
						>
							<path d="M6 6l12 12M18 6L6 18" />
						</svg>
					</button>
				) : null}
			</div>
		</div>
	);
}
