// `npx tsx scripts/search-index-build.ts`: builds the search engine's indexes of the catalogue in the
// database again, from nothing, and prints how long each took (the benchmark reports it for 100,000
// products per language, ADR 039): the two trigram indexes (the search document, the name), the
// products' word lists' index (ADR 055), and the catalogue's words for typos and "Menade du …?". A
// full rebuild is what a restore or a new install pays; an import keeps the indexes as it writes and
// rebuilds the words after its last batch.
import { connect } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import { getEnv } from "~/.server/env";
import { refreshVocabulary } from "~/.server/search/maintenance";

const env = getEnv();
const connection = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);
try {
	await migrate(connection.db);
	let started = performance.now();
	await connection.db.exec("reindex index public.products_search_document_idx");
	const documentIndex = seconds(started);
	started = performance.now();
	await connection.db.exec("reindex index public.products_search_name_idx");
	const nameIndex = seconds(started);
	started = performance.now();
	await connection.db.exec("reindex index public.products_search_word_list_idx");
	const wordListIndex = seconds(started);
	started = performance.now();
	const words = await refreshVocabulary(connection.db);
	console.info(
		JSON.stringify({
			documentIndexSeconds: Number(documentIndex),
			nameIndexSeconds: Number(nameIndex),
			wordListIndexSeconds: Number(wordListIndex),
			wordsSeconds: Number(seconds(started)),
			words,
		}),
	);
} finally {
	await connection.close();
}
