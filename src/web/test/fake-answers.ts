/**
 * A made-up answer the server would never give fails the test that made it: the web tests'
 * fake server (render-app.tsx) checks each success to a route of the shared table
 * (@shared/api/answers) with that route's schema, the one the server's own answers are held
 * to, and the test fails after it ends (setup.ts) naming the route and the field. The answer
 * still reaches the page meanwhile, so the failure says what was wrong with the fake, not what
 * the page made of a failed request.
 */
import { z } from "zod";
import { ANSWERS, answerRouteOf } from "@shared/api/answers";

const wrong: string[] = [];

export function checkFakeAnswer(method: string, pathname: string, status: number, json: unknown): void {
  const route = answerRouteOf(method, pathname);
  if (!route || status < 200 || status >= 300) return;
  const result = ANSWERS[route].safeParse(json);
  if (!result.success)
    wrong.push(`The fake answer to ${route} is not one the server gives:\n${z.prettifyError(result.error)}`);
}

/** The wrong answers given since the last call. */
export function takeWrongAnswers(): string[] {
  return wrong.splice(0);
}
