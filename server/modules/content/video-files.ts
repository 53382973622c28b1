import { createReadStream, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { AppError } from "../../errors.ts";
import type { LoadedContent } from "./load-content.ts";
import { VIDEO_FILE_PATTERN } from "./schemas.ts";

/**
 * The videos' recordings (ROUTE-18): files in the configured directory (VIDEO_MEDIA_DIR), named by the
 * videos' front matter and served by our own server at `/media/videos/<file>`. Nothing is downloaded; a
 * video whose file is not there shows its poster and transcript.
 */
export type VideoFiles = { dir: string | null };

const VIDEO_TYPES: Record<string, string> = { mp4: "video/mp4", webm: "video/webm", ogv: "video/ogg" };

const typeOf = (name: string) =>
  VIDEO_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";

/** The file's size, or null when there is no directory or no such regular file in it. */
function sizeOf(files: VideoFiles, name: string): number | null {
  if (!files.dir || !VIDEO_FILE_PATTERN.test(name)) return null;
  try {
    const stat = statSync(path.join(files.dir, name));
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

/** Where the page's `<video>` finds a video's file, or null when the file is not in the directory. */
export function videoSource(files: VideoFiles, name: string): { url: string; type: string } | null {
  return sizeOf(files, name) === null ? null : { url: `/media/videos/${name}`, type: typeOf(name) };
}

export type ByteRange = { start: number; end: number };

/**
 * A `Range: bytes=…` header against a file of `size` bytes: the one range to send, "unsatisfiable"
 * (416), or null to send the whole file (no header, several ranges or a form we do not read, which
 * RFC 9110 lets a server ignore).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}

export type VideoFileResponse =
  | { status: 200 | 206; headers: Record<string, string>; body: ReadableStream<Uint8Array> }
  | { status: 416; headers: Record<string, string>; body: null };

/**
 * One recording, whole or the byte range a `<video>` asks for when it seeks. Only a file some video's
 * front matter names is served: the directory is not a file server.
 */
export function openVideoFile(
  content: LoadedContent,
  files: VideoFiles,
  name: string,
  rangeHeader: string | undefined,
): VideoFileResponse {
  const named = content.video.some((entry) => entry.data.file === name);
  const size = named ? sizeOf(files, name) : null;
  if (size === null || !files.dir) throw new AppError("NOT_FOUND", "Video file not found");
  const headers: Record<string, string> = {
    "Content-Type": typeOf(name),
    "Accept-Ranges": "bytes",
    "Cache-Control": "public, max-age=3600",
    "Content-Security-Policy": "default-src 'none'",
    "X-Content-Type-Options": "nosniff",
  };
  const range = parseByteRange(rangeHeader, size);
  if (range === "unsatisfiable")
    return { status: 416, headers: { ...headers, "Content-Range": `bytes */${size}` }, body: null };
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const stream =
    size === 0 ? Readable.from([]) : createReadStream(path.join(files.dir, name), { start, end });
  return {
    status: range ? 206 : 200,
    headers: {
      ...headers,
      "Content-Length": String(size === 0 ? 0 : end - start + 1),
      ...(range ? { "Content-Range": `bytes ${start}-${end}/${size}` } : {}),
    },
    body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
  };
}
