// The ceiling for pages served from nginx's cache: the same nginx process sending the same bytes as
// static files, from one more server block (`extraServers` of startNginx) on another loopback port.
// Same workers, same http settings, same TLS (the site is served over https only), same bytes, and
// the headers the site's server adds to every answer whether cached or not (HSTS, a fresh request
// id; ADR 036): what the cached figure loses against this one is the cache's own work (looking the
// key up, reading the stored headers), not the machine's, the encryption's or the door's. (Those
// two headers alone cost the 0.9 KB suggestions answer about a tenth of its rate.)
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";
import type { NginxCertificate } from "./nginx-process";

export interface StaticFile {
	/** The file's name and its path on the ceiling's server: letters only. */
	name: string;
	/** The Content-Type the app sent with the bytes, sent again by nginx. */
	type: string;
}

export interface StaticCeiling {
	/** The server block for startNginx's `extraServers`, with the certificate nginx serves the site with. */
	serverBlock(tls: NginxCertificate): string;
	/** Where nginx serves a file once it is written. */
	url(name: string): string;
	/** The bytes to serve under a name (nginx opens the file per request, so after it starts is fine). */
	write(name: string, body: Uint8Array): void;
	remove(): void;
}

export async function staticCeiling(files: StaticFile[]): Promise<StaticCeiling> {
	const dir = mkdtempSync(path.join(tmpdir(), "gg-ceiling-"));
	const port = await freePort();
	for (const { name, type } of files) {
		if (!/^[a-z]+$/i.test(name)) throw new Error(`static file name must be letters only: ${name}`);
		if (/["\\]/.test(type)) throw new Error(`unexpected Content-Type: ${type}`);
	}
	// A name without an extension matches nothing in mime.types, so each location's default_type is
	// the Content-Type nginx sends: exactly the app's, charset included.
	const locations = files.map(({ name, type }) => `\t\tlocation = /${name} { default_type "${type}"; }`).join("\n");
	return {
		serverBlock: (tls) => `
	server {
		listen 127.0.0.1:${port} ssl;
		ssl_certificate ${tls.certificate};
		ssl_certificate_key ${tls.certificateKey};
		ssl_protocols TLSv1.2 TLSv1.3;
		server_tokens off;
		add_header Strict-Transport-Security "max-age=31536000" always;
		add_header X-Request-Id $request_id always;
		root ${dir};
${locations}
	}
`,
		url: (name) => `https://127.0.0.1:${port}/${name}`,
		write: (name, body) => writeFileSync(path.join(dir, name), body),
		remove: () => rmSync(dir, { recursive: true, force: true }),
	};
}
