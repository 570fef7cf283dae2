// The deals page's counter: which of the deals this page shows, "Visar 1–24 av 30 erbjudanden".
// One deal in all takes the singular ("Visar 1 av 1 erbjudande"); a page holding a single deal of
// several, as a last page can, names that deal ("Visar erbjudande 25 av 25") rather than a range
// of one ("25–25").
import { countForm } from "~/i18n/count-form";
import { useT } from "~/i18n/use-locale";

export function DealsCount({ from, shown, total }: { from: number; shown: number; total: number }) {
	const t = useT();
	const to = from + shown - 1;
	const form = total > 1 && to === from ? "single" : countForm(total);
	return <p className="text-sm text-gray-700">{t(`deals.showing.${form}`, { from, to, total })}</p>;
}
