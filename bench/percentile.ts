/** The value at share `p` (0.5, 0.95, 0.99) of measurements sorted ascending; 0 when there are none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
