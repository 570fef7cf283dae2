// A TCP proxy to PostgreSQL that, while armed, resets each new connection just after its login
// (ADR 064): what a failing network does at the worst moment for the driver. Disarmed, it passes
// connections through.
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";

/** PostgreSQL's ReadyForQuery message while idle: 'Z', length 5, status 'I'. */
const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);

/**
 * A proxy that, while armed, resets each connection right after the server's first ReadyForQuery
 * has reached the client: the moment the driver, its login done, asks for the array types before
 * the query it opened the connection for.
 */
export async function startDroppingProxy(port: number, target: { host: string; port: number }) {
	let armed = true;
	const sockets = new Set<Socket>();
	const server: Server = createServer((client) => {
		const upstream = tcpConnect(target.port, target.host);
		for (const socket of [client, upstream]) {
			sockets.add(socket);
			socket.on("error", () => {});
			socket.on("close", () => sockets.delete(socket));
		}
		const dropping = armed;
		client.pipe(upstream);
		upstream.on("data", (chunk: Buffer) => {
			client.write(chunk);
			if (dropping && chunk.includes(readyForQuery)) {
				// Reset, as a failing network does, once the driver has had the time to ask its question.
				upstream.destroy();
				setTimeout(() => client.resetAndDestroy(), 20);
			}
		});
		upstream.on("close", () => {
			if (!dropping) client.end();
		});
	});
	await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
	return {
		port,
		disarm: () => {
			armed = false;
		},
		stop: async () => {
			for (const socket of sockets) socket.destroy();
			await new Promise((resolve) => server.close(resolve));
		},
	};
}
