import { describe, expect, it } from "vitest";
import type { UploadLimits } from "../lib/shared/uploads.ts";
import { AppError } from "./errors.ts";
import { readUpload } from "./uploads.ts";

/**
 * The multipart reader on its own, without a form around it (the forms' bad-upload cases are in
 * upload-test-support.ts): the edges of its limits and of the multipart format, as busboy reads them.
 */

const boundary = "----lumen-reader";
const MB = 1024 * 1024;
const limits: UploadLimits = { maxFiles: 2, maxFileBytes: MB, accept: ["pdf", "png"] };
const pdf = (size: number) => `%PDF-1.7\n${"x".repeat(size - 9)}`;

const field = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, fileName: string, content: string, disposition = `filename="${fileName}"`) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`;
const end = `--${boundary}--\r\n`;

/** A request of `parts` (text), sent in pieces of `pieceBytes` so that parts straddle the chunks. */
function requestOf(parts: string, options: { pieceBytes?: number; headers?: Record<string, string> } = {}) {
  const bytes = new TextEncoder().encode(parts);
  const piece = options.pieceBytes ?? 7;
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + piece));
      at += piece;
    },
  });
  return new Request("http://localhost/upload", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...options.headers },
    body,
    duplex: "half",
  } as RequestInit);
}

async function refusal(request: Request, within = limits) {
  const error = await readUpload(request, within).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
}

describe("the multipart reader (server/uploads.ts)", () => {
  it("#14.6 reads text fields and files in the order sent, across chunk boundaries", async () => {
    const upload = await readUpload(
      requestOf(
        field("projectName", "Atrium — 2nd floor") +
          file("files", "b.pdf", pdf(40)) +
          field("notes", "") +
          file("files", "a.pdf", pdf(20)) +
          end,
      ),
      limits,
    );
    expect(upload.fields).toEqual({ projectName: "Atrium — 2nd floor", notes: "" });
    expect(upload.files.map(({ field, name, kind, bytes }) => [field, name, kind, bytes.length])).toEqual([
      ["files", "b.pdf", "pdf", 40],
      ["files", "a.pdf", "pdf", 20],
    ]);
  });

  it("#14.6 a file name is sanitised to its last segment; UTF-8 names and filename* are read as sent", async () => {
    const upload = await readUpload(
      requestOf(
        file("files", "../../etc/plän.pdf", pdf(20)) +
          file("files", "", pdf(20), `filename="x.pdf"; filename*=UTF-8''Gr%C3%BCn%20plan.pdf`) +
          end,
      ),
      limits,
    );
    expect(upload.files.map((uploaded) => uploaded.name)).toEqual(["plän.pdf", "Grün plan.pdf"]);
  });

  it("#14.6 a file input left empty sends a part that is no file, and does not count against the limit", async () => {
    const upload = await readUpload(
      requestOf(
        file("files", "", "") + file("files", "a.pdf", pdf(20)) + file("files", "b.pdf", pdf(20)) + end,
      ),
      limits,
    );
    expect(upload.files.map((uploaded) => uploaded.name)).toEqual(["a.pdf", "b.pdf"]);
  });

  it("#14.6 a file of exactly its size limit is taken; one byte more is a 413 naming the file", async () => {
    const taken = await readUpload(
      requestOf(file("files", "max.pdf", pdf(MB)) + end, { pieceBytes: 64 * 1024 }),
      limits,
    );
    expect(taken.files[0]?.bytes.length).toBe(MB);
    expect(
      await refusal(requestOf(file("files", "big.pdf", pdf(MB + 1)) + end, { pieceBytes: 64 * 1024 })),
    ).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: '"big.pdf" is larger than 1 MB',
    });
  });

  it("#14.6 more files than allowed, an empty file, and a type not accepted are 400s naming what is wrong", async () => {
    const three =
      file("files", "1.pdf", pdf(20)) + file("files", "2.pdf", pdf(20)) + file("files", "3.pdf", pdf(20));
    expect(await refusal(requestOf(three + end))).toEqual({
      code: "VALIDATION",
      message: "Send at most 2 files at once",
    });
    expect(await refusal(requestOf(file("files", "nothing.pdf", "") + end))).toEqual({
      code: "VALIDATION",
      message: '"nothing.pdf" is empty',
    });
    expect(await refusal(requestOf(file("files", "plan.pdf", "MZ\x90\x00") + end))).toEqual({
      code: "VALIDATION",
      message: '"plan.pdf" is not an accepted file type (PDF, PNG)',
    });
  });

  it("#14.6 text fields: 16 KB each at most, 40 at most, and every part needs a name", async () => {
    const atLimit = await readUpload(
      requestOf(field("notes", "x".repeat(16 * 1024)) + end, { pieceBytes: 4096 }),
      limits,
    );
    expect(atLimit.fields.notes).toHaveLength(16 * 1024);
    expect(
      await refusal(requestOf(field("notes", "x".repeat(16 * 1024 + 1)) + end, { pieceBytes: 4096 })),
    ).toEqual({
      code: "VALIDATION",
      message: "notes is too long",
    });
    const many = Array.from({ length: 41 }, (_, i) => field(`f${i}`, "v")).join("");
    expect(await refusal(requestOf(many + end))).toEqual({
      code: "VALIDATION",
      message: "The form has too many fields",
    });
    const nameless = `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n`;
    expect(await refusal(requestOf(nameless + end))).toEqual({
      code: "VALIDATION",
      message: "A part of the form has no name",
    });
  });

  it("#14.6 not multipart, a body cut short, and broken part headers are 400s", async () => {
    const notMultipart = new Request("http://localhost/upload", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(await refusal(notMultipart)).toEqual({
      code: "VALIDATION",
      message: "The request must be a form with files (multipart/form-data)",
    });
    const noBoundary = requestOf(end, { headers: { "content-type": "multipart/form-data; charset=utf-8" } });
    expect((await refusal(noBoundary)).message).toBe(
      "The request must be a form with files (multipart/form-data)",
    );
    expect(
      await refusal(requestOf(field("a", "1") + file("files", "half.pdf", pdf(20)).slice(0, -10))),
    ).toEqual({
      code: "VALIDATION",
      message: "The upload was interrupted",
    });
    const brokenHeader = `--${boundary}\r\nContent-Disposition form-data; name="a"\r\n\r\n1\r\n`;
    expect(await refusal(requestOf(brokenHeader + end))).toEqual({
      code: "VALIDATION",
      message: "The form is not well formed",
    });
  });

  it("#14.6 a body declared, or sent, larger than everything allowed together is a 413", async () => {
    const declared = requestOf(end, { headers: { "content-length": String(10 * MB) } });
    expect(await refusal(declared)).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "The upload is larger than allowed (up to 2 files of at most 1 MB each; PDF, PNG)",
    });
    // Parts busboy skips (no Content-Disposition) count too: the body is not read to its end.
    const skipped = `--${boundary}\r\nX-Other: 1\r\n\r\n${"x".repeat(4 * MB)}\r\n`;
    expect(await refusal(requestOf(skipped + end, { pieceBytes: 64 * 1024 }))).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
    });
  });
});
