/** Decoders by charset label, made once: decode() without streaming keeps no state between calls. */
const decoders = new Map<string, TextDecoder>();

function decoderFor(label: string): TextDecoder {
  const key = label.toLowerCase();
  let decoder = decoders.get(key);
  if (!decoder) {
    try {
      decoder = new TextDecoder(key);
    } catch {
      decoder = decoderFor("utf-8"); // an unknown label
    }
    decoders.set(key, decoder);
  }
  return decoder;
}

/** Decodes an HTML body using the charset from the Content-Type header or a <meta> tag, else UTF-8. */
export function decodeHtml(body: Buffer, contentTypeHeader: string | undefined): string {
  const charset =
    contentTypeHeader?.match(/charset\s*=\s*"?([\w-]+)/i)?.[1] ??
    body
      .subarray(0, 2048)
      .toString("latin1")
      .match(/<meta[^>]+charset\s*=\s*["']?([\w-]+)/i)?.[1];
  return decoderFor(charset ?? "utf-8").decode(body);
}
