/** Decodes an HTML body using the charset from the Content-Type header or a <meta> tag, else UTF-8. */
export function decodeHtml(body: Buffer, contentTypeHeader: string | undefined): string {
  const charset =
    contentTypeHeader?.match(/charset\s*=\s*"?([\w-]+)/i)?.[1] ??
    body.subarray(0, 2048).toString("latin1").match(/<meta[^>]+charset\s*=\s*["']?([\w-]+)/i)?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
