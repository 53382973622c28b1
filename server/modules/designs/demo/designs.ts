import { inArray, sql } from "drizzle-orm";
import { type SaveDesignBody, saveDesignBody } from "../../../../lib/designs/contract.ts";
import type { Db } from "../../../db/client.ts";
import { inTransaction } from "../../../db/transaction.ts";
import { demoCallers } from "../../accounts/index.ts";
import { insertDesign } from "../save-design.ts";
import { customDesigns } from "../schema.ts";

const DAY_MS = 86_400_000;

/**
 * The demo buyer's saved SCX designs (README, "Demo accounts"), each a configuration the builder
 * accepts (every group chosen, no forbidden pair: the contract checks them as it checks the builder's
 * save), saved `daysAgo` before now.
 */
export const demoDesigns: readonly { email: string; daysAgo: number; design: SaveDesignBody }[] = [
  {
    email: "ben.buyer@brightline.example",
    daysAgo: 21,
    design: {
      name: "Lobby pendant run – 8 ft 3500K",
      note: "Easton office lobby: continuous run of 5 over the reception desk, 10 ft AFF, black to match the millwork.",
      configuration: {
        length: "8",
        lumens: "MO",
        cct: "35K",
        cri: "90",
        finish: "BK",
        mounting: "AC",
        lens: "MP",
        driver: "DM",
        dimming: "D10",
        emergency: "NE",
      },
    },
  },
  {
    email: "ben.buyer@brightline.example",
    daysAgo: 8,
    design: {
      name: "Corridor surface mount – 4 ft 4000K EM",
      note: "Westerville Middle School corridors: every third fixture with the 90-minute battery for egress.",
      configuration: {
        length: "4",
        lumens: "MO",
        cct: "40K",
        cri: "80",
        finish: "WH",
        mounting: "SM",
        lens: "FR",
        driver: "DM",
        dimming: "D10",
        emergency: "EM",
      },
    },
  },
];

/**
 * Seeds `demoDesigns` through the module's own save (the caller's working account, the catalog number
 * computed from the configuration). Nothing when a user is missing, or when a demo user has a design
 * already: a restart adds nothing.
 */
export async function seedDemoDesigns(db: Db, now = new Date()): Promise<{ designs: number }> {
  const callers = await demoCallers(db, [...new Set(demoDesigns.map((entry) => entry.email))]);
  if (demoDesigns.some((entry) => !callers.has(entry.email))) return { designs: 0 };
  const planned = demoDesigns.map((entry) => ({
    caller: callers.get(entry.email),
    values: saveDesignBody.parse(entry.design),
    at: new Date(now.getTime() - entry.daysAgo * DAY_MS),
  }));
  const written = await inTransaction(db, async (tx) => {
    const existing = await tx
      .select({ id: customDesigns.id })
      .from(customDesigns)
      .where(
        inArray(
          customDesigns.userId,
          [...callers.values()].map((caller) => caller.userId),
        ),
      )
      .limit(1);
    if (existing.length > 0) return { designs: 0 };
    for (const { caller, values, at } of planned) {
      if (!caller) throw new Error("A demo design's user was not found");
      await insertDesign(tx, caller, values, at);
    }
    return { designs: planned.length };
  });
  // Statistics for the table just filled, as after the catalogue (PGlite runs no autovacuum).
  if (written.designs > 0) await db.execute(sql`analyze ${customDesigns}`);
  return written;
}
