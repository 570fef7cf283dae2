// A database handle that runs a hook ahead of each statement, inside its transactions too: a test
// stops a writer at an exact statement to let another writer in there.
import type { Db } from "~/.server/db/handle";

export function watched(db: Db, before: (text: string) => Promise<void>): Db {
	return {
		kind: db.kind,
		concurrent: db.concurrent,
		get orm() {
			return db.orm;
		},
		exec: (text) => db.exec(text),
		query: async (text, params) => {
			await before(text);
			return db.query(text, params);
		},
		transaction: (work) => db.transaction((tx) => work(watched(tx, before))),
	};
}
