// The request limits as deploy/nginx/templates/default.conf.template sets them, read from the file,
// so the tests that prove them follow the figures there (ADR 036) instead of restating them.
import { readFileSync } from "node:fs";
import { nginxTemplate } from "../../scripts/support/nginx-process";

export interface RequestLimit {
	/** Requests a second the zone lets through once its burst is spent. */
	perSecond: number;
	/** Requests past the rate let through at once (nodelay): burst + 1 pass in a row. */
	burst: number;
}

export function templateLimits(): Map<string, RequestLimit> {
	const template = readFileSync(nginxTemplate, "utf8");
	const limits = new Map<string, RequestLimit>();
	for (const [, zone, amount, unit] of template.matchAll(/limit_req_zone \S+ zone=(\w+):\w+ rate=(\d+)r\/([sm]);/g)) {
		const burst = template.match(new RegExp(`limit_req zone=${zone} burst=(\\d+) nodelay;`))?.[1];
		if (!zone || burst === undefined) throw new Error(`no burst for ${zone} in the nginx template`);
		limits.set(zone, { perSecond: Number(amount) / (unit === "m" ? 60 : 1), burst: Number(burst) });
	}
	return limits;
}

export function templateLimit(zone: string): RequestLimit {
	const limit = templateLimits().get(zone);
	if (!limit) throw new Error(`the nginx template has no limit_req zone ${zone}`);
	return limit;
}
