// Grey placeholders in the shape of ProductCard, shown while a client-side navigation loads
// (eight by default). Hidden from screen readers, which hear one status text instead.
import { useT } from "~/i18n/use-locale";

export function ProductCardSkeleton() {
	return (
		<div className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
			<div className="aspect-square bg-gray-200" />
			<div className="flex flex-col gap-2 p-3">
				<div className="h-3 w-1/3 rounded bg-gray-200" />
				<div className="h-4 w-4/5 rounded bg-gray-200" />
				<div className="mt-2 h-5 w-1/2 rounded bg-gray-200" />
				<div className="mt-2 h-8 rounded bg-gray-200" />
			</div>
		</div>
	);
}

export function ProductGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
	const t = useT();
	return (
		<div data-testid="product-skeletons">
			<p role="status" className="sr-only">
				{label ?? t("discovery.skeleton.loading")}
			</p>
			<ul aria-hidden="true" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
				{Array.from({ length: count }, (_, i) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their position
					<li key={i}>
						<ProductCardSkeleton />
					</li>
				))}
			</ul>
		</div>
	);
}
