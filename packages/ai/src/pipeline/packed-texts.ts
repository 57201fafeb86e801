import { closeSync, openSync, readSync, unlinkSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { constants, deflateRawSync, inflateRawSync } from "node:zlib";
import { LRUCache } from "lru-cache";

/**
 * Packed text a site holds in memory; past it, texts go to a temporary file of the site's own. A site
 * of a thousand pages stays in memory; the 20,000 of bench:scaling packed into 240 MB, half of what
 * a job may hold (issue #43), so most of them are read back from the file, whose pages the system
 * keeps cached as long as it has memory to spare.
 */
const MEMORY_BUDGET = 16 * 2 ** 20;

/** Closes a store's file once nothing can read from it any more. */
const files = new FinalizationRegistry<number>((fd) => closeSync(fd));

/**
 * A site's page texts, kept deflated and inflated on each read: a page's whole text is read when its
 * features are computed (again after the site's chrome or identity changed) and when it is extracted,
 * and the texts of the site's first 400,000 characters at each read of the crawl (siteIdentity).
 * bench:job's 2,000 generated pages held 119 MB of text, 24 MB packed.
 */
export class PackedTexts {
  private held = 0;
  private fd: number | null = null;
  private end = 0;

  constructor(private readonly budget = MEMORY_BUDGET) {}

  /** Packs `text`; returns what reads it back. UTF-16 for a text with a lone surrogate, which UTF-8 would not carry. */
  pack(text: string): () => string {
    const encoding = text.isWellFormed() ? "utf8" : "utf16le";
    const raw = Buffer.from(text, encoding);
    // A copy: zlib answers with a slice of a 64 KB buffer.
    const bytes = new Uint8Array(deflateRawSync(raw, { level: 1 }));
    // Inflated into a buffer of the text's size, not 64 KB chunks: an analysis reads some texts many times.
    const chunkSize = Math.max(constants.Z_MIN_CHUNK, raw.length);
    const stored = this.store(bytes);
    return () => {
      let unpacked = recent.get(stored);
      if (unpacked === undefined) recent.set(stored, (unpacked = inflateRawSync(stored(), { chunkSize }).toString(encoding)));
      return unpacked;
    };
  }

  /** Keeps `bytes` in memory or in the file; returns what reads them (and is their key in `recent`). */
  private store(bytes: Uint8Array): () => Uint8Array {
    if (this.held + bytes.length <= this.budget) {
      this.held += bytes.length;
      return held(bytes);
    }
    writeSync(this.file(), bytes, 0, bytes.length, this.end);
    this.end += bytes.length;
    return filed(this, this.end - bytes.length, bytes.length);
  }

  /** The `length` bytes at `offset` of the store's file. */
  read(offset: number, length: number): Uint8Array {
    const bytes = Buffer.allocUnsafeSlow(length);
    readSync(this.file(), bytes, 0, length, offset);
    return bytes;
  }

  /** The store's file, made on first use and unlinked at once: it goes with the process, whatever ends it. */
  private file(): number {
    if (this.fd !== null) return this.fd;
    const path = join(tmpdir(), `grantscout-texts-${process.pid}-${Math.random().toString(36).slice(2)}`);
    this.fd = openSync(path, "w+", 0o600);
    unlinkSync(path);
    files.register(this, this.fd);
    return this.fd;
  }
}

/*
 * Readers are made here, apart from store(): V8 keeps one scope for all closures of a function, so a
 * reader from the file made beside one from memory would keep the bytes it was to let go of.
 */
const held = (bytes: Uint8Array) => () => bytes;
const filed = (texts: PackedTexts, offset: number, length: number) => () => texts.read(offset, length);

/**
 * The texts unpacked last, up to 2,000,000 characters in all. An extraction reads its page's text
 * for each field, the related-document model a candidate's for each programme, and each read of the
 * crawl the site's first 400,000 characters (siteIdentity): on a site of small pages, that was
 * hundreds of inflations a read, each with its own zlib stream.
 */
const recent = new LRUCache<() => Uint8Array, string>({ maxSize: 2_000_000, sizeCalculation: (text) => text.length || 1 });
