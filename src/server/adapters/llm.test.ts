import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAssistantEngine } from "../features/assistant/engine";
import { createStaticResourceSearch, defaultResources } from "../features/assistant/search";
import { chatCompletionsUrl, createOpenAiCompatibleLlm, LlmError } from "./llm";

interface RecordedRequest {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** An OpenAI-compatible stand-in on 127.0.0.1; each test sets how it answers. */
let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: RecordedRequest[];

function reply(content: unknown, status = 200): Handler {
  return (_request, response) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
  };
}

const never: Handler = () => undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += String(chunk)));
    request.on("end", () => {
      requests.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      });
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  handler = reply("Hello from the model.");
});

const llmWith = (timeoutMs = 2000, apiKey: string | null = "test-key") =>
  createOpenAiCompatibleLlm({ url: baseUrl, model: "test-model", apiKey, timeoutMs });

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe("createOpenAiCompatibleLlm", () => {
  it("posts the conversation to /chat/completions and returns the reply", async () => {
    const messages = [
      { role: "system" as const, content: "Be kind." },
      { role: "user" as const, content: "hello" },
    ];
    await expect(llmWith().complete(messages)).resolves.toBe("Hello from the model.");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: "POST",
      url: "/v1/chat/completions",
      authorization: "Bearer test-key",
      body: { model: "test-model", messages, stream: false },
    });
  });

  it("sends no authorization header without a key", async () => {
    await llmWith(2000, null).complete([{ role: "user", content: "hi" }]);
    expect(requests[0]?.authorization).toBeUndefined();
  });

  it("reports an error status as an http error", async () => {
    handler = reply("nope", 503);
    const error = await failure(llmWith().complete([{ role: "user", content: "hi" }]));
    expect(error.kind).toBe("http");
    expect(error.status).toBe(503);
  });

  it("reports a reply without content, or not JSON, as invalid", async () => {
    handler = reply("   ");
    expect((await failure(llmWith().complete([{ role: "user", content: "hi" }]))).kind).toBe(
      "invalid_response",
    );
    handler = (_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end("not json");
    };
    expect((await failure(llmWith().complete([{ role: "user", content: "hi" }]))).kind).toBe(
      "invalid_response",
    );
  });

  it("gives up after its timeout", async () => {
    handler = never;
    const started = Date.now();
    const error = await failure(llmWith(100).complete([{ role: "user", content: "hi" }]));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("stops when the caller aborts", async () => {
    handler = never;
    const controller = new AbortController();
    const pending = llmWith(5000).complete([{ role: "user", content: "hi" }], { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await failure(pending)).kind).toBe("aborted");
  });

  it("reports an unreachable server as a network error", async () => {
    const closed = createOpenAiCompatibleLlm({ url: "http://127.0.0.1:9/v1", model: "m", timeoutMs: 2000 });
    expect((await failure(closed.complete([{ role: "user", content: "hi" }]))).kind).toBe("network");
  });
});

describe("chatCompletionsUrl", () => {
  it("accepts a base URL or the full endpoint", () => {
    expect(chatCompletionsUrl("https://host/v1/")).toBe("https://host/v1/chat/completions");
    expect(chatCompletionsUrl("https://host/v1/chat/completions")).toBe("https://host/v1/chat/completions");
  });
});

describe("the assistant engine with this adapter", () => {
  const searchResources = createStaticResourceSearch(defaultResources);

  it("answers with the model's words when it replies in time", async () => {
    handler = reply("A daily pill protects you well.");
    const engine = createAssistantEngine({ searchResources, llm: llmWith() });
    const answer = await engine.answer({ userInput: "how does PrEP work", locale: "en-UG" });
    expect(answer.response).toBe("A daily pill protects you well.");
    const sent = requests[0]?.body.messages as Array<{ role: string; content: string }>;
    expect(sent[1]?.content).toContain("Reference passages:");
  });

  it("falls back to the local reply when the model is slower than the timeout", async () => {
    handler = never;
    const local = await createAssistantEngine({ searchResources }).answer({
      userInput: "how does PrEP work",
    });
    const engine = createAssistantEngine({ searchResources, llm: llmWith(5000), llmTimeoutMs: 150 });
    const started = Date.now();
    const answer = await engine.answer({ userInput: "how does PrEP work" });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answer.response).toBe(local.response);
    expect(answer.intent).toBe("prep");
  });

  it("falls back to the local reply when the server fails", async () => {
    handler = reply("x", 500);
    const local = await createAssistantEngine({ searchResources }).answer({ userInput: "what is PEP?" });
    const engine = createAssistantEngine({ searchResources, llm: llmWith() });
    expect((await engine.answer({ userInput: "what is PEP?" })).response).toBe(local.response);
  });
});
