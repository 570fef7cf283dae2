// A product page's picture, square, the page's first thing to load; a placeholder when the
// product has none.
import { useT } from "~/i18n/use-locale";
import { imageSource } from "~/lib/image-source";

export function ProductImage({ src: stored, name }: { src: string | null; name: string }) {
	const t = useT();
	const src = imageSource(stored);
	return (
		<div className="flex aspect-square items-center justify-center overflow-hidden rounded-xl bg-brand-50">
			{src ? (
				<img src={src} alt={name} width="600" height="600" fetchPriority="high" className="h-full w-full object-contain" />
			) : (
				<span className="flex flex-col items-center gap-2 text-gray-500" data-testid="image-placeholder">
					<span aria-hidden="true" className="text-6xl">
						🍬
					</span>
					{t("common.noImage")}
				</span>
			)}
		</div>
	);
}
