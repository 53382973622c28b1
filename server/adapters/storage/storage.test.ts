import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeS3, startFakeS3 } from "./s3.test-support.ts";
import { createFileStorage, type FileStorage, type StorageSettings } from "./storage.ts";

const text = (value: string) => new TextEncoder().encode(value);
const read = async (stream: ReadableStream<Uint8Array> | null) =>
  stream ? Buffer.from(await new Response(stream).arrayBuffer()).toString("utf8") : null;
const listed = async (storage: FileStorage) => {
  const found: { key: string; lastModified: Date }[] = [];
  for await (const object of storage.list()) found.push(object);
  return found;
};

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => s3?.close());

/** The same contract for both drivers: what the uploads and the sweep rely on. */
const drivers: [string, () => StorageSettings][] = [
  ["local disk", () => ({ kind: "local", dir: mkdtempSync(path.join(tmpdir(), "lumen-storage-")) })],
  ["S3 (test server over HTTP)", () => ({ kind: "s3", ...s3.settings({ prefix: `run-${Date.now()}/` }) })],
];

describe.each(drivers)("#14.6 file storage on %s", (_name, settingsOf) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = createFileStorage(settingsOf());
  });

  it("#14.6 put stores the bytes under a generated key below the prefix; open streams them back", async () => {
    const key = await storage.put("layouts", text("%PDF-1.7 plan"));
    expect(key).toMatch(/^layouts\/\d{4}-\d{2}\/[0-9a-f-]{36}$/);
    expect(await read(await storage.open(key))).toBe("%PDF-1.7 plan");
    const other = await storage.put("layouts", text("%PDF-1.7 plan"));
    expect(other).not.toBe(key);
  });

  it("#14.6 a key with nothing stored opens as null; delete removes, and deleting again is no error", async () => {
    const key = await storage.put("warranty", text("photo"));
    await storage.delete(key);
    expect(await storage.open(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("#14.6 a key not made by put (a path, another shape) is refused before it reaches the disk or bucket", async () => {
    for (const key of ["../../etc/passwd", "layouts/2026-01/../../x", "layouts/x", "/layouts/2026-01/abc"]) {
      await expect(storage.open(key)).rejects.toThrow(/not a storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/not a storage key/);
    }
    await expect(storage.put("../up", text("x"))).rejects.toThrow(/not a storage prefix/);
  });

  it("#14.6 list answers every stored key with when it was written", async () => {
    const before = Date.now() - 2_000;
    const keys = [await storage.put("layouts", text("a")), await storage.put("warranty", text("b"))];
    const found = await listed(storage);
    for (const key of keys) {
      const object = found.find((entry) => entry.key === key);
      expect(object, key).toBeDefined();
      expect(object?.lastModified.getTime()).toBeGreaterThanOrEqual(before);
    }
  });
});

describe("#14.6 local disk storage", () => {
  it("#14.6 list skips files that are not stored keys (a stray file in the directory)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lumen-storage-"));
    const storage = createFileStorage({ kind: "local", dir });
    const key = await storage.put("layouts", text("a"));
    mkdirSync(path.join(dir, "layouts", "notes"), { recursive: true });
    writeFileSync(path.join(dir, "layouts", "notes", "readme.txt"), "not an upload");
    expect((await listed(storage)).map((object) => object.key)).toEqual([key]);
  });

  it("#14.6 a storage directory that does not exist yet lists nothing", async () => {
    const storage = createFileStorage({
      kind: "local",
      dir: path.join(tmpdir(), `lumen-none-${Date.now()}`),
    });
    expect(await listed(storage)).toEqual([]);
  });
});

describe("#14.6 S3 storage through @aws-sdk/client-s3", () => {
  it("#14.6 objects go to the bucket below S3_PREFIX as private octet-streams, in signed requests", async () => {
    const storage = createFileStorage({ kind: "s3", ...s3.settings({ prefix: "shop-a/uploads/" }) });
    const key = await storage.put("warranty", text("GIF89a photo"));
    const object = s3.objects.get(`shop-a/uploads/${key}`);
    expect(object?.body.toString("utf8")).toBe("GIF89a photo");
    expect(object?.contentType).toBe("application/octet-stream");
    const mine = s3.requests.filter((request) => request.path.includes("/shop-a/uploads/"));
    expect(mine.length).toBeGreaterThan(0);
    for (const request of mine)
      expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=TESTACCESSKEY\//);
  });

  it("#14.6 the test server refuses an unsigned request as S3 does (so the signed ones above prove something)", async () => {
    const response = await fetch(`${s3.endpoint}/${s3.bucket}/anything`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("<Code>AccessDenied</Code>");
  });

  it("#14.6 list walks every page and leaves out other prefixes' objects and keys put did not make", async () => {
    const paged = await startFakeS3({ pageSize: 2 });
    try {
      const storage = createFileStorage({ kind: "s3", ...paged.settings({ prefix: "mine/" }) });
      const keys = [];
      for (let i = 0; i < 5; i += 1) keys.push(await storage.put("layouts", text(`plan ${i}`)));
      const stranger = {
        body: Buffer.from("x"),
        contentType: "text/plain",
        lastModified: new Date(),
        etag: '"x"',
      };
      paged.objects.set("theirs/layouts/2026-01/00000000-0000-4000-8000-000000000000", stranger);
      paged.objects.set("mine/readme.txt", stranger);
      const found = await listed(storage);
      expect(found.map((object) => object.key).sort()).toEqual([...keys].sort());
      const listCalls = paged.requests.filter(
        (request) => request.method === "GET" && request.path.replace(/\/$/, "") === `/${paged.bucket}`,
      );
      expect(listCalls.length).toBeGreaterThanOrEqual(3);
    } finally {
      await paged.close();
    }
  });

  it("#14.6 open answers a stream while the bucket is still sending: a big file is never read whole into memory", async () => {
    const storage = createFileStorage({ kind: "s3", ...s3.settings() });
    const big = new Uint8Array(3 * 1024 * 1024).fill(0x41);
    const key = await storage.put("layouts", big);
    const release = s3.holdBodies();
    try {
      const stream = await storage.open(key);
      expect(stream).not.toBeNull();
      const reader = (stream as ReadableStream<Uint8Array>).getReader();
      // The first bytes arrive although the server holds the rest of the body back.
      const first = await reader.read();
      expect(first.done).toBe(false);
      expect(first.value?.byteLength).toBeLessThanOrEqual(65_536);
      release();
      let total = first.value?.byteLength ?? 0;
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        total += chunk.value.byteLength;
      }
      expect(total).toBe(big.byteLength);
    } finally {
      release();
    }
  });

  it("#14.6 the test server answers HEAD as S3 does: the object's length, or 404 without a body", async () => {
    const settings = s3.settings();
    const storage = createFileStorage({ kind: "s3", ...settings });
    const key = await storage.put("layouts", text("12345"));
    const client = new S3Client({ ...settings, endpoint: s3.endpoint });
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(found.ContentLength).toBe(5);
      await expect(
        client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${key}-gone` })),
      ).rejects.toMatchObject({ name: "NotFound", $metadata: { httpStatusCode: 404 } });
    } finally {
      client.destroy();
    }
  });

  it("#14.6 a bucket that does not exist is an error, not a silent loss of the file", async () => {
    const storage = createFileStorage({ kind: "s3", ...s3.settings({ bucket: "no-such-bucket" }) });
    await expect(storage.put("layouts", text("x"))).rejects.toThrow();
  });
});
