import { PageLink } from "./PageLink";
import { buttonClass } from "./StatusPage";

/** An item that does not exist: a heading, an optional text and the way back to its list. */
export function NotFoundNotice({
	title,
	text,
	backTo,
	backLabel,
}: {
	title: string;
	text?: string;
	backTo: string;
	backLabel: string;
}) {
	return (
		<section className="mx-auto max-w-2xl px-4 py-20 text-center">
			<h1 className="text-3xl font-bold">{title}</h1>
			{text ? <p className="mt-3 text-gray-700">{text}</p> : null}
			<PageLink to={backTo} className={`mt-8 ${buttonClass}`}>
				{backLabel}
			</PageLink>
		</section>
	);
}
