/**
 * A request's body is read to its end before its answer goes, even when the route refused
 * it unread (not signed in, no such case, a body too large for that route). Left in the
 * connection, it made the server close that connection shortly after answering, under the
 * next request the client had already sent on it: that request got no answer, or half of
 * one (npm run fuzz: 1 to 3 of 12,000 requests in 4 of 6 runs, 25 with the HTTP adapter's
 * own clean-up of unread bodies off; none in 4 runs since, with it on or off). The app's
 * body limit bounds what is read here. npm run fuzz is the check: it fails on any request
 * left without an answer.
 */
import { createMiddleware } from "hono/factory";

/**
 * GET and HEAD carry no body here (the HTTP adapter gives them none). Asking for one anyway
 * makes the adapter build a whole `Request`, which was about a tenth of the bell's cost
 * (decision 088).
 */
export const withoutBody = (method: string): boolean => method === "GET" || method === "HEAD";

export const readWholeBody = createMiddleware(async (c, next) => {
  if (withoutBody(c.req.method)) return next();
  try {
    await next();
  } finally {
    const request = c.req.raw;
    if (request.body && !request.bodyUsed) {
      await request.arrayBuffer().catch(() => {
        // Cut off or broken: the connection cannot be reused, and says so.
        c.header("Connection", "close");
      });
    }
  }
});
