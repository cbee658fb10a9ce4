/**
 * Whose request is this? Behind a proxy, the client's address is in X-Forwarded-For, but
 * only the entries our own proxies appended can be believed: the client writes the rest
 * and could choose its own rate-limit bucket. So the chain is read from the right, past the
 * proxies we trust (a number of hops, or their addresses), as Express does, with its
 * maintained `proxy-addr` (docs/operations.md).
 */
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import proxyaddr from "proxy-addr";

/** How many proxies stand in front of the server, or which addresses they have. */
export type ProxyTrust = { hops: number } | { addresses: string[] };

const NO_SOCKET_ADDRESS = "127.0.0.1";

export function clientAddressResolver(trust: ProxyTrust) {
  const trusted =
    "hops" in trust
      ? (_address: string, hop: number) => hop < trust.hops
      : proxyaddr.compile(trust.addresses);
  return (socketAddress: string | undefined, forwardedFor: string | undefined): string => {
    const request = {
      socket: { remoteAddress: socketAddress ?? NO_SOCKET_ADDRESS },
      connection: { remoteAddress: socketAddress ?? NO_SOCKET_ADDRESS },
      headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    } as unknown as IncomingMessage;
    return proxyaddr(request, trusted);
  };
}

/** TRUST_PROXY: "false" or "0" (none), "true" (one hop), a number of hops, or addresses and ranges. */
export function parseProxyTrust(value: string | undefined): ProxyTrust | Error {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false") return { hops: 0 };
  if (text === "true") return { hops: 1 };
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text.split(",").map((entry) => entry.trim());
  try {
    proxyaddr.compile(addresses);
    return { addresses };
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];
const isLoopback = (address: string) => address === "::1" || /^(::ffff:)?127\./.test(address);

/**
 * Is the browser on the machine the server runs on? Its address is a loopback one, and
 * came either straight from the socket, or through a proxy we were told to trust. A
 * loopback socket carrying forwarding headers of a proxy we were not told of (TRUST_PROXY
 * unset) is a proxy on this machine whose client is somewhere else.
 */
export function serverMachineCheck(trust: ProxyTrust) {
  const clientAddress = clientAddressResolver(trust);
  const trustedProxy = "hops" in trust ? () => trust.hops > 0 : proxyaddr.compile(trust.addresses).bind(null);
  return (socketAddress: string | undefined, headers: Headers): boolean => {
    const socket = socketAddress ?? NO_SOCKET_ADDRESS;
    const forwarded = FORWARDING_HEADERS.some((name) => headers.has(name));
    if (forwarded && !trustedProxy(socket, 0)) return false;
    return isLoopback(clientAddress(socket, headers.get("x-forwarded-for") ?? undefined));
  };
}

declare module "hono" {
  interface ContextVariableMap {
    /** The client's address as the trusted proxies tell it, worked out on first use (app.ts). */
    clientAddress: () => string;
  }
}

/** The client's address of this request. */
export const clientAddressOf = (c: Context): string => c.var.clientAddress();
