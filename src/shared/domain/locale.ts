/** The assistant answers in English or Swahili; any other language tag falls back to English. */
export type AssistantLocale = "en" | "sw";

export function toAssistantLocale(locale: string | null | undefined): AssistantLocale {
  return (locale ?? "").trim().toLowerCase().startsWith("sw") ? "sw" : "en";
}
