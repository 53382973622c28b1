import { inArray, sql } from "drizzle-orm";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import {
  type LayoutRequestBody,
  type LayoutStatus,
  layoutRequestBody,
} from "../../../../lib/layouts/contract.ts";
import type { FileStorage } from "../../../adapters/storage/storage.ts";
import type { Db } from "../../../db/client.ts";
import { inTransaction } from "../../../db/transaction.ts";
import { demoCallers } from "../../accounts/index.ts";
import { LAYOUT_FILES_PREFIX } from "../deps.ts";
import { layoutFileRows, layoutRequestFiles, layoutRequests } from "../schema.ts";

const DAY_MS = 86_400_000;

type DemoLayout = {
  email: string;
  /** Fixed, as the request numbers look (LR- and eight characters without look-alikes). */
  number: string;
  status: LayoutStatus;
  daysAgo: number;
  /** Days after the request it went into design, and was completed. */
  inDesignAfter?: number;
  completedAfter?: number;
  /** The form's project fields (the contact fields are the requester's); the due date in days from now. */
  request: Omit<LayoutRequestBody, "name" | "email" | "phone" | "company" | "dueDate"> & {
    dueInDays: number;
  };
  /** The room drawn on the plan and the layout: width × depth in feet, and the layout's fixture grid. */
  room: { width: number; depth: number; columns: number; rows: number };
  /** What the returned layout shows: the fixture schedule and the calculated levels. */
  layout?: { fixture: string; schedule: string; result: string };
};

/**
 * The demo buyer's lighting layout requests (README, "Demo accounts"): three Ohio jobs of Brightline's
 * customers, one received, one in design, one completed with the layout the design team returned.
 */
export const demoLayouts: readonly DemoLayout[] = [
  {
    email: "ben.buyer@brightline.example",
    number: "LR-7K2M9Q4D",
    status: "COMPLETED",
    daysAgo: 38,
    inDesignAfter: 2,
    completedAfter: 11,
    request: {
      projectName: "Polaris distribution center – phase 2",
      siteAddress: "2100 Polaris Pkwy, Columbus, OH 43240",
      spaceType: "Warehouse",
      dimensions: "420 ft × 260 ft (racking aisles 10 ft wide)",
      ceilingHeight: "32 ft clear",
      targetLightLevels: "30 fc in the aisles at the floor, 50 fc at the loading dock",
      fixturePreferences:
        "TOL 4 ft 300W linear high bays on chain with Bluetooth sensors, as in phase 1; vapor tights at the dock.",
      dueInDays: -24,
    },
    room: { width: 420, depth: 260, columns: 8, rows: 8 },
    layout: {
      fixture: "TOL-4-300-40K",
      schedule: "64 × TOL-4-300-40K, chain mount, Bluetooth sensor, 40 ft on center along the aisles",
      result: "Aisles: 31.8 fc average, 2.4:1 max/min at the floor. LPD 0.46 W/sq ft.",
    },
  },
  {
    email: "ben.buyer@brightline.example",
    number: "LR-H4T8W2XC",
    status: "IN_DESIGN",
    daysAgo: 12,
    inDesignAfter: 3,
    request: {
      projectName: "Westerville Middle School gym retrofit",
      siteAddress: "455 N Cleveland Ave, Westerville, OH 43082",
      spaceType: "Sports",
      dimensions: "96 ft × 60 ft main gym, two locker rooms 30 ft × 24 ft",
      ceilingHeight: "28 ft to the deck",
      targetLightLevels: "50 fc maintained on the court, 20 fc in the locker rooms",
      fixturePreferences:
        "Round high bays with wire guards replacing 24 × 400 W metal halide; daylight sensors.",
      dueInDays: 10,
    },
    room: { width: 96, depth: 60, columns: 6, rows: 4 },
  },
  {
    email: "ben.buyer@brightline.example",
    number: "LR-Q9RB3N6F",
    status: "RECEIVED",
    daysAgo: 2,
    request: {
      projectName: "Hilliard Rome Rd retail plaza parking lot",
      siteAddress: "1950 Hilliard Rome Rd, Hilliard, OH 43026",
      spaceType: "Parking / outdoor",
      dimensions: "310 ft × 180 ft lot, 240 spaces",
      ceilingHeight: "25 ft poles on 3 ft bases",
      targetLightLevels: "1 fc average, 0.2 fc minimum, uniformity 4:1 or better",
      fixturePreferences: "ARX area lights, 4000K, full cutoff (the city asks for dark-sky compliance).",
      dueInDays: 21,
    },
    room: { width: 310, depth: 180, columns: 5, rows: 3 },
  },
];

/**
 * A small real PDF of a demo request: the site drawn to scale with its dimensions and, for the design
 * team's returned layout, the fixtures on their grid, the schedule and the calculated levels. Fixed
 * dates, so the same request gives the same bytes.
 */
export async function demoLayoutPdf(
  entry: DemoLayout,
  kind: "plan" | "layout",
  brandName: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = `${entry.request.projectName} – ${kind === "plan" ? "floor plan" : "lighting layout"}`;
  doc.setTitle(title);
  doc.setAuthor(kind === "plan" ? "Brightline Electrical Supply" : `${brandName} design team`);
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  const page = doc.addPage([792, 612]); // US Letter, landscape
  const ink = rgb(0.12, 0.16, 0.23);
  // pdf-lib's standard fonts encode WinAnsi: the en dash and × are in it.
  page.drawText(title, { x: 40, y: 570, size: 16, font: bold, color: ink });
  page.drawText(`${entry.number} · ${entry.request.siteAddress}`, { x: 40, y: 550, size: 10, font: regular });
  const { width, depth, columns, rows } = entry.room;
  const scale = Math.min(520 / width, 420 / depth);
  const box = { x: 40, y: 100, width: width * scale, height: depth * scale };
  page.drawRectangle({ ...box, borderColor: ink, borderWidth: 2 });
  page.drawText(`${width} ft`, { x: box.x + box.width / 2 - 12, y: box.y - 16, size: 9, font: regular });
  page.drawText(`${depth} ft`, {
    x: box.x + box.width + 6,
    y: box.y + box.height / 2,
    size: 9,
    font: regular,
  });
  const notes = [
    `Space: ${entry.request.spaceType}`,
    `Dimensions: ${entry.request.dimensions}`,
    `Mounting / ceiling: ${entry.request.ceilingHeight}`,
    `Target: ${entry.request.targetLightLevels}`,
  ];
  if (kind === "layout" && entry.layout) {
    for (let column = 0; column < columns; column++) {
      for (let row = 0; row < rows; row++) {
        page.drawCircle({
          x: box.x + ((column + 0.5) * box.width) / columns,
          y: box.y + ((row + 0.5) * box.height) / rows,
          size: 4,
          color: rgb(0.95, 0.7, 0.1),
          borderColor: ink,
          borderWidth: 0.5,
        });
      }
    }
    notes.push("", `Fixture: ${entry.layout.fixture}`, entry.layout.schedule, entry.layout.result);
  }
  let y = 520;
  for (const note of notes) {
    for (const line of wrap(note, 38)) {
      page.drawText(line, { x: 590, y, size: 9, font: regular, color: ink });
      y -= 13;
    }
  }
  return doc.save();
}

/** Words into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines;
}

const fileName = (entry: DemoLayout, kind: "plan" | "layout") =>
  `${entry.request.projectName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-${kind === "plan" ? "floor-plan" : "lighting-layout"}.pdf`;

/**
 * Seeds `demoLayouts` with the requester's floor plan and, once completed, the returned layout (PDFs
 * stored through the module's storage, as an upload is). Nothing when a user is missing or a demo user
 * has a request already: a restart adds nothing. Files stored for a seed that then writes nothing are
 * removed again.
 */
export async function seedDemoLayoutRequests(
  db: Db,
  storage: FileStorage,
  options: { brandName: string; now?: Date },
): Promise<{ requests: number; files: number }> {
  const none = { requests: 0, files: 0 };
  const now = options.now ?? new Date();
  const callers = await demoCallers(db, [...new Set(demoLayouts.map((entry) => entry.email))]);
  if (demoLayouts.some((entry) => !callers.has(entry.email))) return none;
  const userIds = [...callers.values()].map((caller) => caller.userId);
  const seeded = await db
    .select({ id: layoutRequests.id })
    .from(layoutRequests)
    .where(inArray(layoutRequests.userId, userIds))
    .limit(1);
  if (seeded.length > 0) return none;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const stored: { entry: DemoLayout; role: "PLAN" | "LAYOUT"; key: string; name: string; size: number }[] =
    [];
  try {
    for (const entry of demoLayouts) {
      const kinds: ("plan" | "layout")[] = entry.status === "COMPLETED" ? ["plan", "layout"] : ["plan"];
      for (const kind of kinds) {
        const bytes = await demoLayoutPdf(entry, kind, options.brandName);
        const key = await storage.put(LAYOUT_FILES_PREFIX, bytes);
        stored.push({
          entry,
          role: kind === "plan" ? "PLAN" : "LAYOUT",
          key,
          name: fileName(entry, kind),
          size: bytes.byteLength,
        });
      }
    }
    const written = await inTransaction(db, async (tx) => {
      const existing = await tx
        .select({ id: layoutRequests.id })
        .from(layoutRequests)
        .where(inArray(layoutRequests.userId, userIds))
        .limit(1);
      if (existing.length > 0) return none;
      const counts = { ...none };
      for (const entry of demoLayouts) {
        const caller = callers.get(entry.email);
        if (!caller) throw new Error("A demo requester was not found");
        const { dueInDays, ...project } = entry.request;
        const body = layoutRequestBody.parse({
          ...project,
          name: `${caller.fname} ${caller.lname}`,
          email: caller.email,
          phone: "+1 (614) 555-0190",
          company: "Brightline Electrical Supply",
          dueDate: ago(-dueInDays).toISOString().slice(0, 10),
        });
        const createdAt = ago(entry.daysAgo);
        const changedAfter = entry.completedAfter ?? entry.inDesignAfter ?? 0;
        const [row] = await tx
          .insert(layoutRequests)
          .values({
            ...body,
            dueDate: body.dueDate || null,
            number: entry.number,
            status: entry.status,
            userId: caller.userId,
            accountId: caller.workingAccountId,
            createdAt,
            updatedAt: ago(entry.daysAgo - changedAfter),
          })
          .returning({ id: layoutRequests.id });
        if (!row) throw new Error("A demo layout request was not written");
        const files = stored.filter((file) => file.entry === entry);
        for (const role of ["PLAN", "LAYOUT"] as const) {
          const ofRole = files.filter((file) => file.role === role);
          if (ofRole.length === 0) continue;
          const at = role === "PLAN" ? createdAt : ago(entry.daysAgo - changedAfter);
          await tx.insert(layoutRequestFiles).values(
            layoutFileRows(
              row.id,
              role,
              ofRole.map((file) => ({
                storageKey: file.key,
                name: file.name,
                contentType: "application/pdf",
                sizeBytes: file.size,
              })),
            ).map((values) => ({ ...values, createdAt: at })),
          );
        }
        counts.requests += 1;
        counts.files += files.length;
      }
      return counts;
    });
    if (written.requests === 0) await Promise.allSettled(stored.map((file) => storage.delete(file.key)));
    // Statistics for the tables just filled, as after the catalogue (PGlite runs no autovacuum).
    else await db.execute(sql`analyze ${layoutRequests}, ${layoutRequestFiles}`);
    return written;
  } catch (error) {
    await Promise.allSettled(stored.map((file) => storage.delete(file.key)));
    throw error;
  }
}
