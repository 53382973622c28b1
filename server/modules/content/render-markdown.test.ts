import { describe, expect, it } from "vitest";
import { headingProblems, renderMarkdown, substitute } from "./render-markdown.ts";

describe("content Markdown rendering (issue 15 item 2)", () => {
  it("raw HTML in a content file is shown as text: no script, no event handler", () => {
    const html = renderMarkdown(
      'Before <script>alert(1)</script> and <img src=x onerror="alert(2)">\n\n<div onclick="x()">block</div>\n',
    );
    expect(html).not.toMatch(/<script|<img|<div/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("links keep site paths and http(s)/mailto/tel URLs; javascript: links lose their href; outside links open safely", () => {
    expect(renderMarkdown("[calc](/payback-calculator)")).toContain('<a href="/payback-calculator">calc</a>');
    expect(renderMarkdown("[x](javascript:alert(1))")).not.toContain("href");
    expect(renderMarkdown("[x](//evil.example/a)")).not.toContain("href");
    expect(renderMarkdown("[DLC](https://www.designlights.org/)")).toContain(
      '<a href="https://www.designlights.org/" rel="noopener noreferrer">DLC</a>',
    );
  });

  it("images come only from the site's own paths", () => {
    expect(renderMarkdown("![chart](/media/x.svg)")).toContain('<img src="/media/x.svg" alt="chart"');
    expect(renderMarkdown("![tracker](https://evil.example/p.gif)")).not.toContain("<img");
  });

  it("tables scroll inside a focusable region instead of widening the page", () => {
    expect(renderMarkdown("| a | b |\n| --- | --- |\n| 1 | 2 |\n")).toMatch(
      /^<div class="content-table" role="region" aria-label="Table" tabindex="0"><table>/,
    );
  });

  it("{{brand}} is replaced, spaces allowed; unknown placeholders are reported", () => {
    expect(substitute("{{brand}} and {{ brand }}", { brand: "Acme" })).toEqual({
      text: "Acme and Acme",
      unknown: [],
    });
    expect(substitute("{{phone}}", { brand: "Acme" }).unknown).toEqual(["{{phone}}"]);
  });

  it("headings start at level 2 and skip no level", () => {
    expect(headingProblems("## A\n\n### B\n\n## C\n")).toEqual([]);
    expect(headingProblems("# A\n")).toHaveLength(1);
    expect(headingProblems("## A\n\n#### B\n")).toEqual(['"#### B" skips a level after a level-2 heading']);
  });
});
