import { sendForm } from "../../../server/testing/uploads.ts";

/**
 * A multipart form sent to the app in-process, for component tests that set up uploads through the
 * real routes. page-test-dom.ts puts happy-dom's FormData and Blob in the globals, which Node's
 * Response cannot encode, so the body is written out here as a browser would send it.
 */
export function sendMultipart(
  h: Parameters<typeof sendForm>[0],
  pathName: string,
  fields: Record<string, string>,
  files: [field: string, content: string | Uint8Array, name: string][],
  options: { cookie?: string; method?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const boundary = `----test-${crypto.randomUUID()}`;
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [field, content, name] of files) {
    chunks.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      typeof content === "string" ? encoder.encode(content) : content,
      encoder.encode("\r\n"),
    );
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.length;
  }
  return sendForm(h, pathName, new Response(body).body as ReadableStream<Uint8Array>, {
    ...options,
    headers: { ...options.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
  });
}

/** Small files made of their real first bytes (as server/testing/uploads.ts's sampleFiles). */
export const sampleContent = {
  pdf: "%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n",
  dxf: "  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n",
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]),
};
