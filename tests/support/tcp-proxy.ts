// A loopback TCP proxy that can be switched off and on: a database "outage" for tests,
// without stopping the shared PostgreSQL server.
import { connect, createServer, type Server, type Socket } from "node:net";

export class TcpProxy {
	private server: Server | null = null;
	private sockets = new Set<Socket>();
	constructor(
		readonly port: number,
		private readonly target: { host: string; port: number },
	) {}

	async start(): Promise<void> {
		const server = createServer((client) => {
			const upstream = connect(this.target.port, this.target.host);
			for (const socket of [client, upstream]) {
				this.sockets.add(socket);
				socket.on("close", () => this.sockets.delete(socket));
				socket.on("error", () => {
					client.destroy();
					upstream.destroy();
				});
			}
			client.pipe(upstream).pipe(client);
		});
		await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
		this.server = server;
	}

	/** Refuses new connections and cuts the open ones, like a database server going down. */
	async stop(): Promise<void> {
		const server = this.server;
		this.server = null;
		for (const socket of this.sockets) socket.destroy();
		this.sockets.clear();
		if (server) await new Promise((resolve) => server.close(resolve));
	}
}
