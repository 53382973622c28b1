import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { toPublicConfig } from "../../config.ts";
import { loadEnv } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { createServices } from "../../services.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { testServiceSettings } from "../../testing/service-settings.ts";
import { DEFAULT_DEMO_PRODUCTS, generateDemoCatalog } from "../catalog/demo/catalog.ts";
import { createContentModule } from "./index.ts";
import { loadContent, parseContentFile } from "./load-content.ts";
import { formatDuration, parseDuration } from "./schemas.ts";
import { parseByteRange } from "./video-files.ts";

const brand = { brand: "Acme Lighting" };

const transcript = `## 0:00 Before you start\n\n{{brand}} drivers dim from 10 V to 1 V. Purple is positive.\n\n## 1:10 Wiring\n\nPurple to purple, gray to gray.\n`;

function videoFile(front: Record<string, string> = {}, body = transcript): string {
  const fields: Record<string, string> = {
    title: '"Wiring 0-10 V dimming"',
    description:
      '"How the purple and gray dimming pair works and how to wire a wall dimmer to a row of drivers."',
    duration: '"4:35"',
    category: "installation",
    date: "2026-02-24",
    poster: '{ motif: wiring, alt: "A driver wired to a wall dimmer" }',
    ...front,
  };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n${body}`;
}

const FILE = "videos/wiring.md";
const problemsOf = (text: string) => {
  const result = parseContentFile("video", FILE, text, brand);
  return "problems" in result ? result.problems : [];
};

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});
function tempDir(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "videos-"));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe("ROUTE-18 video content files (issue 15 items 2 and 7)", () => {
  it("ROUTE-18 a valid video file is parsed: running time in seconds, category, related lists default to empty", () => {
    const result = parseContentFile("video", FILE, videoFile(), brand);
    if (!("entry" in result)) throw new Error(JSON.stringify(result.problems));
    expect(result.entry.data).toMatchObject({
      duration: 275,
      category: "installation",
      related: { products: [], links: [] },
    });
    expect(result.entry.data.file).toBeUndefined();
    expect(result.entry.html).toContain("<h2>0:00 Before you start</h2>");
    expect(result.entry.html).toContain("Acme Lighting drivers");
  });

  it("ROUTE-18 running times: m:ss and h:mm:ss to seconds and back; anything else is refused", () => {
    expect(parseDuration("4:35")).toBe(275);
    expect(parseDuration("0:59")).toBe(59);
    expect(parseDuration("45:00")).toBe(2700);
    expect(parseDuration("1:02:03")).toBe(3723);
    for (const bad of ["4:75", "0:00", "abc", "4:5", "", "1:60:00", "4:35:", "-4:35", "4.35"])
      expect(parseDuration(bad), bad).toBeNull();
    expect(formatDuration(275)).toBe("4:35");
    expect(formatDuration(59)).toBe("0:59");
    expect(formatDuration(3723)).toBe("1:02:03");
    expect(formatDuration(3600)).toBe("1:00:00");
  });

  it("ROUTE-18 a bad video file fails with its path and the field", () => {
    const first = (front: Record<string, string>, body?: string) => problemsOf(videoFile(front, body))[0];
    expect(first({ duration: '"4:75"' })).toEqual({
      file: FILE,
      field: "duration",
      message: "must be a running time written m:ss or h:mm:ss, e.g. 4:35",
    });
    expect(first({ duration: "275" })?.field).toBe("duration");
    expect(first({ duration: "" })?.field).toBe("duration");
    expect(first({ category: "webinars" })).toMatchObject({
      field: "category",
      message: expect.stringContaining("installation"),
    });
    expect(first({ file: '"../../etc/passwd.mp4"' })?.field).toBe("file");
    expect(first({ file: '"https://cdn.example/tour.mp4"' })?.field).toBe("file");
    expect(first({ file: '"tour.mov"' })?.field).toBe("file");
    expect(first({ related: "{ products: [LHB-4-165-50K, lhb] }" })?.field).toBe("related.products.1");
    expect(first({ related: '{ links: [{ label: "Bad", href: "javascript:alert(1)" }] }' })?.field).toBe(
      "related.links.0.href",
    );
    expect(first({ poster: "{ motif: wiring }" })?.field).toBe("poster.alt");
    expect(first({ poster: '{ motif: youtube, alt: "A thumbnail from elsewhere" }' })?.field).toBe(
      "poster.motif",
    );
    expect(first({ description: '"Too short."' })?.field).toBe("description");
    expect(first({ date: "2026-02-30" })?.field).toBe("date");
    expect(first({ thumbnail: '"https://img.example/x.jpg"' })?.field).toBe("(front matter)");
  });

  it("ROUTE-18 the transcript's headings are timestamps from 0:00, in order and within the running time", () => {
    const transcriptProblem = (body: string, front: Record<string, string> = {}) =>
      problemsOf(videoFile(front, body))
        .filter((p) => p.field === "(transcript)")
        .map((p) => p.message);
    expect(transcriptProblem(transcript)).toEqual([]);
    expect(transcriptProblem("Just words, no headings.\n")).toEqual([
      "needs timestamped ## headings, e.g. ## 0:00 Introduction",
    ]);
    expect(transcriptProblem("## 0:00 Start\n\nA.\n\n## Wiring\n\nB.\n")).toEqual([
      'heading "Wiring" must start with its timestamp, e.g. ## 1:25 Wiring',
    ]);
    expect(transcriptProblem("## 0:10 Start\n\nA.\n")).toEqual([
      "the first heading must be at 0:00, not 0:10",
    ]);
    expect(transcriptProblem("## 0:00 Start\n\nA.\n\n## 2:00 B\n\nB.\n\n## 1:00 C\n\nC.\n")).toEqual([
      "heading at 1:00 is not after the one before it",
    ]);
    expect(transcriptProblem("## 0:00 Start\n\nA.\n\n## 4:35 End\n\nB.\n")).toEqual([
      "heading at 4:35 is after the end of the video (4:35)",
    ]);
  });

  it("ROUTE-18 the repository's videos are valid, and their related products are SKUs of the demo catalogue", () => {
    const content = loadContent(path.resolve("content"), brand);
    expect(content.video.length).toBeGreaterThanOrEqual(6);
    expect(content.video.length).toBeLessThanOrEqual(8);
    const skus = new Set(generateDemoCatalog({ products: DEFAULT_DEMO_PRODUCTS }).products.map((p) => p.sku));
    const pages = new Set([
      ...content.post.map((post) => `/blog/${post.slug}`),
      ...content.caseStudy.map((study) => `/case-study/${study.slug}`),
      "/innovations/TOL-SERIES",
      "/available-rebates",
      "/payback-calculator",
    ]);
    const categories = new Set(content.video.map((video) => video.data.category));
    expect(categories.size).toBe(4);
    for (const video of content.video) {
      for (const sku of video.data.related.products)
        expect(skus.has(sku), `${video.file}: ${sku}`).toBe(true);
      for (const link of video.data.related.links)
        expect(pages.has(link.href), `${video.file}: ${link.href}`).toBe(true);
      expect(video.html, video.file).not.toMatch(/\{\{|Lumenor/);
    }
  });
});

const recording = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

/** Directories that outlive one test (a describe's app), removed in its afterAll. */
const fixtureDirs: string[] = [];

function videosFixtureDirs(keep = false) {
  const contentDir = tempDir({
    "videos/wiring.md": videoFile({ file: "wiring.webm", date: "2026-02-24" }),
    "videos/tour.md": videoFile({
      title: '"TOL series product tour"',
      category: "product-tours",
      date: "2026-04-02",
      duration: '"3:20"',
      related:
        '{ products: [TOL-HB-150-50K], links: [{ label: "The TOL series story", href: "/innovations/TOL-SERIES" }] }',
    }),
  });
  const mediaDir = tempDir({ "wiring.webm": recording, "not-named.webm": recording });
  if (!keep) return { contentDir, mediaDir };
  dirs = dirs.filter((dir) => dir !== contentDir && dir !== mediaDir);
  fixtureDirs.push(contentDir, mediaDir);
  return { contentDir, mediaDir };
}

function videosFixture(options: { withDir?: boolean } = {}) {
  const { contentDir, mediaDir } = videosFixtureDirs();
  return createContentModule({
    dir: contentDir,
    brandName: "Acme Lighting",
    ...(options.withDir === false ? {} : { videoDir: mediaDir }),
  });
}

describe("ROUTE-18 the videos list and a video", () => {
  it("ROUTE-18 lists every video newest first with the categories' counts, and filters by category", async () => {
    const content = videosFixture();
    const all = await content.videos({});
    expect(all.videos.map((video) => video.slug)).toEqual(["tour", "wiring"]);
    expect(all.videos[1]).toMatchObject({
      link: "/videos/wiring",
      duration: "4:35",
      durationSeconds: 275,
      category: { slug: "installation", label: "Installation" },
      date: "2026-02-24",
      posterUrl: "/videos/wiring/poster.svg",
    });
    expect(all.category).toBeNull();
    expect(all.categories).toEqual([
      { slug: "product-tours", label: "Product tours", count: 1 },
      { slug: "installation", label: "Installation", count: 1 },
      { slug: "lighting-education", label: "Lighting education", count: 0 },
      { slug: "case-studies", label: "Case studies", count: 0 },
    ]);
    const tours = await content.videos({ category: "product-tours" });
    expect(tours.videos.map((video) => video.slug)).toEqual(["tour"]);
    expect(tours.category).toEqual({ slug: "product-tours", label: "Product tours" });
  });

  it("ROUTE-18 a category of ours without videos is an empty list; one that is not ours is NOT_FOUND", async () => {
    const content = videosFixture();
    const empty = await content.videos({ category: "case-studies" });
    expect(empty.videos).toEqual([]);
    expect(empty.total).toBe(2);
    await expect(content.videos({ category: "webinars" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("ROUTE-18 a video: its recording when the file is in VIDEO_MEDIA_DIR, related pages, the transcript under its heading", async () => {
    const content = videosFixture();
    const wiring = await content.video("wiring");
    expect(wiring.source).toEqual({ url: "/media/videos/wiring.webm", type: "video/webm" });
    expect(wiring.transcriptHtml).toContain("<h3>0:00 Before you start</h3>");
    expect(wiring.transcriptHtml).not.toContain("<h2>");
    expect(wiring.transcriptText).toContain("Purple to purple, gray to gray.");
    const tour = await content.video("tour");
    expect(tour.source).toBeNull();
    expect(tour.relatedProducts).toEqual([{ sku: "TOL-HB-150-50K", link: "/product/tol-hb-150-50k" }]);
    expect(tour.relatedLinks).toEqual([{ label: "The TOL series story", href: "/innovations/TOL-SERIES" }]);
    await expect(content.video("nope")).rejects.toMatchObject({ code: "NOT_FOUND" });
    // Without VIDEO_MEDIA_DIR no video has a recording to play.
    expect((await videosFixture({ withDir: false }).video("wiring")).source).toBeNull();
  });

  it("ROUTE-18 the transcript as WebVTT captions: in order, each cue inside its section", async () => {
    const vtt = await videosFixture().videoCaptions("wiring");
    expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
    expect(vtt).toContain("00:00:00.000 --> 00:00:35.000\nAcme Lighting drivers dim from 10 V to 1 V.");
    expect(vtt).toContain("00:00:35.000 --> 00:01:10.000\nPurple is positive.");
    expect(vtt).toContain("00:01:10.000 --> 00:04:35.000\nPurple to purple, gray to gray.");
  });

  it("ROUTE-18 the sitemap's content paths hold the videos page and each video", async () => {
    const paths = await videosFixture().paths();
    expect(paths).toContainEqual({ path: "/videos", lastmod: new Date("2026-04-02T00:00:00Z") });
    expect(paths).toContainEqual({ path: "/videos/wiring", lastmod: new Date("2026-02-24T00:00:00Z") });
  });
});

describe.each(testDatabaseKinds())(
  "ROUTE-18 /media/videos/<file>: the recordings, served by our server (%s)",
  (kind) => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    let app: ReturnType<typeof createApp>;
    let appWithoutDir: ReturnType<typeof createApp>;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const fixture = videosFixtureDirs(true);
      const appOf = async (videoMediaDir: string | undefined) =>
        createApp({
          services: await createServices(database.database, {
            ...testServiceSettings(),
            contentDir: fixture.contentDir,
            videoMediaDir,
          }),
          config: toPublicConfig(loadEnv({})),
          logger: createLogger("silent"),
          mode: "production",
          build: async () => {
            throw new Error("pages are not part of this test");
          },
        });
      app = await appOf(fixture.mediaDir);
      appWithoutDir = await appOf(undefined);
    });
    afterAll(async () => {
      await database?.dispose();
      for (const dir of fixtureDirs) rmSync(dir, { recursive: true, force: true });
    });
    const get = (target: ReturnType<typeof createApp>, file: string, range?: string) =>
      target.request(`http://localhost/media/videos/${file}`, range ? { headers: { range } } : {});

    it("ROUTE-18 a named recording is served whole, or the byte range the player asks for", async () => {
      const whole = await get(app, "wiring.webm");
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-type")).toBe("video/webm");
      expect(whole.headers.get("accept-ranges")).toBe("bytes");
      expect(Buffer.from(await whole.arrayBuffer()).equals(recording)).toBe(true);
      const part = await get(app, "wiring.webm", "bytes=100-199");
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe("bytes 100-199/1000");
      expect(part.headers.get("content-length")).toBe("100");
      expect(Buffer.from(await part.arrayBuffer()).equals(recording.subarray(100, 200))).toBe(true);
      const tail = await get(app, "wiring.webm", "bytes=-10");
      expect(tail.headers.get("content-range")).toBe("bytes 990-999/1000");
      const open = await get(app, "wiring.webm", "bytes=900-");
      expect(open.headers.get("content-range")).toBe("bytes 900-999/1000");
    });

    it("ROUTE-18 a range past the end is 416; a file no video names, a bad name or no directory is 404 { error, code }", async () => {
      const beyond = await get(app, "wiring.webm", "bytes=5000-");
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get("content-range")).toBe("bytes */1000");
      expect(await beyond.json()).toEqual({
        error: "The requested range is not in the file",
        code: "RANGE_NOT_SATISFIABLE",
      });
      for (const file of ["not-named.webm", "..%2Fwiring.webm", "wiring.md", "missing.webm"]) {
        const response = await get(app, file);
        expect(response.status, file).toBe(404);
        expect(await response.json(), file).toMatchObject({ code: "NOT_FOUND" });
      }
      const withoutDir = await get(appWithoutDir, "wiring.webm");
      expect(withoutDir.status).toBe(404);
    });
  },
);

describe("ROUTE-18 byte ranges", () => {
  it("ROUTE-18 byte ranges: one range is read, several or malformed ones mean the whole file", () => {
    expect(parseByteRange("bytes=0-0", 10)).toEqual({ start: 0, end: 0 });
    expect(parseByteRange("bytes=5-100", 10)).toEqual({ start: 5, end: 9 });
    expect(parseByteRange("bytes=-100", 10)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange("bytes=10-", 10)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=0-1,4-5", 10)).toBeNull();
    expect(parseByteRange("bytes=5-2", 10)).toBeNull();
    expect(parseByteRange("items=0-1", 10)).toBeNull();
    expect(parseByteRange(undefined, 10)).toBeNull();
  });
});
