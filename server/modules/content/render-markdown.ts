import { Marked, type Token, type Tokens } from "marked";

/**
 * Markdown to HTML on the server. Content is trusted editorial text, but it still cannot carry markup
 * of its own: raw HTML in a file is shown as text (so no `<script>`, no `onerror=`), links and images
 * keep only site paths and http(s)/mailto/tel URLs, and external links open safely.
 */

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);

const SAFE_LINK = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;
const SAFE_IMAGE = /^\/(?!\/)/;

const marked = new Marked({
  gfm: true,
  renderer: {
    html(token) {
      return escapeHtml(token.text);
    },
    link(token) {
      const text = this.parser.parseInline(token.tokens);
      if (!SAFE_LINK.test(token.href)) return text;
      const external = /^https?:\/\//i.test(token.href);
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
      const rel = external ? ' rel="noopener noreferrer"' : "";
      return `<a href="${escapeHtml(token.href)}"${title}${rel}>${text}</a>`;
    },
    image(token) {
      if (!SAFE_IMAGE.test(token.href)) return escapeHtml(token.text);
      return `<img src="${escapeHtml(token.href)}" alt="${escapeHtml(token.text)}" loading="lazy">`;
    },
    table(token) {
      // Wide tables scroll inside their own box instead of widening the page on a phone.
      const head = token.header.map((cell) => this.tablecell(cell)).join("");
      const body = token.rows
        .map((row) => `<tr>${row.map((cell) => this.tablecell(cell)).join("")}</tr>`)
        .join("");
      return `<div class="content-table" role="region" aria-label="Table" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
    },
  },
});

/** The placeholders a content file may use; `{{brand}}` is the configured brand name. */
const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

export type Placeholders = { brand: string };

/** Replaces `{{brand}}`; an unknown placeholder is returned in `unknown` (a content error). */
export function substitute(text: string, values: Placeholders): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const result = text.replace(PLACEHOLDER, (whole, name: string) => {
    if (name === "brand") return values.brand;
    unknown.push(whole);
    return whole;
  });
  return { text: result, unknown };
}

/**
 * Heading problems of a Markdown body that follows the page's own h1: a body `#` heading, or a level
 * skipped on the way down (## then ####).
 */
export function headingProblems(markdown: string): string[] {
  const problems: string[] = [];
  let previous = 1;
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "heading") {
        const { depth, text } = token as Tokens.Heading;
        if (depth === 1)
          problems.push(`"# ${text}": the page's title is its only level-1 heading; start at ##`);
        else if (depth > previous + 1)
          problems.push(`"${"#".repeat(depth)} ${text}" skips a level after a level-${previous} heading`);
        previous = depth;
      }
    }
  };
  walk(marked.lexer(markdown));
  return problems;
}

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

/** Plain text of Markdown (for feeds and reading time). */
export function plainText(markdown: string): string {
  return renderMarkdown(markdown)
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
