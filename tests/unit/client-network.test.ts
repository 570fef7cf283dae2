// A client as the per-client limits count it (ADR 034): an IPv4 address as it is, an IPv6 address
// by its /64 however it is written, an IPv4-mapped IPv6 address as its IPv4 address.
import { describe, expect, it } from "vitest";
import { clientNetwork } from "~/.server/client-network";

describe("client networks", () => {
	it("counts an IPv4 client by its address", () => {
		expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
		expect(clientNetwork("203.0.113.8")).not.toBe(clientNetwork("203.0.113.7"));
	});

	it("counts an IPv6 client by its /64, whichever address of it and however written", () => {
		const network = "2001:db8:1:2::/64";
		for (const address of [
			"2001:db8:1:2::1",
			"2001:db8:1:2:ffff:ffff:ffff:ffff",
			"2001:0DB8:0001:0002:0000:0000:0000:0009",
			"2001:db8:1:2:a:b:c:d",
			"2001:db8:1:2:a:b:192.0.2.1",
			"2001:db8:1:2::1%eth0",
		]) {
			expect(clientNetwork(address), address).toBe(network);
		}
		expect(clientNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
		expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
		expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
	});

	it("counts an IPv4-mapped IPv6 address as the IPv4 address", () => {
		expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
		expect(clientNetwork("::FFFF:203.0.113.7")).toBe("203.0.113.7");
		expect(clientNetwork("::ffff:cb00:7107")).toBe("203.0.113.7");
		expect(clientNetwork("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
	});

	it("leaves what is not an address as it is", () => {
		for (const key of ["local", "unknown", "", "2001:db8::g", "203.0.113.256"]) expect(clientNetwork(key)).toBe(key);
	});
});
