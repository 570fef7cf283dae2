// Whether a feed address may be fetched (ADR 033): http(s) only; a host whose every address is on
// the public internet (ip-address-kind.ts), on an allowed port (80 and 443 unless
// FEED_ALLOWED_PORTS says more). Loopback and private networks only with
// FEED_ALLOW_PRIVATE_NETWORKS (tests, a local demo), and then on any port. Checked when a feed is
// saved (an early, worded refusal) and again before every connection of every fetch, redirects
// included (http-feed.ts), where the connection goes only to the addresses checked here.
import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { getFeedEnv } from "../env";
import { addressKind } from "./ip-address-kind";

export interface FeedAddressPolicy {
	allowPrivateNetworks: boolean;
	/** Ports a public address may be reached on. */
	allowedPorts: readonly number[] | "any";
}

/** Why an address is refused: not http(s), a port not allowed, or a host on a network feeds never come from. */
export type AddressRefusal = "scheme" | "port" | "address";

export class FeedAddressRefused extends Error {
	override name = "FeedAddressRefused";
	constructor(
		readonly refusal: AddressRefusal,
		/** What was refused, for the log: an address, a port or a scheme (never shown to the operator). */
		readonly detail: string,
	) {
		super(`feed address refused (${refusal}): ${detail}`);
	}
}

export function configuredAddressPolicy(): FeedAddressPolicy {
	const env = getFeedEnv();
	return { allowPrivateNetworks: env.FEED_ALLOW_PRIVATE_NETWORKS, allowedPorts: env.FEED_ALLOWED_PORTS };
}

/** The URL's port, or its scheme's. */
export function portOf(url: URL): number {
	return url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
}

/** The URL's host as DNS and sockets take it: no IPv6 brackets, no root dot. */
export function bareHost(url: URL): string {
	const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
	return host.endsWith(".") ? host.slice(0, -1) : host;
}

function portAllowed(port: number, policy: FeedAddressPolicy): boolean {
	return policy.allowedPorts === "any" || policy.allowedPorts.includes(port);
}

/** Throws FeedAddressRefused unless `address` may be connected to on `port`. */
export function checkAddress(address: string, port: number, policy: FeedAddressPolicy): void {
	const kind = addressKind(address);
	if (kind === "forbidden" || (kind === "private" && !policy.allowPrivateNetworks)) {
		throw new FeedAddressRefused("address", address);
	}
	// A private network is the operator's own (allowed above only on purpose): any port.
	if (kind === "public" && !portAllowed(port, policy)) throw new FeedAddressRefused("port", String(port));
}

/**
 * What can be refused before any DNS look-up: the scheme, a host that is an address (in any
 * spelling URL parsing understands), a name that always means this machine (localhost), and —
 * unless private networks are allowed, where a name's port depends on where it leads — the port.
 */
export function checkUrl(url: URL, policy: FeedAddressPolicy): void {
	if (url.protocol !== "http:" && url.protocol !== "https:") throw new FeedAddressRefused("scheme", url.protocol);
	const host = bareHost(url);
	const port = portOf(url);
	if (isIP(host)) {
		checkAddress(host, port, policy);
		return;
	}
	const name = host.toLowerCase();
	if ((name === "localhost" || name.endsWith(".localhost")) && !policy.allowPrivateNetworks) {
		throw new FeedAddressRefused("address", name);
	}
	if (!policy.allowPrivateNetworks && !portAllowed(port, policy)) throw new FeedAddressRefused("port", String(port));
}

export type Resolve = (host: string) => Promise<LookupAddress[]>;

/** Every address the system's resolver gives for a name (as connecting would look it up). */
export const systemResolve: Resolve = (host) => lookup(host, { all: true });

/**
 * The addresses to connect to for the URL, every one of them checked: a name with one forbidden
 * address among public ones is refused whole. Throws FeedAddressRefused, or the resolver's error
 * (ENOTFOUND) when the name does not resolve.
 */
export async function checkedAddresses(url: URL, policy: FeedAddressPolicy, resolve = systemResolve): Promise<LookupAddress[]> {
	checkUrl(url, policy);
	const host = bareHost(url);
	const family = isIP(host);
	if (family !== 0) return [{ address: host, family }];
	const addresses = await resolve(host);
	if (addresses.length === 0) throw Object.assign(new Error(`no address for ${host}`), { code: "ENOTFOUND" });
	for (const { address } of addresses) checkAddress(address, portOf(url), policy);
	return addresses;
}

/** How long saving a feed waits for its host's addresses before leaving the check to the fetch. */
const saveLookupMs = 3_000;

/**
 * Why a feed address cannot be saved, or null. A name that does not resolve now (or not within a
 * few seconds) is not refused: it may resolve later, and every fetch checks again.
 */
export async function feedAddressRefusal(address: string, policy = configuredAddressPolicy()): Promise<AddressRefusal | null> {
	let url: URL;
	try {
		url = new URL(address);
	} catch {
		return "scheme";
	}
	const checked = checkedAddresses(url, policy).then(
		() => null,
		(error: unknown) => (error instanceof FeedAddressRefused ? error.refusal : null),
	);
	let timer: NodeJS.Timeout | undefined;
	const gaveUp = new Promise<null>((resolve) => {
		timer = setTimeout(() => resolve(null), saveLookupMs);
	});
	try {
		return await Promise.race([checked, gaveUp]);
	} finally {
		clearTimeout(timer);
	}
}
