// How many generated texts wait for the operator's review (pending drafts), for the overview.
// The slot for the text revisions: until they are stored, nothing is pending and this answers null
// ("not counted"), which the overview says in words. Once revisions exist, this is the one place
// that counts their pending ones.
import type { Db } from "../db/handle";

export async function countPendingDrafts(_db: Db): Promise<number | null> {
	return null;
}
