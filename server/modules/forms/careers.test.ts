import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FormSent, formMessages, HONEYPOT_FIELD } from "../../../lib/forms/contract.ts";
import { resumeUploadLimits } from "../../../lib/shared/uploads.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import {
  formOf,
  itRefusesBadUploads,
  localUploadDir,
  sampleFiles,
  sendForm,
  storedFiles,
} from "../../testing/uploads.ts";
import { formSubmissionFiles, formSubmissions } from "./schema.ts";

const APPLY = "/api/forms-service/forms/careers";
const HIRING = "hiring@lumenor.example";
const MB = 1024 * 1024;

type Refusal = { error: string; code: string; details?: { fields?: Record<string, string> } };

/** A small Word document: a ZIP whose central directory names word/document.xml. */
const docx = () =>
  new Blob([
    new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]),
    "[Content_Types].xml<Types/>word/document.xml<w:document/>PK\x01\x02word/document.xml",
  ]);
/** A spreadsheet: also a ZIP (and an OOXML file), but no Word document. */
const xlsx = () =>
  new Blob([
    new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]),
    "[Content_Types].xml xl/workbook.xml",
  ]);
/** Word 97-2003: an OLE compound file. */
const doc = () =>
  new Blob([
    new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0, 0x3e, 0]),
  ]);

const fields = (extra: Record<string, string> = {}) => ({
  opening: "lighting-designer",
  name: "Priya Raman",
  email: "priya.raman@example.com",
  phone: "614-555-0173",
  profileUrl: "https://www.linkedin.com/in/priya-raman-lc",
  coverNote: "Five years of AGi32 layouts for warehouses and schools; LC certified since 2023.",
  ...extra,
});

describe.each(testDatabaseKinds())("ROUTE-24 job applications with a résumé on %s", (kind) => {
  let h: AppHarness;
  let dir: string;
  let ip = 0;
  /** Each test sends from an address of its own, so the rate limit of one does not reach another. */
  const from = () => ({ "x-forwarded-for": `198.51.100.${++ip}` });

  beforeAll(async () => {
    h = await openAppHarness(kind, { trustProxy: true });
    dir = localUploadDir(h);
  });
  afterAll(async () => h?.dispose());

  const counts = async () => ({
    applications:
      (await h.db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.kind, "careers")))[0]
        ?.n ?? 0,
    files: (await h.db.select({ n: count() }).from(formSubmissionFiles))[0]?.n ?? 0,
    stored: storedFiles(dir).length,
  });
  const apply = (form: FormData, headers: Record<string, string> = from()) =>
    sendForm(h, APPLY, form, { headers });
  const resume = (blob: Blob = sampleFiles.pdf(), name = "priya-raman-resume.pdf") =>
    ["resume", blob, name] as [string, Blob, string];
  const mailsAbout = async (number: string) =>
    (await h.services.mailer.outbox({ limit: 50 })).filter((mail) => mail.subject.includes(number));
  /** The résumé's link in a mail's text, as a path of the site. */
  const resumeLink = (text = "") => /\/api\/forms-service\/applications\/\S+/.exec(text)?.[0] ?? "";

  it("ROUTE-24 an application is stored once for a double submit, its résumé kept once, mailed to hiring and acknowledged", async () => {
    const before = await counts();
    const headers = { ...from(), "Idempotency-Key": "careers-double-submit-0001" };
    const first = await apply(formOf(fields(), [resume()]), headers);
    expect(first.status).toBe(201);
    const sent = (await first.json()) as FormSent;
    expect(sent).toMatchObject({
      message: "Thank you: your application was sent.",
      opening: "Lighting Designer (AGi32 / DIALux)",
    });
    expect(sent.message).toBe(formMessages.careers.sent);
    expect(sent.number).toMatch(/^JA-[0-9A-HJ-NP-Z]{8}$/);
    const again = await apply(formOf(fields(), [resume()]), headers);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as FormSent).number).toBe(sent.number);
    // One application, one file row, one stored file: the replay's copy was removed again.
    expect(await counts()).toEqual({
      applications: before.applications + 1,
      files: before.files + 1,
      stored: before.stored + 1,
    });

    const [row] = await h.db.select().from(formSubmissions).where(eq(formSubmissions.number, sent.number));
    expect(row).toMatchObject({
      kind: "careers",
      name: "Priya Raman",
      email: "priya.raman@example.com",
      userId: null,
    });
    expect(row?.fields).toMatchObject({
      opening: "lighting-designer",
      openingTitle: "Lighting Designer (AGi32 / DIALux)",
      phone: "614-555-0173",
    });
    const [file] = await h.db
      .select()
      .from(formSubmissionFiles)
      .where(eq(formSubmissionFiles.submissionId, row?.id ?? ""));
    expect(file).toMatchObject({ fileName: "priya-raman-resume.pdf", contentType: "application/pdf" });
    expect(file?.storageKey).toMatch(/^forms\/\d{4}-\d{2}\/[0-9a-f-]{36}$/);

    const mails = await mailsAbout(sent.number);
    expect(mails.map((mail) => mail.to).sort()).toEqual([HIRING, "priya.raman@example.com"]);
    const team = mails.find((mail) => mail.to === HIRING);
    expect(team?.subject).toBe(`Job application ${sent.number} from Priya Raman`);
    expect(team?.text).toContain("Job: Lighting Designer (AGi32 / DIALux)");
    expect(team?.text).toContain("LinkedIn or portfolio: https://www.linkedin.com/in/priya-raman-lc");
    expect(team?.text).toContain("Five years of AGi32 layouts");
    expect(resumeLink(team?.text)).toMatch(
      new RegExp(`/api/forms-service/applications/${sent.number}/resume\\?token=`),
    );
    const receipt = mails.find((mail) => mail.to === "priya.raman@example.com");
    expect(receipt?.subject).toBe(`Lumenor: job application ${sent.number} received`);
    expect(receipt?.text).toContain(`Thank you: we received your application ${sent.number}.`);
    // The résumé's link is the team's: the applicant's mail does not carry it.
    expect(receipt?.text).not.toContain("/resume");
  });

  it("ROUTE-24 the résumé downloads with the team's link only; without or with a wrong secret it is 404", async () => {
    const response = await apply(formOf(fields({ opening: "general" }), [resume(docx(), "cv.docx")]));
    expect(response.status).toBe(201);
    const sent = (await response.json()) as FormSent;
    expect(sent.opening).toBe("General application");
    const team = (await mailsAbout(sent.number)).find((mail) => mail.to === HIRING);
    const link = resumeLink(team?.text);
    const download = await h.app.request(link);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(download.headers.get("content-disposition")).toContain('attachment; filename="cv.docx"');
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(new Uint8Array(await docx().arrayBuffer()));

    const base = `/api/forms-service/applications/${sent.number}/resume`;
    for (const path of [
      base,
      `${base}?token=`,
      `${base}?token=${"x".repeat(32)}`,
      link.replace(sent.number, "JA-23456789"),
    ]) {
      const refused = await h.app.request(path);
      expect(refused.status, path).toBe(404);
      expect(await refused.json()).toEqual({ error: "Résumé not found", code: "NOT_FOUND" });
    }
  });

  it("ROUTE-24 a DOC résumé is accepted; a spreadsheet or an image is refused by its content with 400 and nothing stored", async () => {
    const accepted = await apply(formOf(fields(), [resume(doc(), "resume.doc")]));
    expect(accepted.status).toBe(201);
    for (const [blob, name] of [
      [xlsx(), "resume.docx"],
      [sampleFiles.png(), "resume.pdf"],
    ] as const) {
      const before = await counts();
      const response = await apply(formOf(fields(), [resume(blob, name)]));
      expect(response.status).toBe(400);
      const body = (await response.json()) as Refusal;
      expect(body).toMatchObject({
        code: "VALIDATION",
        error: `"${name}" is not an accepted file type (PDF, DOC, DOCX)`,
      });
      expect(await counts()).toEqual(before);
    }
  });

  it("ROUTE-24 a résumé over 5 MB is 413 with nothing stored", async () => {
    const before = await counts();
    const big = new Blob(["%PDF-1.7\n", new Uint8Array(5 * MB)]);
    const response = await apply(formOf(fields(), [resume(big)]));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      error: '"priya-raman-resume.pdf" is larger than 5 MB',
    });
    expect(await counts()).toEqual(before);
  });

  it("ROUTE-24 a form with mistakes, no résumé, two files or a closed opening is refused field by field", async () => {
    const before = await counts();
    const bad = await apply(
      formOf(fields({ name: " ", email: "priya@", phone: "call me", profileUrl: "linkedin.com/in/x" }), [
        resume(),
      ]),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Refusal).details?.fields).toEqual({
      name: "Enter the name",
      email: "Enter a valid email address",
      phone: "Enter the phone number with digits (e.g. 614-555-0142)",
      profileUrl: "Enter the full link, starting with https://",
    });
    const none = await apply(formOf(fields(), []));
    expect(none.status).toBe(400);
    expect(((await none.json()) as Refusal).details?.fields).toEqual({
      resume: "Attach your résumé (PDF, DOC, DOCX, up to 5 MB)",
    });
    // Without a résumé and with a field in error, both are named at once.
    const both = await apply(formOf(fields({ email: "" }), []));
    expect(((await both.json()) as Refusal).details?.fields).toEqual({
      email: "Enter a valid email address",
      resume: "Attach your résumé (PDF, DOC, DOCX, up to 5 MB)",
    });
    const two = await apply(formOf(fields(), [resume(), resume(doc(), "b.doc")]));
    expect(two.status).toBe(400);
    expect(await two.json()).toMatchObject({ error: "Send at most 1 files at once", code: "VALIDATION" });
    // The quality technician's opening closed on 2026-09-30; an unknown one was never open.
    for (const opening of ["quality-technician", "chief-happiness-officer"]) {
      const closed = await apply(formOf(fields({ opening }), [resume()]));
      expect(closed.status).toBe(400);
      expect(((await closed.json()) as Refusal).details?.fields?.opening).toBe(
        "This job is no longer open: choose another one or send a general application",
      );
    }
    // A JSON body (no résumé possible) is refused as the other forms' bodies are not.
    const json = await h.postJson<Refusal>(APPLY, fields(), { headers: from() });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe("VALIDATION");
    expect(await counts()).toEqual(before);
  });

  it("ROUTE-24 a filled-in honeypot answers like a success but stores and mails nothing", async () => {
    const before = await counts();
    const mailsBefore = (await h.services.mailer.outbox({ limit: 500 })).length;
    const response = await apply(formOf(fields({ [HONEYPOT_FIELD]: "http://spam.example" }), [resume()]));
    expect(response.status).toBe(201);
    expect(((await response.json()) as FormSent).message).toBe(formMessages.careers.sent);
    expect(await counts()).toEqual(before);
    expect((await h.services.mailer.outbox({ limit: 500 })).length).toBe(mailsBefore);
  });

  it("ROUTE-24 one address sends five applications in 15 minutes; the sixth is 429", async () => {
    const headers = from();
    for (let i = 0; i < 5; i++) expect((await apply(formOf(fields(), [resume()]), headers)).status).toBe(201);
    const sixth = await apply(formOf(fields(), [resume()]), headers);
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as Refusal).code).toBe("RATE_LIMITED");
  });

  it("ROUTE-24 a stored résumé whose transaction fails is removed again; a kept one survives the sweep", async () => {
    const headers = { ...from(), "Idempotency-Key": "careers-key-reused-0001" };
    expect((await apply(formOf(fields(), [resume()]), headers)).status).toBe(201);
    const before = await counts();
    // The same key with another body: the résumé is stored, the transaction refuses the key (409).
    const reused = await apply(formOf(fields({ name: "Someone Else" }), [resume()]), headers);
    expect(reused.status).toBe(409);
    expect(await counts()).toEqual(before);
    // Every résumé a row refers to is kept by the sweep of unreferenced files, even with no grace.
    const [latest] = await h.db
      .select()
      .from(formSubmissionFiles)
      .orderBy(desc(formSubmissionFiles.createdAt))
      .limit(1);
    await h.services.storageSweep.run(0);
    expect(storedFiles(dir).some((file) => file.endsWith(latest?.storageKey.split("/").at(-1) ?? "?"))).toBe(
      true,
    );
    expect((await counts()).stored).toBe(before.stored);
  });

  itRefusesBadUploads({
    ids: "ROUTE-24",
    harness: () => h,
    path: APPLY,
    cookie: () => "",
    fields: () => fields(),
    field: "resume",
    limits: resumeUploadLimits,
    sample: { blob: sampleFiles.pdf, name: "resume.pdf" },
    prefix: "forms",
    counts,
    // The newest résumé row (the answer of a job application carries its number, not a row id).
    storedFile: async () =>
      (
        await h.db.select().from(formSubmissionFiles).orderBy(desc(formSubmissionFiles.createdAt)).limit(1)
      )[0],
    dir: () => dir,
  });
});
