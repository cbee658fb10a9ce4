/**
 * Start-up surveys the sealed tables once: afterwards it trusts the recorded keys in use,
 * unless one of them is a key this server lacks, when the survey decides again.
 */
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../test/harness";
import { createFieldCipher } from "./encryption";
import { prepareSealedColumns } from "./seal-rows";

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

const otherKey = () => createFieldCipher(randomBytes(32));

describe("sealed columns at start-up", () => {
  it("surveys the tables at the first start only", async () => {
    // The harness's start surveyed and recorded the key; the next start reads only that.
    expect(await prepareSealedColumns(h.deps.db, h.deps.cipher)).toEqual({ surveyed: false, encrypted: 0 });
  });

  it("surveys again under a key the record does not name, and refuses one that does not open the rows", async () => {
    const person = await h.createUser();
    await h.deps.notify({ userId: person.id, type: "other", title: "Hello", message: "A word", data: {} });
    await expect(prepareSealedColumns(h.deps.db, otherKey())).rejects.toThrow(/cannot open.*notifications/);
  });

  it("accepts a new key when nothing is stored under the old one, and records it", async () => {
    const fresh = otherKey();
    expect(await prepareSealedColumns(h.deps.db, fresh)).toEqual({ surveyed: true, encrypted: 0 });
    expect(await prepareSealedColumns(h.deps.db, fresh)).toEqual({ surveyed: false, encrypted: 0 });
  });
});
