import { AppError } from "../../errors.ts";
import type { ContentEntry, LoadedContent } from "./load-content.ts";
import { JOB_DEPARTMENTS } from "./schemas.ts";

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Open on `now`: its closing date (the last day applications are taken) is today or later, or none. */
function isOpen(entry: ContentEntry<"opening">, now: Date): boolean {
  const closes = entry.data.closes;
  return !closes || day(closes) >= day(now);
}

function summary(entry: ContentEntry<"opening">) {
  const { title, department, location, employmentType, posted, closes, summary } = entry.data;
  return {
    slug: entry.slug,
    link: `/careers/${entry.slug}`,
    title,
    department,
    location,
    employmentType,
    posted: day(posted),
    closes: closes ? day(closes) : null,
    summary,
  };
}

export type OpeningSummary = ReturnType<typeof summary>;

/** The openings still taking applications on `now`, newest first, grouped by department in its order. */
export function listOpenings(content: LoadedContent, now: Date) {
  const open = content.opening
    .filter((entry) => isOpen(entry, now))
    .sort((a, b) => b.data.posted.getTime() - a.data.posted.getTime() || a.slug.localeCompare(b.slug))
    .map(summary);
  const departments = JOB_DEPARTMENTS.map((department) => ({
    department,
    openings: open.filter((opening) => opening.department === department),
  })).filter((group) => group.openings.length > 0);
  return { openings: open, departments };
}

/** One opening with its HTML; an unknown one, or one whose closing date has passed, is NOT_FOUND. */
export async function findOpening(content: LoadedContent, slug: string, now: Date) {
  const entry = content.opening.find((opening) => opening.slug === slug);
  if (!entry || !isOpen(entry, now)) throw new AppError("NOT_FOUND", "Job opening not found");
  return { ...summary(entry), html: entry.html };
}

/** The title of an opening taking applications on `now`, or null (the application form's check). */
export function openOpeningTitle(content: LoadedContent, slug: string, now: Date): string | null {
  const entry = content.opening.find((opening) => opening.slug === slug);
  return entry && isOpen(entry, now) ? entry.data.title : null;
}
