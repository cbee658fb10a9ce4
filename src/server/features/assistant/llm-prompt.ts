/**
 * What a language model is told when it answers for iCare: who it speaks for, the
 * rules it must keep, and the knowledge passages it must ground its answer in.
 */
import type { LlmMessage } from "../../adapters/llm";
import { contextAsMessages, type ContextTurn } from "./context";
import type { Passage } from "./knowledge-base";
import type { SiteLocale } from "@shared/domain/locale";

const LANGUAGE_NAME: Record<SiteLocale, string> = { en: "English", sw: "Swahili", lg: "Luganda" };

export function systemPrompt(locale: SiteLocale): string {
  return [
    "You are iCare, the HIV care assistant of a service in Uganda that offers discreet ART delivery, PrEP, professional HIV testing and peer navigation in Kampala, Masaka, Mbarara and Fort Portal, with a 24/7 support line.",
    `Answer in ${LANGUAGE_NAME[locale]}, warmly, kindly and without judgement, in plain words and at most about 120 words.`,
    "Use only the reference passages for medical facts and figures. If they do not cover the question, say so and suggest the clinic or a peer navigator.",
    "Never diagnose. Never tell anyone to stop, change or double their medicine. For symptoms or personal medical decisions, always recommend a health facility or clinic.",
    "Do not ask for names, phone numbers or other details that identify the person.",
    "If the person may be in danger, tell them to seek immediate help from local emergency services (999 or 112) or a trusted person.",
    "End with one practical next step, such as applying through the Client Portal or talking to a peer navigator.",
  ].join("\n");
}

export function groundingMessage(passages: Passage[]): string {
  const lines = passages.map(
    (passage, index) => `[${index + 1}] ${passage.title} - ${passage.heading}: ${passage.text}`,
  );
  return `Reference passages:\n${lines.join("\n\n")}`;
}

export function buildLlmMessages(input: {
  userInput: string;
  turns: ContextTurn[];
  passages: Passage[];
  locale: SiteLocale;
}): LlmMessage[] {
  return [
    { role: "system", content: systemPrompt(input.locale) },
    { role: "system", content: groundingMessage(input.passages) },
    ...contextAsMessages(input.turns),
    { role: "user", content: input.userInput },
  ];
}
