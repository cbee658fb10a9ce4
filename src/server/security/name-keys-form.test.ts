/**
 * Names an earlier version indexed word by word are indexed by pairs of words too (decision
 * 092), at start-up and then in the scheduler's rounds, where the work stopped; a search
 * finds them word by word until then.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useHarness } from "../test/harness";
import { apply, sendMessage } from "../test/factories";
import { appSettings, contactMessages, serviceApplications } from "../db/schema";
import { searchLookup } from "../features/cases/list-cases";
import { runScheduledWork } from "../scheduler";
import { NAME_KEYS_FORM, createNameKeysForm, indexNamesByPairs } from "./name-keys-form";
import { nameTokens } from "./search-keys";

const h = useHarness();

/** The indexes an earlier version stored for a name: one per word, none per pair. */
const wordsOnly = (name: string) => nameTokens(name).map((word) => h.deps.cipher.blindIndex(`name:${word}`));

const foundBy = async (q: string, namesByPairs: boolean) =>
  ((await h.deps.db.execute(searchLookup(h.deps, q, { namesByPairs })!)) as { rows: unknown[] }).rows.length >
  0;

/** The database as an earlier version left it: names indexed by words, no form recorded. */
async function asAnEarlierVersionLeftIt(names: { request: string; message: string }) {
  const person = await h.createUser({ name: "Rose" });
  const applied = await apply(h, person, { full_name: names.request });
  const written = await sendMessage(h, null, { name: names.message, region: "kampala" });
  await h.deps.db
    .update(serviceApplications)
    .set({ nameKeys: wordsOnly(names.request) })
    .where(eq(serviceApplications.id, applied.id));
  await h.deps.db
    .update(contactMessages)
    .set({ nameKeys: wordsOnly(names.message) })
    .where(eq(contactMessages.id, written.id));
  await h.deps.db.delete(appSettings).where(eq(appSettings.key, "name_keys_form"));
  return { applied, written };
}

describe("names indexed by pairs of words after an upgrade", () => {
  it("are found word by word until every name has its pairs, then by pairs", async () => {
    await asAnEarlierVersionLeftIt({ request: "Brenda Akello", message: "Grace Atim Auma" });
    const form = createNameKeysForm(h.deps.db);
    expect(await form.pairsReady()).toBe(false);
    expect(await foundBy("akello brenda", false)).toBe(true);
    expect(await foundBy("akello brenda", true)).toBe(false);

    expect(await indexNamesByPairs(h.deps, 60_000)).toEqual({ changed: 2, done: true });
    expect(await createNameKeysForm(h.deps.db).pairsReady()).toBe(true);
    expect(await foundBy("akello brenda", true)).toBe(true);
    expect(await foundBy("auma grace", true)).toBe(true);
    // Done and recorded: nothing is read again.
    expect(await indexNamesByPairs(h.deps, 60_000)).toEqual({ changed: 0, done: true });
  });

  it("are indexed by the scheduler's rounds, beside its other work", async () => {
    await asAnEarlierVersionLeftIt({ request: "Sarah Namutebi", message: "Joseph Okello" });
    const round = await runScheduledWork({ ...h.deps, nameKeysForm: createNameKeysForm(h.deps.db) });
    expect(round.indexed).toBe(2);
    expect(await foundBy("okello joseph", true)).toBe(true);
    // Once the pairs are known to be there, a round does not look again.
    expect((await runScheduledWork(h.deps)).indexed).toBe(0);
  });

  it("go on where the work stopped", async () => {
    const { applied } = await asAnEarlierVersionLeftIt({ request: "Ruth Nakimuli", message: "Peter Ssali" });
    // Stopped after the request's batch: the requests are not read again.
    await h.deps.db.insert(appSettings).values({
      key: "name_keys_form",
      value: JSON.stringify({ form: NAME_KEYS_FORM, table: "service_applications", after: applied.id }),
    });
    expect(await indexNamesByPairs(h.deps, 60_000)).toEqual({ changed: 1, done: true });
    expect(await foundBy("ssali peter", true)).toBe(true);
    const [request] = await h.deps.db
      .select({ nameKeys: serviceApplications.nameKeys })
      .from(serviceApplications)
      .where(eq(serviceApplications.id, applied.id));
    expect(request?.nameKeys).toEqual(wordsOnly("Ruth Nakimuli"));
  });
});
