import { readdirSync } from "node:fs";
import path from "node:path";
import { type AppHarness, origin } from "./test-harness.ts";

/** Small files of each kind, made of their real first bytes (tests of uploads). */
export const sampleFiles = {
  pdf: () => new Blob(["%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n"]),
  png: () =>
    new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])]),
  jpeg: () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0])]),
  dwg: () => new Blob(["AC1032\0\0\0\0drawing"]),
  dxf: () => new Blob(["  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n"]),
  exe: () => new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff])]),
  svg: () => new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>']),
};

/** A multipart form of text fields and files, as a browser's FormData. */
export function formOf(fields: Record<string, string>, files: [field: string, blob: Blob, name: string][]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, blob, name] of files) form.append(field, blob, name);
  return form;
}

/** A multipart (or any) body sent to the app with the site's Origin and the caller's cookie. */
export async function sendForm(
  h: AppHarness,
  pathName: string,
  body: FormData | ReadableStream<Uint8Array>,
  options: { cookie?: string; method?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin, accept: "application/json", ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (body instanceof FormData) {
    // Encoded up front: undici's own FormData stream would throw when the server stops reading it.
    const encoded = new Response(body);
    headers["content-type"] = encoded.headers.get("content-type") as string;
    return encoded
      .arrayBuffer()
      .then((bytes) => sendForm(h, pathName, new Blob([bytes]).stream(), { ...options, headers }));
  }
  return h.app.request(
    new Request(new URL(pathName, origin), {
      method: options.method ?? "POST",
      headers,
      body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit),
  );
}

/**
 * A multipart body of one file part that never ends (as a 1 GB upload would go on), generated as it
 * is pulled: `pulled()` tells how many bytes the server read before it stopped.
 */
export function endlessUpload(boundary: string, totalBytes: number) {
  let sent = 0;
  const chunk = new Uint8Array(1024 * 1024).fill(0x41);
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(head);
        sent += head.length;
        return;
      }
      if (sent >= totalBytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
  return { stream, pulled: () => sent };
}

/** A multipart body that delivers `parts` and then breaks off, as a dropped connection does. */
export function interruptedUpload(boundary: string, parts: string) {
  let step = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (step++ === 0) controller.enqueue(new TextEncoder().encode(`--${boundary}\r\n${parts}`));
      else controller.error(new Error("connection reset"));
    },
  });
}

/** The directory a harness's uploads go to (tests' default: local disk in a directory of their own). */
export function localUploadDir(h: AppHarness): string {
  const files = h.services.settings.files;
  if (files?.kind !== "local") throw new Error("this test needs the local disk storage");
  return files.dir;
}

/** Every file under a directory (the storage root of a test). */
export function storedFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
