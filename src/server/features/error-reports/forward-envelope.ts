/**
 * The error-report tunnel: the browser posts its report envelopes to our own server,
 * which forwards them to the configured reporting service. Only envelopes addressed to
 * that DSN are forwarded, so the endpoint cannot be used to post anywhere else.
 */
export class EnvelopeError extends Error {
  constructor(
    readonly reason: "no_header" | "other_dsn" | "upstream",
    readonly status?: number,
  ) {
    super(`envelope not forwarded: ${reason}`);
  }
}

interface Dsn {
  origin: string;
  pathPrefix: string;
  publicKey: string;
  projectId: string;
}

/** https://KEY@host[:port]/[prefix/]PROJECT → its parts, or null when it is not a DSN. */
export function parseDsn(text: string): Dsn | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const segments = url.pathname.split("/").filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId) return null;
  return {
    origin: url.origin,
    pathPrefix: segments.length ? `/${segments.join("/")}` : "",
    publicKey: url.username,
    projectId,
  };
}

const sameDsn = (a: Dsn, b: Dsn) =>
  a.origin === b.origin &&
  a.pathPrefix === b.pathPrefix &&
  a.publicKey === b.publicKey &&
  a.projectId === b.projectId;

export function envelopeUrl(dsn: Dsn): string {
  return `${dsn.origin}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}

/** The DSN named in the envelope's first line (its header), or null. */
function envelopeDsn(envelope: string): Dsn | null {
  const firstLine = envelope.slice(0, envelope.indexOf("\n") === -1 ? undefined : envelope.indexOf("\n"));
  try {
    const header = JSON.parse(firstLine) as { dsn?: unknown };
    return typeof header.dsn === "string" ? parseDsn(header.dsn) : null;
  } catch {
    return null;
  }
}

export async function forwardEnvelope(
  envelope: string,
  configuredDsn: string,
  options: { timeoutMs: number; fetch?: typeof fetch },
): Promise<void> {
  const configured = parseDsn(configuredDsn);
  const named = envelopeDsn(envelope);
  if (!named) throw new EnvelopeError("no_header");
  if (!configured || !sameDsn(configured, named)) throw new EnvelopeError("other_dsn");
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(envelopeUrl(configured), {
      method: "POST",
      headers: { "content-type": "application/x-sentry-envelope" },
      body: envelope,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    throw new EnvelopeError("upstream");
  }
  await response.body?.cancel();
  if (!response.ok) throw new EnvelopeError("upstream", response.status);
}
