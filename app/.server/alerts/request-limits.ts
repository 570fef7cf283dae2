// Limits on the price alert form, kept in Postgres (price_alert_requests) so every app instance
// counts the same requests, as the login limit does (ADR 020): at most 20 accepted requests per
// client and 5 per address in an hour, which bounds the confirmation mails anyone can make the site
// send to someone else (a household behind one address still has room). A client is its network:
// an IPv6 client's /64, an IPv4 client's address (ADR 034). The e-mail address and the client's
// network are kept only as keyed hashes: a visitor's data, needed here only to be told apart. The
// key is the first secret's (ADR 035): after a rotation the same address hashes differently, so the
// counting starts again, at worst one window's worth of extra requests. Two instances answering at
// the same moment may each let one more through; the bound stays about the same.
import { createHmac } from "node:crypto";
import { clientNetwork } from "../client-network";
import type { Db } from "../db/handle";
import { toCount } from "../db/handle";
import { keysFor } from "../signing-keys";

export const requestLimits = {
	perClient: { max: 20, windowSeconds: 60 * 60 },
	perAddress: { max: 5, windowSeconds: 60 * 60 },
} as const;

/** How long a request is remembered: the longest window. */
export const requestKeptSeconds = Math.max(requestLimits.perClient.windowSeconds, requestLimits.perAddress.windowSeconds);

/** An address as the limits keep it: a hash nobody without the secret can reverse by guessing. */
function keyed(kind: "address" | "client", value: string): string {
	return createHmac("sha256", keysFor("alert-request-limit").sign).update(`price-alert-${kind}|${value}`).digest("base64url");
}

/** The client's network, as the per-client limit counts it, keyed. */
const keyedClient = (clientKey: string) => keyed("client", clientNetwork(clientKey));

/** True when the client or the address has used up its requests for now. */
export async function requestLimitReached(db: Db, clientKey: string, email: string): Promise<boolean> {
	const { perClient, perAddress } = requestLimits;
	const [row] = await db.query<{ client: unknown; address: unknown }>(
		`select
		   count(*) filter (where client_key = $1 and requested_at > now() - make_interval(secs => $3)) as client,
		   count(*) filter (where address_key = $2 and requested_at > now() - make_interval(secs => $4)) as address
		 from public.price_alert_requests
		 where client_key = $1 or address_key = $2`,
		[keyedClient(clientKey), keyed("address", email), perClient.windowSeconds, perAddress.windowSeconds],
	);
	return toCount(row?.client) >= perClient.max || toCount(row?.address) >= perAddress.max;
}

/** Counts an accepted request, and forgets everyone's requests older than the longest window. */
export async function recordRequest(db: Db, clientKey: string, email: string): Promise<void> {
	await db.query("insert into public.price_alert_requests (client_key, address_key) values ($1, $2)", [
		keyedClient(clientKey),
		keyed("address", email),
	]);
	await db.query("delete from public.price_alert_requests where requested_at <= now() - make_interval(secs => $1)", [
		requestKeptSeconds,
	]);
}
