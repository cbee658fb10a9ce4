import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { PasswordHashing } from "../auth/auth";

const hashes = new Map<string, Promise<string>>();
const checks = new Map<string, Promise<boolean>>();

/**
 * Better Auth's own scrypt, remembered for the inputs it has already seen in this worker.
 * The suite signs up hundreds of people with one password, and each hash or check costs
 * about a tenth of a second of a core (a sixth of the server tests' time, decision 046).
 * A check of the same hash and password always gives the same answer, so remembering it
 * changes nothing a test sees; a password hashed again reuses its first salt, which no test
 * compares. A wrong password is still checked for real.
 */
export const rememberedPasswordHashing: PasswordHashing = {
  hash(password) {
    if (!hashes.has(password)) hashes.set(password, hashPassword(password));
    return hashes.get(password)!;
  },
  verify({ hash, password }) {
    const key = JSON.stringify([hash, password]);
    if (!checks.has(key)) checks.set(key, verifyPassword({ hash, password }));
    return checks.get(key)!;
  },
};
