/**
 * Test helper: reads a text/event-stream response as it arrives, so a test can wait for
 * the next event (or comment) and then close the stream like a browser would.
 */
export interface StreamedEvent {
  event: string;
  data: string;
  /** Set for a comment line (": heartbeat"). */
  comment?: string;
}

export interface EventStreamReader {
  /** Resolves with the first event (arrived or arriving) that matches, or fails after timeoutMs. */
  next(match?: (event: StreamedEvent) => boolean, timeoutMs?: number): Promise<StreamedEvent>;
  /** Resolves true once the server has ended the stream. */
  ended(timeoutMs?: number): Promise<boolean>;
  events: StreamedEvent[];
  close(): Promise<void>;
}

function parseBlock(block: string): StreamedEvent | null {
  const event: StreamedEvent = { event: "message", data: "" };
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) event.comment = line.slice(1).trim();
    else if (line.startsWith("event:")) event.event = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
  }
  event.data = data.join("\n");
  return data.length > 0 || event.comment !== undefined ? event : null;
}

export function readEventStream(response: Response): EventStreamReader {
  if (!response.body) throw new Error("no body to read");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: StreamedEvent[] = [];
  let buffer = "";
  let done = false;
  let consumed = 0;

  const pump = (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let boundary = buffer.indexOf("\n\n");
        while (boundary >= 0) {
          const parsed = parseBlock(buffer.slice(0, boundary));
          if (parsed) events.push(parsed);
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // Cancelled by close().
    } finally {
      done = true;
    }
  })();

  async function waitUntil<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  return {
    events,
    next(match = () => true, timeoutMs = 3000) {
      return waitUntil(
        () => {
          const index = events.findIndex((event, position) => position >= consumed && match(event));
          if (index < 0) return undefined;
          consumed = index + 1;
          return events[index];
        },
        timeoutMs,
        "an event",
      );
    },
    ended(timeoutMs = 3000) {
      return waitUntil(() => (done ? true : undefined), timeoutMs, "the end of the stream");
    },
    async close() {
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}
