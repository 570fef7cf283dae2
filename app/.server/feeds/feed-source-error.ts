// Why a feed could not be opened (a bundled file missing, an address refused or unreachable), as a
// problem code with its values (problems.ts).
import { FeedProblemError, type SourceProblem } from "./problems";

export class FeedSourceError extends FeedProblemError<SourceProblem> {
	override name = "FeedSourceError";
}
