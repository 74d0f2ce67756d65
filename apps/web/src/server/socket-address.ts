import { randomUUID } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

// The instrumentation bundle and the route bundles are separate module graphs: the pin lives on globalThis.
const PIN = Symbol.for("lexforge.socket-pin");
const PIN_HEADER = "x-lexforge-socket-pin";

/** Headers through which a proxy tells the app who the client is; any client can send them too. */
const FORWARDING_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
];

/**
 * With no proxy declared, the client's address is the socket's and nothing a request says of itself. Next
 * keeps a client-sent X-Forwarded-For (it only fills the header in when it is missing), so before Next reads a
 * request the forwarding headers are removed and X-Forwarded-For is set to the socket's address; Next then
 * sets the others from the socket and the Host header. Node publishes each request on this channel
 * synchronously, before the server's request handler runs.
 */
export function pinClientAddressToSocket() {
  const pin = randomUUID();
  (globalThis as Record<symbol, unknown>)[PIN] = pin;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    for (const name of [...FORWARDING_HEADERS, PIN_HEADER]) delete request.headers[name];
    request.headers["x-forwarded-for"] = socket.remoteAddress ?? "unknown";
    request.headers[PIN_HEADER] = pin;
  });
}

/**
 * Whether this request went through the hook above. A request the server took before the hook was installed
 * (the first moments after start-up) still carries what the client sent: it is not to be believed.
 */
export function pinnedToSocket(headers: Headers): boolean {
  const pin = (globalThis as Record<symbol, unknown>)[PIN];
  return typeof pin === "string" && headers.get(PIN_HEADER) === pin;
}
