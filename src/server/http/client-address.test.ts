import { describe, expect, it } from "vitest";
import { clientAddressResolver, parseProxyTrust, serverMachineCheck } from "./client-address";

describe("the client's address behind proxies", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    const resolve = clientAddressResolver({ hops: 0 });
    expect(resolve("203.0.113.9", "1.2.3.4")).toBe("203.0.113.9");
  });

  it("takes the entry our one proxy appended, never the ones the client wrote before it", () => {
    const resolve = clientAddressResolver({ hops: 1 });
    // The proxy (10.0.0.2) appends the address it saw; "1.2.3.4" is the client's own claim.
    expect(resolve("10.0.0.2", "1.2.3.4, 198.51.100.7")).toBe("198.51.100.7");
    expect(resolve("10.0.0.2", "198.51.100.7")).toBe("198.51.100.7");
    expect(resolve("10.0.0.2", undefined)).toBe("10.0.0.2");
  });

  it("walks past as many hops as configured, or past the proxies' own addresses", () => {
    expect(clientAddressResolver({ hops: 2 })("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.9")).toBe(
      "198.51.100.7",
    );
    const byAddress = clientAddressResolver({ addresses: ["loopback", "10.0.0.0/8"] });
    expect(byAddress("127.0.0.1", "6.6.6.6, 198.51.100.7, 10.0.0.9")).toBe("198.51.100.7");
    // A request that did not come through a trusted proxy: its header means nothing.
    expect(byAddress("203.0.113.9", "6.6.6.6")).toBe("203.0.113.9");
  });

  it("reads TRUST_PROXY as off, one hop, a number of hops or addresses, and refuses nonsense", () => {
    expect(parseProxyTrust(undefined)).toEqual({ hops: 0 });
    expect(parseProxyTrust("false")).toEqual({ hops: 0 });
    expect(parseProxyTrust("true")).toEqual({ hops: 1 });
    expect(parseProxyTrust("2")).toEqual({ hops: 2 });
    expect(parseProxyTrust("loopback, 10.0.0.0/8")).toEqual({ addresses: ["loopback", "10.0.0.0/8"] });
    expect(parseProxyTrust("not an address")).toBeInstanceOf(Error);
  });
});

describe("a browser on the server's own machine", () => {
  const headers = (forwardedFor?: string) =>
    new Headers(forwardedFor ? { "x-forwarded-for": forwardedFor } : {});

  it("is a loopback socket with no proxy in between", () => {
    const check = serverMachineCheck({ hops: 0 });
    expect(check("127.0.0.1", headers())).toBe(true);
    expect(check("::1", headers())).toBe(true);
    expect(check("::ffff:127.0.0.1", headers())).toBe(true);
    expect(check("203.0.113.9", headers())).toBe(false);
  });

  it("is not a proxy on this machine we were not told of, whatever its header claims", () => {
    const check = serverMachineCheck({ hops: 0 });
    expect(check("127.0.0.1", headers("198.51.100.7"))).toBe(false);
    expect(check("127.0.0.1", headers("127.0.0.1"))).toBe(false);
    expect(check("127.0.0.1", new Headers({ "x-real-ip": "198.51.100.7" }))).toBe(false);
  });

  it("behind a trusted proxy, is the loopback client the proxy saw, and no one else", () => {
    const oneHop = serverMachineCheck({ hops: 1 });
    expect(oneHop("10.0.0.2", headers("127.0.0.1"))).toBe(true);
    expect(oneHop("10.0.0.2", headers("127.0.0.1, 198.51.100.7"))).toBe(false);
    const byAddress = serverMachineCheck({ addresses: ["10.0.0.0/8"] });
    expect(byAddress("10.0.0.2", headers("127.0.0.1"))).toBe(true);
    // The socket is loopback but not a proxy we trust: its forwarding header tells of someone else.
    expect(byAddress("127.0.0.1", headers("198.51.100.7"))).toBe(false);
  });
});
