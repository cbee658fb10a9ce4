import { describe, expect, it } from "vitest";
import { deriveVisitorKey, hashAddress, newVisitorId, signVisitorId, verifyVisitorId } from "./visitor-id";

const key = deriveVisitorKey("a test auth secret of some length");

describe("visitor ids", () => {
  it("verifies an id it signed", () => {
    const id = newVisitorId();
    expect(verifyVisitorId(key, signVisitorId(key, id))).toBe(id);
  });

  it("gives every visitor a different id", () => {
    const ids = new Set(Array.from({ length: 100 }, newVisitorId));
    expect(ids.size).toBe(100);
  });

  it("refuses a changed id, a changed signature, another key's signature and junk", () => {
    const id = newVisitorId();
    const [, signature] = signVisitorId(key, id).split(".");
    const otherId = newVisitorId();
    expect(verifyVisitorId(key, `${otherId}.${signature}`)).toBeNull();
    expect(verifyVisitorId(key, `${id}.${signature?.slice(1)}`)).toBeNull();
    expect(verifyVisitorId(deriveVisitorKey("another secret"), signVisitorId(key, id))).toBeNull();
    for (const junk of ["", ".", id, `${id}.`, `${signVisitorId(key, id)}.x`, "../../etc.passwd"])
      expect(verifyVisitorId(key, junk)).toBeNull();
  });

  it("derives a key that is stable for one secret and differs from the secret itself", () => {
    expect(deriveVisitorKey("secret").equals(deriveVisitorKey("secret"))).toBe(true);
    expect(deriveVisitorKey("secret").equals(deriveVisitorKey("secret2"))).toBe(false);
    expect(deriveVisitorKey("secret").toString("utf8")).not.toContain("secret");
  });

  it("hashes a network address so that the address cannot be read back", () => {
    const hash = hashAddress(key, "197.157.0.12");
    expect(hash).not.toContain("197");
    expect(hash).toBe(hashAddress(key, "197.157.0.12"));
    expect(hash).not.toBe(hashAddress(key, "197.157.0.13"));
  });
});
