import { AppError } from "../../errors.ts";
import type { LoadedContent } from "./load-content.ts";

/** An editorial page (`content/pages/<slug>.md`) with its HTML. */
export async function findPage(content: LoadedContent, slug: string) {
  const page = content.page.find((entry) => entry.slug === slug);
  if (!page) throw new AppError("NOT_FOUND", "Page not found");
  const { title, description, updated, illustration, timeline, action } = page.data;
  return {
    slug,
    title,
    description,
    updated: updated ? updated.toISOString().slice(0, 10) : null,
    illustration: illustration ?? null,
    timeline: timeline ?? [],
    action: action ?? null,
    html: page.html,
  };
}
