// The home page's "why choose us": three benefits (prices, range, guides), each with its icon.
import { useT } from "~/i18n/use-locale";

const benefitKeys = ["Prices", "Range", "Guides"] as const;
const benefitIcons: Record<(typeof benefitKeys)[number], string> = { Prices: "💰", Range: "🍬", Guides: "📖" };

export function WhyChooseUs() {
	const t = useT();
	return (
		<section aria-labelledby="why-choose-us" className="rounded-2xl bg-brand-50 px-6 py-10">
			<h2 id="why-choose-us" className="text-center text-2xl font-bold">
				{t("discovery.home.whyTitle")}
			</h2>
			<p className="mx-auto mt-2 max-w-2xl text-center text-gray-700">{t("discovery.home.whyIntro")}</p>
			<ul className="mt-8 grid gap-4 md:grid-cols-3">
				{benefitKeys.map((key) => (
					<li key={key} className="rounded-xl bg-white p-6 shadow-sm" data-testid="benefit-card">
						<span aria-hidden="true" className="text-3xl">
							{benefitIcons[key]}
						</span>
						<h3 className="mt-3 text-lg font-bold">{t(`discovery.home.benefit${key}Title`)}</h3>
						<p className="mt-2 text-gray-700">{t(`discovery.home.benefit${key}Text`)}</p>
					</li>
				))}
			</ul>
		</section>
	);
}
