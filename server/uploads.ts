import { createHash } from "node:crypto";
import type { z } from "zod";
import {
  type FileKind,
  fileKindContentType,
  type UploadLimits,
  uploadLimitsText,
} from "../lib/shared/uploads.ts";
import type { FileStorage } from "./adapters/storage/storage.ts";
import { AppError } from "./errors.ts";

/**
 * Uploads, the one way every form with files reads them (issue 14 item 6): a multipart body parsed
 * while it streams in, with hard limits checked as bytes arrive (a 1 GB body is stopped at the first
 * file's limit, never read to its end), each file's type told by its content (magic bytes; the name
 * and the browser's type are not trusted), names kept only for display, and files stored under
 * generated keys before the rows that reference them, removed again when those rows do not commit.
 */

export type UploadedFile = {
  /** The form field the file came in. */
  field: string;
  /** The client's name, sanitised: shown and offered as the download's name, never a path. */
  name: string;
  kind: FileKind;
  contentType: string;
  bytes: Uint8Array;
};

export type Upload = { fields: Record<string, string>; files: UploadedFile[] };

/** Text fields of a form: how many, and how long each may be. */
const MAX_FIELDS = 40;
const MAX_FIELD_BYTES = 16 * 1024;
const MAX_HEADER_BYTES = 16 * 1024;

const tooLarge = (message: string) => new AppError("PAYLOAD_TOO_LARGE", message);
const invalid = (message: string) => new AppError("VALIDATION", message);

/**
 * What a file's first bytes say it is, or null for anything not on the list (SVG, executables …).
 * Given the whole file, a ZIP is a Word document (DOCX) only when it holds word/document.xml (its
 * central directory lists the names uncompressed); a spreadsheet or any other ZIP is not.
 */
export function detectFileKind(head: Uint8Array): FileKind | null {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  const ascii = Buffer.from(head.subarray(0, 64)).toString("latin1");
  if (ascii.startsWith("%PDF-")) return "pdf";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (ascii.startsWith("GIF87a") || ascii.startsWith("GIF89a")) return "gif";
  if (ascii.startsWith("RIFF") && ascii.slice(8, 12) === "WEBP") return "webp";
  if (/^AC10\d\d/.test(ascii)) return "dwg";
  // Word 97-2003: an OLE compound file.
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return "doc";
  if (
    starts(0x50, 0x4b, 0x03, 0x04) &&
    Buffer.from(head.buffer, head.byteOffset, head.byteLength).includes("word/document.xml")
  )
    return "docx";
  // DXF is text: group code 0, then SECTION (or the binary variant's sentinel).
  if (/^\s*0\r?\n\s*SECTION\r?\n/.test(ascii) || ascii.startsWith("AutoCAD Binary DXF")) return "dxf";
  return null;
}

/**
 * A client's file name made safe to show and to offer as a download name: the last segment only (no
 * `../../x`), printable characters, at most 120 of them; "file" when nothing is left.
 */
export function displayFileName(raw: string): string {
  const last = raw.split(/[/\\]/).at(-1) ?? "";
  const clean = last
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, "")
    .replace(/^\.+/, "")
    .trim()
    .slice(0, 120);
  return clean || "file";
}

type Part = { field: string; fileName: string | null; chunks: Buffer[]; size: number };

function parsePartHeaders(text: string): { field: string; fileName: string | null } {
  const disposition = text.split("\r\n").find((line) => /^content-disposition:/i.test(line)) ?? "";
  const field = /\bname="([^"]*)"/i.exec(disposition)?.[1];
  if (field === undefined) throw invalid("A part of the form has no name");
  const encoded = /\bfilename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  let fileName = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
  if (encoded) {
    try {
      fileName = decodeURIComponent(encoded);
    } catch {
      // The plain filename stays.
    }
  }
  return { field, fileName };
}

/**
 * Reads a multipart/form-data request within `limits`. Refusals: not multipart or broken (400), more
 * files than allowed (400, at the first file too many), a file over its size (413, at the byte that
 * passes it), a type not accepted (400, naming the file), a body that ends early (400). Nothing is
 * stored here: the caller stores what this answers.
 */
export async function readUpload(request: Request, limits: UploadLimits): Promise<Upload> {
  const contentType = request.headers.get("content-type") ?? "";
  const boundary = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundaryText = boundary?.[1] ?? boundary?.[2];
  if (!boundaryText || !request.body)
    throw invalid("The request must be a form with files (multipart/form-data)");
  const most = limits.maxFiles * limits.maxFileBytes + MAX_FIELDS * MAX_FIELD_BYTES + 256 * 1024;
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  // A body declared larger than everything allowed together is refused before a byte is read.
  if (declared > most) throw tooLarge(`The upload is larger than allowed (${uploadLimitsText(limits)})`);

  const delimiter = Buffer.from(`--${boundaryText}`);
  const partEnd = Buffer.from(`\r\n--${boundaryText}`);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let fieldCount = 0;
  let fileCount = 0;
  type State = "preamble" | "next" | "headers" | "body" | "done";
  // Widened: `drain` moves it on, which the narrowing of the loop below cannot see.
  let state = "preamble" as State;
  let buffer = Buffer.alloc(0);
  let part: Part | null = null;

  const add = (current: Part, bytes: Buffer) => {
    if (bytes.length === 0) return;
    current.size += bytes.length;
    if (current.fileName !== null && current.size > limits.maxFileBytes) {
      throw tooLarge(
        `"${displayFileName(current.fileName)}" is larger than ${uploadLimitsText(limits, "size")}`,
      );
    }
    if (current.fileName === null && current.size > MAX_FIELD_BYTES)
      throw invalid(`${current.field} is too long`);
    current.chunks.push(bytes);
  };

  const finish = (current: Part) => {
    const bytes = Buffer.concat(current.chunks);
    if (current.fileName === null) {
      fields[current.field] = bytes.toString("utf8");
      return;
    }
    // A file input left empty still sends a part with no name and no bytes.
    if (current.fileName === "" && bytes.length === 0) return;
    const name = displayFileName(current.fileName);
    if (bytes.length === 0) throw invalid(`"${name}" is empty`);
    const kind = detectFileKind(bytes);
    if (!kind || !limits.accept.includes(kind)) {
      throw invalid(`"${name}" is not an accepted file type (${uploadLimitsText(limits, "types")})`);
    }
    files.push({ field: current.field, name, kind, contentType: fileKindContentType[kind], bytes });
  };

  const drain = () => {
    for (;;) {
      if (state === "preamble") {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          if (buffer.length > MAX_HEADER_BYTES) throw invalid("The form has no parts");
          return;
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = "next";
      } else if (state === "next") {
        if (buffer.length < 2) return;
        const mark = buffer.subarray(0, 2).toString("latin1");
        if (mark === "--") {
          state = "done";
          return;
        }
        if (mark !== "\r\n") throw invalid("The form is not well formed");
        buffer = buffer.subarray(2);
        state = "headers";
      } else if (state === "headers") {
        const at = buffer.indexOf("\r\n\r\n");
        if (at < 0) {
          if (buffer.length > MAX_HEADER_BYTES) throw invalid("The form is not well formed");
          return;
        }
        const { field, fileName } = parsePartHeaders(buffer.subarray(0, at).toString("utf8"));
        if (fileName === null) {
          fieldCount += 1;
          if (fieldCount > MAX_FIELDS) throw invalid("The form has too many fields");
        } else if (fileName !== "") {
          fileCount += 1;
          // Refused at the first file too many: none of them is stored.
          if (fileCount > limits.maxFiles) throw invalid(`Send at most ${limits.maxFiles} files at once`);
        }
        part = { field, fileName, chunks: [], size: 0 };
        buffer = buffer.subarray(at + 4);
        state = "body";
      } else if (state === "body" && part) {
        const at = buffer.indexOf(partEnd);
        if (at < 0) {
          // Keep what could be the start of the delimiter; the rest belongs to the part.
          const keep = Math.min(buffer.length, partEnd.length - 1);
          add(part, buffer.subarray(0, buffer.length - keep));
          buffer = Buffer.from(buffer.subarray(buffer.length - keep));
          return;
        }
        add(part, buffer.subarray(0, at));
        finish(part);
        part = null;
        buffer = buffer.subarray(at + partEnd.length);
        state = "next";
      } else {
        return;
      }
    }
  };

  const reader = request.body.getReader();
  try {
    while (state !== "done") {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw invalid("The upload was interrupted");
      }
      if (chunk.done) break;
      buffer = buffer.length ? Buffer.concat([buffer, chunk.value]) : Buffer.from(chunk.value);
      drain();
    }
  } catch (error) {
    // Stop reading: the rest of the body is never pulled from the client.
    await reader.cancel().catch(() => {});
    throw error;
  }
  if (state !== "done") throw invalid("The upload was interrupted");
  await reader.cancel().catch(() => {});
  return { fields, files };
}

export type StoredUpload = Omit<UploadedFile, "bytes"> & { storageKey: string; sizeBytes: number };

/**
 * Stores `files` under generated keys, then runs `work` (which writes the rows referencing them in
 * one transaction). If `work` throws, or answers that the files are not needed (`keep` false: an
 * idempotent replay), the stored files are deleted again: no file without its row.
 */
export async function withStoredFiles<T>(
  storage: FileStorage,
  prefix: string,
  files: UploadedFile[],
  work: (stored: StoredUpload[]) => Promise<T>,
  keep: (result: T) => boolean = () => true,
): Promise<T> {
  const stored: StoredUpload[] = [];
  const removeAll = () => Promise.allSettled(stored.map((file) => storage.delete(file.storageKey)));
  try {
    for (const { bytes, ...file } of files) {
      stored.push({ ...file, sizeBytes: bytes.byteLength, storageKey: await storage.put(prefix, bytes) });
    }
    const result = await work(stored);
    if (!keep(result)) await removeAll();
    return result;
  } catch (error) {
    await removeAll();
    throw error;
  }
}

/** A stored file that is not there, or not the caller's: the same 404. */
export const fileNotFound = () => new AppError("NOT_FOUND", "File not found");

/** A stored file as a download: never rendered by the browser on our origin, never sniffed. */
export async function fileDownload(
  storage: FileStorage,
  file: { storageKey: string; fileName: string; contentType: string; sizeBytes: number },
): Promise<Response> {
  const body = await storage.open(file.storageKey);
  if (!body) throw fileNotFound();
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.sizeBytes),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * The text fields of an upload parsed by the form's zod schema; a refusal is a 400 naming every field
 * in error (`details.fields`: field → message), so the form can mark each one.
 */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  const [first] = Object.values(errors);
  throw new AppError("VALIDATION", first ?? "Check the form", { fields: errors });
}

/** What identifies an upload for an idempotency key: its fields and each file's name and digest. */
export function uploadFingerprint(upload: Upload): unknown {
  return {
    fields: upload.fields,
    files: upload.files.map((file) => [
      file.field,
      file.name,
      createHash("sha256").update(file.bytes).digest("hex"),
    ]),
  };
}
