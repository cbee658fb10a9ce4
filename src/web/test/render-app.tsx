/**
 * Component-test helpers: English strings from the real locale files, a fake server
 * behind fetch, and the app's providers (query cache, auth, router).
 */
import type { ReactNode } from "react";
import { configure, render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { AppRouter } from "@web/lib/router";
import { addCatalogs, initI18n } from "@web/lib/i18n";
import type { CompiledCatalog } from "@web/lib/compile-catalog";
import { vi } from "vitest";
import { checkFakeAnswer } from "./fake-answers";
import { AuthProvider } from "@web/lib/auth";

// A busy machine renders slowly; waiting longer costs nothing when things are fast.
configure({ asyncUtilTimeout: 5000 });

const englishFiles = import.meta.glob<{ default: CompiledCatalog }>("../locales/en/*.json", { eager: true });

/** Every English namespace, loaded at once: tests read the words users read, and nothing waits for a download. */
export async function useEnglishStrings() {
  addCatalogs(
    "en",
    Object.fromEntries(
      Object.entries(englishFiles).map(([path, module]) => [
        path.replace(/^.*\/(.+)\.json$/, "$1"),
        module.default,
      ]),
    ),
  );
  await initI18n("en");
}

type Answer = { status?: number; json?: unknown; headers?: Record<string, string> };
/** An answer to "METHOD /path", whatever its query (the route reads it from `url`); a promise of one holds the request open. */
type Route = (body: unknown, url: URL) => Answer | Promise<Answer>;

export interface FakeServer {
  calls: Array<{ method: string; path: string; search: string; headers: Headers; body: unknown }>;
  on(method: string, path: string, route: Route): void;
  /**
   * Holds every answer to "METHOD /path" from now until `release()`, as a slow network would:
   * each request is in `calls` at once, its answer comes when the test says.
   */
  hold(method: string, path: string): { release(): void };
}

/** Answers fetch from a table of "METHOD /path" routes; anything else is a 404. */
export function fakeServer(): FakeServer {
  const routes = new Map<string, Route>();
  const holds = new Map<string, Promise<void>>();
  const calls: FakeServer["calls"] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
      const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
      const body = typeof init?.body === "string" && init.body !== "" ? JSON.parse(init.body) : undefined;
      const headers = new Headers(init?.headers);
      calls.push({ method, path: url.pathname, search: url.search, headers, body });
      const key = `${method} ${url.pathname}`;
      const held = holds.get(key);
      if (held) await held;
      const answer = (await routes.get(key)?.(body, url)) ?? {
        status: 404,
        json: { error: { code: "not_found", message: "Not found." } },
      };
      checkFakeAnswer(method, url.pathname, answer.status ?? 200, answer.json ?? {});
      return new Response(JSON.stringify(answer.json ?? {}), {
        status: answer.status ?? 200,
        headers: { "content-type": "application/json", ...answer.headers },
      });
    }),
  );
  return {
    calls,
    on: (method, path, route) => routes.set(`${method} ${path}`, route),
    hold(method, path) {
      const key = `${method} ${path}`;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      holds.set(key, held);
      return {
        release() {
          if (holds.get(key) === held) holds.delete(key);
          release();
        },
      };
    },
  };
}

/** What GET /api/me answers for a signed-in client. */
export const SIGNED_IN_ME = {
  user: {
    id: "u1",
    name: "Amina",
    email: "a@example.com",
    emailVerified: true,
    phoneNumber: null,
    twoFactorEnabled: false,
  },
  role: "user",
  profile: { region: null, language: null, discreetNotifications: true, shareCareWithTeam: false },
};

export function meAnswer(role: "user" | "admin" = "user", name = "Amina") {
  return {
    user: {
      id: `${role}-1`,
      name,
      email: `${name.toLowerCase()}@example.com`,
      emailVerified: true,
      phoneNumber: null,
      twoFactorEnabled: false,
    },
    role,
    profile: {
      region: role === "admin" ? "masaka" : null,
      language: null,
      discreetNotifications: true,
      shareCareWithTeam: false,
    },
  };
}

/** Draws `ui` inside the app's providers, at `route`: jsdom's address, which links and `navigate` move. */
export function renderWithApp(ui: ReactNode, { route = "/" }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  window.history.replaceState(null, "", route);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AppRouter>{ui}</AppRouter>
        </AuthProvider>
      </QueryClientProvider>,
    ),
  };
}
