import { data } from "react-router";
import { requireAdmin } from "~/.server/auth/require-admin";
import { AdminCard } from "~/components/admin/AdminCard";
import { useT } from "~/i18n/use-locale";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	return data(null, { headers });
}

export const meta: Route.MetaFunction = () => [
	{ title: "Admin – Godisguiden" },
	{ name: "robots", content: "noindex, nofollow" },
];

export default function AdminHome() {
	const t = useT();
	return (
		<>
			<h1 className="text-3xl font-bold">{t("admin.title")}</h1>
			<AdminCard title={t("admin.tips.title")}>
				<ul className="list-disc space-y-1 pl-5 text-gray-800">
					<li>{t("admin.tips.addBrandsFirst")}</li>
					<li>{t("admin.tips.runRegularly")}</li>
					<li>{t("admin.tips.checkResults")}</li>
				</ul>
			</AdminCard>
		</>
	);
}
