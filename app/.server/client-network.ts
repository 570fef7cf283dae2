// The network a client's address stands for, as a per-client limit should count it (ADR 034). An
// IPv4 address is one household or one NAT: counted as it is. An IPv6 subscriber is normally given
// a whole /64 (and often more), so one visitor can take a fresh address for every request: counted
// by its /64. An IPv4-mapped IPv6 address (::ffff:203.0.113.7, what a dual-stack socket reports for
// an IPv4 client) is the IPv4 address. Anything else ("local", "unknown") stays as it is.
import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped, an IPv4 tail folded in). */
function ipv6Groups(address: string): number[] {
	let text = address.toLowerCase();
	const ipv4Tail = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
	if (ipv4Tail) {
		const [a, b, c, d] = (ipv4Tail[2] as string).split(".").map(Number) as [number, number, number, number];
		text = `${ipv4Tail[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
	}
	const [front = "", back] = text.split("::");
	const head = front === "" ? [] : front.split(":");
	const tail = back === undefined || back === "" ? [] : back.split(":");
	const groups = back === undefined ? head : [...head, ...Array(8 - head.length - tail.length).fill("0"), ...tail];
	return groups.map((group) => Number.parseInt(group, 16));
}

export function clientNetwork(address: string): string {
	const withoutZone = address.split("%")[0] ?? address;
	if (isIPv4(withoutZone)) return withoutZone;
	if (!isIPv6(withoutZone)) return address;
	const groups = ipv6Groups(withoutZone);
	const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
	if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
		return `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
	}
	return `${groups
		.slice(0, 4)
		.map((group) => group.toString(16))
		.join(":")}::/64`;
}
