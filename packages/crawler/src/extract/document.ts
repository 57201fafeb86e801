import { PageError } from "../errors.js";

export type DocumentFormat = "pdf" | "docx" | "doc";

const TYPES: Record<string, DocumentFormat> = {
  "application/pdf": "pdf",
  "application/x-pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/msword": "doc",
};

/** Content type first; for generic types (octet-stream, missing) the file's magic bytes and name. */
export function documentFormat(contentType: string, url: string, body?: Buffer): DocumentFormat | null {
  const byType = TYPES[contentType];
  if (byType) return byType;
  if (contentType && contentType !== "application/octet-stream" && contentType !== "binary/octet-stream") return null;
  if (body?.subarray(0, 4).toString("latin1") === "%PDF") return "pdf";
  const ext = new URL(url).pathname.toLowerCase().match(/\.(pdf|docx|doc)$/)?.[1];
  return (ext as DocumentFormat | undefined) ?? null;
}

export interface DocumentText {
  title: string | null;
  text: string;
}

function fileName(url: string): string {
  const last = new URL(url).pathname.split("/").filter(Boolean).at(-1) ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function firstLine(text: string): string | null {
  const line = text
    .split("\n")
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  return line ? line.slice(0, 200) : null;
}

/** Parsers are imported on first use, so crawls of sites without documents never load them. */
async function pdfText(body: Buffer): Promise<DocumentText> {
  const { extractText, getDocumentProxy, getMeta } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(body));
  try {
    const { info } = await getMeta(pdf);
    const { text } = await extractText(pdf, { mergePages: false });
    const title = typeof info.Title === "string" && info.Title.trim() ? info.Title.trim() : null;
    return {
      title,
      text: text
        .map((page) => page.trim())
        .join("\n\n")
        .trim(),
    };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function docxText(body: Buffer): Promise<DocumentText> {
  const { default: mammoth } = await import("mammoth");
  return { title: null, text: (await mammoth.extractRawText({ buffer: body })).value.trim() };
}

/**
 * Text of a PDF (unpdf) or DOCX (mammoth). Legacy binary .doc files have no parser here, and
 * broken files fail; both raise PageError 'unparseable-document', which the engine saves and
 * moves on from. The title is the PDF's metadata title, else the first line, else the file name.
 */
export async function extractDocument(format: DocumentFormat, body: Buffer, url: string): Promise<DocumentText> {
  let result: DocumentText;
  try {
    if (format === "pdf") result = await pdfText(body);
    else if (format === "docx") result = await docxText(body);
    else throw new Error("legacy Word (.doc) files are not supported");
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new PageError(`Could not read the document: ${reason}`, "unparseable-document");
  }
  return { title: result.title ?? firstLine(result.text) ?? fileName(url), text: result.text.replace(/\n{3,}/g, "\n\n") };
}
