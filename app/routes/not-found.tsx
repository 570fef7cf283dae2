// Any path that matches no screen: the root error boundary renders the localised 404 page.
import { data } from "react-router";

export function loader() {
	throw data(null, { status: 404 });
}

export default function NotFound() {
	return null;
}
