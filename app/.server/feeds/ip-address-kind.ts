// What kind of network an IP address is on, for deciding whether a feed may be fetched from it
// (ADR 033): the public internet, a private network of the operator's own (loopback, RFC 1918,
// unique-local, carrier-grade NAT), or somewhere no feed ever lives (link-local and cloud metadata
// addresses, "this network", multicast, documentation and other reserved ranges). Addresses come
// here in the text URL parsing and DNS give (URL parsing has already turned 0x7f000001, 2130706433
// and 0177.0.0.1 into 127.0.0.1); an IPv6 address that carries an IPv4 one (::ffff:127.0.0.1,
// NAT64's 64:ff9b::127.0.0.1) is judged as that IPv4 address.
import { BlockList, isIPv4, isIPv6 } from "node:net";

export type AddressKind = "public" | "private" | "forbidden";

function subnets(family: "ipv4" | "ipv6", list: [string, number][]): BlockList {
	const blocks = new BlockList();
	for (const [network, prefix] of list) blocks.addSubnet(network, prefix, family);
	return blocks;
}

/** Where the instance-metadata services of the big clouds answer (AWS, GCP, Azure, Oracle, Alibaba). */
const metadataAddresses = new Set(["169.254.169.254", "169.254.170.2", "168.63.129.16", "100.100.100.200", "192.0.0.192"]);
const metadataV6 = subnets("ipv6", [["fd00:ec2::254", 128]]);

const privateV4 = subnets("ipv4", [
	["127.0.0.0", 8], // loopback
	["10.0.0.0", 8],
	["172.16.0.0", 12],
	["192.168.0.0", 16],
	["100.64.0.0", 10], // carrier-grade NAT (also Tailscale's)
]);

const forbiddenV4 = subnets("ipv4", [
	["0.0.0.0", 8], // "this network": 0.0.0.0 connects to the machine itself on Linux
	["169.254.0.0", 16], // link-local, where cloud metadata lives
	["192.0.0.0", 24], // IETF protocol assignments
	["192.0.2.0", 24], // documentation
	["192.88.99.0", 24], // 6to4 relay anycast
	["198.18.0.0", 15], // benchmarking
	["198.51.100.0", 24], // documentation
	["203.0.113.0", 24], // documentation
	["224.0.0.0", 4], // multicast
	["240.0.0.0", 4], // reserved, and the broadcast address
]);

/** Unique-local addresses: an IPv6 private network. */
const privateV6 = subnets("ipv6", [["fc00::", 7]]);
/** Global unicast; every IPv6 address outside it (link-local, multicast, …) is refused. */
const globalV6 = subnets("ipv6", [["2000::", 3]]);
const forbiddenV6 = subnets("ipv6", [
	["2001::", 23], // IETF protocol assignments, Teredo (which hides an IPv4 address) among them
	["2001:db8::", 32], // documentation
	["2002::", 16], // 6to4 (hides an IPv4 address)
	["3fff::", 20], // documentation
]);

function ipv4Kind(address: string): AddressKind {
	if (metadataAddresses.has(address) || forbiddenV4.check(address, "ipv4")) return "forbidden";
	return privateV4.check(address, "ipv4") ? "private" : "public";
}

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a dotted IPv4 tail as two groups). */
export function ipv6Groups(address: string): number[] {
	let text = address;
	const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
	if (dotted) {
		const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
		text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
	}
	const groups = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
	const gap = text.indexOf("::");
	if (gap < 0) return groups(text);
	const left = groups(text.slice(0, gap));
	const right = groups(text.slice(gap + 2));
	return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address in the last 32 bits of an IPv6 address's groups. */
function embeddedIpv4(groups: number[]): string {
	const high = groups[6] ?? 0;
	const low = groups[7] ?? 0;
	return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/** What kind of network `address` (an IPv4 or IPv6 address as text, no brackets) is on. */
export function addressKind(address: string): AddressKind {
	// A zone ("fe80::1%eth0") only ever belongs to a link-local address.
	if (address.includes("%")) return "forbidden";
	if (isIPv4(address)) return ipv4Kind(address);
	if (!isIPv6(address)) return "forbidden";
	const groups = ipv6Groups(address);
	const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
	// IPv4-mapped (::ffff:a.b.c.d: what a dual-stack socket connects to) and NAT64's well-known
	// prefix (64:ff9b::a.b.c.d, which a NAT64 gateway turns into that IPv4 address).
	if (zeros(0, 5) && groups[5] === 0xffff) return ipv4Kind(embeddedIpv4(groups));
	if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return ipv4Kind(embeddedIpv4(groups));
	if (zeros(0, 7) && groups[7] === 1) return "private"; // ::1, loopback
	if (metadataV6.check(address, "ipv6")) return "forbidden";
	if (privateV6.check(address, "ipv6")) return "private";
	if (globalV6.check(address, "ipv6") && !forbiddenV6.check(address, "ipv6")) return "public";
	return "forbidden";
}
