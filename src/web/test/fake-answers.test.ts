import { describe, expect, it } from "vitest";
import { checkFakeAnswer, takeWrongAnswers } from "./fake-answers";

describe("the fake server's answers", () => {
  it("are held to the route's shared schema, a path's id standing for its :id", () => {
    checkFakeAnswer("GET", "/api/notifications/unread-count", 200, {
      count: 2,
      own_unread: 2,
      new_applications: 0,
      new_messages: 0,
    });
    checkFakeAnswer("POST", "/api/notifications/n1/read", 200, { notification: { id: "n1" } });
    const wrong = takeWrongAnswers();
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toContain("POST /api/notifications/:id/read is not one the server gives");
    expect(takeWrongAnswers()).toEqual([]);
  });

  it("leave alone an error answer and a route outside the table", () => {
    checkFakeAnswer("GET", "/api/me", 401, { error: { code: "unauthorized" } });
    checkFakeAnswer("POST", "/api/auth/sign-in/email", 200, { anything: true });
    expect(takeWrongAnswers()).toEqual([]);
  });
});
