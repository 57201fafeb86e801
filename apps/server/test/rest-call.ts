/**
 * A REST call as a script makes it, to the server at `base()` (read at each call: tests learn the port
 * in beforeAll): the status, the text, and the body parsed when the answer is JSON.
 */
export function restCaller(base: () => string) {
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(base() + path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, body: res.headers.get("content-type")?.includes("json") ? (JSON.parse(text) as any) : null };
  };
}
