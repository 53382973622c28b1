import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import type { UploadLimits } from "../../lib/shared/uploads.ts";
import { type AppHarness, origin } from "./app-harness.ts";

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
  h: Pick<AppHarness, "app">,
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
 * A multipart body of one file part (in the form's file field) that never ends (as a 1 GB upload
 * would go on), generated as it is pulled: `pulled()` tells how many bytes the server read before it
 * stopped.
 */
export function endlessUpload(boundary: string, totalBytes: number, field = "files") {
  let sent = 0;
  const chunk = new Uint8Array(1024 * 1024).fill(0x41);
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
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

/** A form that takes files (a layout request, a warranty claim) and what its module stores of them. */
export type UploadForm = {
  /** The requirement ids the cases prove, put before each test's name. */
  ids: string;
  harness: () => AppHarness;
  path: string;
  /** The signed-in sender's cookie. */
  cookie: () => string;
  /** Valid text fields of the form. */
  fields: () => Record<string, string>;
  /** The form's file field and its limits. */
  field: string;
  limits: UploadLimits;
  /** An accepted file and the name it is sent under (its extension is what a renamed file takes). */
  sample: { blob: () => Blob; name: string };
  /** The first segment of the module's storage keys. */
  prefix: string;
  /** The module's rows and stored files: a refused upload leaves them as they were. */
  counts: () => Promise<unknown>;
  /** The first file row of a sent object (by its rid). */
  storedFile: (rid: string) => Promise<{ fileName: string; storageKey: string } | undefined>;
  /** The directory the harness stores files in. */
  dir: () => string;
};

/** Sends a body to the form as its signed-in sender; the answer, after checking it stored nothing. */
export async function sendRefusedUpload(
  form: UploadForm,
  body: FormData | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  const before = await form.counts();
  const response = await sendForm(form.harness(), form.path, body, { cookie: form.cookie(), headers });
  expect(await form.counts()).toEqual(before);
  return { status: response.status, body: (await response.json()) as { error: string; code: string } };
}

const GB = 1024 * 1024 * 1024;
const MB = 1024 * 1024;

/**
 * Issue 14's bad input for every form that takes files, as tests of that form: an executable renamed
 * as an accepted type, an SVG with a script, 50 files at once, a 1 GB upload (streamed, and declared
 * in Content-Length), each refused with nothing stored; and a path in a file name, kept only as a
 * display name under a generated storage key.
 */
export function itRefusesBadUploads(form: UploadForm) {
  const extension = path.extname(form.sample.name);
  const refused = (body: FormData | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    sendRefusedUpload(form, body, headers);
  const files = (count: number, blob: () => Blob, name: (i: number) => string) =>
    formOf(
      form.fields(),
      Array.from({ length: count }, (_, i) => [form.field, blob(), name(i)] as [string, Blob, string]),
    );

  it(`${form.ids} an executable renamed ${extension} is refused by its content, nothing stored`, async () => {
    const result = await refused(files(1, sampleFiles.exe, () => form.sample.name));
    expect(result).toMatchObject({ status: 400, body: { code: "VALIDATION" } });
    expect(result.body.error).toContain(`"${form.sample.name}" is not an accepted file type`);
  });

  it(`${form.ids} an SVG with a script is refused (never stored, never served as image/svg+xml)`, async () => {
    const result = await refused(files(1, sampleFiles.svg, () => "drawing.svg"));
    expect(result).toMatchObject({ status: 400, body: { code: "VALIDATION" } });
    expect(result.body.error).toContain('"drawing.svg" is not an accepted file type');
  });

  it(`${form.ids} 50 files at once are refused with a 400 and nothing stored`, async () => {
    const result = await refused(files(50, form.sample.blob, (i) => `p${i}${extension}`));
    expect(result).toMatchObject({
      status: 400,
      body: { error: `Send at most ${form.limits.maxFiles} files at once` },
    });
  });

  it(`${form.ids} a 1 GB upload is stopped at the file limit without being read`, async () => {
    const boundary = "----lumen-endless";
    const upload = endlessUpload(boundary, GB, form.field);
    const result = await refused(upload.stream, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
    });
    expect(result).toMatchObject({ status: 413, body: { code: "PAYLOAD_TOO_LARGE" } });
    expect(upload.pulled()).toBeLessThan(form.limits.maxFileBytes + 5 * MB);
  });

  it(`${form.ids} a 1 GB upload declared in Content-Length is refused before a byte is read`, async () => {
    const boundary = "----lumen-declared";
    const upload = endlessUpload(boundary, GB, form.field);
    const result = await refused(upload.stream, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(GB),
    });
    expect(result).toMatchObject({ status: 413, body: { code: "PAYLOAD_TOO_LARGE" } });
    expect(upload.pulled()).toBeLessThan(2 * MB);
  });

  it(`${form.ids} a path in a file name (../../) is kept only as a display name; the stored name is generated`, async () => {
    const response = await sendForm(
      form.harness(),
      form.path,
      files(1, form.sample.blob, () => `../../etc/passwd${extension}`),
      { cookie: form.cookie() },
    );
    expect(response.status).toBe(201);
    const { rid } = (await response.json()) as { rid: string };
    const file = await form.storedFile(rid);
    expect(file?.fileName).toBe(`passwd${extension}`);
    expect(file?.storageKey).toMatch(new RegExp(`^${form.prefix}/\\d{4}-\\d{2}/[0-9a-f-]{36}$`));
    // The bytes are under the storage directory at the generated key, and under no name of the client's.
    const stored = storedFiles(form.dir());
    expect(stored).toContain(path.join(form.dir(), ...(file?.storageKey ?? "").split("/")));
    expect(stored.filter((name) => name.includes("passwd"))).toEqual([]);
  });
}
