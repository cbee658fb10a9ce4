import { describe, expect, it } from "vitest";
import { checkPassword } from "./password";

describe("checkPassword (OWASP ASVS 5)", () => {
  it.each([
    ["short", "too_short"],
    ["x".repeat(129), "too_long"],
    ["password123", "too_common"],
    ["QWERTYUIOP", "too_common"],
    ["aaaaaaaaaa", "too_common"],
  ])("%s is refused: %s", (password, problem) => {
    expect(checkPassword(password).problem).toBe(problem);
  });

  it("refuses the person's own name, e-mail or number", () => {
    expect(checkPassword("nakato2024", ["Nakato", "n@example.com"]).problem).toBe("contains_identity");
    expect(checkPassword("achieng.o", ["Achieng", "achieng.o@example.com"]).problem).toBeNull();
  });

  it("asks for no composition: a long lower-case phrase is strong", () => {
    expect(checkPassword("the river at jinja is wide")).toEqual({ problem: null, score: 4 });
    expect(checkPassword("mango tree!")).toEqual({ problem: null, score: 2 });
    expect(checkPassword("k9#Lm2!q")).toEqual({ problem: null, score: 1 });
  });
});
