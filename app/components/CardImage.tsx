// The picture at the top of a product card and a deal card: a link to the product page that
// screen readers and the keyboard skip (the name below is the same link), a fixed 400 × 400 box so
// nothing moves while it loads, and the "no image" text when the product has none.
import { useT } from "~/i18n/use-locale";
import { imageSource } from "~/lib/image-source";
import { PageLink } from "./PageLink";

/** The first 6 images of a grid load eagerly (they are on the first screen), the rest lazily. */
export const eagerImages = 6;

export function CardImage({ to, imageUrl, eager }: { to: string; imageUrl: string | null; eager: boolean }) {
	const t = useT();
	const image = imageSource(imageUrl);
	return (
		<PageLink to={to} className="block aspect-square bg-brand-50" tabIndex={-1} aria-hidden="true">
			{image ? (
				<img
					src={image}
					alt=""
					width="400"
					height="400"
					loading={eager ? "eager" : "lazy"}
					decoding="async"
					className="h-full w-full object-contain"
				/>
			) : (
				<span className="flex h-full items-center justify-center text-sm text-gray-700">{t("common.noImage")}</span>
			)}
		</PageLink>
	);
}
