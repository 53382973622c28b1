/**
 * The multipart reader's memory and time (issue 31 item 5, docs/decisions/009-multipart-uploads-busboy.md):
 * `node --expose-gc bench/uploads.ts [path/to/uploads.ts]` (another copy of the reader, e.g. an older
 * one, is measured the same way when its path is given).
 *
 * Each case runs in a process of its own, after a small warm-up upload, so that one case's garbage
 * and code loading do not count in the next: a 500 MB file against the layout form's 20 MB limit
 * (in 1 MB and in 64 KB chunks: refused, and how much was read and held), and accepted uploads of
 * 10 files of 19 MB and of 49 MB (the returned layouts' 50 MB limit). Every chunk is a fresh buffer,
 * as a socket delivers them. Printed: the answer, the time, the bytes pulled from the body, the
 * growth of heap and array buffers at its largest while reading, what is still held after a garbage
 * collection (the files themselves), and the process's peak RSS. Not part of `npm test`.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { layoutUploadLimits, returnedLayoutLimits, type UploadLimits } from "../lib/shared/uploads.ts";

const MB = 1024 * 1024;
const boundary = "----bench-uploads";
const here = fileURLToPath(import.meta.url);
const readerPath = path.resolve(process.argv[2] ?? path.join(path.dirname(here), "../server/uploads.ts"));

type Case = { name: string; limits: UploadLimits; files: number; fileBytes: number; chunkBytes: number };
const cases: Case[] = [
  {
    name: "500 MB file, 1 MB chunks, 20 MB limit",
    limits: layoutUploadLimits,
    files: 1,
    fileBytes: 500 * MB,
    chunkBytes: MB,
  },
  {
    name: "500 MB file, 64 KB chunks, 20 MB limit",
    limits: layoutUploadLimits,
    files: 1,
    fileBytes: 500 * MB,
    chunkBytes: 64 * 1024,
  },
  {
    name: "10 files of 19 MB, accepted",
    limits: layoutUploadLimits,
    files: 10,
    fileBytes: 19 * MB,
    chunkBytes: 64 * 1024,
  },
  {
    name: "10 files of 49 MB, accepted",
    limits: returnedLayoutLimits,
    files: 10,
    fileBytes: 49 * MB,
    chunkBytes: 64 * 1024,
  },
];

const memory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** A multipart body of `files` PDF parts, generated as it is pulled, noting bytes and memory. */
function generatedBody({ files, fileBytes, chunkBytes }: Case) {
  const encoder = new TextEncoder();
  const measured = { pulled: 0, peak: 0, base: memory() };
  let file = 0;
  let sentOfFile = -1;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      measured.peak = Math.max(measured.peak, memory() - measured.base);
      const send = (bytes: Uint8Array) => {
        measured.pulled += bytes.length;
        controller.enqueue(bytes);
      };
      if (sentOfFile < 0) {
        const head = `${file ? "\r\n" : ""}--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="f${file}.pdf"\r\n\r\n%PDF-1.7\n`;
        sentOfFile = 9;
        return send(encoder.encode(head));
      }
      if (sentOfFile < fileBytes) {
        const piece = new Uint8Array(Math.min(chunkBytes, fileBytes - sentOfFile)).fill(0x41);
        sentOfFile += piece.length;
        return send(piece);
      }
      file += 1;
      sentOfFile = -1;
      if (file < files) return send(new Uint8Array(0));
      send(encoder.encode(`\r\n--${boundary}--\r\n`));
      controller.close();
    },
  });
  return { stream, measured };
}

/** Reads one generated upload with the reader: what it cost, in a line. */
async function measure(
  readUpload: (request: Request, limits: UploadLimits) => Promise<{ files: unknown[] }>,
  c: Case,
) {
  collectGarbage();
  const { stream, measured } = generatedBody(c);
  const request = new Request("http://bench/", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: stream,
    duplex: "half",
  } as RequestInit);
  const started = performance.now();
  const answer = await readUpload(request, c.limits).then(
    (upload) => ({ upload, text: `${upload.files.length} files` }),
    (error: Error & { code?: string }) => ({ upload: null, text: `${error.code}: ${error.message}` }),
  );
  const ms = performance.now() - started;
  collectGarbage();
  const held = memory() - measured.base;
  return `${c.name}: ${answer.text}; ${ms.toFixed(0)} ms; pulled ${mb(measured.pulled)}; peak +${mb(measured.peak)}; held after GC +${mb(answer.upload ? held : 0)}; max RSS ${mb(process.resourceUsage().maxRSS * 1024)}`;
}

const which = process.argv[3];
if (which === undefined) {
  // One process per case, with the reader given (or ours).
  for (const index of cases.keys()) {
    execFileSync(process.execPath, ["--expose-gc", here, readerPath, String(index)], { stdio: "inherit" });
  }
} else {
  const { readUpload } = await import(pathToFileURL(readerPath).href);
  // A small upload first, so that loading and compiling the reader's code is not measured.
  await measure(readUpload, { ...(cases[2] as Case), name: "warm-up", files: 2, fileBytes: MB });
  console.log(await measure(readUpload, cases[Number(which)] as Case));
}
