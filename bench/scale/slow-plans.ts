/**
 * The plans PostgreSQL's auto_explain wrote to the server log (text format), grouped by
 * statement: how often each statement was slow, its slowest time and that run's plan.
 */
export interface SlowPlan {
  /** The statement's start, one line. */
  summary: string;
  count: number;
  maxMs: number;
  /** The slowest run's duration line, statement and plan, as logged. */
  text: string;
}

const ENTRY = /LOG:\s+duration: ([\d.]+) ms\s+plan:/;

export function slowPlans(log: string): SlowPlan[] {
  const byStatement = new Map<string, SlowPlan>();
  const lines = log.split("\n");
  for (let i = 0; i < lines.length; i += 1) {
    const entry = ENTRY.exec(lines[i]!);
    if (!entry) continue;
    const body: string[] = [];
    while (i + 1 < lines.length && /^\s/.test(lines[i + 1]!)) body.push(lines[(i += 1)]!);
    const statement = (body.find((line) => line.includes("Query Text:")) ?? "")
      .replace(/^\s*Query Text:\s*/, "")
      .replace(/\s+/g, " ");
    const summary = statement.length > 110 ? `${statement.slice(0, 110)}…` : statement;
    const ms = Number(entry[1]);
    const seen = byStatement.get(summary);
    const text = [`duration ${ms} ms`, ...body].join("\n");
    if (!seen) byStatement.set(summary, { summary, count: 1, maxMs: ms, text });
    else {
      seen.count += 1;
      if (ms > seen.maxMs) Object.assign(seen, { maxMs: ms, text });
    }
  }
  return [...byStatement.values()].sort((a, b) => b.maxMs - a.maxMs);
}
