import { describe, expect, it } from "vitest";
import type { NotificationItem } from "@shared/api/notifications";
import {
  countAfterRead,
  countAfterReadAll,
  onEveryPage,
  withAllRead,
  withItemRead,
} from "./notification-cache";

const item = (id: string, read: boolean): NotificationItem => ({
  id,
  type: "reply",
  title: "t",
  message: "m",
  data: {},
  read,
  created_at: "2025-03-10T12:00:00.000Z",
  updated_at: "2025-03-10T12:00:00.000Z",
});

describe("the cached list", () => {
  it("marks one item read, or all", () => {
    const items = [item("a", false), item("b", false), item("c", true)];
    expect(withItemRead(items, "a")?.map((entry) => entry.read)).toEqual([true, false, true]);
    expect(withAllRead(items)?.every((entry) => entry.read)).toBe(true);
  });

  it("changes every page loaded, and nothing before the first", () => {
    const cached = {
      pages: [
        { notifications: [item("a", false)], has_older: true },
        { notifications: [item("b", false)], has_older: false },
      ],
      pageParams: [null, "a"],
    };
    const changed = onEveryPage(withAllRead)(cached);
    expect(changed?.pages.flatMap((page) => page.notifications.map((entry) => entry.read))).toEqual([
      true,
      true,
    ]);
    expect(changed?.pageParams).toEqual([null, "a"]);
    expect(onEveryPage(withAllRead)(undefined)).toBeUndefined();
  });
});

describe("the cached counts (spec section 4)", () => {
  const counts = { count: 7, own_unread: 3, new_applications: 2, new_messages: 2 };

  it("drop by one per item read", () => {
    expect(countAfterRead(counts)).toEqual({ ...counts, count: 6, own_unread: 2 });
    expect(countAfterRead({ ...counts, count: 4, own_unread: 0 })).toEqual({
      ...counts,
      count: 4,
      own_unread: 0,
    });
  });

  it("drop to 0 for mark-all, keeping an admin's new inbox items", () => {
    expect(countAfterReadAll(counts)).toEqual({ ...counts, count: 4, own_unread: 0 });
    expect(countAfterReadAll({ count: 3, own_unread: 3, new_applications: 0, new_messages: 0 })?.count).toBe(
      0,
    );
  });
});
