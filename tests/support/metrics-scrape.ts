// Reading an instance's Prometheus metrics as the scraper does: its /metrics page, then one sample.
import { expect } from "vitest";

export async function scrape(url: string, headers: Record<string, string> = {}): Promise<string> {
	const response = await fetch(`${url}/metrics`, { headers });
	expect(response.status).toBe(200);
	expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
	return response.text();
}

/** The value of one sample (`name{labels} value`), or undefined when there is none. */
export function sample(exposition: string, name: string, labels: Record<string, string> = {}): number | undefined {
	for (const line of exposition.split("\n")) {
		if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
		const matches = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
		if (matches) return Number(line.slice(line.lastIndexOf(" ") + 1));
	}
	return undefined;
}
