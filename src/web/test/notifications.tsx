/**
 * Component-test helpers for the notifications: English strings, a fake server behind fetch,
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

/** jsdom lacks what the popover's positioning reads. */
export function stubLayoutApis() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** An answer to "METHOD /path", whatever its query; the route reads the query from `url`. */
type Route = (body: unknown, url: URL) => { status?: number; json?: unknown };

export interface FakeServer {
  calls: Array<{ method: string; path: string; body: unknown }>;
  on(method: string, path: string, route: Route): void;
}

/** Answers fetch from a table of "METHOD /path" routes; anything else is a 404. */
export function fakeServer(): FakeServer {
  const routes = new Map<string, Route>();
  const calls: FakeServer["calls"] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const path = url.pathname;
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      const answer = routes.get(`${method} ${path}`)?.(body, url) ?? {
        status: 404,
        json: { error: { code: "not_found" } },
      };
      return new Response(JSON.stringify(answer.json ?? {}), {
        status: answer.status ?? 200,
        headers: { "content-type": "application/json" },
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

export function renderWithApp(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}
