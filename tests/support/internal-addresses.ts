// Addresses no feed may be fetched from (ADR 033), in the spellings an operator, or an attacker,
// could write them: for the address checks' unit test and the tests on a running app.

/** Spellings of addresses no feed may come from, as an operator (or an attacker) could write them. */
export const internalSpellings = [
	"http://127.0.0.1/feed.xml",
	"http://127.0.0.1:3000/feed.xml",
	"http://127.1/feed.xml",
	"http://0x7f000001/feed.xml",
	"http://0x7f.0.0.1/feed.xml",
	"http://2130706433/feed.xml",
	"http://0177.0.0.1/feed.xml",
	"http://017700000001/feed.xml",
	"http://127.0.0.1./feed.xml",
	"http://localhost/feed.xml",
	"http://LOCALHOST:8080/feed.xml",
	"http://localhost./feed.xml",
	"http://feeds.localhost/feed.xml",
	"http://%6c%6fcalhost/feed.xml",
	"http://[::1]/feed.xml",
	"http://[0:0:0:0:0:0:0:1]/feed.xml",
	"http://[::ffff:127.0.0.1]/feed.xml",
	"http://[::ffff:7f00:1]/feed.xml",
	"http://[::ffff:169.254.169.254]/latest/meta-data/",
	"http://[64:ff9b::127.0.0.1]/feed.xml",
	"http://[64:ff9b::a9fe:a9fe]/latest/meta-data/",
	"http://[::127.0.0.1]/feed.xml",
	"http://[::]/feed.xml",
	"http://0.0.0.0/feed.xml",
	"http://0/feed.xml",
	"http://10.0.0.1/feed.xml",
	"http://172.16.0.1/feed.xml",
	"http://172.31.255.255/feed.xml",
	"http://192.168.1.1/feed.xml",
	"http://100.64.0.1/feed.xml",
	"http://169.254.169.254/latest/meta-data/",
	"http://169.254.0.1/feed.xml",
	"http://168.63.129.16/metadata/",
	"http://100.100.100.200/latest/meta-data/",
	"http://[fd00:ec2::254]/latest/meta-data/",
	"http://[fe80::1]/feed.xml",
	"http://[fc00::1]/feed.xml",
	"http://[fd12:3456::1]/feed.xml",
	"http://[ff02::1]/feed.xml",
	"http://[2001:db8::1]/feed.xml",
	"http://[2002:7f00:1::]/feed.xml",
	"http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/feed.xml",
	"http://224.0.0.1/feed.xml",
	"http://239.255.255.250/feed.xml",
	"http://240.0.0.1/feed.xml",
	"http://255.255.255.255/feed.xml",
	"http://192.0.2.1/feed.xml",
	"http://198.18.0.1/feed.xml",
	"http://203.0.113.9/feed.xml",
];

/**
 * Spellings that all reach a server listening on loopback (both IPv4 and IPv6) at `port`: a test
 * serves a feed there, so an address that slipped through would be fetched and seen.
 */
export function loopbackSpellings(port: number): string[] {
	return [
		`http://127.0.0.1:${port}/feed.xml`,
		`http://127.1:${port}/feed.xml`,
		`http://0x7f000001:${port}/feed.xml`,
		`http://2130706433:${port}/feed.xml`,
		`http://0177.0.0.1:${port}/feed.xml`,
		`http://localhost:${port}/feed.xml`,
		`http://[::1]:${port}/feed.xml`,
		`http://[::ffff:127.0.0.1]:${port}/feed.xml`,
		`http://0.0.0.0:${port}/feed.xml`,
	];
}
