import { z } from "zod";

/**
 * The front matter of each kind of content file under `content/`, one zod schema per kind. A kind is
 * a folder of Markdown files and a schema: adding job openings, videos or literature later is one more
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
  opening: { folder: "careers", schema: jobOpeningSchema },
} as const;

export type ContentKind = keyof typeof contentKinds;
export type PageFrontMatter = z.output<typeof pageSchema>;
export type PostFrontMatter = z.output<typeof postSchema>;
export type CaseStudyFrontMatter = z.output<typeof caseStudySchema>;
export type JobOpeningFrontMatter = z.output<typeof jobOpeningSchema>;
export type JobDepartment = (typeof JOB_DEPARTMENTS)[number];
export type IllustrationMotif = (typeof ILLUSTRATION_MOTIFS)[number];
