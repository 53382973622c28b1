import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layoutMessages, type StaffLayoutRequest } from "../../../lib/layouts/contract.ts";
import { layoutUploadLimits } from "../../../lib/shared/uploads.ts";
import { runLayoutsCommand } from "../../../scripts/layouts-command.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import {
  formOf,
  interruptedUpload,
  itRefusesBadUploads,
  localUploadDir,
  sampleFiles,
  sendForm,
  sendRefusedUpload,
  storedFiles,
  type UploadForm,
} from "../../testing/uploads.ts";
import { layoutRequestFiles, layoutRequests } from "./schema.ts";

const KEY = "integration-key-for-tests-0123456789";
const fields = {
  name: "Ben Buyer",
  email: "ben.buyer@brightline.example",
  phone: "555-0100",
  company: "Brightline",
  projectName: "Warehouse 7 retrofit",
  siteAddress: "700 Dock Rd, Toledo OH",
  spaceType: "Warehouse",
  dimensions: "120 ft x 80 ft",
  ceilingHeight: "28 ft",
  targetLightLevels: "30 fc at floor",
  fixturePreferences: "High bays, 4000K",
  dueDate: "2027-03-01",
};
type Sent = { rid: string; number: string; status: string; message: string };
type Listed = {
  layouts: {
    rid: string;
    number: string;
    status: string;
    plans: { id: string; name: string; url: string }[];
    layouts: { url: string }[];
  }[];
};

describe.each(testDatabaseKinds())("lighting layout requests on %s", (kind) => {
  let h: AppHarness;
  let ben: string;
  let nora: string;
  let olivia: string;
  let dir: string;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, integrationApiKey: KEY });
    ben = (await h.signIn("ben.buyer@brightline.example")).cookie;
    nora = (await h.signIn("nora.viewer@brightline.example")).cookie;
    olivia = (await h.signIn("olivia.owner@northgate.example")).cookie;
    dir = localUploadDir(h);
  });
  afterAll(async () => h?.dispose());

  const rowCounts = async () => ({
    requests: (await h.db.select({ n: count() }).from(layoutRequests))[0]?.n ?? 0,
    files: (await h.db.select({ n: count() }).from(layoutRequestFiles))[0]?.n ?? 0,
    stored: storedFiles(dir).length,
  });
  const twoPlans = () =>
    formOf(fields, [
      ["files", sampleFiles.pdf(), "plan.pdf"],
      ["files", sampleFiles.dxf(), "ceiling.dxf"],
    ]);

  let sent: Sent;

  it("LAYOUT-02 API-34: a signed-in request with two plans is sent once for a double submit", async () => {
    const before = await rowCounts();
    const headers = { "idempotency-key": "layout-double-submit-1" };
    const first = await sendForm(h, "/api/user-service/lighting-layouts", twoPlans(), {
      cookie: ben,
      headers,
    });
    expect(first.status).toBe(201);
    sent = (await first.json()) as Sent;
    expect(sent.message).toBe("Light design layout was sent!");
    expect(sent.number).toMatch(/^LR-[0-9A-Z]{8}$/);
    const again = await sendForm(h, "/api/user-service/lighting-layouts", twoPlans(), {
      cookie: ben,
      headers,
    });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as Sent).rid).toBe(sent.rid);
    // One request, its two files, and no stray copies of the replay's files.
    expect(await rowCounts()).toEqual({
      requests: before.requests + 1,
      files: before.files + 2,
      stored: before.stored + 2,
    });
    const mails = await h.services.mailer.outbox({ limit: 10 });
    const about = mails.filter(
      (mail) => mail.purpose === "layout-request" && mail.subject.includes(sent.number),
    );
    expect(about.map((mail) => mail.to).sort()).toEqual([
      "ben.buyer@brightline.example",
      "design@lumenor.example",
    ]);
    // The design team's mail leads to the request in the integration API; the requester's does not.
    const staffUrl = `/api/order-service/integration/layout-requests/${sent.number}`;
    expect(about.find((mail) => mail.to === "design@lumenor.example")?.text).toContain(staffUrl);
    expect(about.find((mail) => mail.to === "ben.buyer@brightline.example")?.text).not.toContain(staffUrl);
  });

  it("LAYOUT-01 LAYOUT-04 API-33: the requester's list shows it by rid with its status and plans", async () => {
    const list = await h.getJson<Listed>("/api/user-service/lighting-layouts", { cookie: ben });
    expect(list.status).toBe(200);
    const mine = list.body.layouts.find((layout) => layout.rid === sent.rid);
    expect(mine).toMatchObject({ number: sent.number, status: "RECEIVED", layouts: [] });
    expect(mine?.plans.map((plan) => plan.name).sort()).toEqual(["ceiling.dxf", "plan.pdf"]);
    expect(layoutMessages.loadFailed).toBe("Could not load lighting layouts");
    expect(layoutMessages.sendFailed).toBe("Could not sent layout design request");
  });

  it("LAYOUT-01: another user of the account, another account and a guest do not reach it (404/401)", async () => {
    const list = await h.getJson<Listed>("/api/user-service/lighting-layouts", { cookie: nora });
    expect(list.body.layouts.some((layout) => layout.rid === sent.rid)).toBe(false);
    const url = (
      await h.getJson<Listed>("/api/user-service/lighting-layouts", { cookie: ben })
    ).body.layouts.find((layout) => layout.rid === sent.rid)?.plans[0]?.url as string;
    expect((await h.call(url, { cookie: nora })).status).toBe(404);
    expect((await h.call(url, { cookie: olivia })).status).toBe(404);
    expect((await h.call(url)).status).toBe(401);
    expect((await h.call("/api/user-service/lighting-layouts")).status).toBe(401);
  });

  it("files are served to the owner as a download that is never sniffed", async () => {
    const list = await h.getJson<Listed>("/api/user-service/lighting-layouts", { cookie: ben });
    const plan = list.body.layouts
      .find((layout) => layout.rid === sent.rid)
      ?.plans.find((p) => p.name === "plan.pdf");
    const response = await h.call(plan?.url as string, { cookie: ben });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="plan.pdf"/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toContain("%PDF-1.7");
  });

  it("LAYOUT-02: every kind of floor plan the form names is accepted, told by its content: PDF, DWG, DXF, PNG and JPEG", async () => {
    // CAD drawings are downloaded as bytes (application/octet-stream): no browser opens them.
    const kinds: [Blob, string, string][] = [
      [sampleFiles.pdf(), "plan.pdf", "application/pdf"],
      [sampleFiles.dwg(), "plan.dwg", "application/octet-stream"],
      [sampleFiles.dxf(), "ceiling.dxf", "application/octet-stream"],
      [sampleFiles.png(), "site.png", "image/png"],
      [sampleFiles.jpeg(), "photo.jpg", "image/jpeg"],
    ];
    const response = await sendForm(
      h,
      "/api/user-service/lighting-layouts",
      formOf(
        { ...fields, projectName: "All kinds" },
        kinds.map(([blob, name]) => ["files", blob, name]),
      ),
      { cookie: ben },
    );
    expect(response.status).toBe(201);
    const { rid } = (await response.json()) as Sent;
    const list = await h.getJson<Listed>("/api/user-service/lighting-layouts", { cookie: ben });
    const plans = list.body.layouts.find((layout) => layout.rid === rid)?.plans ?? [];
    expect(plans.map((plan) => plan.name).sort()).toEqual(kinds.map(([, name]) => name).sort());
    for (const [, name, type] of kinds) {
      const download = await h.call(plans.find((plan) => plan.name === name)?.url as string, { cookie: ben });
      expect(download.status, name).toBe(200);
      expect(download.headers.get("content-type"), name).toBe(type);
      await download.body?.cancel();
    }
  });

  it("a guest may send one: stored with no account, mailed to the design team and to them", async () => {
    const form = formOf({ ...fields, name: "Gus Guest", email: "gus@example.com" }, [
      ["files", sampleFiles.png(), "site.png"],
    ]);
    const response = await sendForm(h, "/api/user-service/lighting-layouts", form);
    expect(response.status).toBe(201);
    const { rid } = (await response.json()) as Sent;
    const [row] = await h.db.select().from(layoutRequests).where(eq(layoutRequests.id, rid));
    expect(row).toMatchObject({ userId: null, accountId: null, email: "gus@example.com" });
    expect((await h.services.mailer.outbox({ to: "gus@example.com" }))[0]?.purpose).toBe("layout-request");
  });

  it("API-35 AMB-36: the second route takes the same submission and says it is deprecated", async () => {
    const response = await sendForm(h, "/api/user-service/lighting-layouts-2", formOf(fields, []), {
      cookie: ben,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("deprecation")).toBe("true");
  });

  it("LAYOUT-03: a form with missing fields is refused with each field's message and nothing stored", async () => {
    const before = await rowCounts();
    const response = await sendForm(
      h,
      "/api/user-service/lighting-layouts",
      formOf({ name: "", email: "nope" }, [["files", sampleFiles.pdf(), "plan.pdf"]]),
      { cookie: ben },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; details: { fields: Record<string, string> } };
    expect(body.code).toBe("VALIDATION");
    expect(body.details.fields).toMatchObject({
      name: "Enter the name",
      email: "Enter a valid email address",
    });
    expect(await rowCounts()).toEqual(before);
  });

  describe("uploads refused", () => {
    const form: UploadForm = {
      ids: "LAYOUT-02 API-34",
      harness: () => h,
      path: "/api/user-service/lighting-layouts",
      cookie: () => ben,
      fields: () => fields,
      field: "files",
      limits: layoutUploadLimits,
      sample: { blob: sampleFiles.pdf, name: "plan.pdf" },
      prefix: "layouts",
      counts: rowCounts,
      storedFile: async (rid) =>
        (await h.db.select().from(layoutRequestFiles).where(eq(layoutRequestFiles.requestId, rid)))[0],
      dir: () => dir,
    };

    itRefusesBadUploads(form);

    it("LAYOUT-02 API-34 an interrupted upload leaves no record and no file", async () => {
      const boundary = "----lumen-broken";
      const part = (name: string, value: string) =>
        `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${boundary}\r\n`;
      const body = interruptedUpload(
        boundary,
        Object.entries(fields)
          .map(([name, value]) => part(name, value))
          .join("") +
          `Content-Disposition: form-data; name="files"; filename="plan.pdf"\r\n\r\n%PDF-1.7 complete\r\n--${boundary}\r\n` +
          `Content-Disposition: form-data; name="files"; filename="half.pdf"\r\n\r\n%PDF-1.7 half`,
      );
      const result = await sendRefusedUpload(form, body, {
        "content-type": `multipart/form-data; boundary=${boundary}`,
      });
      expect(result).toMatchObject({ status: 400, body: { error: "The upload was interrupted" } });
    });

    it("LAYOUT-02 API-34 a failed transaction removes the files it stored (the same key with another request: 409)", async () => {
      const headers = { "idempotency-key": "layout-double-submit-1" };
      const result = await sendRefusedUpload(
        form,
        formOf({ ...fields, projectName: "Another" }, [["files", sampleFiles.pdf(), "other.pdf"]]),
        headers,
      );
      expect(result.status).toBe(409);
    });
  });

  describe("the design team's status changes (integration API)", () => {
    const statusPath = () => `/api/order-service/integration/layout-requests/${sent.number}/status`;

    it("needs the key: none, a wrong one or a session is 401", async () => {
      const body = { status: "IN_DESIGN" };
      expect((await h.postJson(statusPath(), body, { method: "PUT" })).status).toBe(401);
      expect((await h.postJson(statusPath(), body, { method: "PUT", cookie: ben })).status).toBe(401);
      const wrong = { "x-api-key": "wrong-key-wrong-key-wrong-key" };
      expect((await h.postJson(statusPath(), body, { method: "PUT", headers: wrong })).status).toBe(401);
    });

    it("LAYOUT-02 LAYOUT-04 the design team reads a request by number with its plans and downloads each (attachment, nosniff); a wrong number is 404", async () => {
      const headers = { "x-api-key": KEY };
      const base = "/api/order-service/integration/layout-requests";
      const read = await h.getJson<StaffLayoutRequest>(`${base}/${sent.number.toLowerCase()}`, { headers });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        rid: sent.rid,
        number: sent.number,
        status: "RECEIVED",
        accountId: "A-10001",
        name: "Ben Buyer",
        email: "ben.buyer@brightline.example",
        projectName: "Warehouse 7 retrofit",
        ceilingHeight: "28 ft",
        fixturePreferences: "High bays, 4000K",
        dueDate: "2027-03-01",
        layouts: [],
      });
      const plans = [...read.body.plans].sort((a, b) => a.name.localeCompare(b.name));
      expect(plans.map(({ name, sizeBytes, contentType }) => ({ name, sizeBytes, contentType }))).toEqual([
        {
          name: "ceiling.dxf",
          sizeBytes: (await sampleFiles.dxf().arrayBuffer()).byteLength,
          contentType: "application/octet-stream",
        },
        {
          name: "plan.pdf",
          sizeBytes: (await sampleFiles.pdf().arrayBuffer()).byteLength,
          contentType: "application/pdf",
        },
      ]);
      for (const plan of plans) {
        expect(plan.url).toBe(`${base}/${sent.number}/files/${plan.id}`);
        const file = await h.call(plan.url, { headers });
        expect(file.status).toBe(200);
        expect(file.headers.get("content-disposition")).toMatch(
          new RegExp(`^attachment; filename="${plan.name}"`),
        );
        expect(file.headers.get("x-content-type-options")).toBe("nosniff");
        expect((await file.arrayBuffer()).byteLength).toBe(plan.sizeBytes);
      }
      // The requester's own download link is not the staff's: a session never reaches these routes.
      expect((await h.call(`${base}/${sent.number}`, { cookie: ben })).status).toBe(401);
      for (const wrong of ["LR-ZZZZZZZZ", "not-a-number"]) {
        const missing = await h.getJson<{ code: string }>(`${base}/${wrong}`, { headers });
        expect(missing.status).toBe(404);
        expect(missing.body.code).toBe("NOT_FOUND");
      }
      const otherFile = `${base}/LR-ZZZZZZZZ/files/${plans[0]?.id}`;
      expect((await h.call(otherFile, { headers })).status).toBe(404);
    });

    it("IN_DESIGN, then COMPLETED with a returned layout: the tab shows it and each change is mailed", async () => {
      const headers = { "x-api-key": KEY };
      const inDesign = await h.postJson<{ status: string; changed: boolean }>(
        statusPath(),
        { status: "IN_DESIGN" },
        { method: "PUT", headers },
      );
      expect(inDesign.body).toMatchObject({ status: "IN_DESIGN", changed: true });
      const done = await sendForm(
        h,
        statusPath(),
        formOf({ status: "COMPLETED", note: "Two options attached." }, [
          ["files", sampleFiles.pdf(), "layout-A.pdf"],
        ]),
        { method: "PUT", headers },
      );
      expect(done.status).toBe(200);
      const list = await h.getJson<Listed>("/api/user-service/lighting-layouts", { cookie: ben });
      const mine = list.body.layouts.find((layout) => layout.rid === sent.rid);
      expect(mine?.status).toBe("COMPLETED");
      expect(mine?.layouts).toHaveLength(1);
      expect((await h.call(mine?.layouts[0]?.url as string, { cookie: ben })).status).toBe(200);
      const mails = await h.services.mailer.outbox({ to: "ben.buyer@brightline.example", limit: 10 });
      expect(
        mails.filter((mail) => mail.purpose === "layout-status" && mail.subject.includes(sent.number)),
      ).toHaveLength(2);
      const back = await h.postJson(statusPath(), { status: "IN_DESIGN" }, { method: "PUT", headers });
      expect(back.status).toBe(409);
      const unknown = await h.postJson(
        "/api/order-service/integration/layout-requests/LR-ZZZZZZZZ/status",
        { status: "IN_DESIGN" },
        { method: "PUT", headers },
      );
      expect(unknown.status).toBe(404);
    });
  });
});

describe.each(testDatabaseKinds())("lighting layouts CLI on %s", (kind) => {
  let h: AppHarness;
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
  });
  afterAll(async () => h?.dispose());

  it("layouts:status moves a request on with a returned file checked by its content", async () => {
    const { cookie } = await h.signIn("ben.buyer@brightline.example");
    const response = await sendForm(h, "/api/user-service/lighting-layouts", formOf(fields, []), { cookie });
    const { number } = (await response.json()) as Sent;
    const dir = mkdtempSync(path.join(tmpdir(), "layout-cli-"));
    const layout = path.join(dir, "layout.pdf");
    writeFileSync(layout, "%PDF-1.7\n%%EOF\n");
    const fake = path.join(dir, "fake.pdf");
    writeFileSync(fake, "MZ\x90\x00");
    await expect(
      runLayoutsCommand(h.services.layouts, [number, "COMPLETED", "--file", fake]),
    ).rejects.toThrow("is not an accepted file type");
    expect(await runLayoutsCommand(h.services.layouts, [number, "in_design"], "dana")).toBe(
      `Request ${number} is now IN_DESIGN.`,
    );
    expect(await runLayoutsCommand(h.services.layouts, [number, "COMPLETED", "--file", layout])).toBe(
      `Request ${number} is now COMPLETED with 1 file(s).`,
    );
    expect(await runLayoutsCommand(h.services.layouts, [number, "COMPLETED"])).toBe(
      `Request ${number} is already COMPLETED; nothing changed.`,
    );
    await expect(runLayoutsCommand(h.services.layouts, [number, "SHIPPED"])).rejects.toThrow(
      "IN_DESIGN or COMPLETED",
    );
  });
});
