import type { Region } from "@shared/constants";
import type { Harness, TestUser } from "./harness";

/** Accounts a client's own data must stay hidden from: another client and an admin of `region`. */
export async function strangers(h: Harness, region: Region): Promise<TestUser[]> {
  const otherClient = await h.createUser({ name: "Other" });
  const admin = await h.createUser({ role: "admin", region });
  return [otherClient, admin];
}
