import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeObject, type FakeS3, startFakeS3 } from "../../adapters/storage/s3.test-support.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { formOf, sampleFiles, sendForm } from "../../testing/uploads.ts";
import { layoutRequestFiles, layoutRequests } from "./schema.ts";

const KEY = "integration-key-for-tests-0123456789";
const API = "/api/user-service/lighting-layouts";
const PREFIX = "lumen/uploads/";
const fields = {
  name: "Ben Buyer",
  email: "ben.buyer@brightline.example",
  projectName: "Dock 4 retrofit",
  siteAddress: "700 Dock Rd, Toledo OH",
  spaceType: "Warehouse",
  dimensions: "120 ft x 80 ft",
  ceilingHeight: "28 ft",
};
type Sent = { rid: string; number: string };
type Listed = {
  layouts: { rid: string; plans: { name: string; url: string }[]; layouts: { url: string }[] }[];
};

/**
 * Issue 14 item 6 with STORAGE_DRIVER=s3: a lighting layout request's whole upload flow through the
 * routes and the layouts module, the files in a bucket of the S3-compatible test server reached by
 * the real AWS SDK over HTTP.
 */
describe.each(testDatabaseKinds())("#14.6 lighting layout files in an S3 bucket on %s", (kind) => {
  let s3: FakeS3;
  let h: AppHarness;
  let ben: string;
  let sent: Sent;

  beforeAll(async () => {
    s3 = await startFakeS3();
    h = await openAppHarness(kind, {
      accounts: true,
      integrationApiKey: KEY,
      files: { kind: "s3", ...s3.settings({ prefix: PREFIX }) },
    });
    ben = (await h.signIn("ben.buyer@brightline.example")).cookie;
  });
  afterAll(async () => {
    await h?.dispose();
    await s3?.close();
  });

  const counts = async () => ({
    requests: (await h.db.select({ n: count() }).from(layoutRequests))[0]?.n ?? 0,
    files: (await h.db.select({ n: count() }).from(layoutRequestFiles))[0]?.n ?? 0,
    objects: s3.objects.size,
  });
  const twoPlans = () =>
    formOf(fields, [
      ["files", sampleFiles.pdf(), "plan.pdf"],
      ["files", sampleFiles.dxf(), "ceiling.dxf"],
    ]);
  const submit = (form: FormData, key: string) =>
    sendForm(h, API, form, { cookie: ben, headers: { "idempotency-key": key } });

  it("LAYOUT-02 #14.6 a request's two plans are stored as objects of the bucket under generated keys", async () => {
    const before = await counts();
    const response = await submit(twoPlans(), "s3-layout-1");
    expect(response.status).toBe(201);
    sent = (await response.json()) as Sent;
    expect(await counts()).toEqual({
      requests: before.requests + 1,
      files: before.files + 2,
      objects: before.objects + 2,
    });
    const keys = (await h.db.select({ key: layoutRequestFiles.storageKey }).from(layoutRequestFiles)).map(
      (row) => row.key,
    );
    for (const key of keys) {
      expect(key).toMatch(/^layouts\/\d{4}-\d{2}\/[0-9a-f-]{36}$/);
      expect(s3.objects.has(`${PREFIX}${key}`)).toBe(true);
    }
    // Nothing of the client's name reaches the bucket.
    expect([...s3.objects.keys()].some((key) => /plan|ceiling/.test(key))).toBe(false);
  });

  it("LAYOUT-01 #14.6 the owner downloads a plan from the bucket as an attachment, never sniffed", async () => {
    const list = await h.getJson<Listed>(API, { cookie: ben });
    const plan = list.body.layouts
      .find((layout) => layout.rid === sent.rid)
      ?.plans.find((p) => p.name === "plan.pdf");
    const response = await h.call(plan?.url as string, { cookie: ben });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="plan.pdf"/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe(await sampleFiles.pdf().text());
    const other = (await h.signIn("olivia.owner@northgate.example")).cookie;
    expect((await h.call(plan?.url as string, { cookie: other })).status).toBe(404);
  });

  it("LAYOUT-02 #14.6 a double submit stores one copy: the replay's objects are deleted from the bucket", async () => {
    const before = await counts();
    const again = await submit(twoPlans(), "s3-layout-1");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await counts()).toEqual(before);
    expect(s3.requests.filter((request) => request.method === "DELETE").length).toBeGreaterThanOrEqual(2);
  });

  it("#14.6 a submission that fails after its files were stored deletes them: no orphan object", async () => {
    const before = await counts();
    // The same key with another request: the transaction refuses it (409) after the upload is stored.
    const conflicting = await submit(
      formOf({ ...fields, projectName: "Another job" }, [["files", sampleFiles.png(), "site.png"]]),
      "s3-layout-1",
    );
    expect(conflicting.status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it("LAYOUT-04 #14.6 the design team's returned layout goes to the bucket and downloads for the owner", async () => {
    const form = formOf({ status: "COMPLETED", note: "Attached" }, [
      ["files", sampleFiles.pdf(), "layout.pdf"],
    ]);
    const response = await sendForm(
      h,
      `/api/order-service/integration/layout-requests/${sent.number}/status`,
      form,
      {
        method: "PUT",
        headers: { "x-api-key": KEY },
      },
    );
    expect(response.status).toBe(200);
    const list = await h.getJson<Listed>(API, { cookie: ben });
    const layout = list.body.layouts.find((entry) => entry.rid === sent.rid)?.layouts[0];
    const download = await h.call(layout?.url as string, { cookie: ben });
    expect(download.status).toBe(200);
    expect(await download.text()).toContain("%PDF-1.7");
  });

  it("#14.6 a plan whose object is gone from the bucket is a 404, not a server error", async () => {
    const [file] = await h.db
      .select({ id: layoutRequestFiles.id, key: layoutRequestFiles.storageKey })
      .from(layoutRequestFiles)
      .where(eq(layoutRequestFiles.requestId, sent.rid))
      .limit(1);
    const url = `${API}/${sent.rid}/files/${file?.id}`;
    const object = `${PREFIX}${file?.key}`;
    const stored = s3.objects.get(object) as FakeObject;
    s3.objects.delete(object);
    try {
      expect((await h.call(url, { cookie: ben })).status).toBe(404);
    } finally {
      s3.objects.set(object, stored);
    }
    expect((await h.call(url, { cookie: ben })).status).toBe(200);
  });
});
