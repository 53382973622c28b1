import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import busboy from "busboy";
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
 * by busboy while it streams in (docs/decisions/009-multipart-uploads-busboy.md), with hard limits
 * checked as bytes arrive (a 1 GB body is stopped at the first
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

/** What is read of a form so far; the first refusal ends the reading. */
type FormReading = {
  fields: Record<string, string>;
  /** In the order of the parts (a slot each, kept when the file ends; null for an empty file input). */
  files: (UploadedFile | null)[];
  /** Files counted against `limits.maxFiles`: each with a name, or with bytes. */
  fileCount: number;
  refusal: AppError | null;
  refuse: (error: unknown) => void;
  /** Cancels the body's read under way (set once the body is being read). */
  stopReading: () => void;
};

/**
 * busboy's own errors in our words: a body that stops before its closing delimiter was interrupted;
 * anything else it cannot parse (a part's headers) is not well formed.
 */
function parserRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : "";
  if (/^Unexpected end of (form|file)$/.test(message)) return invalid("The upload was interrupted");
  return invalid("The form is not well formed");
}

const uploadTooLarge = (limits: UploadLimits) =>
  tooLarge(`The upload is larger than allowed (${uploadLimitsText(limits)})`);

/** The most a form within `limits` can carry: its files, its fields, and room for the parts' headers. */
const uploadBudget = (limits: UploadLimits) =>
  limits.maxFiles * limits.maxFileBytes + MAX_FIELDS * MAX_FIELD_BYTES + 256 * 1024;

/**
 * A busboy parser for a multipart/form-data request within `limits`, or a refusal before a byte is
 * read: not multipart (400), or declared larger than everything allowed together (413). busboy
 * reports a part that reaches its size limit, we one that passes it: its limits are one byte over.
 */
function openParser(request: Request, limits: UploadLimits): busboy.Busboy {
  const contentType = request.headers.get("content-type") ?? "";
  const notMultipart = () => invalid("The request must be a form with files (multipart/form-data)");
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) throw notMultipart();
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > uploadBudget(limits)) throw uploadTooLarge(limits);
  try {
    return busboy({
      headers: { "content-type": contentType },
      // Names are made safe by displayFileName alone, from what the client sent.
      preservePath: true,
      // Browsers send a file name's UTF-8 bytes as they are.
      defParamCharset: "utf8",
      limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES + 1, fileSize: limits.maxFileBytes + 1 },
    });
  } catch {
    // No boundary in the content type.
    throw notMultipart();
  }
}

/**
 * A file part once all of it has arrived: told by its content, refused when empty or of a kind the
 * form does not take. A file input left empty (no name, no bytes) is no file: null.
 */
function acceptedFile(
  field: string,
  fileName: string | undefined,
  bytes: Buffer,
  limits: UploadLimits,
): UploadedFile | null {
  if (fileName === undefined && bytes.length === 0) return null;
  const name = displayFileName(fileName ?? "");
  if (bytes.length === 0) throw invalid(`"${name}" is empty`);
  const kind = detectFileKind(bytes);
  if (!kind || !limits.accept.includes(kind)) {
    throw invalid(`"${name}" is not an accepted file type (${uploadLimitsText(limits, "types")})`);
  }
  return { field, name, kind, contentType: fileKindContentType[kind], bytes };
}

/**
 * Collects one file part: counted against the form's limit once it has a name or a byte (refused at
 * the first file too many), refused at the byte that passes its size, checked when it ends.
 */
function collectFile(
  form: FormReading,
  limits: UploadLimits,
  part: { field: string; stream: Readable; fileName: string | undefined },
) {
  const slot = form.files.push(null) - 1;
  const chunks: Buffer[] = [];
  let counted = false;
  const count = () => {
    counted = true;
    form.fileCount += 1;
    // Refused at the first file too many: none of them is stored.
    if (form.fileCount > limits.maxFiles)
      form.refuse(invalid(`Send at most ${limits.maxFiles} files at once`));
  };
  if (part.fileName !== undefined) count();
  part.stream.on("data", (chunk: Buffer) => {
    if (!counted) count();
    chunks.push(chunk);
  });
  part.stream.on("limit", () => {
    const name = displayFileName(part.fileName ?? "");
    form.refuse(tooLarge(`"${name}" is larger than ${uploadLimitsText(limits, "size")}`));
  });
  part.stream.on("end", () => {
    if (form.refusal) return;
    try {
      form.files[slot] = acceptedFile(part.field, part.fileName, Buffer.concat(chunks), limits);
    } catch (error) {
      form.refuse(error);
    }
  });
  // Destroyed with the parser after a refusal (or a body cut short).
  part.stream.on("error", form.refuse);
}

/**
 * Listens to the parser's parts: text fields (each within its size, at most MAX_FIELDS), files
 * (collectFile), a part without a name, and the parser's own errors. The first refusal is kept;
 * once busboy is out of the event that refused, the parser is destroyed and the reading stopped.
 */
function collectForm(parser: busboy.Busboy, limits: UploadLimits): FormReading {
  const form: FormReading = {
    fields: {},
    files: [],
    fileCount: 0,
    refusal: null,
    refuse: (error) => {
      if (form.refusal) return;
      form.refusal = parserRefusal(error);
      queueMicrotask(() => {
        parser.destroy();
        form.stopReading();
      });
    },
    stopReading: () => {},
  };
  const noName = () => form.refuse(invalid("A part of the form has no name"));
  parser.on("field", (field, value, info) => {
    if (!field) return noName();
    if (info.valueTruncated) return form.refuse(invalid(`${field} is too long`));
    form.fields[field] = value;
  });
  parser.on("fieldsLimit", () => form.refuse(invalid("The form has too many fields")));
  parser.on("file", (field, stream, info) => {
    if (!field) noName();
    if (form.refusal) stream.resume();
    else collectFile(form, limits, { field, stream, fileName: info.filename });
  });
  parser.on("error", form.refuse);
  return form;
}

/** Resolves when busboy has handed on what was written (backpressure), or has closed. */
function drained(parser: busboy.Busboy): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off("drain", done);
      parser.off("close", done);
      resolve();
    };
    parser.on("drain", done);
    parser.on("close", done);
  });
}

/**
 * Streams the request's body into the parser, at most everything allowed together, and stops at the
 * first refusal (which cancels the read under way): the rest of the body is never pulled from the
 * client. Resolves when the parser has closed (all parts read, or destroyed after a refusal).
 */
async function streamInto(
  body: ReadableStream<Uint8Array>,
  parser: busboy.Busboy,
  form: FormReading,
  limits: UploadLimits,
): Promise<void> {
  const closed = new Promise<void>((resolve) => parser.once("close", resolve));
  const reader = body.getReader();
  form.stopReading = () => void reader.cancel().catch(() => {});
  const budget = uploadBudget(limits);
  let received = 0;
  try {
    for (;;) {
      const chunk = await reader.read().catch(() => {
        throw invalid("The upload was interrupted");
      });
      if (chunk.done || form.refusal) break;
      received += chunk.value.byteLength;
      if (received > budget) throw uploadTooLarge(limits);
      if (!parser.write(chunk.value)) await drained(parser);
    }
  } catch (error) {
    form.refuse(error);
  } finally {
    await reader.cancel().catch(() => {});
  }
  if (!form.refusal) parser.end();
  await closed;
}

/**
 * Reads a multipart/form-data request within `limits`, parsed by busboy as it streams in. Refusals:
 * not multipart or broken (400), more files than allowed (400, at the first file too many), a file
 * over its size (413, at the byte that passes it), a type not accepted (400, naming the file), a
 * body that ends early (400), a body larger than everything allowed together (413). Nothing is
 * stored here: the caller stores what this answers.
 */
export async function readUpload(request: Request, limits: UploadLimits): Promise<Upload> {
  const parser = openParser(request, limits);
  const form = collectForm(parser, limits);
  await streamInto(request.body as ReadableStream<Uint8Array>, parser, form, limits);
  if (form.refusal) throw form.refusal;
  return { fields: form.fields, files: form.files.filter((file) => file !== null) };
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
