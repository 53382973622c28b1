import { inArray, sql } from "drizzle-orm";
import { type CreateProjectBody, createProjectBody } from "../../../../lib/projects/contract.ts";
import type { Db } from "../../../db/client.ts";
import { inTransaction } from "../../../db/transaction.ts";
import { usersByEmail } from "../../accounts/index.ts";
import type { ResolvedLine } from "../../cart/index.ts";
import { pricingFactsFor } from "../../catalog/index.ts";
import { projectLines, projects } from "../schema.ts";
import { resolveProducts } from "../write-products.ts";

const DAY_MS = 86_400_000;

type DemoProjectLine = { sku: string; quantity: number; options?: string[]; note?: string };
type DemoProject = {
  email: string;
  accountId: string;
  name: string;
  note: string;
  /** Days before now it was started, and last changed. */
  createdDaysAgo: number;
  updatedDaysAgo: number;
  lines: DemoProjectLine[];
};

/**
 * The demo users' projects (README, "Demo accounts"): the contractor jobs Brightline is pricing for its
 * customers around Columbus, each a take-off of demo catalogue products with the quantities of the
 * job and the options it calls for (option codes of the catalogue; a group not named keeps its
 * default). Ben has two, Dana one.
 */
export const demoProjects: readonly DemoProject[] = [
  {
    email: "ben.buyer@brightline.example",
    accountId: "A-10001",
    name: "Westerville Middle School gym retrofit",
    note:
      "Replace the 400 W metal halide high bays in the main gym (96 ft × 60 ft, 28 ft to the deck) and " +
      "the locker rooms. Contractor: Buckeye Electric. Bid due before the district's board meeting; " +
      "work over winter break.",
    createdDaysAgo: 26,
    updatedDaysAgo: 3,
    lines: [
      {
        sku: "TOL-HB-150-50K",
        quantity: 24,
        options: ["CCT-40K", "MNT-PE", "SEN-PC"],
        note: "Gym floor: 4 rows of 6, with wire guards (order separately)",
      },
      { sku: "WRP-4-45-35K", quantity: 18, note: "Locker rooms and coaches' offices" },
      { sku: "SNS-WS-PIR-WH", quantity: 8, note: "Locker rooms, storage, offices" },
      { sku: "EXT-CB-4-WH", quantity: 6, note: "Gym exits and corridor" },
    ],
  },
  {
    email: "ben.buyer@brightline.example",
    accountId: "A-10001",
    name: "Polaris distribution center – phase 2",
    note:
      "Phase 2 of the Polaris Pkwy warehouse: racking aisles (32 ft clear), the loading dock and the " +
      "truck court. GC: Ridgeline Construction. Same fixtures as phase 1 where possible.",
    createdDaysAgo: 44,
    updatedDaysAgo: 9,
    lines: [
      {
        sku: "TOL-4-300-40K",
        quantity: 64,
        options: ["MNT-CH", "SEN-BT"],
        note: "Racking aisles, Bluetooth sensors to match phase 1",
      },
      { sku: "VTX-8-80-50K", quantity: 16, note: "Loading dock and cooler" },
      { sku: "WPC-S-20-40K", quantity: 22, options: ["FIN-BK"], note: "Building perimeter, every 40 ft" },
      { sku: "ARX-L-300-40K", quantity: 8, options: ["MNT-SF"], note: "Truck court poles (by others)" },
      { sku: "EML-HO-8-50K", quantity: 12, note: "Egress along the aisles" },
    ],
  },
  {
    email: "dana.admin@brightline.example",
    accountId: "A-10001",
    name: "Brightline showroom refresh",
    note: "Counter area and the fixture display wall at 1200 Dublin Rd.",
    createdDaysAgo: 18,
    updatedDaysAgo: 18,
    lines: [
      { sku: "DLX-8-20-50K", quantity: 12, options: ["CCT-35K", "FIN-BK"] },
      { sku: "SCX-4-40-40K", quantity: 6, options: ["CCT-35K", "FIN-BK", "MNT-AC"] },
    ],
  },
];

/**
 * Seeds `demoProjects` into the demo account, each line checked against the catalogue as the
 * project page's add checks it (the product, its option codes, the defaults of the groups not named).
 * Nothing when a user or a product is missing (another catalogue), or when a demo user has a
 * project already: a restart adds nothing.
 */
export async function seedDemoProjects(
  db: Db,
  now = new Date(),
): Promise<{ projects: number; lines: number }> {
  const none = { projects: 0, lines: 0 };
  const skus = [...new Set(demoProjects.flatMap((project) => project.lines.map((line) => line.sku)))];
  const [facts, userOf] = [
    await pricingFactsFor(db, { skus }),
    await usersByEmail(
      db,
      demoProjects.map((project) => project.email),
    ),
  ];
  const idOf = new Map(facts.map((fact) => [fact.sku, fact.productId]));
  if (skus.some((sku) => !idOf.has(sku)) || demoProjects.some((project) => !userOf.has(project.email)))
    return none;
  // Read before the transaction: the catalogue reads on its own connection (PGlite has only one).
  const planned: { project: DemoProject; body: CreateProjectBody; resolved: ResolvedLine[] }[] = [];
  for (const project of demoProjects) {
    const body = createProjectBody.parse({ name: project.name, note: project.note });
    const resolved = await resolveProducts(
      db,
      project.lines.map((line) => ({
        productId: idOf.get(line.sku) ?? "",
        quantity: line.quantity,
        options: line.options ?? [],
      })),
    );
    planned.push({ project, body, resolved });
  }
  const userIds = [...userOf.values()].map((user) => user.id);
  const written = await inTransaction(db, async (tx) => {
    const existing = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(inArray(projects.userId, userIds))
      .limit(1);
    if (existing.length > 0) return none;
    const counts = { ...none };
    for (const { project, body, resolved } of planned) {
      const createdAt = new Date(now.getTime() - project.createdDaysAgo * DAY_MS);
      const [row] = await tx
        .insert(projects)
        .values({
          accountId: project.accountId,
          userId: userOf.get(project.email)?.id ?? "",
          name: body.name,
          note: body.note,
          createdAt,
          updatedAt: new Date(now.getTime() - project.updatedDaysAgo * DAY_MS),
        })
        .returning({ id: projects.id });
      if (!row) throw new Error("A demo project was not written");
      await tx.insert(projectLines).values(
        resolved.map((line) => ({
          projectId: row.id,
          productId: line.productId,
          optionsKey: line.optionsKey,
          quantity: line.quantity,
          ...line.snapshot,
          note: project.lines[line.index]?.note ?? "",
          // Added over the project's life, in the order of the take-off.
          addedAt: new Date(createdAt.getTime() + line.index * 3_600_000),
        })),
      );
      counts.projects += 1;
      counts.lines += resolved.length;
    }
    return counts;
  });
  // Statistics for the tables just filled, as after the catalogue (PGlite runs no autovacuum).
  if (written.projects > 0) await db.execute(sql`analyze ${projects}, ${projectLines}`);
  return written;
}
