// SPEC §2 card 4: adds internal links to brands and categories in every product description;
// advised to run weekly. The button starts a job (its page shows progress and the counts).
import { Form, useNavigation } from "react-router";
import { useT } from "~/i18n/use-locale";
import { AdminCard } from "./AdminCard";
import { SubmitButton } from "./SubmitButton";

const action = "/admin/tools/optimize-descriptions";

export function ProductDescriptionsCard() {
	const t = useT();
	const navigation = useNavigation();
	const starting = navigation.state !== "idle" && navigation.formAction === action;
	return (
		<AdminCard id="product-descriptions" title={t("admin.links.descriptions.title")}>
			<p className="text-gray-800">{t("admin.links.descriptions.description")}</p>
			<p className="mt-1 text-sm font-semibold text-gray-700">{t("admin.links.descriptions.advice")}</p>
			<Form method="post" action={action} className="mt-4">
				<SubmitButton busy={starting} busyLabel={t("admin.links.descriptions.running")}>
					{t("admin.links.descriptions.run")}
				</SubmitButton>
			</Form>
		</AdminCard>
	);
}
