// Which feed addresses may be fetched (ADR 033): every spelling of loopback, private, link-local,
// metadata and reserved addresses is refused; public addresses on the allowed ports are not; the
// loopback setting lets private networks in on any port but never link-local or metadata.
import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import {
	type AddressRefusal,
	checkedAddresses,
	checkUrl,
	type FeedAddressPolicy,
	FeedAddressRefused,
} from "~/.server/feeds/feed-address";
import { addressKind, ipv6Groups } from "~/.server/feeds/ip-address-kind";
import { internalSpellings } from "../support/internal-addresses";

const production: FeedAddressPolicy = { allowPrivateNetworks: false, allowedPorts: [80, 443] };
const loopbackAllowed: FeedAddressPolicy = { allowPrivateNetworks: true, allowedPorts: [80, 443] };

/** Why checkUrl refuses the address, or null. */
function refusal(address: string, policy = production): AddressRefusal | null {
	try {
		checkUrl(new URL(address), policy);
		return null;
	} catch (error) {
		if (error instanceof FeedAddressRefused) return error.refusal;
		throw error;
	}
}

describe("feed addresses", () => {
	it("refuses every spelling of loopback, private, link-local, metadata and reserved addresses", () => {
		for (const address of internalSpellings) expect(refusal(address), address).toBe("address");
	});

	it("refuses schemes other than http(s) and ports other than 80 and 443", () => {
		for (const address of [
			"ftp://feeds.example/feed.xml",
			"file:///etc/passwd",
			"gopher://feeds.example/",
			"data:text/xml,<rss/>",
		]) {
			expect(refusal(address), address).toBe("scheme");
		}
		for (const address of [
			"http://93.184.215.14:22/",
			"https://feeds.example:8443/feed.xml",
			"http://8.8.8.8:25/",
			"http://[2606:4700::1]:6379/",
		]) {
			expect(refusal(address), address).toBe("port");
		}
		expect(refusal("http://feeds.example:8080/", { ...production, allowedPorts: [80, 443, 8080] })).toBeNull();
		expect(refusal("http://93.184.215.14:22/", { ...production, allowedPorts: "any" })).toBeNull();
	});

	it("lets public addresses and names through (a name is checked once it resolves)", () => {
		for (const address of [
			"http://93.184.215.14/feed.xml",
			"https://93.184.215.14:443/feed.xml",
			"http://[2606:4700::6810:84e5]/feed.xml",
			"http://[::ffff:93.184.215.14]/feed.xml",
			"http://[64:ff9b::5db8:d70e]/feed.xml",
			"https://feeds.example/feed.xml",
			"http://butik.example:80/feed.csv",
		]) {
			expect(refusal(address), address).toBeNull();
		}
	});

	it("with private networks allowed: loopback and private on any port, never link-local, metadata or 0.0.0.0", () => {
		for (const address of [
			"http://127.0.0.1:3000/",
			"http://localhost:3000/",
			"http://[::1]:3000/",
			"http://[::ffff:127.0.0.1]:3000/",
			"http://10.1.2.3:8080/",
			"http://192.168.1.10/",
			"http://[fd12:3456::1]:8080/",
		]) {
			expect(refusal(address, loopbackAllowed), address).toBeNull();
		}
		for (const address of [
			"http://169.254.169.254/latest/meta-data/",
			"http://[fd00:ec2::254]/",
			"http://100.100.100.200/",
			"http://[::ffff:169.254.169.254]/",
			"http://0.0.0.0:3000/",
			"http://[::]:3000/",
			"http://[fe80::1]:3000/",
			"http://224.0.0.1/",
		]) {
			expect(refusal(address, loopbackAllowed), address).toBe("address");
		}
		// A public address still only on the allowed ports.
		expect(refusal("http://8.8.8.8:25/", loopbackAllowed)).toBe("port");
	});

	it("knows the network of addresses as a resolver writes them", () => {
		expect(addressKind("::ffff:127.0.0.1")).toBe("private");
		expect(addressKind("fe80::1%lo")).toBe("forbidden");
		expect(addressKind("not an address")).toBe("forbidden");
		expect(addressKind("2a00:1450:400f:80d::200e")).toBe("public");
		expect(ipv6Groups("64:ff9b::127.0.0.1")).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0x7f00, 1]);
	});
});

describe("checked addresses", () => {
	const resolver =
		(answers: Record<string, string[]>) =>
		async (host: string): Promise<LookupAddress[]> =>
			(answers[host] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

	it("refuses a name if any of its addresses is internal, and gives back exactly the checked ones", async () => {
		const resolve = resolver({
			"feeds.example": ["93.184.215.14", "2606:4700::6810:84e5"],
			"rebind.example": ["93.184.215.14", "127.0.0.1"],
			"metadata.example": ["169.254.169.254"],
			"mapped.example": ["::ffff:10.0.0.1"],
		});
		expect(await checkedAddresses(new URL("https://feeds.example/feed.xml"), production, resolve)).toEqual([
			{ address: "93.184.215.14", family: 4 },
			{ address: "2606:4700::6810:84e5", family: 6 },
		]);
		for (const host of ["rebind.example", "metadata.example", "mapped.example"]) {
			await expect(checkedAddresses(new URL(`https://${host}/feed.xml`), production, resolve), host).rejects.toMatchObject({
				refusal: "address",
			});
		}
		await expect(checkedAddresses(new URL("https://nowhere.example/"), production, resolve)).rejects.toMatchObject({
			code: "ENOTFOUND",
		});
		// A name's port is judged by where it leads once private networks are allowed.
		const local = resolver({ "feeds.test": ["127.0.0.1"], "public.test": ["93.184.215.14"] });
		expect(await checkedAddresses(new URL("http://feeds.test:3000/"), loopbackAllowed, local)).toEqual([
			{ address: "127.0.0.1", family: 4 },
		]);
		await expect(checkedAddresses(new URL("http://public.test:3000/"), loopbackAllowed, local)).rejects.toMatchObject({
			refusal: "port",
		});
	});
});
