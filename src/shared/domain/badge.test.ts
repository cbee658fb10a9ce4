import { describe, it, expect } from "vitest";
import { badgeText, bellTotal } from "./badge";

describe("badgeText", () => {
  it.each([
    [0, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [4321, "99+"],
    [-3, null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])("%s shows %s", (count, expected) => {
    expect(badgeText(count)).toBe(expected);
  });
});

describe("bellTotal", () => {
  it("is the user's own unread count", () => {
    expect(bellTotal({ ownUnread: 3 })).toBe(3);
  });

  it("adds an admin's new message and application notifications", () => {
    expect(bellTotal({ ownUnread: 2, newMessageNotifications: 5, newApplicationNotifications: 7 })).toBe(14);
    expect(
      badgeText(bellTotal({ ownUnread: 50, newMessageNotifications: 30, newApplicationNotifications: 20 })),
    ).toBe("99+");
  });

  it("counts a failed count (null) as 0", () => {
    expect(
      bellTotal({ ownUnread: null, newMessageNotifications: 4, newApplicationNotifications: undefined }),
    ).toBe(4);
  });
});
