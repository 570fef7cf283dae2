// A feed download's failed connection in the operator's words (ADR 085's way with the database's
// codes, for the system's): the import stores the system's code as the `unreachable` problem's
// `reason` (ECONNREFUSED, ENOTFOUND, CERT_HAS_EXPIRED), and the page words it when it is rendered,
// so problems stored before get the words too. The code stays in the words, for whoever looks
// further. A reason of no class (another code, or an error's message when it had no code) is shown
// as it is: the words would guess.
import type { AdminText } from "~/i18n/admin-t";
import type { adminFeedConnectionFailures } from "~/i18n/messages/sv/admin-feed-problems";

type ConnectionFailure = keyof typeof adminFeedConnectionFailures;

/** Node's socket, DNS and TLS codes, by what they mean for the operator. */
const failureOfCode: Record<string, ConnectionFailure> = {
	ECONNREFUSED: "refused",
	ENOTFOUND: "name-not-found",
	EAI_AGAIN: "name-lookup-failed",
	ECONNRESET: "reset",
	EPIPE: "reset",
	ETIMEDOUT: "timed-out",
	EHOSTUNREACH: "no-route",
	ENETUNREACH: "no-route",
	CERT_HAS_EXPIRED: "certificate-expired",
	CERT_NOT_YET_VALID: "certificate-expired",
	ERR_TLS_CERT_ALTNAME_INVALID: "certificate-wrong-host",
	DEPTH_ZERO_SELF_SIGNED_CERT: "certificate-untrusted",
	SELF_SIGNED_CERT_IN_CHAIN: "certificate-untrusted",
	UNABLE_TO_VERIFY_LEAF_SIGNATURE: "certificate-untrusted",
	UNABLE_TO_GET_ISSUER_CERT: "certificate-untrusted",
	UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "certificate-untrusted",
	CERT_UNTRUSTED: "certificate-untrusted",
	CERT_REJECTED: "certificate-untrusted",
	CERT_REVOKED: "certificate-untrusted",
	CERT_SIGNATURE_FAILURE: "certificate-untrusted",
	INVALID_CA: "certificate-untrusted",
};

/** "ECONNREFUSED" → "servern vägrade anslutningen – … (ECONNREFUSED)"; an unknown reason as it is. */
export function connectionFailureText(reason: string): AdminText | string {
	const failure = Object.hasOwn(failureOfCode, reason) ? failureOfCode[reason] : undefined;
	return failure ? { key: `feedConnectionFailures.${failure}`, values: { code: reason } } : reason;
}
