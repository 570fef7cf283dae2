// The reason of a failed run as its page gives it (ADR 085): a refusal of the database whose code
// tells a cause the operator can act on is said in the admin's words, followed by the code and the
// database's own words for whoever debugs; any other reason shows as the job stored it.
import type { AdminText } from "~/i18n/admin-t";
import { codedReasonOf } from "./coded-failure";
import { causeOfCode, type DatabaseCause } from "./database-cause";

/** The admin's words for a cause (the same on a job's page and in a toast). */
export function databaseCauseText(cause: DatabaseCause): AdminText {
	return { key: `job.databaseCause.${cause}` };
}

/** A job's stored error (its reason) as its page words it. */
export function reasonInWords(reason: string): string | AdminText {
	const coded = codedReasonOf(reason);
	if (coded === null) return reason;
	const cause = causeOfCode(coded.code);
	// A code without words for it: the database's words, as a reason without a code shows.
	if (cause === null) return coded.text;
	return { key: "job.databaseReason", values: { cause: databaseCauseText(cause), code: coded.code, original: coded.text } };
}
