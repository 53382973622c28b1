import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { boot } from "./boot.ts";
import { ConfigError, loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { usersByEmail } from "./modules/accounts/index.ts";
import { catalogHasStatistics } from "./modules/catalog/seed.ts";
import { demoDesigns, seedDemoDesigns } from "./modules/designs/index.ts";
import { demoFavorites, seedDemoFavorites } from "./modules/favorites/index.ts";
import { demoLayouts, seedDemoLayoutRequests } from "./modules/layouts/index.ts";
import { demoProjects, seedDemoProjects } from "./modules/projects/index.ts";
import {
  demoNegotiations,
  demoQuotes,
  seedDemoNegotiations,
  seedDemoQuotes,
} from "./modules/quotes/index.ts";
import { demoClaims, seedDemoWarrantyClaims } from "./modules/warranty/index.ts";

/** Start-up on a new embedded database: migrations, demo data, and the checks of configuration. */
describe("boot", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "boot-test-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const lines: string[] = [];
  const logger = createLogger(
    "info",
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );

  it("USER-23 AMB-35 seeds the demo accounts and accepts a fallback account that exists", async () => {
    const { database, services } = await boot(
      loadEnv({ DATA_DIR: dataDir, FALLBACK_ACCOUNT_ID: "A-10001" }),
      logger,
    );
    try {
      expect(services.settings.fallbackAccountId).toBe("A-10001");
      // #9.23: the start-up seed leaves the planner statistics, so search is fast from the first query.
      expect(await catalogHasStatistics(database.db)).toBe(true);
      const reps = await services.accounts.salesReps({});
      expect(reps.length).toBeGreaterThan(0);
      // #10.1: production without SMTP says at start that mail is not delivered.
      expect(lines.join("")).toContain("SMTP_URL is not set: mail");
    } finally {
      await database.close();
    }
    // The whole demo (catalogue, accounts, history, working lists) on a new PGlite takes a while.
  }, 90_000);

  it("FAV-01 PROJ-01 LAYOUT-04 WARR-03 DESIGN-04 QUOTE-01 #32.3 the demo buyer's working lists are seeded once: a restart adds nothing", async () => {
    // The first test booted the empty database; this start finds it seeded.
    const { database, services } = await boot(loadEnv({ DATA_DIR: dataDir }), logger);
    try {
      const users = await usersByEmail(database.db, [
        "ben.buyer@brightline.example",
        "dana.admin@brightline.example",
        "rita.rep@greatlakes-agency.example",
      ]);
      const callerOf = (email: string) => services.accounts.sessionUser(users.get(email)?.id ?? "");
      const ben = await callerOf("ben.buyer@brightline.example");
      const dana = await callerOf("dana.admin@brightline.example");
      const wanted = <T extends { email: string }>(list: readonly T[], email: string) =>
        list.filter((entry) => entry.email === email);

      // FAV-01: the favorites tab, newest first, each a product of the demo catalogue.
      const favorites = (await services.favorites.list(ben, { limit: 50 })).favorites;
      expect(favorites.map((f) => f.sku)).toEqual(
        wanted(demoFavorites, ben.email).flatMap((person) => person.favorites.map((f) => f.sku)),
      );
      expect(favorites.every((f) => f.name.length > 0 && (f.listPriceCents ?? 0) > 0)).toBe(true);
      expect((await services.favorites.list(dana, { limit: 50 })).favorites).toHaveLength(2);

      // PROJ-01: Ben's two projects, priced at his prices with every line available.
      const projects = (await services.projects.list(ben)).projects;
      expect(projects.map((p) => p.name).sort()).toEqual(
        wanted(demoProjects, ben.email)
          .map((p) => p.name)
          .sort(),
      );
      for (const summary of projects) {
        const project = await services.projects.get(ben, summary.projectID);
        const demo = demoProjects.find((p) => p.name === project.name);
        expect(project.items.map((item) => [item.productDetails.sku, item.quantity])).toEqual(
          demo?.lines.map((line) => [line.sku, line.quantity]),
        );
        expect(project.items.every((item) => item.available && item.lineTotalCents > 0)).toBe(true);
      }
      expect((await services.projects.list(dana)).projects.map((p) => p.name)).toEqual([
        "Brightline showroom refresh",
      ]);

      // QUOTE-01: the two saved bids under their purchase orders, beside the negotiated one (#32.3).
      const quotes = await services.quotes.list(ben, "A-10001");
      const saved = quotes.quotes.filter((q) => q.negotiationStatus === null);
      expect(saved.map((q) => q.PurchaseOrder).sort()).toEqual(
        demoQuotes.map((q) => q.body.PurchaseOrder).sort(),
      );
      expect(quotes.quotes.every((q) => q.status === "draft" && q.totalCents > 0)).toBe(true);

      // #32.3: Rita answered Ben's request below his own prices; Harbor's request waits for her.
      const rita = await callerOf("rita.rep@greatlakes-agency.example");
      const requests = (await services.quotes.listRequests(rita)).requests;
      expect(requests.map((r) => [r.accountId, r.PurchaseOrder, r.status]).sort()).toEqual([
        ["A-10001", demoNegotiations.brightline.purchaseOrder, "answered"],
        ["A-10003", demoNegotiations.harbor.purchaseOrder, "requested"],
      ]);
      const negotiated = await services.quotes.get(
        ben,
        requests.find((r) => r.accountId === "A-10001")?.id ?? "",
      );
      expect(negotiated.negotiation?.events.map((e) => [e.actorName, e.action])).toEqual([
        ["Ben Buyer", "requested"],
        ["Rita Rep", "answered"],
      ]);
      expect(negotiated.negotiation?.note).toBe(demoNegotiations.brightline.note);
      for (const line of negotiated.items) {
        const own = line.priceOverride?.originalPriceCents ?? 0;
        expect(line.unitPriceCents).toBeLessThan(own);
        expect(line.unitPriceCents).toBeGreaterThan(Math.floor(own * 0.9));
      }
      expect(new Date(negotiated.expiresAt).getTime()).toBeGreaterThan(Date.now());

      // LAYOUT-04: received, in design, and completed with the returned layout, a real PDF.
      const layouts = (await services.layouts.list(ben)).layouts;
      expect(layouts.map((l) => [l.number, l.status])).toEqual(
        demoLayouts.map((l) => [l.number, l.status]).reverse(),
      );
      const completed = layouts.find((l) => l.status === "COMPLETED");
      expect(completed?.layouts).toHaveLength(1);
      expect(layouts.every((l) => l.plans.length === 1)).toBe(true);
      const file = await services.layouts.file(ben, completed?.rid ?? "", completed?.layouts[0]?.id ?? "");
      const stream = await services.layouts.storage.open(file.storageKey);
      const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
      expect(bytes.byteLength).toBe(file.sizeBytes);

      // WARR-03: each claim names one of Brightline's demo orders and a SKU on it.
      const claims = (await services.warranty.list(ben)).claims;
      expect(claims.map((c) => c.status).sort()).toEqual(["APPROVED", "DENIED", "SUBMITTED"]);
      expect(claims.find((c) => c.status === "APPROVED")?.rmaNumber).toMatch(/^RMA-\d{4}-\d{6}$/);
      expect(claims.find((c) => c.status === "DENIED")?.reason).toBeTruthy();
      for (const claim of claims) {
        const found = await services.orders.findByNumber(ben, claim.reference);
        const order = await services.orders.get(ben, found?.id ?? "");
        expect(order.items.map((item) => item.productDetails.sku)).toContain(claim.sku);
      }
      expect(claims).toHaveLength(demoClaims.length);

      // DESIGN-04: the saved SCX designs, priced for Ben.
      const designs = (await services.designs.list(ben)).designs;
      expect(designs.map((d) => d.name).sort()).toEqual(demoDesigns.map((d) => d.design.name).sort());
      expect(designs.every((d) => d.catalogNumber.startsWith("SCX-") && d.listPriceCents > 0)).toBe(true);

      // Each seed finds its rows and writes nothing more (boot runs them only into a new database).
      const db = database.db;
      expect(await seedDemoFavorites(db)).toEqual({ favorites: 0 });
      expect(await seedDemoProjects(db)).toEqual({ projects: 0, lines: 0 });
      expect(await seedDemoQuotes(db, { designatedSkus: [] })).toEqual({ quotes: 0 });
      expect(await seedDemoNegotiations(db, { designatedSkus: [] })).toEqual({ negotiatedQuotes: 0 });
      expect(await seedDemoDesigns(db)).toEqual({ designs: 0 });
      expect(await seedDemoWarrantyClaims(db)).toEqual({ claims: 0 });
      expect(await seedDemoLayoutRequests(db, services.layouts.storage, { brandName: "Lumenor" })).toEqual({
        requests: 0,
        files: 0,
      });
      expect((await services.favorites.list(ben, { limit: 50 })).favorites).toHaveLength(favorites.length);
      expect((await services.quotes.list(ben, "A-10001")).total).toBe(demoQuotes.length + 1);
    } finally {
      await database.close();
    }
  });

  it("AMB-35 refuses to start with a fallback account that does not exist", async () => {
    await expect(
      boot(loadEnv({ DATA_DIR: dataDir, FALLBACK_ACCOUNT_ID: "NO-SUCH" }), logger),
    ).rejects.toThrow(ConfigError);
  });
});
