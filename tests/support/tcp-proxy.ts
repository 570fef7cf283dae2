// A loopback TCP proxy that can be switched off and on: a database "outage" for tests,
// without stopping the shared PostgreSQL server. Off comes in two kinds: refused (the server is
// down) and silent (the host stops answering: connections open but nothing ever comes back).
import { connect, createServer, type Server, type Socket } from "node:net";

export class TcpProxy {
	private server: Server | null = null;
	private sockets = new Set<Socket>();
	private silent = false;
	constructor(
		readonly port: number,
		private readonly target: { host: string; port: number },
	) {}

	private track(socket: Socket): void {
		this.sockets.add(socket);
		socket.on("close", () => this.sockets.delete(socket));
	}

	private cutAll(): void {
		for (const socket of this.sockets) socket.destroy();
		this.sockets.clear();
	}

	private async listen(): Promise<void> {
		if (this.server) return;
		const server = createServer((client) => {
			this.track(client);
			if (this.silent) {
				client.on("error", () => client.destroy());
				return;
			}
			const upstream = connect(this.target.port, this.target.host);
			this.track(upstream);
			for (const socket of [client, upstream]) {
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

	/** Forwards to the database (again). */
	async start(): Promise<void> {
		if (this.silent) this.cutAll(); // the connections that were left hanging
		this.silent = false;
		await this.listen();
	}

	/** Cuts the open connections and accepts new ones without ever answering: a host gone quiet. */
	async silence(): Promise<void> {
		this.cutAll();
		this.silent = true;
		await this.listen();
	}

	/** Refuses new connections and cuts the open ones, like a database server going down. */
	async stop(): Promise<void> {
		const server = this.server;
		this.server = null;
		this.cutAll();
		if (server) await new Promise((resolve) => server.close(resolve));
	}
}
