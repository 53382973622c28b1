import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculatePayback } from "../../../lib/energy/payback.ts";
import { toPublicConfig } from "../../../server/config.ts";
import { loadEnv } from "../../../server/env.ts";
import { createPageContext } from "../../../server/page-context.ts";
import { createServices } from "../../../server/services.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../server/testing/databases.ts";
import { testServiceSettings } from "../../../server/testing/service-settings.ts";
import { pageContext } from "../../context.ts";
import { loader as blogLoader } from "./blog.tsx";
import { loader as postLoader } from "./blog-post.tsx";
import { loader as rssLoader } from "./blog-rss.ts";
import { loader as caseStudiesLoader } from "./case-studies.tsx";
import { loader as caseStudyLoader } from "./case-study.tsx";
import { loader as pageLoader } from "./page.tsx";

type AnyLoader = (args: never) => Promise<unknown>;

/** A brand that is not the default: every page must show the configured name, never "Lumenor". */
const BRAND = "Northwind Lighting";

/**
 * The editorial pages built on content files (issue 15 item 2), through their loaders as the server
 * runs them, with services on a real database and the repository's content/.
 */
describe.each(testDatabaseKinds())("content pages on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  let context: RouterContextProvider;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    const settings = testServiceSettings();
    const services = await createServices(harness.database, {
      ...settings,
      auth: { ...settings.auth, brandName: BRAND },
    });
    context = new RouterContextProvider();
    context.set(
      pageContext,
      createPageContext(services, toPublicConfig(loadEnv({ BRAND_NAME: BRAND })), {
        requestId: "test",
        clientIp: "127.0.0.1",
        viewer: null,
      }),
    );
  });
  afterAll(async () => harness?.dispose());

  async function load<T>(loader: AnyLoader, path: string, params: Record<string, string> = {}): Promise<T> {
    return (await (loader as (args: unknown) => Promise<T>)({
      params,
      request: new Request(`http://localhost:3000${path}`),
      context,
    })) as T;
  }

  /** The status of the Response a loader throws (a 404 page), or null when it answers. */
  async function statusOf(loader: AnyLoader, path: string, params: Record<string, string> = {}) {
    try {
      await load(loader, path, params);
      return null;
    } catch (error) {
      return (error as { init?: { status?: number } }).init?.status ?? (error as Response).status ?? -1;
    }
  }

  type BlogData = Awaited<ReturnType<typeof blogLoader>>;

  it("ROUTE-23 /blog lists the newest five posts, page 2 the rest, with every used tag and a canonical URL", async () => {
    const first = await load<BlogData>(blogLoader, "/blog");
    expect(first.list.posts.map((post) => post.slug)).toEqual([
      "emergency-lighting-code-checklist",
      "glare-and-ugr",
      "tunable-white-circadian-lighting",
      "networked-lighting-controls-explained",
      "dlc-5-1-premium-what-changes",
    ]);
    expect(first.list).toMatchObject({ page: 1, pageCount: 2, total: 6, tag: null });
    expect(first.canonical).toBe("http://localhost:3000/blog");
    expect(first.list.tags).toContainEqual({ slug: "rebates", label: "Rebates", count: 2 });
    const second = await load<BlogData>(blogLoader, "/blog?page=2");
    expect(second.list.posts.map((post) => post.slug)).toEqual(["led-retrofit-or-replace"]);
    expect(second.canonical).toBe("http://localhost:3000/blog?page=2");
  });

  it("ROUTE-23 /blog?tag= shows only that tag's posts; an unknown tag, a page past the last or a bad page is a 404", async () => {
    const tagged = await load<BlogData>(blogLoader, "/blog?tag=rebates");
    expect(tagged.list.tag).toEqual({ slug: "rebates", label: "Rebates" });
    expect(tagged.list.posts.map((post) => post.slug)).toEqual([
      "dlc-5-1-premium-what-changes",
      "led-retrofit-or-replace",
    ]);
    expect(tagged.canonical).toBe("http://localhost:3000/blog?tag=rebates");
    expect(await statusOf(blogLoader, "/blog?tag=disco")).toBe(404);
    expect(await statusOf(blogLoader, "/blog?tag=constructor")).toBe(404);
    expect(await statusOf(blogLoader, "/blog?page=3")).toBe(404);
    expect(await statusOf(blogLoader, "/blog?page=abc")).toBe(404);
    expect(await statusOf(blogLoader, "/blog?tag=rebates&page=2")).toBe(404);
  });

  it("ROUTE-23 a post page has its HTML with the configured brand, its tags and its neighbours; an unknown slug is a 404", async () => {
    const { post, canonical } = await load<Awaited<ReturnType<typeof postLoader>>>(
      postLoader,
      "/blog/glare-and-ugr",
      { slug: "glare-and-ugr" },
    );
    expect(post.title).toBe("Glare and UGR: why a bright fixture can make a worse room");
    expect(canonical).toBe("http://localhost:3000/blog/glare-and-ugr");
    expect(post.html).toContain(`${BRAND}&#39;s design team`);
    expect(post.html).not.toMatch(/\{\{|Lumenor/);
    expect(post.html).toContain('<a href="/product/dlx-8-20-50k">DLX-8-20-50K</a>');
    expect(post.tags.map((tag) => tag.slug)).toEqual(["lighting-design", "led-retrofits"]);
    expect(post.newer?.slug).toBe("emergency-lighting-code-checklist");
    expect(post.older?.slug).toBe("tunable-white-circadian-lighting");
    expect(await statusOf(postLoader, "/blog/no-such-post", { slug: "no-such-post" })).toBe(404);
  });

  it("ROUTE-23 /blog/rss.xml is RSS 2.0 of every post, newest first, with absolute links", async () => {
    const response = await load<Response>(rssLoader, "/blog/rss.xml");
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(`<title>${BRAND} Blog</title>`);
    const links = [...xml.matchAll(/<item><title>[^<]+<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toHaveLength(6);
    expect(links[0]).toBe("http://localhost:3000/blog/emergency-lighting-code-checklist");
    expect(xml).toContain("<pubDate>Tue, 28 Jul 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>life-safety</category>");
  });

  it("ROUTE-16 /case-study lists the three case studies with savings computed by the payback calculator's function", async () => {
    const { studies } = await load<Awaited<ReturnType<typeof caseStudiesLoader>>>(
      caseStudiesLoader,
      "/case-study",
    );
    expect(studies.map((study) => study.sector)).toEqual([
      "Healthcare parking",
      "Warehouse and distribution",
      "Education",
    ]);
    const warehouse = studies.find((study) => study.slug === "harbor-logistics-warehouse-high-bay-retrofit");
    // 240 × (458 − 165) W × 20 h × 312 d = 438,797 kWh at $0.094 + 240 × $38 maintenance = $50,366.90 a year;
    // 240 × ($283 + $95) − 240 × $75 = $72,720 after the rebate: 17.3 months.
    expect(warehouse?.savings).toMatchObject({
      existingWatts: 109_920,
      newWatts: 39_600,
      annualKwhSaved: 438_797,
      annualSavingsCents: 5_036_690,
      netCostCents: 7_272_000,
      paybackMonths: 17.3,
    });
  });

  it("ROUTE-16 a case study page: before/after, savings equal to calculatePayback of its inputs, its SKUs and the calculator link", async () => {
    const { study } = await load<Awaited<ReturnType<typeof caseStudyLoader>>>(
      caseStudyLoader,
      "/case-study/riverside-parking-garage-retrofit",
      { slug: "riverside-parking-garage-retrofit" },
    );
    const expected = calculatePayback({
      existingFixtures: 180,
      existingWatts: 210,
      newFixtures: 180,
      newWatts: 60,
      hoursPerDay: 24,
      daysPerYear: 365,
      energyRateCentsPerKwh: 10.5,
      maintenanceCentsPerFixture: 4500,
      fixtureCostCents: 18_750,
      installCostCents: 11_000,
      rebateCentsPerFixture: 6000,
    });
    expect(study.savings).toMatchObject({
      annualKwhSaved: expected.annualKwhSaved,
      annualSavingsCents: expected.annualSavingsCents,
      paybackMonths: expected.paybackMonths,
      tenYearNetSavingsCents: expected.tenYearNetSavingsCents,
    });
    expect(expected.paybackMonths).toBe(15.6);
    expect(study.installed.skus).toEqual(["GRG-ST-60-40K", "GRG-2-20-40K"]);
    expect(study.calculatorLink).toBe(
      "/payback-calculator?existingCount=180&existingWatts=210&newCount=180&newWatts=60&hours=24&days=365&rate=0.105&maintenance=45&fixtureCost=187.5&installCost=110&rebate=60",
    );
    expect(study.html).toContain(BRAND);
    expect(await statusOf(caseStudyLoader, "/case-study/nope", { slug: "nope" })).toBe(404);
  });

  it("ROUTE-15 ROUTE-20 ROUTE-21 ROUTE-25 our history (with its timeline), terms, privacy and warranty (linking to the claim form) render from their files", async () => {
    type PageData = Awaited<ReturnType<typeof pageLoader>>;
    const history = await load<PageData>(pageLoader, "/our-history");
    expect(history.page.title).toBe("Our History");
    expect(history.page.timeline.map((event) => event.year)).toEqual([
      1994, 2001, 2009, 2014, 2018, 2021, 2024, 2026,
    ]);
    expect(history.page.description).toContain(BRAND);
    const warranty = await load<PageData>(pageLoader, "/warranty");
    expect(warranty.page.action).toEqual({ label: "File a warranty claim", href: "/warranty-claim" });
    expect(warranty.page.html).toContain('<a href="/warranty-claim">warranty claim form</a>');
    expect(warranty.page.html).toContain("<td>Controls and Sensors (SNS, CTL, WLC)</td>");
    expect(warranty.canonical).toBe("http://localhost:3000/warranty");
    const terms = await load<PageData>(pageLoader, "/terms-and-conditions");
    expect(terms.page).toMatchObject({ title: "Terms and Conditions", updated: "2026-01-15" });
    const privacy = await load<PageData>(pageLoader, "/privacy-policy");
    expect(privacy.page.html).toContain(`This policy explains how ${BRAND} collects`);
    expect(await statusOf(pageLoader, "/no-such-page")).toBe(404);
  });
});
