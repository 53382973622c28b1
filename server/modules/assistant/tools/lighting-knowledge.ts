import { z } from "zod";
import { ok } from "../../../../lib/assistant/tools.ts";
import { text } from "../../../../lib/shared/safe-text.ts";
import { defineTool } from "../tool.ts";

const input = z
  .object({
    question: text()
      .trim()
      .min(2)
      .max(300)
      .describe('The lighting question or topic, e.g. "circadian lighting in classrooms"'),
    limit: z.number().int().min(1).max(8).default(4),
  })
  .strict();

/** The site's own articles, case studies, videos and pages that answer a lighting question. */
export const lightingKnowledgeTool = defineTool({
  name: "lighting_knowledge",
  description:
    "Search the site's lighting knowledge (articles, case studies, videos and pages: CCT, CRI, circadian and tunable-white lighting, glare, controls, DLC, retrofits) and answer with the passages that match and their links.",
  input,
  account: false,
  async run({ deps }, { question, limit }) {
    const hits = deps.content.search(question, limit);
    if (hits.length === 0) return ok("Nothing on the site covers that yet.", { articles: [] });
    return ok(
      `${hits.length} page${hits.length === 1 ? "" : "s"} of ours cover${hits.length === 1 ? "s" : ""} this; the best is "${hits[0]?.title}".`,
      {
        articles: hits,
      },
    );
  },
});
