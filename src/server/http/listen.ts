/**
 * The HTTP server the process listens with: Hono's Node adapter, with idle connections
 * kept open longer than Node's default of 5 seconds.
 */
import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";

/**
 * How long an idle keep-alive connection stays open. Longer than the idle timeout of the
 * proxies and load balancers put in front of a server (60 s for nginx's upstream pool and
 * for most cloud balancers), so the client side is the one that closes it: a request sent
 * on a connection the server is closing at that moment is reset, and a proxy does not
 * retry a POST, so the person would see an error.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  { port, hostname }: { port: number; hostname?: string },
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const server = serve({ fetch, port, hostname }, onListening);
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // Node answers a connection whose headers take longer than this with 408; it must not
    // fire on a kept-alive connection before the connection's own timeout does.
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }
  return server;
}
