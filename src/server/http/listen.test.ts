/**
 * An idle connection outlives Node's default 5 seconds: a client (or a proxy) that sends
 * its next request on it after a pause is not reset by the server closing it meanwhile.
 */
import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, expect, it } from "vitest";
import { listen } from "./listen";

const server = await new Promise<ReturnType<typeof listen>>((resolve) => {
  const started = listen(
    () => new Response("ok"),
    { port: 0, hostname: "127.0.0.1" },
    () => resolve(started),
  );
});
const { port } = server.address() as AddressInfo;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

afterAll(() => {
  agent.destroy();
  server.close();
});

/** Sends one request through the shared agent and tells which local port carried it. */
function get(): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, agent }, (response) => {
      response.resume();
      response.on("end", () => resolve(sent.socket!.localPort!));
    });
    sent.on("error", reject);
    sent.end();
  });
}

it("keeps an idle keep-alive connection open past Node's default 5 seconds", async () => {
  const first = await get();
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(await get()).toBe(first);
}, 15_000);
