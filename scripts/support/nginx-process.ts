// Debian's nginx as a child process, configured with deploy/nginx/templates/default.conf.template —
// the file compose.yaml gives the nginx image — filled in the way the image fills it (each ${NAME}
// from a table of values), for the cluster test, the benchmark and the load script. A throwaway
// self-signed certificate stands in for a real one on the TLS port, which is where the site is: the
// plain-HTTP port only redirects there.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

export const nginxTemplate = path.resolve("deploy/nginx/templates/default.conf.template");
const nginxBinary = "/usr/sbin/nginx";

export function hasNginx(): boolean {
	return existsSync(nginxBinary);
}

/** The template with every ${NAME} replaced, as the nginx image's envsubst step does. */
function renderTemplate(template: string, values: Record<string, string>): string {
	return template.replace(/\$\{(\w+)\}/g, (_whole, name: string) => {
		const value = values[name];
		if (value === undefined) throw new Error(`${path.basename(nginxTemplate)} needs ${name}`);
		return value;
	});
}

export interface NginxProcess {
	/** Plain HTTP, which answers every request with a redirect to tlsUrl. */
	url: string;
	/** HTTPS, with a self-signed certificate: the site. */
	tlsUrl: string;
	pid: number;
	/** What nginx has logged at level warn and above so far (an upstream that failed a request, say). */
	errorLog(): string;
	stop(): Promise<void>;
}

/** The certificate nginx serves, for more server blocks that listen with TLS too. */
export interface NginxCertificate {
	certificate: string;
	certificateKey: string;
}

export interface NginxOptions {
	/** `host:port` of each app instance. */
	upstreams: string[];
	/** More server blocks for the same http context (the benchmark's static-file ceiling). */
	extraServers?: (certificate: NginxCertificate) => string;
	/**
	 * Client addresses the template's request limits leave alone (NGINX_LIMIT_EXEMPT): the loopback
	 * address a load generator sends from. None by default, as in compose.
	 */
	limitExempt?: string[];
	workerProcesses?: number;
}

/** Until nginx accepts connections (asking it for a page would mark the instances behind it down). */
async function waitForPort(port: number, child: ChildProcess, errorLog: string): Promise<void> {
	const deadline = Date.now() + 10_000;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`nginx exited:\n${existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""}`);
		const accepted = await new Promise<boolean>((resolve) => {
			const socket = connect(port, "127.0.0.1");
			socket.once("connect", () => {
				socket.destroy();
				resolve(true);
			});
			socket.once("error", () => resolve(false));
		});
		if (accepted) return;
		await new Promise((r) => setTimeout(r, 100));
	}
	throw new Error("nginx did not start within 10 s");
}

export async function startNginx({
	upstreams,
	extraServers = () => "",
	limitExempt = [],
	workerProcesses = 1,
}: NginxOptions): Promise<NginxProcess> {
	const dir = mkdtempSync(path.join(tmpdir(), "godisguiden-nginx-"));
	// Workers may run as another user than the test (nginx started as root drops to "nobody").
	chmodSync(dir, 0o777);
	for (const sub of ["cache", "temp"]) mkdirSync(path.join(dir, sub), { mode: 0o777 });
	execFileSync(
		"openssl",
		[
			"req",
			"-x509",
			"-newkey",
			"ec",
			"-pkeyopt",
			"ec_paramgen_curve:prime256v1",
			"-nodes",
			"-days",
			"2",
			"-subj",
			"/CN=127.0.0.1",
			"-keyout",
			path.join(dir, "key.pem"),
			"-out",
			path.join(dir, "cert.pem"),
		],
		{ stdio: "ignore" },
	);
	chmodSync(path.join(dir, "key.pem"), 0o644);
	const [port, tlsPort] = [await freePort(), await freePort()];
	const tlsUrl = `https://127.0.0.1:${tlsPort}`;
	const tls: NginxCertificate = { certificate: path.join(dir, "cert.pem"), certificateKey: path.join(dir, "key.pem") };
	const site = renderTemplate(readFileSync(nginxTemplate, "utf8"), {
		UPSTREAM_SERVERS: upstreams.map((upstream) => `server ${upstream};`).join(" "),
		NGINX_PORT: `127.0.0.1:${port}`,
		NGINX_HTTPS_ORIGIN: tlsUrl,
		NGINX_TLS_PORT: `127.0.0.1:${tlsPort}`,
		NGINX_TLS_CERTIFICATE: tls.certificate,
		NGINX_TLS_CERTIFICATE_KEY: tls.certificateKey,
		NGINX_CACHE_DIR: path.join(dir, "cache"),
		NGINX_LIMIT_EXEMPT: limitExempt.map((address) => `${address} 1;`).join(" "),
	});
	const temp = (name: string) => `${name}_temp_path ${path.join(dir, "temp", name)};`;
	const errorLog = path.join(dir, "error.log");
	writeFileSync(
		path.join(dir, "nginx.conf"),
		`${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes ${workerProcesses};
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${errorLog} warn;
events { worker_connections 4096; }
http {
	access_log off;
	${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n\t")}
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	sendfile on;
	keepalive_requests 100000;
${site}
${extraServers(tls)}
}
`,
	);
	const child = spawn(nginxBinary, ["-p", dir, "-e", errorLog, "-c", path.join(dir, "nginx.conf")], { stdio: "ignore" });
	await waitForPort(port, child, errorLog);
	return {
		url: `http://127.0.0.1:${port}`,
		tlsUrl,
		pid: child.pid ?? 0,
		errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""),
		async stop() {
			if (child.exitCode === null) {
				const exited = new Promise((r) => child.once("exit", r));
				child.kill("SIGTERM");
				await exited;
			}
			rmSync(dir, { recursive: true, force: true });
		},
	};
}
