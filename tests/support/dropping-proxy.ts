// A TCP proxy to PostgreSQL that, while armed, drops each new connection (ADR 064, ADR 067): reset
// just after its login, as a failing network does at the worst moment for the driver; closed
// cleanly just after its login, as a proxy does whose database went away; or closed cleanly at
// once, as a proxy does in front of a database that is down. Disarmed, it passes connections through.
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";

/** PostgreSQL's ReadyForQuery message while idle: 'Z', length 5, status 'I'. */
const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);

export type Drop = "reset after login" | "close after login" | "close at once";

/**
 * A proxy that, while armed, drops each connection as `drop` says. "After login" is right after the
 * server's first ReadyForQuery has reached the client: the moment the driver, its login done, asks
 * for the array types before the query it opened the connection for.
 */
export async function startDroppingProxy(port: number, target: { host: string; port: number }, drop: Drop = "reset after login") {
	let armed = true;
	let accepted = 0;
	const sockets = new Set<Socket>();
	const server: Server = createServer((client) => {
		accepted++;
		sockets.add(client);
		client.on("error", () => {});
		client.on("close", () => sockets.delete(client));
		const dropping = armed;
		if (dropping && drop === "close at once") {
			client.end();
			return;
		}
		const upstream = tcpConnect(target.port, target.host);
		sockets.add(upstream);
		upstream.on("error", () => {});
		upstream.on("close", () => sockets.delete(upstream));
		client.pipe(upstream);
		upstream.on("data", (chunk: Buffer) => {
			client.write(chunk);
			if (dropping && chunk.includes(readyForQuery)) {
				upstream.destroy();
				// Once the driver has had the time to ask its question.
				setTimeout(() => (drop === "reset after login" ? client.resetAndDestroy() : client.end()), 20);
			}
		});
		upstream.on("close", () => {
			if (!dropping) client.end();
		});
	});
	await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
	return {
		port,
		/** Connections the proxy has accepted so far. */
		accepted: () => accepted,
		disarm: () => {
			armed = false;
		},
		stop: async () => {
			for (const socket of sockets) socket.destroy();
			await new Promise((resolve) => server.close(resolve));
		},
	};
}
