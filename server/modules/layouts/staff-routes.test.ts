import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffLayoutDetail, StaffLayoutRow } from "../../../lib/layouts/staff-contract.ts";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { demoStaffEmail, type StaffSession, signInStaff } from "../../testing/staff.ts";
import { formOf, sampleFiles, sendForm } from "../../testing/uploads.ts";
import { seedDemoLayoutRequests } from "./index.ts";

const base = "/api/staff/layout-requests";
// The demo requests (server/modules/layouts/demo): one received, one in design, one completed.
const RECEIVED = "LR-Q9RB3N6F";

/** Issue 33 item 3: the design team works the layout requests in the console, through the integration API's use cases. */
describe.each(testDatabaseKinds())("staff layout requests on %s", (kind) => {
  let h: AppHarness;
  let design: StaffSession;
  let warranty: StaffSession;
  let designerId: string;
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
    await seedDemoLayoutRequests(h.db, h.services.layouts.storage, { brandName: "Lumenor" });
    design = await signInStaff(h, demoStaffEmail("design"));
    warranty = await signInStaff(h, demoStaffEmail("warranty"));
    const designers = await h.getJson<{ designers: { userId: string; email: string }[] }>(
      `${base}/designers`,
      {
        cookie: design.cookie,
      },
    );
    designerId = designers.body.designers.find((d) => d.email === demoStaffEmail("design"))?.userId as string;
    // The demo data and the staff sign-ins (password hashing, the second factor) take a while on a busy machine.
  }, 120_000);
  afterAll(async () => h?.dispose());

  const trail = () => h.services.audit.trailOf("layout-request", RECEIVED);

  it("#33.3 the queue lists every request by status with requester, project and files; CSV exports it; 403 without the permission, 404 for a customer", async () => {
    const all = await h.getJson<StaffPage<StaffLayoutRow>>(base, { cookie: design.cookie });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    const received = await h.getJson<StaffPage<StaffLayoutRow>>(`${base}?status=RECEIVED`, {
      cookie: design.cookie,
    });
    expect(received.body.rows.map((r) => r.number)).toEqual([RECEIVED]);
    expect(received.body.rows[0]).toMatchObject({
      status: "RECEIVED",
      planCount: 1,
      layoutCount: 0,
      assignedName: null,
    });
    const searched = await h.getJson<StaffPage<StaffLayoutRow>>(`${base}?q=Westerville`, {
      cookie: design.cookie,
    });
    expect(searched.body.rows).toHaveLength(1);
    const csv = await h.call(`${base}?status=COMPLETED&format=csv`, { cookie: design.cookie });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect((await csv.text()).split("\n").filter(Boolean)).toHaveLength(2);

    expect((await h.call(base, { cookie: warranty.cookie })).status).toBe(403);
    expect((await h.call(`${base}/${RECEIVED}`, { cookie: warranty.cookie })).status).toBe(403);
    const ben = (await h.signIn("ben.buyer@brightline.example")).cookie;
    expect((await h.call(base, { cookie: ben })).status).toBe(404);
    expect(
      (
        await h.call(`${base}/${RECEIVED}/status`, {
          method: "PUT",
          body: { status: "IN_DESIGN" },
          cookie: ben,
        })
      ).status,
    ).toBe(404);
    expect((await h.call(base)).status).toBe(404);
  });

  it("#33.3 a request shows every field and downloads its plans through the staff API; an unknown number is 404", async () => {
    const read = await h.getJson<StaffLayoutDetail>(`${base}/${RECEIVED.toLowerCase()}`, {
      cookie: design.cookie,
    });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ number: RECEIVED, status: "RECEIVED", assignedTo: null, layouts: [] });
    expect(read.body.projectName).not.toBe("");
    const plan = read.body.plans[0];
    expect(plan?.url).toBe(`${base}/${RECEIVED}/files/${plan?.id}`);
    const download = await h.call(plan?.url as string, { cookie: design.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect((await h.call(plan?.url as string, { cookie: warranty.cookie })).status).toBe(403);
    expect((await h.call(`${base}/LR-ZZZZZZZZ`, { cookie: design.cookie })).status).toBe(404);
  });

  it("#33.3 #33.6 assigning a designer is audited; someone not of the design team is refused and leaves no entry", async () => {
    const refused = await h.postJson(
      `${base}/${RECEIVED}/assignee`,
      { designerId: "not-a-designer" },
      { method: "PUT", cookie: design.cookie },
    );
    expect(refused.status).toBe(400);
    expect(await trail()).toHaveLength(0);
    const done = await h.postJson<{ assignedTo: { name: string } }>(
      `${base}/${RECEIVED}/assignee`,
      { designerId },
      { method: "PUT", cookie: design.cookie },
    );
    expect(done.status).toBe(200);
    const entries = await trail();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "layout.assign", staffEmail: demoStaffEmail("design") });
    const row = await h.getJson<StaffLayoutDetail>(`${base}/${RECEIVED}`, { cookie: design.cookie });
    expect(row.body.assignedTo?.userId).toBe(designerId);
  });

  it("#33.3 #33.6 In design, then Completed with a layout uploaded: the customer is mailed each time as by the integration API, each change audited; going back is 409 with no entry", async () => {
    const outbox = async () =>
      (await h.services.mailer.outbox({ limit: 50 })).filter(
        (m) => m.purpose === "layout-status" && m.subject.includes(RECEIVED),
      );
    const started = await h.postJson(
      `${base}/${RECEIVED}/status`,
      { status: "IN_DESIGN", note: "We start Monday." },
      { method: "PUT", cookie: design.cookie },
    );
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: "IN_DESIGN", changed: true });
    const completed = await sendForm(
      h,
      `${base}/${RECEIVED}/status`,
      formOf({ status: "COMPLETED", note: "Your layout is attached." }, [
        ["files", sampleFiles.pdf(), "layout-final.pdf"],
      ]),
      { method: "PUT", cookie: design.cookie },
    );
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ status: "COMPLETED", filesAdded: 1 });
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.text).join("\n")).toContain("We start Monday.");
    const read = await h.getJson<StaffLayoutDetail>(`${base}/${RECEIVED}`, { cookie: design.cookie });
    expect(read.body.layouts.map((f) => f.name)).toEqual(["layout-final.pdf"]);
    const entries = await trail();
    expect(entries.map((e) => e.action)).toEqual(["layout.status", "layout.status", "layout.assign"]);
    expect(entries[0]).toMatchObject({
      before: { status: "IN_DESIGN" },
      after: { status: "COMPLETED", files: ["layout-final.pdf"] },
    });

    const back = await h.postJson(
      `${base}/${RECEIVED}/status`,
      { status: "IN_DESIGN" },
      { method: "PUT", cookie: design.cookie },
    );
    expect(back.status).toBe(409);
    expect(await trail()).toHaveLength(3);
    expect(await outbox()).toHaveLength(2);
  });

  it("#33.3 a note to the customer is mailed and kept in the trail, the status unchanged", async () => {
    const sent = await h.postJson(
      `${base}/${RECEIVED}/notes`,
      { note: "Could you send the reflected ceiling plan?" },
      { cookie: design.cookie },
    );
    expect(sent.status).toBe(200);
    const [mail] = (await h.services.mailer.outbox({ limit: 5 })).filter((m) =>
      m.subject.includes("a note from our design team"),
    );
    expect(mail?.text).toContain("reflected ceiling plan");
    expect((await trail())[0]).toMatchObject({
      action: "layout.note",
      after: { note: "Could you send the reflected ceiling plan?" },
    });
    expect(
      (await h.postJson(`${base}/${RECEIVED}/notes`, { note: "" }, { cookie: design.cookie })).status,
    ).toBe(400);
  });
});
