import path from "node:path";
import { describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { findOpening, listOpenings } from "./careers.ts";
import { temporaryContentDirs } from "./content.test-support.ts";
import { contentPaths } from "./content-paths.ts";
import { ContentError, loadContent, parseContentFile } from "./load-content.ts";

const brand = { brand: "Acme Lighting" };

const opening = (front: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    title: '"Optical Engineer"',
    department: "Engineering",
    location: '"Columbus, OH (plant)"',
    employmentType: "Full-time",
    posted: "2026-03-02",
    summary: '"Design the lenses and reflectors of our LED high bays and troffers, from simulation to test."',
    ...front,
  };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n## The job\n\nDesign optics at {{brand}}.\n\n## Benefits\n\n- 401(k) match\n`;
};

const problemsOf = (text: string, file = "careers/optical-engineer.md") => {
  const result = parseContentFile("opening", file, text, brand);
  return "problems" in result ? result.problems : [];
};

const contentDir = temporaryContentDirs("careers-");

describe("ROUTE-24 job openings as content files", () => {
  it("ROUTE-24 a valid opening is parsed: fields typed, {{brand}} substituted, the body rendered", () => {
    const result = parseContentFile("opening", "careers/optical-engineer.md", opening(), brand);
    if (!("entry" in result)) throw new Error(JSON.stringify(result.problems));
    expect(result.entry.data).toMatchObject({
      title: "Optical Engineer",
      department: "Engineering",
      employmentType: "Full-time",
      posted: new Date("2026-03-02T00:00:00Z"),
    });
    expect(result.entry.data.closes).toBeUndefined();
    expect(result.entry.html).toContain("<h2>The job</h2>");
    expect(result.entry.html).toContain("Design optics at Acme Lighting.");
  });

  it("ROUTE-24 a bad opening names the file and each field in error", () => {
    const problems = problemsOf(
      opening({
        department: "Marketing",
        employmentType: "Seasonal",
        posted: "03/02/2026",
        summary: '"Too short"',
        location: "",
        salary: "90000",
      }),
    );
    const fields = problems.map((p) => p.field).sort();
    expect(fields).toEqual([
      "(front matter)",
      "department",
      "employmentType",
      "location",
      "posted",
      "summary",
    ]);
    expect(problems.every((p) => p.file === "careers/optical-engineer.md")).toBe(true);
    expect(problems.find((p) => p.field === "department")?.message).toBe(
      "must be one of: Engineering, Manufacturing, Sales, Customer Service, Operations",
    );
    expect(problems.find((p) => p.field === "posted")?.message).toBe("must be a date written YYYY-MM-DD");
    expect(problems.find((p) => p.field === "(front matter)")?.message).toContain("salary");
  });

  it("ROUTE-24 a closing date before the posted date is refused on the closes field", () => {
    expect(problemsOf(opening({ closes: "2026-02-01" }))).toEqual([
      { file: "careers/optical-engineer.md", field: "closes", message: "must not be before the posted date" },
    ]);
  });

  it("ROUTE-24 loading the content directory throws a ContentError with the file's path and field", () => {
    const dir = contentDir({
      "careers/good.md": opening(),
      "careers/bad.md": opening({ department: "Marketing" }),
    });
    let thrown: unknown;
    try {
      loadContent(dir, brand);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentError);
    expect((thrown as ContentError).problems).toEqual([
      expect.objectContaining({ file: path.join(dir, "careers/bad.md"), field: "department" }),
    ]);
    expect((thrown as ContentError).message).toContain(`${path.join(dir, "careers/bad.md")}: department:`);
  });

  it("ROUTE-24 a closed opening (closing date passed) is not listed, not found, and not in the sitemap's paths", async () => {
    const dir = contentDir({
      "careers/optical-engineer.md": opening(),
      "careers/quality-technician.md": opening({
        title: '"Quality Technician"',
        department: "Manufacturing",
        posted: "2026-01-05",
        closes: "2026-03-31",
      }),
      "careers/inside-sales.md": opening({
        title: '"Inside Sales"',
        department: "Sales",
        posted: "2026-03-09",
      }),
    });
    const content = loadContent(dir, brand);
    const onTheLastDay = listOpenings(content, new Date("2026-03-31T23:00:00Z"));
    expect(onTheLastDay.openings.map((o) => o.slug)).toEqual([
      "inside-sales",
      "optical-engineer",
      "quality-technician",
    ]);
    const after = listOpenings(content, new Date("2026-04-01T08:00:00Z"));
    expect(after.openings.map((o) => o.slug)).toEqual(["inside-sales", "optical-engineer"]);
    // Grouped by department in the order of JOB_DEPARTMENTS.
    expect(after.departments.map((d) => d.department)).toEqual(["Engineering", "Sales"]);
    await expect(findOpening(content, "quality-technician", new Date("2026-04-01"))).rejects.toThrow(
      AppError,
    );
    await expect(findOpening(content, "no-such-job", new Date("2026-04-01"))).rejects.toThrow(
      "Job opening not found",
    );
    const found = await findOpening(content, "optical-engineer", new Date("2026-04-01"));
    expect(found).toMatchObject({ title: "Optical Engineer", link: "/careers/optical-engineer" });
    const paths = (await contentPaths(content, new Date("2026-04-01"))).map((p) => p.path);
    expect(paths).toContain("/careers");
    expect(paths).toContain("/careers/optical-engineer");
    expect(paths).not.toContain("/careers/quality-technician");
  });

  it("ROUTE-24 the shipped content has 4 to 6 openings taking applications and one closed", () => {
    const content = loadContent(path.resolve("content"), brand);
    const now = new Date("2026-11-27T12:00:00Z");
    const open = listOpenings(content, now).openings;
    expect(open.length).toBeGreaterThanOrEqual(4);
    expect(open.length).toBeLessThanOrEqual(6);
    expect(content.opening.length).toBe(open.length + 1);
  });
});
