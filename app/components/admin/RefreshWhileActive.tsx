// A page that follows a running job: it reloads itself every 2 s without JavaScript (a meta
// refresh) and revalidates its loader every second with it, until the job is done.
import { useEffect } from "react";
import { useRevalidator } from "react-router";

export function RefreshWhileActive({ active }: { active: boolean }) {
	const revalidator = useRevalidator();
	useEffect(() => {
		if (!active) return;
		const timer = setInterval(() => revalidator.revalidate(), 1000);
		return () => clearInterval(timer);
	}, [active, revalidator]);
	if (!active) return null;
	return (
		<noscript>
			<meta httpEquiv="refresh" content="2" />
		</noscript>
	);
}
