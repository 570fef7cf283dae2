// The product-description card: adds internal links to brands and categories in every product
// description; advised to run weekly. The button starts a job (its page shows progress and the counts).
import { Form, href, useNavigation } from "react-router";
import { adminT } from "~/i18n/admin-t";
import { AdminCard } from "./AdminCard";
import { SubmitButton } from "./SubmitButton";

const action = href("/admin/tools/optimize-descriptions");

export function ProductDescriptionsCard() {
	const navigation = useNavigation();
	const starting = navigation.state !== "idle" && navigation.formAction === action;
	return (
		<AdminCard id="product-descriptions" title={adminT("links.descriptions.title")}>
			<p className="text-gray-800">{adminT("links.descriptions.description")}</p>
			<p className="mt-1 text-sm font-semibold text-gray-700">{adminT("links.descriptions.advice")}</p>
			<Form method="post" action={action} className="mt-4">
				<SubmitButton busy={starting} busyLabel={adminT("links.descriptions.running")}>
					{adminT("links.descriptions.run")}
				</SubmitButton>
			</Form>
		</AdminCard>
	);
}
