// Production's shape on loopback for the load script (ADR 021): app instances sharing one PostgreSQL
// database, and nginx in front with the configuration compose.yaml gives the nginx image (TLS, load
// balancing, the shared cache and the request limits, ADR 036). Visitors and the admin go through
// nginx's https origin, from 127.0.0.1, which the limits leave alone so that a load generator is
// not refused as a script; each instance can still be asked directly.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppProcess, startAppProcess } from "./app-process";
import { freePort } from "./free-port";
import { type NginxProcess, startNginx } from "./nginx-process";

export interface Cluster {
	/** nginx's https origin (a self-signed certificate): where visitors and the admin go. */
	url: string;
	nginx: NginxProcess;
	instances: AppProcess[];
	stop(): Promise<void>;
}

export interface ClusterOptions {
	databaseUrl: string;
	/** More environment for every instance (HTTP_CACHE_S_MAXAGE, say). */
	env?: Record<string, string>;
	instances?: number;
	nginxWorkers?: number;
}

export async function startCluster({ databaseUrl, env = {}, instances = 2, nginxWorkers = 1 }: ClusterOptions): Promise<Cluster> {
	// nginx first: the instances must know its URL (SITE_URL), and it must know their ports.
	const ports: number[] = [];
	for (let i = 0; i < instances; i++) ports.push(await freePort());
	const nginx = await startNginx({
		upstreams: ports.map((port) => `127.0.0.1:${port}`),
		limitExempt: ["127.0.0.1"],
		workerProcesses: nginxWorkers,
	});
	const started: AppProcess[] = [];
	// Each instance has its own data directory, as each container has its own disk.
	const dataDirs: string[] = [];
	const stop = async () => {
		await Promise.all(started.map((instance) => instance.stop()));
		await nginx.stop();
		for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
	};
	try {
		// One after the other: the first migrates and writes the demo catalogue before it listens, so
		// the second finds both done.
		for (const port of ports) {
			const dataDir = mkdtempSync(path.join(tmpdir(), "gg-cluster-"));
			dataDirs.push(dataDir);
			const instance = await startAppProcess(
				{ ...env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, TRUST_PROXY: "true", SITE_URL: nginx.tlsUrl },
				port,
			);
			started.push(instance);
		}
	} catch (error) {
		await stop();
		throw error;
	}
	return { url: nginx.tlsUrl, nginx, instances: started, stop };
}
