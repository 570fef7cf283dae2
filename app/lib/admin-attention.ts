// The overview's windows (app/.server/admin/attention.ts reads by them, the overview words them).

/** An enabled feed without an import for this long needs a look (feeds import daily by default). */
export const feedStaleAfterHours = 48;
/** Failed jobs are listed for this many days. */
export const failedJobsDays = 7;
/** Clicks and searches without results: this many days, against as many before for clicks. */
export const attentionDays = 7;
