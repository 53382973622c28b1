import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml, YAMLParseError } from "yaml";
import type { z } from "zod";
import { headingProblems, type Placeholders, renderMarkdown, substitute } from "./render-markdown.ts";
import { type ContentKind, contentKinds, SLUG_PATTERN } from "./schemas.ts";
import { transcriptProblems } from "./video-captions.ts";

/**
 * Reads every content file under `content/`: front matter (YAML between `---` lines) validated by its
 * kind's zod schema, `{{brand}}` substituted, the Markdown body rendered to sanitised HTML. Every
 * problem of every file is collected and thrown at once as a ContentError naming the file and the
 * field, so `npm run build` (scripts/check-content.ts), `npm test` and the server's start all fail the
 * same way on a bad file.
 */

export type ContentProblem = { file: string; field: string; message: string };

export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(
      `Content files are not valid:\n${problems.map((p) => `  ${p.file}: ${p.field}: ${p.message}`).join("\n")}`,
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

export type ContentEntry<K extends ContentKind> = {
  kind: K;
  slug: string;
  /** The file, relative to the content directory (e.g. `blog/dlc-5-1-premium.md`). */
  file: string;
  data: z.output<(typeof contentKinds)[K]["schema"]>;
  /** The body as Markdown after substitution (for plain text and reading time). */
  markdown: string;
  html: string;
};

export type LoadedContent = { [K in ContentKind]: ContentEntry<K>[] };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Every string of parsed YAML with its placeholders substituted; unknown ones are reported. */
function substituteAll(value: unknown, values: Placeholders, unknown: string[]): unknown {
  if (typeof value === "string") {
    const result = substitute(value, values);
    unknown.push(...result.unknown);
    return result.text;
  }
  if (Array.isArray(value)) return value.map((item) => substituteAll(item, values, unknown));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substituteAll(item, values, unknown)]),
    );
  return value;
}

const fieldOf = (issuePath: readonly PropertyKey[]) =>
  issuePath.length === 0 ? "(front matter)" : issuePath.map(String).join(".");

/** One file's text → its entry, or the problems that keep it out. */
export function parseContentFile<K extends ContentKind>(
  kind: K,
  file: string,
  text: string,
  values: Placeholders,
): { entry: ContentEntry<K> } | { problems: ContentProblem[] } {
  const slug = path.basename(file, ".md");
  const problems: ContentProblem[] = [];
  if (!SLUG_PATTERN.test(slug))
    problems.push({ file, field: "(file name)", message: "must be lower-case words joined by hyphens" });
  const match = FRONT_MATTER.exec(text);
  if (!match)
    return {
      problems: [
        ...problems,
        { file, field: "(front matter)", message: "is missing: the file must start with a --- line" },
      ],
    };
  let yaml: unknown;
  try {
    yaml = parseYaml(match[1] ?? "");
  } catch (error) {
    const message = error instanceof YAMLParseError ? error.message.split("\n")[0] : String(error);
    return {
      problems: [...problems, { file, field: "(front matter)", message: `is not valid YAML: ${message}` }],
    };
  }
  const unknown: string[] = [];
  const substituted = substituteAll(yaml ?? {}, values, unknown);
  const body = substitute(match[2] ?? "", values);
  unknown.push(...body.unknown);
  for (const placeholder of new Set(unknown))
    problems.push({ file, field: "(placeholder)", message: `${placeholder} is not known; use {{brand}}` });
  for (const message of headingProblems(body.text)) problems.push({ file, field: "(body)", message });
  if (body.text.trim().length === 0) problems.push({ file, field: "(body)", message: "is empty" });
  const parsed = contentKinds[kind].schema.safeParse(substituted);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      problems.push({ file, field: fieldOf(issue.path), message: issue.message });
  // A video's body is its transcript: timestamped headings, in order, within its running time.
  if (
    parsed.success &&
    kind === "video" &&
    "duration" in parsed.data &&
    typeof parsed.data.duration === "number"
  )
    for (const message of transcriptProblems(body.text, parsed.data.duration))
      problems.push({ file, field: "(transcript)", message });
  if (problems.length > 0 || !parsed.success) return { problems };
  return {
    entry: {
      kind,
      slug,
      file,
      data: parsed.data as ContentEntry<K>["data"],
      markdown: body.text,
      html: renderMarkdown(body.text),
    },
  };
}

/** Every file of every kind under `dir`, newest first where a kind is dated; throws a ContentError. */
export function loadContent(dir: string, values: Placeholders): LoadedContent {
  const problems: ContentProblem[] = [];
  const loaded = {} as Record<ContentKind, ContentEntry<ContentKind>[]>;
  for (const kind of Object.keys(contentKinds) as ContentKind[]) {
    const folder = contentKinds[kind].folder;
    let names: string[];
    try {
      names = readdirSync(path.join(dir, folder))
        .filter((name) => name.endsWith(".md"))
        .sort();
    } catch {
      names = [];
    }
    loaded[kind] = [];
    for (const name of names) {
      const file = `${folder}/${name}`;
      const result = parseContentFile(kind, file, readFileSync(path.join(dir, file), "utf8"), values);
      if ("problems" in result) problems.push(...result.problems);
      else loaded[kind].push(result.entry);
    }
  }
  if (problems.length > 0)
    throw new ContentError(problems.map((p) => ({ ...p, file: path.join(dir, p.file) })));
  const newestFirst = (a: { data: object }, b: { data: object }) =>
    ("date" in b.data ? (b.data.date as Date).getTime() : 0) -
    ("date" in a.data ? (a.data.date as Date).getTime() : 0);
  for (const kind of Object.keys(loaded) as ContentKind[]) loaded[kind].sort(newestFirst);
  return loaded as LoadedContent;
}
