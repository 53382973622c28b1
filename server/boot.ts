import path from "node:path";
import { createFileStorage } from "./adapters/storage/storage.ts";
import { toPublicConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { ConfigError, type Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { customerAccountExists, hasNoCustomerAccounts, seedDemoAccounts } from "./modules/accounts/index.ts";
import { seedDemoCoupons } from "./modules/cart/index.ts";
import { analyzeCatalog, generateDemoCatalog, isCatalogEmpty, seedCatalog } from "./modules/catalog/index.ts";
import { seedDemoDesigns } from "./modules/designs/index.ts";
import { seedDemoDistributors } from "./modules/distributors/index.ts";
import { seedDemoFavorites } from "./modules/favorites/index.ts";
import { seedDemoInvoices } from "./modules/invoices/index.ts";
import { seedDemoLayoutRequests } from "./modules/layouts/index.ts";
import { demoOrderBilling, seedDemoApprovals, seedDemoOrders } from "./modules/orders/index.ts";
import { seedDemoPriceLists } from "./modules/pricing/index.ts";
import { seedDemoProjects } from "./modules/projects/index.ts";
import { seedDemoNegotiations, seedDemoQuotes } from "./modules/quotes/index.ts";
import { seedRebatePrograms } from "./modules/rebates/index.ts";
import { seedDemoWarrantyClaims } from "./modules/warranty/index.ts";
import { createServices, serviceSettingsFromEnv, storageSettingsFromEnv } from "./services.ts";

/** Opens the database, applies migrations, seeds demo data into an empty database, builds the services. */
export async function boot(env: Env, logger: Logger) {
  const started = performance.now();
  const database = env.DATABASE_URL
    ? await openDatabase({
        kind: "postgres",
        url: env.DATABASE_URL,
        maxConnections: env.DATABASE_POOL_SIZE,
        logger,
      })
    : await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
  try {
    // Replicas started together take turns: one migrates and seeds, the others then find it done.
    await database.withStartupLock(() => migrateAndSeed(database, env, logger));
    // AMB-35: a configured fallback account must exist; unset, account-scoped calls need a selection.
    if (env.FALLBACK_ACCOUNT_ID && !(await customerAccountExists(database.db, env.FALLBACK_ACCOUNT_ID))) {
      throw new ConfigError(
        `Invalid configuration:\n  FALLBACK_ACCOUNT_ID: no customer account ${env.FALLBACK_ACCOUNT_ID}`,
      );
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info({ database: database.kind, ms: Math.round(performance.now() - started) }, "database ready");
  if (env.NODE_ENV === "production" && !env.SMTP_URL) {
    logger.warn(
      "SMTP_URL is not set: mail (verification, password reset, invitations) stays in the outbox table and is not delivered",
    );
  }
  const services = await createServices(database, serviceSettingsFromEnv(env, logger));
  if (env.SEED_DEMO_DATA) {
    // #32.2: Ben's cart waiting for Dana's approval, made by the use cases (so the services first).
    const approvals = await database.withStartupLock(() => seedDemoApprovals(database.db, services));
    if (approvals.approvalRequests > 0)
      logger.info(approvals, "seeded the demo approval request (README: Demo accounts)");
  }
  return { database, services, config: toPublicConfig(env) };
}

/** Applies the migrations and seeds the demo data into an empty database (under the start-up lock). */
async function migrateAndSeed(database: Database, env: Env, logger: Logger): Promise<void> {
  await database.migrate(path.resolve(env.MIGRATIONS_DIR));
  if (env.SEED_DEMO_DATA && (await isCatalogEmpty(database.db))) {
    const seedStarted = performance.now();
    const counts = await seedCatalog(database.db, generateDemoCatalog({ products: 360 }));
    await analyzeCatalog(database.db);
    logger.info({ ...counts, ms: Math.round(performance.now() - seedStarted) }, "seeded the demo catalogue");
  }
  if (env.SEED_DEMO_DATA && (await hasNoCustomerAccounts(database.db))) {
    const counts = await seedDemoAccounts(database.db);
    logger.info(counts, "seeded the demo accounts (README: Demo accounts)");
    const prices = await seedDemoPriceLists(database.db);
    const coupons = await seedDemoCoupons(database.db);
    logger.info(
      { ...prices, ...coupons },
      "seeded the demo price lists and coupons (README: Demo price lists and coupons)",
    );
    // The demo catalogue's SKUs (the generator is deterministic); none found in another catalogue: no orders.
    const skus = generateDemoCatalog({ products: 360 }).products.map((product) => product.sku);
    const orders = await seedDemoOrders(database.db, skus);
    logger.info(orders, "seeded the demo order history (README: Demo orders)");
    // Issue 14's working lists of the demo users; each seed writes only where its table has none of theirs.
    const lists = {
      ...(await seedDemoFavorites(database.db)),
      ...(await seedDemoProjects(database.db)),
      ...(await seedDemoQuotes(database.db, { designatedSkus: env.CART_DESIGNATED_SKU_RULES })),
      // Issue 32 item 3: Rita's answered quote for Ben and an open request waiting for her.
      ...(await seedDemoNegotiations(database.db, { designatedSkus: env.CART_DESIGNATED_SKU_RULES })),
      ...(await seedDemoDesigns(database.db)),
      ...(await seedDemoWarrantyClaims(database.db)),
      layoutRequests: (
        await seedDemoLayoutRequests(database.db, createFileStorage(storageSettingsFromEnv(env)), {
          brandName: env.BRAND_NAME,
        })
      ).requests,
    };
    logger.info(
      lists,
      "seeded the demo users' favorites, projects, quotes, designs, claims and layouts (README: Demo accounts)",
    );
  }
  if (env.SEED_DEMO_DATA) {
    // Issue 15 item 4: the demo utility rebate programs, into a database without any.
    const rebates = await seedRebatePrograms(database.db);
    if (rebates.programs > 0)
      logger.info(rebates, "seeded the demo rebate programs (README: Available rebates)");
  }
  if (env.SEED_DEMO_DATA) {
    // Only into a demo account without invoices: also fills a database seeded before issue 13.
    // Issue 32 #4: the invoices that name a demo order bill what it charged (the orders are seeded above).
    const invoices = await seedDemoInvoices(database.db, new Date(), await demoOrderBilling(database.db));
    if (invoices.invoices > 0) logger.info(invoices, "seeded the demo invoices (README: Invoices)");
    // Issue 15: the stocking distributors of Help me buy, into an empty table (also an older database).
    const distributors = await seedDemoDistributors(database.db);
    if (distributors.distributors > 0)
      logger.info(distributors, "seeded the demo distributors (README: Help me buy)");
  }
}
