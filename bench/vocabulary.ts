/**
 * What the benchmarks ask the catalogue (bench/search.ts, bench/load.ts): a seeded random generator,
 * so every run fires the same requests, and the words buyers type.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client.ts";
import {
  catalogHasStatistics,
  clearCatalog,
  type DemoCatalog,
  seedCatalog,
} from "../server/modules/catalog/index.ts";

const migrationsDir = path.resolve("drizzle");
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export async function productCount(database: Database): Promise<number> {
  const result = (await database.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

/** Seeds unless the database already holds exactly `products` products. */
export async function prepareCatalogue(
  database: Database,
  products: number,
  catalog: () => DemoCatalog,
  replace: boolean,
) {
  await database.migrate(migrationsDir);
  const existing = await productCount(database);
  if (existing === products) {
    console.log(`  reusing ${existing.toLocaleString("en-US")} products`);
  } else {
    if (existing > 0 && !replace) {
      throw new Error(
        `The database holds ${existing} products, not ${products}. Run with --reset to replace its catalogue.`,
      );
    }
    const started = performance.now();
    let reported = -1;
    await database.db.transaction(async (tx) => {
      await clearCatalog(tx);
      await seedCatalog(tx, catalog(), (done, total) => {
        const percent = Math.floor((done / total) * 4) * 25;
        if (percent === reported) return;
        reported = percent;
        console.log(`  seeding: ${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")}`);
      });
    });
    console.log(`  seeded ${products.toLocaleString("en-US")} products in ${seconds(started)}`);
  }
  // PGlite runs no autovacuum: without statistics the planner guesses, and GIN indexes keep their
  // pending list. A served PostgreSQL would get there by itself, a little later.
  const started = performance.now();
  await database.db.execute(sql`vacuum analyze`);
  console.log(`  vacuum analyze: ${seconds(started)}`);
  // Figures measured without statistics would say nothing about the product (about 100× slower).
  if (!(await catalogHasStatistics(database.db))) {
    throw new Error("The planner has no statistics for products and product_options: not measuring.");
  }
}

export type Vocabulary = { skus: string[]; categories: { name: string; subs: string[] }[] };

export async function vocabulary(database: Database): Promise<Vocabulary> {
  const skus = (await database.db.execute(
    sql`select sku from products order by md5(id::text) limit 400`,
  )) as unknown as { rows: { sku: string }[] };
  const tree = (await database.db.execute(
    sql`select t.name, array_agg(c.name order by c.position) as subs
        from categories t join categories c on c.parent_id = t.id
        where t.parent_id is null group by t.name, t.position order by t.position`,
  )) as unknown as { rows: { name: string; subs: string[] }[] };
  return { skus: skus.rows.map((r) => r.sku), categories: tree.rows };
}

/** A small seeded generator, so every run fires the same requests. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, pick };
}

/** What buyers type: words in any order, sizes and ratings, and misspellings. */
export const phrases = [
  "4000K troffer 2x4",
  "troffer 2x4 4000K",
  "high bay 150W",
  "linear high bay",
  "wall pack 5000K",
  "full cutoff wall pack",
  "linear pendant 4ft",
  "recessed downlight 6in",
  "exit sign",
  "emergency light",
  "occupancy sensor",
  "flood light",
  "vapor tight 4ft",
  "area light 300W",
  "canopy light",
  "bollard",
  "flat panel 2x2",
  "retrofit kit",
  "gimbal",
  "strip light 8ft",
  "dlc premium high bay",
  "0-10V dimming",
];
export const typos = [
  "downlite",
  "trofer",
  "hi bay",
  "flod light",
  "bolard",
  "emergancy light",
  "canopie",
  "wraparund",
  "pendent",
];
/** The keystrokes of someone typing a word: the typeahead asks from the third character on. */
export const typing = ["troffer", "downlight", "high bay", "wall pack", "pendant", "sensor", "panel"].flatMap(
  (word) => Array.from({ length: word.length - 2 }, (_, i) => word.slice(0, i + 3)),
);
