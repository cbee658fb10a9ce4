/**
 * The HTTP application: global middleware (security headers, origin check, client
 * address, session), Better Auth, and the feature routers under /api. No listen here:
 * main.ts serves it, tests call app.request().
 */
import { createHash } from "node:crypto";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { HttpBindings } from "@hono/node-server";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppDeps } from "./deps";
import { CLIENT_IP_HEADER } from "./auth/auth";
import { clientAddressOf, clientAddressResolver } from "./http/client-address";
import { MAX_REQUEST_BYTES } from "./http/validate";
import { requestSourceCheck } from "./http/request-origin";
import { viewerMiddleware, type ViewerVariables } from "./auth/session";
import { HttpError, databaseUnavailable, errorResponse } from "./http/errors";
import { reportServerError } from "./adapters/error-reporting";
import { systemRoutes } from "./features/system/routes";
import { notificationRoutes } from "./features/notifications/routes";
import { countTeamQueue } from "./features/cases/count-team-queue";
import { crisisResponseTimes } from "./features/cases/crisis-response-times";
import { openLiveChat } from "./features/cases/live-chat";
import { markPossibleFlood } from "./features/cases/possible-flood";
import { createAnonymousLimiter, type AnonymousWrite } from "./security/anonymous-writes";
import { eventRoutes } from "./realtime/routes";
import { applicationRoutes } from "./features/applications/routes";
import { contactRoutes } from "./features/contact/routes";
import { testimonialRoutes } from "./features/testimonials/routes";
import { inboxRoutes } from "./features/inbox/routes";
import { caseRoutes } from "./features/cases/routes";
import { auditRoutes } from "./features/audit/routes";
import { accountRoutes } from "./features/account/routes";
import { adminProvisionRoutes } from "./features/admin-provision/routes";
import { adminStatusRoutes } from "./features/admin-status/routes";
import { teamRoutes } from "./features/team/routes";
import { directoryRoutes } from "./features/directory/routes";
import { ensureResourcesSeeded } from "./features/assistant/resources-seed";
import { directoryChanged } from "./features/assistant/resources";
import { imageRoutes } from "./features/images/routes";
import { impactRoutes } from "./features/impact/routes";
import { errorReportRoutes } from "./features/error-reports/routes";
import { passwordCheckRoutes } from "./auth/password-check-routes";
import { authBodyCheck } from "./auth/auth-body-check";
import { readWholeBody, withoutBody } from "./http/read-whole-body";
import { appAssistant, assistantRoutes } from "./features/assistant/routes";
import { replyLanguage } from "./features/assistant/message-language";
import { smsRoutes } from "./features/sms/routes";
import { hasOpenCaseWith } from "./features/cases/file-into-case";
import { createContactMessage } from "./features/contact/create-contact-message";
import { reminderRoutes } from "./features/reminders/routes";
import { chatHistoryRoutes } from "./features/chat-history/routes";
import { clockRoutes } from "./features/system/clock-routes";

export type AppEnv = { Bindings: Partial<HttpBindings>; Variables: ViewerVariables };

/** A script a page carries inline, allowed by the content security policy by its digest alone. */
function scriptDigest(source: string): string {
  return `'sha256-${createHash("sha256").update(source).digest("base64")}'`;
}

export interface AppOptions {
  /** The inline scripts of the web app's pages (web-assets.ts): no other inline script runs. */
  inlineScripts?: string[];
}

export function createApp(deps: AppDeps, { inlineScripts = [] }: AppOptions = {}) {
  const { env, logger, auth } = deps;
  const allowedOrigin = new URL(env.publicUrl).origin;
  const clientAddress = clientAddressResolver(env.TRUST_PROXY);
  // What visitors write is counted in the database, shared by every instance (decision 065).
  const anonymousLimiter = createAnonymousLimiter(deps, (kind, scope) =>
    markPossibleFlood(deps, kind, scope),
  );
  /** Better Auth's own limits are per address; these add the visitor's and everyone's. */
  const limitAnonymousAuth = (kind: AnonymousWrite) =>
    createMiddleware<AppEnv>(async (c, next) => {
      await anonymousLimiter.write(c, kind);
      await next();
    });

  const assistant = appAssistant(deps);
  const limitBody = bodyLimit({
    maxSize: MAX_REQUEST_BYTES,
    onError: (c) => {
      // The rest of it is not read: the connection ends with this answer.
      c.header("Connection", "close");
      throw new HttpError(413, "too_large", "The request body is too large.");
    },
  });

  const api = new Hono<AppEnv>()
    // Bodies are counted as they arrive: a chunked body without a length is cut off at the
    // largest any route accepts, not read whole into memory first (routes keep their own,
    // smaller limits in parseJson).
    .use("*", (c, next) => (withoutBody(c.req.method) ? next() : limitBody(c, next)))
    // Worked out once, by the routes that ask (the limits, Better Auth), not rebuilt into
    // every request.
    .use("*", async (c, next) => {
      let address: string | undefined;
      c.set(
        "clientAddress",
        () =>
          (address ??= clientAddress(c.env?.incoming?.socket.remoteAddress, c.req.header("x-forwarded-for"))),
      );
      await next();
    })
    .use("*", readWholeBody)
    // The SMS provider's callbacks come from its servers, not a browser: no Origin to
    // judge, no session; they carry the operator's key instead (decision 081).
    .route(
      "/",
      smsRoutes(deps, {
        answer: (input) => assistant.answer(input),
        readLanguage: (text, fallback) => replyLanguage(text, fallback).locale,
        createContactMessage,
        hasOpenCase: (smsDeps, phone) => hasOpenCaseWith(smsDeps, phone),
      }),
    )
    // State-changing requests from another site, or from nowhere a browser would say, are
    // refused (cookies are SameSite=Lax too).
    .use("*", requestSourceCheck(allowedOrigin))
    .use("/auth/*", authBodyCheck)
    .use("/auth/sign-up/*", limitAnonymousAuth("sign_up"))
    .use("/auth/phone-number/send-otp", limitAnonymousAuth("sms_code"))
    .use("/auth/phone-number/request-password-reset", limitAnonymousAuth("sms_code"))
    // Every answer about an account (sessions, linked accounts, a sign-in) is personal:
    // no browser or proxy cache may keep it.
    .on(["GET", "POST"], "/auth/*", async (c) => {
      // Better Auth reads the client's address from one header that we set ourselves, so a
      // client cannot choose its own rate-limit bucket by sending a header.
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, clientAddressOf(c));
      const answer = await auth.handler(new Request(c.req.raw, { headers }));
      // Onto the context's headers, which keep what a middleware set before (the visitor
      // cookie of the limits); each of Better Auth's cookies stays its own line.
      answer.headers.forEach((value, name) => {
        if (name !== "set-cookie") c.header(name, value);
      });
      for (const cookie of answer.headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
      c.header("Cache-Control", "no-store");
      return c.newResponse(answer.body, answer.status as ContentfulStatusCode);
    })
    .use("*", viewerMiddleware(auth, deps.db))
    .route("/", systemRoutes(deps))
    .route("/", notificationRoutes(deps, { countTeamQueue }))
    .route("/", eventRoutes(deps))
    .route("/", applicationRoutes(deps))
    .route("/", contactRoutes(deps, { anonymousLimiter }))
    .route("/", testimonialRoutes(deps))
    .route("/", inboxRoutes(deps))
    .route("/", caseRoutes(deps))
    .route("/", auditRoutes(deps))
    .route("/", accountRoutes(deps))
    .route("/", adminProvisionRoutes(deps))
    .route("/", adminStatusRoutes(deps, { crisisResponseTimes }))
    .route("/", teamRoutes(deps))
    .route(
      "/",
      directoryRoutes(deps, {
        ensureSeeded: () => ensureResourcesSeeded(deps.db, env.SITE_NAME),
        changed: () => directoryChanged(deps.db),
      }),
    )
    .route("/", imageRoutes(deps))
    .route("/", impactRoutes(deps))
    .route("/", errorReportRoutes(deps, { anonymousLimiter }))
    .route("/", passwordCheckRoutes(deps, { anonymousLimiter }))
    .route(
      "/",
      assistantRoutes(deps, {
        createHandoffMessage: createContactMessage,
        openLiveChat,
        anonymousLimiter,
        engine: assistant,
      }),
    )
    .route("/", reminderRoutes(deps))
    .route("/", chatHistoryRoutes(deps));
  if (deps.testClock) api.route("/", clockRoutes({ ...deps, testClock: deps.testClock }));
  // Any other API path is refused here, in the error shape: past this app, the web app's
  // shell answers every GET (200, a page) and the server's plain-text 404 everything else.
  api.all("*", () => {
    throw new HttpError(404, "not_found", "Not found.");
  });

  const app = new Hono<AppEnv>()
    .use(
      "*",
      secureHeaders({
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScripts.map(scriptDigest)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", ...externalImageSources(deps.env)],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
        },
        referrerPolicy: "no-referrer",
        crossOriginEmbedderPolicy: false,
        permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
      }),
    )
    .route("/api", api);

  app.notFound((c) => c.text("Not found", 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    // The database restarted or failed over: not a fault of ours to report, and the request
    // may be tried again in a moment. The outage is logged once, by the database client.
    const unavailable = databaseUnavailable(error);
    if (unavailable) return errorResponse(c, unavailable);
    logger.error({ err: error, path: c.req.routePath }, "unhandled error");
    reportServerError(error);
    return c.json(
      { error: { code: "internal", message: "Something went wrong on our side. Please try again." } },
      500,
    );
  });
  return app;
}

/** Image hosts the page may load from: only when the operator configured an image search. */
function externalImageSources(env: AppDeps["env"]): string[] {
  if (!env.IMAGE_SEARCH_URL) return [];
  return env.IMAGE_SEARCH_ALLOWED_HOSTS.map((host) => `https://${host}`);
}

export type App = ReturnType<typeof createApp>;
export type AppType = App;
