import { z } from "zod";

/**
 * The front matter of each kind of content file under `content/`, one zod schema per kind. A kind is
 * a folder of Markdown files and a schema: adding job openings or literature later is one more
 * schema here and one more entry in `contentKinds`, and the loader, the build check and its error
 * messages follow.
 */

/** A URL path of the site or an absolute http(s) URL: never `javascript:` or another scheme. */
const href = z
  .string()
  .regex(/^(\/(?!\/)|https?:\/\/)/, "must be a site path starting with / or an http(s) URL");

const isoDate = z.iso
  .date("must be a date written YYYY-MM-DD")
  .transform((value) => new Date(`${value}T00:00:00Z`));

const title = z.string().trim().min(3, "is required").max(120);
/** The meta description: what a search result shows. */
const description = z.string().trim().min(50, "must be at least 50 characters").max(200);

/**
 * The drawings our code makes for content (app/features/content/ContentIllustration.tsx draws each):
 * no image is downloaded or stored.
 */
export const ILLUSTRATION_MOTIFS = [
  "high-bay",
  "troffer",
  "garage",
  "controls",
  "tunable-white",
  "glare",
  "emergency",
  "retrofit",
  "timeline",
  "document",
  "wiring",
  "sensor",
  "optics",
] as const;

const illustration = z
  .object({
    motif: z.enum(ILLUSTRATION_MOTIFS),
    /** The drawing's text alternative (alt text). */
    alt: z.string().trim().min(10, "is required (the illustration's alt text)").max(200),
  })
  .strict();

/**
 * The blog's tags: a closed vocabulary, so one topic has one tag page ("controls", not also
 * "Controls" and "lighting-controls"). A new tag is one line here.
 */
export const BLOG_TAGS = {
  "led-retrofits": "LED retrofits",
  dlc: "DLC",
  "lighting-controls": "Lighting controls",
  "energy-codes": "Energy codes",
  "human-centric-lighting": "Human-centric lighting",
  "lighting-design": "Lighting design",
  "life-safety": "Life safety",
  rebates: "Rebates",
  warehouses: "Warehouses",
  education: "Education",
} as const;
export type BlogTag = keyof typeof BLOG_TAGS;
const blogTag = z.enum(Object.keys(BLOG_TAGS) as [BlogTag, ...BlogTag[]]);

/** A slug is the file name: lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An editorial page (`content/pages/<slug>.md`), e.g. our history, warranty, terms, privacy. */
export const pageSchema = z
  .object({
    title,
    description,
    /** The date the text last changed, shown on legal pages ("Last updated"). */
    updated: isoDate.optional(),
    illustration: illustration.optional(),
    /** A timeline shown beside the text (our history): oldest first. */
    timeline: z
      .array(
        z
          .object({
            year: z.number().int().min(1900).max(2100),
            title: z.string().trim().min(3).max(80),
            text: z.string().trim().min(10).max(400),
          })
          .strict(),
      )
      .min(2)
      .optional(),
    /** A call to action at the end of the page, e.g. the warranty claim form. */
    action: z
      .object({ label: z.string().trim().min(3).max(60), href })
      .strict()
      .optional(),
  })
  .strict();

/** A blog post (`content/blog/<slug>.md`). */
export const postSchema = z
  .object({
    title,
    description,
    date: isoDate,
    author: z.string().trim().min(3).max(80),
    tags: z.array(blogTag).min(1, "needs at least one tag").max(5),
    illustration,
    /** A draft is validated but not published. */
    draft: z.boolean().default(false),
  })
  .strict();

/**
 * A case study (`content/case-studies/<slug>.md`). The savings are not typed in: they are computed from
 * the retrofit's inputs by lib/energy/payback.ts, the payback calculator's own function.
 */
export const caseStudySchema = z
  .object({
    title,
    description,
    date: isoDate,
    client: z.string().trim().min(3).max(100),
    location: z.string().trim().min(3).max(100),
    sector: z.string().trim().min(3).max(60),
    illustration,
    retrofit: z
      .object({
        existing: z
          .object({
            fixtures: z.number().int().positive(),
            watts: z.number().positive().max(5000),
            /** What was there, e.g. "400 W metal halide high bays". */
            label: z.string().trim().min(3).max(100),
          })
          .strict(),
        new: z
          .object({
            fixtures: z.number().int().positive(),
            watts: z.number().positive().max(5000),
            /** Catalogue SKUs installed, linked to their product pages. */
            skus: z.array(z.string().regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)+$/, "must be a catalogue SKU")).min(1),
            label: z.string().trim().min(3).max(100),
          })
          .strict(),
        hoursPerDay: z.number().positive().max(24),
        daysPerYear: z.number().int().positive().max(366),
        /** Dollars per kWh, e.g. 0.11. */
        energyRate: z.number().positive().max(10),
        /** Dollars per existing fixture per year (relamping, ballasts, lift rental). */
        maintenancePerFixture: z.number().min(0),
        /** Dollars per new fixture. */
        fixtureCost: z.number().min(0),
        installCost: z.number().min(0),
        rebatePerFixture: z.number().min(0),
      })
      .strict(),
  })
  .strict();

/** The videos page's categories (ROUTE-18): a closed list, each one filter link of `/videos?category=`. */
export const VIDEO_CATEGORIES = {
  "product-tours": "Product tours",
  installation: "Installation",
  "lighting-education": "Lighting education",
  "case-studies": "Case studies",
} as const;
export type VideoCategory = keyof typeof VIDEO_CATEGORIES;

/** A running time `m:ss` or `h:mm:ss` (e.g. `4:35`) → whole seconds; null when it is not one. */
export function parseDuration(text: string): number | null {
  const match = /^(?:(\d{1,2}):([0-5]\d)|(\d{1,3})):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const [, hours, minutesOfHour, minutes, seconds] = match;
  const total =
    hours !== undefined
      ? Number(hours) * 3600 + Number(minutesOfHour) * 60 + Number(seconds)
      : Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : null;
}

/** Seconds → `m:ss` or `h:mm:ss`, as the duration badge shows it. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

const duration = z.union([z.string(), z.number()]).transform((value, ctx) => {
  // YAML reads an unquoted 4:35 as a string; a bare number is taken as minutes by nobody: refuse it.
  const seconds = typeof value === "string" ? parseDuration(value) : null;
  if (seconds === null) {
    ctx.addIssue({ code: "custom", message: "must be a running time written m:ss or h:mm:ss, e.g. 4:35" });
    return z.NEVER;
  }
  return seconds;
});

/**
 * A video's recording: a file name in the configured video directory (VIDEO_MEDIA_DIR), served by our
 * own server at `/media/videos/<file>`. No subfolders and no URL of another site: nothing is fetched.
 */
export const VIDEO_FILE_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\.(?:mp4|webm|ogv)$/;
const videoFile = z
  .string()
  .regex(VIDEO_FILE_PATTERN, "must be a file name in VIDEO_MEDIA_DIR ending .mp4, .webm or .ogv");

const sku = z.string().regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)+$/, "must be a catalogue SKU");

/**
 * A video (`content/videos/<slug>.md`): the front matter describes the recording, the Markdown body is
 * its transcript (timestamped `##` headings, e.g. `## 0:00 Before you start`).
 */
export const videoSchema = z
  .object({
    title,
    description,
    /** The running time, `m:ss` or `h:mm:ss`; stored as seconds. */
    duration,
    category: z.enum(Object.keys(VIDEO_CATEGORIES) as [VideoCategory, ...VideoCategory[]]),
    date: isoDate,
    /** The poster: one of our generated drawings, never a downloaded image. */
    poster: illustration,
    file: videoFile.optional(),
    related: z
      .object({
        /** Catalogue SKUs shown, linked to their product pages. */
        products: z.array(sku).max(8).default([]),
        /** Other pages of the site: a case study, a blog post, a product series. */
        links: z
          .array(z.object({ label: z.string().trim().min(3).max(80), href }).strict())
          .max(6)
          .default([]),
      })
      .strict()
      .default({ products: [], links: [] }),
  })
  .strict();

/** The departments job openings are grouped by on /careers (ROUTE-24), in the order shown. */
export const JOB_DEPARTMENTS = [
  "Engineering",
  "Manufacturing",
  "Sales",
  "Customer Service",
  "Operations",
] as const;
export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Internship"] as const;

/**
 * A job opening (`content/careers/<slug>.md`, ROUTE-24): the body says what the job is, what the
 * person brings and the benefits. An opening whose closing date has passed is no longer listed or
 * shown, and the application form no longer accepts it.
 */
export const jobOpeningSchema = z
  .object({
    title,
    department: z.enum(JOB_DEPARTMENTS, `must be one of: ${JOB_DEPARTMENTS.join(", ")}`),
    /** Where the work is, e.g. "Columbus, OH (plant)" or "Remote: Texas and Oklahoma territory". */
    location: z.string().trim().min(3, "is required").max(100),
    employmentType: z.enum(EMPLOYMENT_TYPES, `must be one of: ${EMPLOYMENT_TYPES.join(", ")}`),
    posted: isoDate,
    /** The last day applications are taken; none: open until filled. */
    closes: isoDate.optional(),
    /** What the list shows under the title (and the page's meta description). */
    summary: description,
  })
  .strict()
  .refine((data) => !data.closes || data.closes.getTime() >= data.posted.getTime(), {
    message: "must not be before the posted date",
    path: ["closes"],
  });

/** Every kind of content file: its folder under `content/` and its front matter. */
export const contentKinds = {
  page: { folder: "pages", schema: pageSchema },
  post: { folder: "blog", schema: postSchema },
  caseStudy: { folder: "case-studies", schema: caseStudySchema },
  video: { folder: "videos", schema: videoSchema },
  opening: { folder: "careers", schema: jobOpeningSchema },
} as const;

export type ContentKind = keyof typeof contentKinds;
export type PageFrontMatter = z.output<typeof pageSchema>;
export type PostFrontMatter = z.output<typeof postSchema>;
export type CaseStudyFrontMatter = z.output<typeof caseStudySchema>;
export type VideoFrontMatter = z.output<typeof videoSchema>;
export type JobOpeningFrontMatter = z.output<typeof jobOpeningSchema>;
export type JobDepartment = (typeof JOB_DEPARTMENTS)[number];
export type IllustrationMotif = (typeof ILLUSTRATION_MOTIFS)[number];
