// Whether an address is the admin area's: the root layout leaves the public chrome out there, the
// HTTP cache never stores it, and the request-size limit gives its forms more room.

/** `/admin` and everything under it (a route's loader data, `….data`, counts as its route). */
export function isAdminPath(pathname: string): boolean {
	return pathname === "/admin" || pathname.startsWith("/admin/");
}
