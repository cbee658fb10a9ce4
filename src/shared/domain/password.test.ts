import { describe, expect, it } from "vitest";
import { checkPassword, identityWords } from "./password";

describe("checkPassword (OWASP ASVS 5, the rules that need no list)", () => {
  it.each([
    ["short", "too_short"],
    ["x".repeat(129), "too_long"],
  ])("%s is refused: %s", (password, problem) => {
    expect(checkPassword(password).problem).toBe(problem);
  });

  it("refuses the person's own name, the e-mail or a long local part of it, and the number", () => {
    expect(checkPassword("nakato2024", ["Nakato", "n@example.com"]).problem).toBe("contains_identity");
    expect(checkPassword("achieng.o@example.com", ["Achieng", "achieng.o@example.com"]).problem).toBe(
      "contains_identity",
    );
    expect(checkPassword("dear achieng.o, hello", ["Achieng", "achieng.o@example.com"]).problem).toBe(
      "contains_identity",
    );
    for (const password of ["call 0772123456 now", "call +256772123456 now", "call 256772123456 now"])
      expect(checkPassword(password, ["+256772123456"]).problem, password).toBe("contains_identity");
  });

  it("lets a passphrase hold a short name or local part: zxcvbn weighs those", () => {
    expect(checkPassword("amina walks to the market", ["Amina", "amina@example.com"]).problem).toBeNull();
  });

  it("asks for no composition: a long lower-case phrase scores highest", () => {
    expect(checkPassword("the river at jinja is wide")).toEqual({ problem: null, score: 4 });
    expect(checkPassword("mango tree!")).toEqual({ problem: null, score: 2 });
    expect(checkPassword("k9#Lm2!q")).toEqual({ problem: null, score: 1 });
  });
});

describe("identityWords (what a guesser who knows the person tries)", () => {
  it("gives the name and e-mail with their parts, and the number in every written form", () => {
    expect(identityWords(["Amina Nakato", "amina.n@example.com", "0772 123 456"])).toEqual(
      expect.arrayContaining([
        "amina nakato",
        "amina",
        "nakato",
        "amina.n@example.com",
        "example",
        "+256772123456",
        "256772123456",
        "0772123456",
        "772123456",
      ]),
    );
  });
});
