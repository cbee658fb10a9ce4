/**
 * Component-test helpers for the assistant (the chat): its English strings, a fake server behind fetch,
 * and the app's providers (query cache, auth, router).
 */
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { useEnglishStrings } from "@web/test/render-app";
import { vi } from "vitest";
import { AuthProvider } from "@web/lib/auth";

/** The app's English strings (all of them: a part may read another namespace's). */
export const useEnglish = useEnglishStrings;

/** jsdom lacks what dialogs and media queries read; replies show whole unless asked otherwise. */
export function stubBrowserApis({ reducedMotion = true } = {}) {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView ??= () => {};
}

interface Answer {
  status?: number;
  json?: unknown;
  headers?: Record<string, string>;
}
/** An answer, or a promise of one to hold the request open. */
type Route = (body: unknown) => Answer | Promise<Answer>;

export interface FakeServer {
  calls: Array<{ method: string; path: string; body: unknown }>;
  on(method: string, path: string, route: Route): void;
}

/** Answers fetch from a table of "METHOD /path" routes; anything else is a 404 (signed out for /api/me). */
export function fakeServer(): FakeServer {
  const routes = new Map<string, Route>();
  const calls: FakeServer["calls"] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      const answer = (await routes.get(`${method} ${path}`)?.(body)) ?? {
        status: path === "/api/me" ? 401 : 404,
        json: { error: { code: "not_found" } },
      };
      return new Response(JSON.stringify(answer.json ?? {}), {
        status: answer.status ?? 200,
        headers: { "content-type": "application/json", ...answer.headers },
      });
    }),
  );
  return { calls, on: (method, path, route) => routes.set(`${method} ${path}`, route) };
}

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
  profile: { region: null, language: null, discreetNotifications: true },
};

export function renderWithApp(ui: ReactNode, path = "/") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}
