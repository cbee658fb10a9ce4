/**
 * The auth routes refuse a body they cannot use with a 400 naming the field, as every other
 * route does (npm run fuzz found 33 answers 500 on these routes).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useHarness, type TestUser } from "../test/harness";

const h = useHarness();
let client: TestUser;
beforeAll(async () => {
  client = await h.createUser();
});

const post = (path: string, body: string, as?: TestUser) =>
  h.request(`/api/auth/${path}`, {
    method: "POST",
    as,
    headers: { "content-type": "application/json" },
    body,
  });

type Refusal = { code: string; field?: string };

/** The API's error shape, or the auth library's own ({ code, message, field } at the top). */
async function expectRefusal(response: Response, code: string, field: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error?: Refusal } & Refusal;
  expect(body.error ?? body).toMatchObject({ code, field });
}

describe("bodies the auth routes cannot use", () => {
  const notObjects = ["1", '"x"', "null", "[]", "true"];

  it.each([
    "phone-number/send-otp",
    "phone-number/verify",
    "phone-number/request-password-reset",
    "sign-in/email",
  ])("%s: JSON that is not an object is a 400 naming the body", async (path) => {
    for (const body of notObjects) await expectRefusal(await post(path, body), "validation", "body");
  });

  it("update-user, signed in: JSON that is not an object is a 400 naming the body", async () => {
    for (const body of notObjects)
      await expectRefusal(await post("update-user", body, client), "validation", "body");
  });

  it("a NUL in a field is a 400 naming that field", async () => {
    await expectRefusal(
      await post("sign-in/email", JSON.stringify({ email: client.email, password: "pass\u0000word" })),
      "validation",
      "password",
    );
    await expectRefusal(
      await post("update-user", JSON.stringify({ name: "Ami\u0000na" }), client),
      "validation",
      "name",
    );
    await expectRefusal(
      await post("reset-password", JSON.stringify({ newPassword: "x\u0000y", token: "t" })),
      "validation",
      "newPassword",
    );
  });

  it("nesting deeper than any form is a 400 naming where, and broken JSON a 400 too", async () => {
    const deep = `{"name":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const response = await post("update-user", deep, client);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toMatch(/^name\.0\.0/);
    await expectRefusal(await post("sign-in/email", '{"email":'), "invalid_json", "body");
  });

  it("still lets a sound sign-in and a sound change of name through", async () => {
    const signIn = await post(
      "sign-in/email",
      JSON.stringify({ email: client.email, password: client.password }),
    );
    expect(signIn.status).toBe(200);
    const renamed = await post("update-user", JSON.stringify({ name: "Amina N." }), client);
    expect(renamed.status).toBe(200);
  });
});

describe("the account's name and picture", () => {
  it.each([null, 5, "", "   ", ["Amina"], { first: "Amina" }, "A".repeat(121)])(
    "update-user refuses the name %j with a 400 naming it (null was a 500)",
    async (name) => {
      await expectRefusal(
        await post("update-user", JSON.stringify({ name }), client),
        "INVALID_NAME",
        "name",
      );
    },
  );

  it("sign-up refuses a name longer than 120 characters", async () => {
    const response = await post(
      "sign-up/email",
      JSON.stringify({
        name: "A".repeat(5_000),
        email: "long.name@example.com",
        password: "a long test passphrase",
      }),
    );
    await expectRefusal(response, "INVALID_NAME", "name");
  });

  it("update-user refuses a picture: no account has one", async () => {
    await expectRefusal(
      await post("update-user", JSON.stringify({ image: "https://example.org/me.png" }), client),
      "INVALID_IMAGE",
      "image",
    );
  });
});
