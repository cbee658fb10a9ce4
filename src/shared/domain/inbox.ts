/** What the navigators' items carry (spec section 9): the triage's insights. */

/** ai_insights is a JSON array in this product; older rows may hold plain or JSON text. */
export function insightList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === "string");
  if (typeof value !== "string" || value.trim() === "") return [];
  try {
    return insightList(JSON.parse(value));
  } catch {
    return value
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
  }
}
