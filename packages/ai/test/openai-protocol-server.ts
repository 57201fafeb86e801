import http from "node:http";
import type { AddressInfo } from "node:net";
import { localEmbedding } from "../src/embedding/local-embedding.js";

/** A request as the server received it. */
export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** What a chat handler may answer: message content (string or JSON value), or an HTTP error. */
type ChatReply = string | Record<string, unknown> | { status: number; error: string };
export type ChatHandler = (request: {
  body: Record<string, unknown>;
  messages: Array<{ role: string; content: unknown }>;
  model: string;
  attempt: number;
}) => ChatReply | Promise<ChatReply>;

export interface OpenAIProtocolServer {
  /** e.g. http://127.0.0.1:54321/v1 — give it to the OpenAI clients as baseURL. */
  baseURL: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[]; anyOf?: Schema[] };

/** The simplest value a JSON schema accepts: null where allowed, else empty/false/first enum value. */
function defaultFromSchema(schema: Schema | undefined): unknown {
  if (!schema) return null;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes("null") || schema.anyOf?.some((s) => s.type === "null")) return null;
  if (schema.anyOf?.[0]) return defaultFromSchema(schema.anyOf[0]);
  if (schema.enum) return schema.enum[0];
  if (types.includes("object")) return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, defaultFromSchema(v)]));
  if (types.includes("array")) return [];
  if (types.includes("boolean")) return false;
  if (types.includes("number") || types.includes("integer")) return 0;
  return "";
}

const defaultHandler: ChatHandler = ({ body }) => {
  const format = body.response_format as { json_schema?: { schema?: Schema } } | undefined;
  return format?.json_schema?.schema ? (defaultFromSchema(format.json_schema.schema) as Record<string, unknown>) : "OK";
};

function send(res: http.ServerResponse, status: number, payload: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(payload));
}

/**
 * A real HTTP server speaking the OpenAI protocol (chat completions incl. response_format
 * json_schema, and embeddings incl. base64 encoding) on 127.0.0.1, recording every request.
 */
export async function startOpenAIProtocolServer(handler: ChatHandler = defaultHandler): Promise<OpenAIProtocolServer> {
  const requests: RecordedRequest[] = [];
  let chatCalls = 0;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: Record<string, unknown> = {};
    try {
      body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : {};
    } catch {
      return send(res, 400, { error: { message: "invalid JSON", type: "invalid_request_error" } });
    }
    const path = (req.url ?? "").split("?")[0] ?? "";
    requests.push({ path, headers: req.headers, body });
    if (req.method === "POST" && path.endsWith("/chat/completions")) {
      const messages = (body.messages as Array<{ role: string; content: unknown }>) ?? [];
      const reply = await handler({ body, messages, model: String(body.model), attempt: ++chatCalls });
      if (typeof reply === "object" && "status" in reply && "error" in reply && typeof reply.status === "number") {
        return send(res, reply.status, { error: { message: reply.error, type: "server_error" } });
      }
      const content = typeof reply === "string" ? reply : JSON.stringify(reply);
      return send(res, 200, {
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop", logprobs: null }],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      });
    }
    if (req.method === "POST" && path.endsWith("/embeddings")) {
      const inputs = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
      const dims = body.dimensions === 384 ? 384 : 1536;
      const data = inputs.map((text, index) => {
        const vector = localEmbedding(text, dims);
        const embedding = body.encoding_format === "base64" ? Buffer.from(new Float32Array(vector).buffer).toString("base64") : vector;
        return { object: "embedding", index, embedding };
      });
      return send(res, 200, { object: "list", data, model: body.model, usage: { prompt_tokens: inputs.length * 10, total_tokens: inputs.length * 10 } });
    }
    send(res, 404, { error: { message: `no route ${path}`, type: "invalid_request_error" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
