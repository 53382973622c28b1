import { CONTENT_PAGE_PATHS } from "./content-paths.ts";
import { publishedPosts } from "./list-posts.ts";
import type { LoadedContent } from "./load-content.ts";
import { plainText } from "./render-markdown.ts";

/** What kind of page a knowledge result is. */
export type KnowledgeKind = "article" | "case study" | "video" | "page";

/** One page of the site's lighting knowledge that answers a question, with the passage that matched. */
export type KnowledgeHit = {
  kind: KnowledgeKind;
  title: string;
  description: string;
  link: string;
  /** About two sentences of the text around the best match. */
  excerpt: string;
  score: number;
};

/** Words that say nothing about lighting: left out of the query. */
const STOP_WORDS = new Set(
  "a an and are as at be by can do does for from how i in is it my of on or should the to we what when which why with you your about vs".split(
    " ",
  ),
);

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+(?:[-'][a-z0-9]+)*/g) ?? [];

/** The query's words: lower case, without stop words and repeats; "CCT?" → "cct". */
export function knowledgeTerms(query: string): string[] {
  return [...new Set(words(query).filter((word) => word.length > 1 && !STOP_WORDS.has(word)))].slice(0, 12);
}

type Indexed = {
  kind: KnowledgeKind;
  title: string;
  description: string;
  link: string;
  body: string;
  titleWords: string[];
  descriptionWords: string[];
  bodyWords: string[];
};

/** How often a term occurs as a word or as a word's start ("circadian" in "circadian", "dim" in "dimming"). */
function occurrences(term: string, inWords: string[]): number {
  let count = 0;
  for (const word of inWords) if (word === term || (term.length >= 3 && word.startsWith(term))) count++;
  return count;
}

const cache = new WeakMap<LoadedContent, Indexed[]>();

/** The published posts, case studies, videos (their transcripts) and pages, as plain words, once. */
function indexOf(content: LoadedContent): Indexed[] {
  let indexed = cache.get(content);
  if (indexed) return indexed;
  const entry = (kind: KnowledgeKind, title: string, description: string, link: string, markdown: string) => {
    const body = plainText(markdown);
    return {
      kind,
      title,
      description,
      link,
      body,
      titleWords: words(title),
      descriptionWords: words(description),
      bodyWords: words(body),
    };
  };
  indexed = [
    ...publishedPosts(content).map((post) =>
      entry("article", post.data.title, post.data.description, `/blog/${post.slug}`, post.markdown),
    ),
    ...content.caseStudy.map((study) =>
      entry(
        "case study",
        study.data.title,
        study.data.description,
        `/case-study/${study.slug}`,
        study.markdown,
      ),
    ),
    ...content.video.map((video) =>
      entry("video", video.data.title, video.data.description, `/videos/${video.slug}`, video.markdown),
    ),
    ...content.page.flatMap((page) => {
      const link = CONTENT_PAGE_PATHS[page.slug];
      return link ? [entry("page", page.data.title, page.data.description, link, page.markdown)] : [];
    }),
  ];
  cache.set(content, indexed);
  return indexed;
}

/** The sentences around the first sentence holding the most query terms. */
function excerptOf(body: string, terms: string[]): string {
  const sentences = body.match(/[^.!?]+[.!?]+/g) ?? [body];
  let best = 0;
  let bestCount = -1;
  sentences.forEach((sentence, index) => {
    const found = terms.filter((term) => occurrences(term, words(sentence)) > 0).length;
    if (found > bestCount) {
      best = index;
      bestCount = found;
    }
  });
  const text = sentences
    .slice(best, best + 2)
    .join("")
    .trim();
  return text.length > 320 ? `${text.slice(0, 317).trimEnd()}…` : text;
}

/**
 * Full-text search over the site's lighting knowledge (the assistant's lighting_knowledge tool): a
 * page scores by its terms in the title (×6), the description (×3) and the text (×1, at most 10 a
 * term), times the share of the query's terms it holds, so a page about all of the question ranks
 * above one that repeats a single word. Pages holding none of the terms are left out.
 */
export function searchContent(content: LoadedContent, query: string, limit = 5): KnowledgeHit[] {
  const terms = knowledgeTerms(query);
  if (terms.length === 0) return [];
  return indexOf(content)
    .map((page) => {
      let score = 0;
      let matched = 0;
      for (const term of terms) {
        const inTitle = occurrences(term, page.titleWords);
        const inDescription = occurrences(term, page.descriptionWords);
        const inBody = Math.min(10, occurrences(term, page.bodyWords));
        if (inTitle + inDescription + inBody > 0) matched++;
        score += inTitle * 6 + inDescription * 3 + inBody;
      }
      return { page, score: (score * matched) / terms.length };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.page.title.localeCompare(b.page.title))
    .slice(0, limit)
    .map(({ page, score }) => ({
      kind: page.kind,
      title: page.title,
      description: page.description,
      link: page.link,
      excerpt: excerptOf(page.body, terms),
      score: Math.round(score * 10) / 10,
    }));
}
