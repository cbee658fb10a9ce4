/**
 * Where the offline queue keeps what it could not send yet: one IndexedDB database
 * (`send-queue`, a neutral name) with one object store, keyed by the request's Idempotency-Key.
 * No library: the few calls needed are wrapped here.
 */

import { DATABASE_NAMES } from "@shared/constants";

/** The database's name; sign-out and the quick exit delete it by this name. */
export const QUEUE_DATABASE = DATABASE_NAMES.sendQueue;
const STORE = "requests";

export type QueueKind = "contact" | "application" | "testimonial";

export interface QueueItem {
  /** The Idempotency-Key sent with every attempt; the server creates the record once. */
  key: string;
  /** Which request this is: the typed client's call for it is chosen by this (queue-senders.ts). */
  kind: QueueKind;
  body: unknown;
  queuedAt: number;
  attempts: number;
  nextAttemptAt: number;
}

export interface QueueStore {
  add(item: QueueItem): Promise<void>;
  /** Oldest first, so messages arrive in the order they were written. */
  list(): Promise<QueueItem[]>;
  update(item: QueueItem): Promise<void>;
  remove(key: string): Promise<void>;
  /** Forgets everything (sign-out): the database itself is deleted. */
  clear(): Promise<void>;
}

const byAge = (a: QueueItem, b: QueueItem) => a.queuedAt - b.queuedAt;

/**
 * `factory` is read on first use, so importing this where there is no IndexedDB is harmless.
 *
 * Only `add` creates the database. Reading, updating or removing in a queue that does not
 * exist finds it empty: the sender starts a while after the page loads, and its first look
 * must not bring back the database a quick exit or a sign-out has just deleted.
 */
export function createIndexedDbStore(factory: () => IDBFactory = () => indexedDB): QueueStore {
  let opening: Promise<IDBDatabase | null> | null = null;

  /** Resolves to null when the database does not exist and `create` is false. */
  function open(create: boolean): Promise<IDBDatabase | null> {
    opening ??= new Promise((resolve, reject) => {
      const request = factory().open(QUEUE_DATABASE, 1);
      request.onupgradeneeded = (event) => {
        // Aborting the creation of a database leaves none behind: request.onerror says so.
        if (event.oldVersion === 0 && !create) request.transaction?.abort();
        else request.result.createObjectStore(STORE, { keyPath: "key" });
      };
      request.onsuccess = () => {
        const db = request.result;
        // Someone deletes the database (sign-out in another tab, a quick exit): let go of it.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      request.onerror = (event) => {
        opening = null;
        if (request.error?.name !== "AbortError")
          return reject(request.error ?? new Error("The offline queue could not be opened"));
        event.preventDefault();
        resolve(null);
      };
    });
    // A look under way may find nothing; what must create opens again once it is done.
    return create ? opening.then((db) => db ?? open(true)) : opening;
  }

  /** Runs `operation` in one transaction; undefined when there is no database and `create` is false. */
  async function run<T>(
    mode: IDBTransactionMode,
    operation: (store: IDBObjectStore) => IDBRequest<T>,
    { create = false } = {},
  ): Promise<T | undefined> {
    const db = await open(create);
    if (!db) return undefined;
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = operation(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = transaction.onabort = () =>
        reject(transaction.error ?? request.error ?? new Error("Offline queue transaction failed"));
    });
  }

  async function deleteDatabase(): Promise<void> {
    const current = opening;
    opening = null;
    if (current) (await current.catch(() => null))?.close();
    let databases: IDBFactory;
    try {
      databases = factory();
    } catch {
      return; // No IndexedDB here: nothing was ever kept.
    }
    await new Promise<void>((resolve) => {
      const request = databases.deleteDatabase(QUEUE_DATABASE);
      request.onsuccess = request.onerror = () => resolve();
      // Another tab still holds it open: it closes on the versionchange event, then this completes.
      request.onblocked = () => resolve();
    });
  }

  return {
    add: async (item) => void (await run("readwrite", (store) => store.add(item), { create: true })),
    list: async () => ((await run<QueueItem[]>("readonly", (store) => store.getAll())) ?? []).sort(byAge),
    update: async (item) => void (await run("readwrite", (store) => store.put(item))),
    remove: async (key) => void (await run("readwrite", (store) => store.delete(key))),
    clear: deleteDatabase,
  };
}

/** The same contract in memory, for tests. */
export function createMemoryStore(): QueueStore {
  const items = new Map<string, QueueItem>();
  return {
    add: async (item) => {
      if (items.has(item.key)) throw new Error("Key already queued");
      items.set(item.key, { ...item });
    },
    list: async () => [...items.values()].map((item) => ({ ...item })).sort(byAge),
    update: async (item) => void items.set(item.key, { ...item }),
    remove: async (key) => void items.delete(key),
    clear: async () => items.clear(),
  };
}
