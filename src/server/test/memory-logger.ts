import { Writable } from "node:stream";
import { createLogger } from "../logger";

/** A real pino logger (its redaction and scrubbing included) writing into memory, one JSON line an entry. */
export function memoryLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ level: "info", destination }), lines };
}
