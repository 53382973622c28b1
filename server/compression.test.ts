import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsGzip } from "./compression.ts";
import { type AppHarness, openAppHarness } from "./testing/app-harness.ts";

describe("whole-body compression", () => {
  let h: AppHarness;

  beforeAll(async () => {
    h = await openAppHarness("pglite", { catalog: true });
  });
  afterAll(async () => h?.dispose());

  it("#17.3 a client that takes gzip gets the JSON compressed whole, with its length; the same JSON as uncompressed", async () => {
    const path = "/api/product-service/categories/sidebar";
    const plain = await h.call(path, { headers: { accept: "application/json" } });
    const text = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(text.length).toBeGreaterThan(1024);

    const zipped = await h.call(path, {
      headers: { accept: "application/json", "accept-encoding": "gzip, br" },
    });
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("content-length")).toBe(String(bytes.length));
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    expect(gunzipSync(bytes).toString("utf8")).toBe(text);
    expect(bytes.length).toBeLessThan(text.length);

    const refused = await h.call(path, { headers: { "accept-encoding": "gzip;q=0, deflate;q=0" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(await refused.text()).toBe(text);
  });

  it("#17.3 a small answer is sent as it is", async () => {
    const small = await h.call("/healthz", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect((await small.json()) as unknown).toMatchObject({ status: "ok" });
  });

  it("#17.3 Accept-Encoding is read with its weights", () => {
    expect(acceptsGzip("gzip")).toBe(true);
    expect(acceptsGzip("br, gzip;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("GZIP; q=1.0")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0.000")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
