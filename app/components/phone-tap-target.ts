/**
 * A text link in running text or a list, made a 44 px tap target on a phone (a finger's width, as
 * every other control of the site); from `sm` up, where a pointer is likelier, it keeps the line's
 * height so footers and breadcrumbs stay compact.
 */
export const phoneTapTarget = "inline-flex min-h-11 items-center sm:min-h-0";
