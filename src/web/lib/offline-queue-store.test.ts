/**
 * The offline queue's IndexedDB store, on fake-indexeddb (an implementation of the
 * IndexedDB standard in memory; jsdom has none).
 */
import { IDBFactory } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import { createIndexedDbStore, QUEUE_DATABASE, type QueueItem } from "./offline-queue-store";

function item(key: string, queuedAt: number): QueueItem {
  return {
    key,
    kind: "contact",
    body: { key },
    queuedAt,
    attempts: 0,
    nextAttemptAt: 0,
  };
}

async function databaseNames(factory: IDBFactory) {
  return (await factory.databases()).map((database) => database.name);
}

/** What a quick exit does: delete the database by name, from outside the store. */
function deleteByName(factory: IDBFactory) {
  return new Promise<void>((resolve, reject) => {
    const request = factory.deleteDatabase(QUEUE_DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

describe("the offline queue's store", () => {
  it("keeps what is added, oldest first, and forgets it all on clear", async () => {
    const factory = new IDBFactory();
    const store = createIndexedDbStore(() => factory);
    await store.add(item("b", 2));
    await store.add(item("a", 1));
    expect((await store.list()).map(({ key }) => key)).toEqual(["a", "b"]);
    await store.update({ ...item("a", 1), attempts: 2 });
    await store.remove("b");
    expect(await store.list()).toEqual([{ ...item("a", 1), attempts: 2 }]);

    await store.clear();
    expect(await databaseNames(factory)).toEqual([]);
  });

  it("looking into a queue that does not exist leaves no database on the device", async () => {
    const factory = new IDBFactory();
    const store = createIndexedDbStore(() => factory);
    expect(await store.list()).toEqual([]);
    await store.update(item("a", 1));
    await store.remove("a");
    expect(await databaseNames(factory)).toEqual([]);
  });

  it("does not bring back a database deleted from outside (a quick exit) when it looks again", async () => {
    const factory = new IDBFactory();
    const store = createIndexedDbStore(() => factory);
    await store.add(item("a", 1));
    await deleteByName(factory);
    expect(await store.list()).toEqual([]);
    expect(await databaseNames(factory)).toEqual([]);

    // Writing again creates it again.
    await store.add(item("b", 2));
    expect((await store.list()).map(({ key }) => key)).toEqual(["b"]);
  });

  it("an addition made while a look finds nothing is still kept", async () => {
    const factory = new IDBFactory();
    const store = createIndexedDbStore(() => factory);
    const [listed] = await Promise.all([store.list(), store.add(item("a", 1))]);
    expect(listed).toEqual([]);
    expect((await store.list()).map(({ key }) => key)).toEqual(["a"]);
  });
});
