// A feed that could not be fetched, worded by the system's code of its failed connection: each kind
// of code in the operator's words with the code kept in parentheses, and a reason of no class (an
// unknown code, an error's message) shown as it was. A real refused connection is in
// tests/integration/feed-import.test.ts.
import { describe, expect, it } from "vitest";
import { adminText } from "~/i18n/admin-t";
import { feedProblemText } from "~/lib/feed-problem-text";

const host = "butik.example";
const words = (reason: string) => adminText(feedProblemText({ code: "unreachable", host, reason }));
const lead = `Kunde inte hämta flödet från ${host}: `;

describe("a feed's failed connection in words", () => {
	it.each([
		["ECONNREFUSED", "servern vägrade anslutningen – den är nere eller tar inte emot anslutningar på den porten"],
		["ENOTFOUND", "adressen kunde inte slås upp – namnet finns inte, kontrollera adressen"],
		["EAI_AGAIN", "adressen kunde inte slås upp just nu – namnservern svarade inte, försök igen om en stund"],
		["ECONNRESET", "servern bröt anslutningen"],
		["ETIMEDOUT", "servern svarade inte på anslutningsförsöket"],
		["EHOSTUNREACH", "servern gick inte att nå – nätet har ingen väg dit"],
		["CERT_HAS_EXPIRED", "serverns certifikat har gått ut eller gäller inte ännu"],
		["ERR_TLS_CERT_ALTNAME_INVALID", "serverns certifikat gäller inte för den här adressen"],
		[
			"DEPTH_ZERO_SELF_SIGNED_CERT",
			"serverns certifikat kunde inte verifieras – det är självsignerat eller utfärdat av någon som inte är betrodd",
		],
		[
			"UNABLE_TO_VERIFY_LEAF_SIGNATURE",
			"serverns certifikat kunde inte verifieras – det är självsignerat eller utfärdat av någon som inte är betrodd",
		],
	])("%s", (code, said) => {
		expect(words(code)).toBe(`${lead}${said} (${code})`);
	});

	it("shows a code of no class, or an error's message, as it is", () => {
		expect(words("EPROTO")).toBe(`${lead}EPROTO`);
		expect(words("socket hang up")).toBe(`${lead}socket hang up`);
		expect(words("toString")).toBe(`${lead}toString`);
	});
});
