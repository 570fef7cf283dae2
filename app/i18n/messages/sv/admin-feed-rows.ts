// Why a feed row was rejected, shown in an import's result (issue 5).
// Swedish only: the admin area has no Norwegian variant (see ../nb/admin.ts).
export const adminFeedRows = {} as const;
