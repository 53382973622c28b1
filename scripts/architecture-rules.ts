import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Fences that keep the architecture's rules (shared/design/architecture.md), checked over the
 * source tree by scripts/architecture-rules.test.ts in `npm test`:
 *
 * 1. A module owns its tables: outside tests, a module's `schema.ts` is imported only by that module
 *    and by the schema index drizzle-kit reads (server/db/schema.ts). Another module calls the
 *    functions the owner exports instead.
 * 2. Pages reach the server through the request context: files under `app/` import nothing from
 *    `server/` but types (test files, which build that context, excepted).
 */

export type Violation = { file: string; line: number; specifier: string; rule: string };

type ImportStatement = { specifier: string; typeOnly: boolean; line: number };

const importPattern =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The imports (and re-exports) of a source text, with whether each brings in types only. */
export function importsOf(source: string): ImportStatement[] {
  const found: ImportStatement[] = [];
  for (const match of source.matchAll(importPattern)) {
    // The line of the statement's first word (the match may begin with the line breaks before it).
    const start = match.index + Math.max(0, match[0].search(/\S/));
    const line = source.slice(0, start).split("\n").length;
    if (match[5]) {
      found.push({ specifier: match[5], typeOnly: false, line });
      continue;
    }
    const [, , typeKeyword, clause = "", specifier = ""] = match;
    found.push({ specifier, typeOnly: Boolean(typeKeyword) || isTypeOnlyClause(clause), line });
  }
  return found;
}

/** `{ type A, type B }`: every named binding marked as a type. */
function isTypeOnlyClause(clause: string): boolean {
  const braces = clause.match(/^\{([\s\S]*)\}$/);
  if (!braces?.[1]) return false;
  const names = braces[1]
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith("type "));
}

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || /(^|\/)test-[^/]*$|-test-support\.tsx?$/.test(file);

/** The module a repository path belongs to (`server/modules/<name>/…`), if any. */
function moduleOf(file: string): string | null {
  return file.match(/^server\/modules\/([^/]+)\//)?.[1] ?? null;
}

/** The violations of one file (path relative to the repository root, with `/`). */
export function checkFile(file: string, source: string): Violation[] {
  const violations: Violation[] = [];
  if (isTest(file)) return violations;
  for (const { specifier, typeOnly, line } of importsOf(source)) {
    if (!specifier.startsWith(".")) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const owner = target.match(/^server\/modules\/([^/]+)\/schema\.ts$/)?.[1];
    if (owner && moduleOf(file) !== owner && file !== "server/db/schema.ts") {
      violations.push({
        file,
        line,
        specifier,
        rule: `imports the tables of the ${owner} module; call the functions its index.ts exports`,
      });
    }
    if (file.startsWith("app/") && target.startsWith("server/") && !typeOnly) {
      violations.push({
        file,
        line,
        specifier,
        rule: "app/ imports only types from server/; pages reach modules through the page context",
      });
    }
  }
  return violations;
}

/** The violations of the given repository files (paths relative to `root`). */
export function checkTree(root: string, files: string[]): Violation[] {
  return files
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .flatMap((file) => checkFile(file, readFileSync(path.join(root, file), "utf8")));
}
