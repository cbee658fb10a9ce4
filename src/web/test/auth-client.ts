/**
 * Better Auth's client, stood in for in the account forms' tests: the library keeps its own
 * fetch, which the fake server does not see. A test file mocks the module with this one,
 *   vi.mock("@web/lib/auth-client", () => import("@web/test/auth-client"));
 * and takes the methods it answers for from `authClient`. Each answers "done" until the test
 * says otherwise.
 */
import { vi, type MockInstance } from "vitest";
import { fakeServer, meAnswer, type FakeServer } from "./render-app";

const DONE = { data: { status: true }, error: null };

export const authClient = {
  signIn: { email: vi.fn() },
  signUp: { email: vi.fn() },
  sendVerificationEmail: vi.fn(),
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
  changePassword: vi.fn(),
  changeEmail: vi.fn(),
  updateUser: vi.fn(),
  phoneNumber: { sendOtp: vi.fn(), verify: vi.fn(), requestPasswordReset: vi.fn(), resetPassword: vi.fn() },
  twoFactor: {
    enable: vi.fn(),
    disable: vi.fn(),
    generateBackupCodes: vi.fn(),
    verifyTotp: vi.fn(),
    verifyBackupCode: vi.fn(),
  },
};

function eachMethod(methods: object, visit: (method: MockInstance) => void) {
  for (const value of Object.values(methods)) {
    if (vi.isMockFunction(value)) visit(value);
    else eachMethod(value as object, visit);
  }
}

/** A visitor's fake server (`GET /api/me` is 401), and every method of the client answering "done". */
export function signedOutServer(): FakeServer {
  eachMethod(authClient, (method) => method.mockReset().mockResolvedValue(DONE));
  const server = fakeServer();
  server.on("GET", "/api/me", () => ({ status: 401, json: { error: { code: "unauthorized" } } }));
  return server;
}

/** What `GET /api/account/security` answers for Amina, who has a password and no second step. */
export function accountSecurity(overrides: Record<string, unknown> = {}) {
  return {
    email: "amina@example.com",
    emailVerified: true,
    phoneNumber: null,
    phoneNumberVerified: false,
    hasPassword: true,
    factors: [],
    nextLevel: "aal1",
    reauthenticatedUntil: null,
    ...overrides,
  };
}

/** Amina signed in, with her account's security as `accountSecurity` gives it. */
export function signedInServer(security: Record<string, unknown> = {}): FakeServer {
  const server = fakeServer();
  server.on("GET", "/api/me", () => ({ json: meAnswer("user", "Amina") }));
  server.on("GET", "/api/account/security", () => ({ json: accountSecurity(security) }));
  return server;
}
