import path from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryContentDirs } from "./content.test-support.ts";
import { ContentError, loadContent, parseContentFile } from "./load-content.ts";

const brand = { brand: "Acme Lighting" };

const validPost = (front: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    title: '"High bays for cold storage"',
    description: '"Why LED high bays suit freezers: instant start at -40 °F and no lumen loss in the cold."',
    date: "2026-02-01",
    author: '"Maya Okafor"',
    tags: "[led-retrofits, warehouses]",
    illustration: '{ motif: high-bay, alt: "High bays over a freezer aisle" }',
    ...front,
  };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n{{brand}} high bays start at full output in a freezer.\n\n## Why\n\nCold helps LEDs.\n`;
};

const problemsOf = (
  text: string,
  kind: "post" | "page" | "caseStudy" = "post",
  file = "blog/cold-storage.md",
) => {
  const result = parseContentFile(kind, file, text, brand);
  return "problems" in result ? result.problems : [];
};

const contentDir = temporaryContentDirs("content-");

describe("content files (issue 15 item 2)", () => {
  it("a valid post is parsed: front matter typed, {{brand}} substituted, Markdown rendered to HTML", () => {
    const result = parseContentFile("post", "blog/cold-storage.md", validPost(), brand);
    if (!("entry" in result)) throw new Error(JSON.stringify(result.problems));
    expect(result.entry.slug).toBe("cold-storage");
    expect(result.entry.data.date).toEqual(new Date("2026-02-01T00:00:00Z"));
    expect(result.entry.data.tags).toEqual(["led-retrofits", "warehouses"]);
    expect(result.entry.data.draft).toBe(false);
    expect(result.entry.html).toContain("<p>Acme Lighting high bays start at full output in a freezer.</p>");
    expect(result.entry.html).toContain("<h2>Why</h2>");
  });

  it("{{brand}} in the front matter is the configured brand too", () => {
    const result = parseContentFile(
      "post",
      "blog/cold-storage.md",
      validPost({ title: '"Cold storage with {{brand}}"' }),
      brand,
    );
    expect("entry" in result && result.entry.data.title).toBe("Cold storage with Acme Lighting");
  });

  it("a post without a title fails with its path and the field", () => {
    expect(problemsOf(validPost({ title: "" }))).toEqual([
      { file: "blog/cold-storage.md", field: "title", message: expect.stringMatching(/expected string/i) },
    ]);
  });

  it("a bad date fails with its path and the field", () => {
    expect(problemsOf(validPost({ date: "2026-13-45" }))).toEqual([
      { file: "blog/cold-storage.md", field: "date", message: "must be a date written YYYY-MM-DD" },
    ]);
    expect(problemsOf(validPost({ date: "March 3rd" }))[0]?.field).toBe("date");
  });

  it("an unknown tag, or a tag of the wrong type, fails with the tag's place in the list", () => {
    expect(problemsOf(validPost({ tags: "[led-retrofits, disco-lights]" }))).toEqual([
      { file: "blog/cold-storage.md", field: "tags.1", message: expect.stringContaining("led-retrofits") },
    ]);
    expect(problemsOf(validPost({ tags: "[42]" }))[0]?.field).toBe("tags.0");
    expect(problemsOf(validPost({ tags: "warehouses" }))[0]?.field).toBe("tags");
  });

  it("an unknown field, an illustration without alt text and a bad link in the front matter are refused", () => {
    expect(problemsOf(validPost({ summary: '"extra"' }))[0]).toMatchObject({ field: "(front matter)" });
    expect(problemsOf(validPost({ illustration: "{ motif: high-bay }" }))[0]?.field).toBe("illustration.alt");
    const page = `---\ntitle: Warranty\ndescription: "${"The warranty policy of every product family, and how to file a claim."}"\naction: { label: "File a claim", href: "javascript:alert(1)" }\n---\nText.\n`;
    expect(problemsOf(page, "page", "pages/warranty.md")[0]?.field).toBe("action.href");
  });

  it("a file without front matter, with broken YAML, an unknown placeholder or a body h1 names the problem", () => {
    expect(problemsOf("Just text")[0]).toMatchObject({
      field: "(front matter)",
      message: expect.stringContaining("missing"),
    });
    expect(problemsOf("---\ntitle: [unclosed\n---\nBody\n")[0]).toMatchObject({
      field: "(front matter)",
      message: expect.stringContaining("not valid YAML"),
    });
    expect(problemsOf(validPost().replace("{{brand}}", "{{company}}"))).toEqual([
      {
        file: "blog/cold-storage.md",
        field: "(placeholder)",
        message: "{{company}} is not known; use {{brand}}",
      },
    ]);
    expect(problemsOf(validPost().replace("## Why", "# Why"))[0]?.field).toBe("(body)");
    expect(problemsOf(validPost().replace("## Why", "#### Why"))[0]?.message).toContain("skips a level");
  });

  it("a file name that is not a slug is refused", () => {
    expect(problemsOf(validPost(), "post", "blog/Cold Storage.md")[0]?.field).toBe("(file name)");
  });

  it("loadContent collects every bad file's problems and throws one ContentError naming each path and field", () => {
    const dir = contentDir({
      "blog/good.md": validPost(),
      "blog/no-title.md": validPost({ title: "" }),
      "blog/bad-date.md": validPost({ date: "2026-02-30" }),
      "blog/notes.txt": "not content",
    });
    let error: unknown;
    try {
      loadContent(dir, brand);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect(problems.map((p) => [path.relative(dir, p.file), p.field])).toEqual([
      ["blog/bad-date.md", "date"],
      ["blog/no-title.md", "title"],
    ]);
    expect((error as Error).message).toContain(`${path.join(dir, "blog/no-title.md")}: title: `);
  });

  it("loadContent reads each kind from its folder, newest first", () => {
    const dir = contentDir({
      "blog/older.md": validPost({ date: "2025-01-01" }),
      "blog/newer.md": validPost({ date: "2026-01-01" }),
    });
    const content = loadContent(dir, brand);
    expect(content.post.map((post) => post.slug)).toEqual(["newer", "older"]);
    expect(content.page).toEqual([]);
    expect(content.caseStudy).toEqual([]);
  });

  it("the repository's content/ is valid (a bad file fails npm test as it fails the build)", () => {
    const content = loadContent(path.resolve("content"), brand);
    expect(content.post.length).toBeGreaterThanOrEqual(6);
    expect(content.caseStudy.length).toBeGreaterThanOrEqual(3);
    expect(content.page.map((page) => page.slug).sort()).toEqual(
      expect.arrayContaining(["our-history", "privacy-policy", "terms-and-conditions", "warranty"]),
    );
    for (const entry of [...content.post, ...content.caseStudy, ...content.page]) {
      expect(entry.html, entry.file).not.toMatch(/\{\{|Lumenor/);
    }
  });
});
