// https clients for nginx's throwaway self-signed certificate (nginx-process.ts), each connecting
// from a loopback address of its choosing. All of 127.0.0.0/8 is loopback on Linux, so 127.0.0.2 is
// another client to nginx's per-address limits than 127.0.0.1, the address the benchmark, the load
// script and the cluster test send from and exempt from those limits.
import { Agent } from "undici";

export function httpsClient(localAddress = "127.0.0.1"): Agent {
	return new Agent({ localAddress, connect: { rejectUnauthorized: false } });
}
