/**
 * The offline queue: a contact message, a service request or a testimonial
 * written without a connection is kept on the device and sent when the connection
 * returns, exactly once. Every request carries an Idempotency-Key, the same on every
 * attempt, so the server creates the record once however often a flaky connection
 * makes us resend (src/server/http/idempotency.ts).
 *
 * Only failures to reach the server queue a request; an answer (even an error) goes
 * back to the form. Sign-out and the quick exit delete the queue.
 *
 * Queuing is an option of a request, not a road of its own: every attempt is the typed
 * client's call for the request's kind (queue-senders.ts). The contact and application forms
 * load those calls with them; otherwise (a testimonial, or what an earlier page kept) they
 * are loaded with the first attempt, so a page with nothing to send does not load the client.
 */
import { getConfig } from "./config";
import { readJson } from "./http";
import { isOnline } from "./network";
import {
  createIndexedDbStore,
  QUEUE_DATABASE,
  type QueueItem,
  type QueueKind,
  type QueueStore,
} from "./offline-queue-store";

export { QUEUE_DATABASE, type QueueKind };

export interface SendRequest {
  kind: QueueKind;
  body: unknown;
  /** A caller that retries the same draft passes its own key; otherwise one is made. */
  idempotencyKey?: string;
}

/** Sent (the server has it) or queued (kept on the device); an error answer throws ApiError instead. */
export type SendResult = { queued: boolean };

export type QueueEvent =
  | { type: "queued"; kind: QueueKind }
  | { type: "sent"; kind: QueueKind }
  /** The server refused a queued request (it will not be tried again). */
  | { type: "failed"; kind: QueueKind; status: number };

/** Waits between attempts: 5 s, doubling, at most 5 minutes (or longer when the server says so). */
export const RETRY_BASE_MS = 5_000;
export const RETRY_MAX_MS = 5 * 60_000;

export function retryDelay(attempts: number, retryAfterMs = 0): number {
  const backoff = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return Math.max(backoff, retryAfterMs);
}

export type Attempt = Pick<QueueItem, "kind" | "body" | "key">;

type Delivery =
  | { outcome: "sent" }
  | { outcome: "rejected"; status: number }
  | { outcome: "retry"; retryAfterMs: number; unreachable: boolean };

async function sent(response: Response): Promise<SendResult> {
  if (!response.ok) await readJson(response);
  return { queued: false };
}

/** Statuses that may succeed later: the same request then goes again with the same key. */
function isRetryable(status: number, retryAfter: string | null): boolean {
  // 409 with Retry-After: the first attempt is still being processed on the server.
  return (
    status === 408 || status === 425 || status === 429 || status >= 500 || (status === 409 && !!retryAfter)
  );
}

function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

export interface QueueDeps {
  store: QueueStore;
  /** The operator's offline-mode flag: when off, requests are only ever sent, never kept. */
  enabled(): boolean;
  /** One attempt: the request of this kind, with its body and Idempotency-Key. */
  send(attempt: Attempt): Promise<Response>;
  now(): number;
  online(): boolean;
  newKey(): string;
  /** Runs `task` alone across this browser's tabs (Web Locks where available). */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

export function createOfflineQueue(deps: QueueDeps) {
  const listeners = new Set<(event: QueueEvent) => void>();
  const emit = (event: QueueEvent) => listeners.forEach((listener) => listener(event));
  let timer: unknown = null;
  // Bumped by clear(): a pass that started before a sign-out must not write items back.
  let generation = 0;
  let running: Promise<void> | null = null;
  let rerun: { force: boolean } | null = null;

  async function deliver(item: QueueItem): Promise<Delivery> {
    let response: Response;
    try {
      response = await deps.send(item);
    } catch {
      return { outcome: "retry", retryAfterMs: 0, unreachable: true };
    }
    if (response.ok) return { outcome: "sent" };
    const retryAfter = response.headers.get("Retry-After");
    if (isRetryable(response.status, retryAfter))
      return { outcome: "retry", retryAfterMs: retryAfterMs(retryAfter), unreachable: false };
    return { outcome: "rejected", status: response.status };
  }

  function schedule(items: readonly QueueItem[]) {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    if (items.length === 0) return;
    const next = Math.min(...items.map((item) => item.nextAttemptAt));
    timer = deps.setTimer(
      () => {
        timer = null;
        void flush();
      },
      Math.max(0, next - deps.now()),
    );
  }

  /** One pass over the queue; `force` ignores the backoff (the connection just came back). */
  async function pass(force: boolean) {
    const started = generation;
    const items = await deps.store.list();
    const waiting: QueueItem[] = [];
    for (const [index, item] of items.entries()) {
      if (generation !== started) return;
      if (!deps.online() || (!force && item.nextAttemptAt > deps.now())) {
        waiting.push(item);
        continue;
      }
      const delivery = await deliver(item);
      if (generation !== started) return;
      if (delivery.outcome === "sent") {
        await deps.store.remove(item.key);
        emit({ type: "sent", kind: item.kind });
      } else if (delivery.outcome === "rejected") {
        await deps.store.remove(item.key);
        emit({ type: "failed", kind: item.kind, status: delivery.status });
      } else {
        const attempts = item.attempts + 1;
        const retried = {
          ...item,
          attempts,
          nextAttemptAt: deps.now() + retryDelay(attempts, delivery.retryAfterMs),
        };
        await deps.store.update(retried);
        waiting.push(retried);
        // The server is out of reach: the rest would fail the same way; they wait too.
        if (delivery.unreachable) {
          waiting.push(...items.slice(index + 1));
          break;
        }
      }
    }
    // While offline nothing is timed: the `online` event starts the next pass.
    schedule(deps.online() ? waiting : []);
  }

  /** Sends what is due. Passes never overlap; a call during a pass runs one more after it. */
  function flush(force = false): Promise<void> {
    if (running) {
      rerun = { force: force || (rerun?.force ?? false) };
      return running;
    }
    running = (async () => {
      let next: { force: boolean } | null = { force };
      while (next) {
        rerun = null;
        const { force: forced } = next;
        await deps.exclusive(() => pass(forced)).catch(() => undefined);
        next = rerun;
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function enqueue(request: SendRequest, key: string) {
    const now = deps.now();
    const item: QueueItem = {
      key,
      kind: request.kind,
      body: request.body,
      queuedAt: now,
      attempts: 0,
      nextAttemptAt: now + RETRY_BASE_MS,
    };
    await deps.store.add(item);
    emit({ type: "queued", kind: request.kind });
    // Online but unreachable (a weak signal): no `online` event will come, so a timer tries again.
    if (deps.online()) schedule([item]);
  }

  /**
   * Sends now, or keeps the request for later when the server cannot be reached. An answer,
   * even an error, goes back to the form: an error answer throws ApiError with the server's
   * code and field codes. The created record's body is not read: no form uses it.
   */
  async function sendOrQueue(request: SendRequest): Promise<SendResult> {
    const key = request.idempotencyKey ?? deps.newKey();
    if (!deps.enabled()) return sent(await deps.send({ ...request, key }));
    if (!deps.online()) {
      await enqueue(request, key);
      return { queued: true };
    }
    let response: Response;
    try {
      response = await deps.send({ ...request, key });
    } catch (error) {
      // Without storage there is nothing to promise: the form reports the failure.
      await enqueue(request, key).catch(() => {
        throw error;
      });
      return { queued: true };
    }
    return sent(response);
  }

  /** Forgets every queued request (sign-out, account deletion). */
  async function clear() {
    generation += 1;
    schedule([]);
    await deps.store.clear();
  }

  /** Sends what is queued now and whenever the connection returns; returns the stop function. */
  function start(target: Pick<Window, "addEventListener" | "removeEventListener"> = window) {
    const onOnline = () => void flush(true);
    target.addEventListener("online", onOnline);
    void flush(true);
    return () => {
      target.removeEventListener("online", onOnline);
      schedule([]);
    };
  }

  /** How many requests wait to be sent. */
  async function count(): Promise<number> {
    return (await deps.store.list()).length;
  }

  function subscribe(listener: (event: QueueEvent) => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  return { sendOrQueue, flush, clear, start, count, subscribe };
}

function exclusiveInBrowser<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request(`${QUEUE_DATABASE}-flush`, task) : task();
}

const browserQueue = createOfflineQueue({
  store: createIndexedDbStore(),
  enabled: () => getConfig().features.offlineMode,
  send: async (attempt) => (await import("./queue-senders")).sendAttempt(attempt),
  now: () => Date.now(),
  online: isOnline,
  newKey: () => crypto.randomUUID(),
  exclusive: exclusiveInBrowser,
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
});

export const sendOrQueue = browserQueue.sendOrQueue;
export const flushQueue = browserQueue.flush;
export const clearQueue = browserQueue.clear;
export const startOfflineQueue = browserQueue.start;
export const countQueued = browserQueue.count;
export const onQueueEvent = browserQueue.subscribe;
