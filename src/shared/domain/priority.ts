/** Priorities compared by their rank (spec section 9: urgent 4, high 3, medium 2, low 1). */
import { PRIORITY_RANK, type Priority } from "../constants";

const rank = (priority: Priority) => PRIORITY_RANK[priority] ?? 0;

/** The more pressing of two priorities (the first when they are equal). */
export function higherPriority(a: Priority, b: Priority): Priority {
  return rank(b) > rank(a) ? b : a;
}

/** For sort(): the most pressing first (a stable sort keeps the order within a priority). */
export function byPriority(a: { priority: Priority }, b: { priority: Priority }): number {
  return rank(b.priority) - rank(a.priority);
}

/** The most pressing of some priorities; `floor` when there are none. */
export function highestPriority(priorities: readonly Priority[], floor: Priority = "low"): Priority {
  return priorities.reduce(higherPriority, floor);
}
