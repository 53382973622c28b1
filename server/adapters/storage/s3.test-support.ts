import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { S3StorageSettings } from "./s3-storage.ts";

/**
 * A small S3-compatible server for tests (issue 14 item 6): path-style `PUT/GET/HEAD/DELETE
 * /<bucket>/<key>` and `GET /<bucket>?list-type=2` (ListObjectsV2, paged), answering the headers and
 * XML the AWS SDK reads, objects kept in memory. Signatures are not verified, but a request without
 * an `AWS4-HMAC-SHA256` Authorization header is refused as S3 refuses it (403 AccessDenied), so the
 * adapter's requests must be signed ones. The real SDK talks to it over HTTP: nothing of ours is
 * replaced.
 */

export type FakeObject = { body: Buffer; contentType: string; lastModified: Date; etag: string };

export type FakeS3Request = { method: string; path: string; authorization: string | undefined };

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);

/** S3's error answer: the XML body the SDK turns into a named exception (NoSuchKey, AccessDenied …). */
function sendError(response: ServerResponse, status: number, code: string, message: string, head = false) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><RequestId>${randomUUID()}</RequestId></Error>`;
  response.writeHead(status, { "content-type": "application/xml", "x-amz-request-id": randomUUID() });
  // A HEAD answer has no body: the SDK names the error from the status alone (404 → NotFound).
  response.end(head ? undefined : body);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export type FakeS3Options = {
  bucket?: string;
  /** ListObjectsV2 pages of at most this many keys (S3's 1,000 by default): tests paging. */
  pageSize?: number;
};

/** Starts the server on a free port of 127.0.0.1; `close()` stops it. */
export async function startFakeS3(options: FakeS3Options = {}) {
  const bucket = options.bucket ?? "lumen-test";
  const pageSize = options.pageSize ?? 1000;
  const objects = new Map<string, FakeObject>();
  const requests: FakeS3Request[] = [];
  /** While set, a GET sends the object's first 64 KiB and then waits for it (streaming tests). */
  let heldBodies: Promise<void> | null = null;

  const listObjects = (url: URL, response: ServerResponse) => {
    const prefix = url.searchParams.get("prefix") ?? "";
    const after = url.searchParams.get("continuation-token") ?? url.searchParams.get("start-after") ?? "";
    const max = Math.min(pageSize, Number(url.searchParams.get("max-keys") ?? pageSize) || pageSize);
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, max);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const object = objects.get(key) as FakeObject;
        return `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join("");
    const next = truncated
      ? `<NextContinuationToken>${xmlEscape(page.at(-1) ?? "")}</NextContinuationToken>`
      : "";
    response.writeHead(200, { "content-type": "application/xml" });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  };

  const objectHeaders = (object: FakeObject) => ({
    "content-type": object.contentType,
    "content-length": String(object.body.length),
    etag: object.etag,
    "last-modified": object.lastModified.toUTCString(),
    "accept-ranges": "bytes",
  });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://fake-s3");
    const method = request.method ?? "GET";
    const authorization = request.headers.authorization;
    requests.push({ method, path: url.pathname, authorization });
    const head = method === "HEAD";
    if (!authorization?.startsWith("AWS4-HMAC-SHA256 Credential=")) {
      await readBody(request);
      return sendError(response, 403, "AccessDenied", "Access Denied: the request is not signed", head);
    }
    const [, bucketName = "", ...rest] = url.pathname.split("/");
    const key = rest.map(decodeURIComponent).join("/");
    if (bucketName !== bucket) {
      await readBody(request);
      return sendError(response, 404, "NoSuchBucket", "The specified bucket does not exist", head);
    }
    if (key === "") {
      if (method === "GET" && url.searchParams.get("list-type") === "2") return listObjects(url, response);
      return sendError(response, 501, "NotImplemented", `${method} on the bucket is not implemented`);
    }
    if (method === "PUT") {
      if (/aws-chunked/.test(request.headers["content-encoding"] ?? "")) {
        return sendError(response, 501, "NotImplemented", "aws-chunked bodies are not implemented here");
      }
      const body = await readBody(request);
      const declared = Number(request.headers["content-length"]);
      if (declared !== body.length) return sendError(response, 400, "IncompleteBody", "Length mismatch");
      const etag = `"${createHash("md5").update(body).digest("hex")}"`;
      objects.set(key, {
        body,
        contentType: request.headers["content-type"] ?? "binary/octet-stream",
        lastModified: new Date(),
        etag,
      });
      response.writeHead(200, { etag, "content-length": "0" });
      return response.end();
    }
    if (method === "DELETE") {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    const object = objects.get(key);
    if (method === "HEAD") {
      if (!object) return sendError(response, 404, "NotFound", "Not Found", true);
      response.writeHead(200, objectHeaders(object));
      return response.end();
    }
    if (method === "GET") {
      if (!object) return sendError(response, 404, "NoSuchKey", "The specified key does not exist.");
      response.writeHead(200, objectHeaders(object));
      const held = heldBodies;
      if (held && object.body.length > 65_536) {
        response.write(object.body.subarray(0, 65_536));
        await held;
        return response.end(object.body.subarray(65_536));
      }
      return response.end(object.body);
    }
    return sendError(response, 405, "MethodNotAllowed", `${method} is not allowed`);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 500, "InternalError", String(error));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;

  return {
    endpoint,
    bucket,
    /** The bucket's objects by their full key (prefix included): read, aged or removed by a test. */
    objects,
    /** Every request received, in order. */
    requests,
    /** The adapter's settings for this server (path style, any credentials: they are not checked). */
    settings(extra: Partial<S3StorageSettings> = {}): S3StorageSettings {
      return {
        bucket,
        region: "us-east-1",
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: "TESTACCESSKEY", secretAccessKey: "test-secret-key-not-checked" },
        ...extra,
      };
    },
    /** Holds every GET's body after its first 64 KiB until the answer's `release` is called. */
    holdBodies() {
      let release = () => {};
      heldBodies = new Promise<void>((resolve) => {
        release = () => {
          heldBodies = null;
          resolve();
        };
      });
      return release;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
