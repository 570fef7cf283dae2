// Retailer feeds card and its edit page, and the click-out report (issue 5).
// Swedish only: the admin area has no Norwegian variant (see ../nb/admin.ts).
export const adminFeeds = {} as const;
