import type { LanguagePreference } from "@shared/api/system";
import type { Db } from "../../db/client";
import { userProfiles } from "../../db/schema";

/** Remembers the language a person uses, for the words of their notifications and pushes. */
export async function setLanguage(
  deps: { db: Db; now: () => Date },
  userId: string,
  { language }: LanguagePreference,
): Promise<LanguagePreference> {
  const values = { language, updatedAt: deps.now() };
  await deps.db
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: values });
  return { language };
}
