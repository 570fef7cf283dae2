// Skeletons show only while a client-side navigation loads: the server's HTML is
// complete, so a first page load never needs one.
import { useNavigation } from "react-router";

/**
 * True while the router loads a page at `pathname` (a link or a GET form, e.g. the next search
 * page); false while a POST form is handled, which keeps the page it posted from.
 */
export function useIsLoadingPage(pathname: string): boolean {
	const navigation = useNavigation();
	const isGet = navigation.formMethod === undefined || navigation.formMethod.toUpperCase() === "GET";
	return navigation.state === "loading" && isGet && navigation.location.pathname === pathname;
}
