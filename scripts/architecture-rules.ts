import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

/**
 * The fence that keeps the architecture's rules (shared/design/architecture.md, decision 005),
 * checked over the source tree by scripts/architecture-rules.test.ts in `npm test`. Each rule has a
 * name, which every violation carries:
 *
 * - `own-tables`: a module's `schema.ts` is imported only by that module and by the schema index
 *   drizzle-kit reads (drizzle/schema.ts). Another module calls the functions the owner exports.
 * - `own-tables-in-sql`: raw SQL in a module names no table of another module or adapter (FROM, JOIN,
 *   UPDATE, INSERT INTO, DELETE FROM): the import fence alone would not see it.
 * - `module-doors`: outside `server/modules/<m>/`, only the module's `index.ts` is imported.
 * - `app-types-only`: files under `app/` import nothing from `server/` but types; pages reach the
 *   server through the request context.
 * - `test-support-apart`: no production file imports a test, test support (`*.test-support.ts`,
 *   `server/testing/`, `tests/`) or a benchmark or eval file (`bench/`).
 * - `no-import-cycles`: the values production files import form no cycle (type-only imports erase
 *   at run time and may go both ways, as a module's routes and its index do).
 * - `function-length`: no production function is longer than 150 lines; a longer one is split into
 *   named pieces (a hook and presentational parts, named steps).
 *
 * Production files are the TypeScript files under app/, lib/, server/ and scripts/, tests and test
 * support excepted; tests, benchmarks and configuration may reach into a module.
 */

export const RULES = [
  "own-tables",
  "own-tables-in-sql",
  "module-doors",
  "app-types-only",
  "test-support-apart",
  "no-import-cycles",
  "function-length",
] as const;
export type RuleName = (typeof RULES)[number];

export type Violation = { file: string; line: number; specifier?: string; rule: RuleName; message: string };

export const MAX_FUNCTION_LINES = 150;

type ImportStatement = { specifier: string; typeOnly: boolean; line: number };

const importPattern =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The imports (and re-exports) of a source text, with whether each brings in types only. */
export function importsOf(source: string): ImportStatement[] {
  const found: ImportStatement[] = [];
  for (const match of source.matchAll(importPattern)) {
    // The line of the statement's first word (the match may begin with the line breaks before it).
    const start = match.index + Math.max(0, match[0].search(/\S/));
    const line = lineAt(source, start);
    if (match[5]) {
      found.push({ specifier: match[5], typeOnly: false, line });
      continue;
    }
    const [, , typeKeyword, clause = "", specifier = ""] = match;
    found.push({ specifier, typeOnly: Boolean(typeKeyword) || isTypeOnlyClause(clause), line });
  }
  return found;
}

const lineAt = (source: string, index: number) => source.slice(0, index).split("\n").length;

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

/** Tests, test support, benchmarks and evals: what production files never import. */
export function isTestSupport(file: string): boolean {
  return /\.test(-support)?\.tsx?$/.test(file) || /^(server\/testing|tests|bench)\//.test(file);
}

/** A file the product runs or ships (its rules are the strictest). */
export function isProduction(file: string): boolean {
  return /^(app|lib|server|scripts)\/.*\.tsx?$/.test(file) && !isTestSupport(file) && !file.endsWith(".d.ts");
}

/** The module a repository path belongs to (`server/modules/<name>/…`), if any. */
function moduleOf(file: string): string | null {
  return file.match(/^server\/modules\/([^/]+)\//)?.[1] ?? null;
}

/** Which module or adapter owns each table: from the `pgTable("name", …)` calls of the schema files. */
export type TableOwners = ReadonlyMap<string, string>;

/** The owner of a schema file's tables (`orders`, `adapters/mail`, `db`), or null for other files. */
export function schemaOwnerOf(file: string): string | null {
  const inModule = file.match(/^server\/modules\/([^/]+)\/schema\.ts$/)?.[1];
  if (inModule) return inModule;
  const inAdapter = file.match(/^server\/adapters\/([^/]+)\/schema\.ts$/)?.[1];
  if (inAdapter) return `adapters/${inAdapter}`;
  return /^server\/db\/[^/]*-schema\.ts$/.test(file) ? "db" : null;
}

export function tablesOf(source: string): string[] {
  return [...source.matchAll(/pgTable\(\s*["']([a-z0-9_]+)["']/g)].map((match) => match[1] as string);
}

/** The violations of one file (path relative to the repository root, with `/`). */
export function checkFile(file: string, source: string, tables: TableOwners = new Map()): Violation[] {
  if (!isProduction(file)) return [];
  return [
    ...importViolations(file, source),
    ...sqlViolations(file, source, tables),
    ...lengthViolations(file, source),
  ];
}

function importViolations(file: string, source: string): Violation[] {
  const violations: Violation[] = [];
  const add = (line: number, specifier: string, rule: RuleName, message: string) =>
    violations.push({ file, line, specifier, rule, message });
  for (const { specifier, typeOnly, line } of importsOf(source)) {
    if (!specifier.startsWith(".")) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const targetModule = moduleOf(target);
    const schemaOwner = target.match(/^server\/modules\/([^/]+)\/schema\.ts$/)?.[1];
    if (schemaOwner && moduleOf(file) !== schemaOwner) {
      add(
        line,
        specifier,
        "own-tables",
        `imports the tables of the ${schemaOwner} module; call the functions its index.ts exports`,
      );
    } else if (
      targetModule &&
      moduleOf(file) !== targetModule &&
      target !== `server/modules/${targetModule}/index.ts`
    ) {
      add(
        line,
        specifier,
        "module-doors",
        `reaches into the ${targetModule} module; import what its index.ts exports`,
      );
    }
    if (isTestSupport(target)) {
      add(
        line,
        specifier,
        "test-support-apart",
        "a production file imports test support, a test, a benchmark or an eval file",
      );
    }
    if (file.startsWith("app/") && target.startsWith("server/") && !typeOnly) {
      add(
        line,
        specifier,
        "app-types-only",
        "app/ imports only types from server/; pages reach modules through the page context",
      );
    }
  }
  return violations;
}

/** The text of each sql`…` template in a source (its `${…}` parts left out), with its line. */
export function sqlTemplatesOf(source: string): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  for (const match of source.matchAll(/\bsql`/g)) {
    let text = "";
    let depth = 0;
    for (let i = match.index + 4; i < source.length; i++) {
      const char = source[i];
      if (depth === 0 && char === "\\") i++;
      else if (depth === 0 && char === "`") break;
      else if (depth === 0 && char === "$" && source[i + 1] === "{") {
        depth = 1;
        i++;
        text += " ";
      } else if (depth > 0 && char === "{") depth++;
      else if (depth > 0 && char === "}") depth--;
      else if (depth === 0) text += char;
    }
    found.push({ text, line: lineAt(source, match.index) });
  }
  return found;
}

function sqlViolations(file: string, source: string, tables: TableOwners): Violation[] {
  const owner = moduleOf(file);
  if (!owner || tables.size === 0) return [];
  const violations: Violation[] = [];
  for (const { text, line } of sqlTemplatesOf(source)) {
    for (const match of text.matchAll(/\b(?:from|join|update|into)\s+"?([a-z0-9_]+)"?/gi)) {
      const table = (match[1] as string).toLowerCase();
      const tableOwner = tables.get(table);
      if (tableOwner && tableOwner !== owner && tableOwner !== "db") {
        violations.push({
          file,
          line: line + text.slice(0, match.index).split("\n").length - 1,
          rule: "own-tables-in-sql",
          message: `raw SQL names ${table}, a table of ${tableOwner}; call the functions its index.ts exports`,
        });
      }
    }
  }
  return violations;
}

type AstNode = {
  type: string;
  loc?: { start: { line: number }; end: { line: number } };
  [key: string]: unknown;
};

/** Functions (declarations, expressions, arrows, methods) longer than MAX_FUNCTION_LINES. */
export function longFunctionsOf(
  file: string,
  source: string,
): { name: string; line: number; lines: number }[] {
  const ast = parse(source, {
    sourceType: "module",
    plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"],
  }) as unknown as AstNode;
  const found: { name: string; line: number; lines: number }[] = [];
  const visit = (node: AstNode, parent: AstNode | null) => {
    if (/Function|ObjectMethod|ClassMethod/.test(node.type) && node.loc && node.body) {
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines > MAX_FUNCTION_LINES)
        found.push({ name: functionName(node, parent), line: node.loc.start.line, lines });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc" || key.endsWith("Comments")) continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === "object" && typeof (child as AstNode).type === "string")
          visit(child as AstNode, node);
      }
    }
  };
  visit(ast, null);
  return found;
}

function functionName(node: AstNode, parent: AstNode | null): string {
  const named = (candidate: unknown) => (candidate as { name?: string } | undefined)?.name;
  return named(node.id) ?? named(node.key) ?? named(parent?.id) ?? named(parent?.key) ?? "(anonymous)";
}

function lengthViolations(file: string, source: string): Violation[] {
  return longFunctionsOf(file, source).map(({ name, line, lines }) => ({
    file,
    line,
    rule: "function-length" as const,
    message: `${name} is ${lines} lines (at most ${MAX_FUNCTION_LINES}); split it into named pieces`,
  }));
}

/** Cycles among the values production files import: each as the files on it. */
export function importCycles(sources: ReadonlyMap<string, string>): string[][] {
  const edges = new Map<string, string[]>();
  for (const [file, source] of sources) {
    if (!isProduction(file)) continue;
    const targets = importsOf(source)
      .filter(({ specifier, typeOnly }) => specifier.startsWith(".") && !typeOnly)
      .map(({ specifier }) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
      .filter((target) => sources.has(target) && isProduction(target));
    edges.set(file, targets);
  }
  return stronglyConnected(edges).filter((component) => component.length > 1);
}

/** Tarjan's strongly connected components, iterative (a deep import chain must not blow the stack). */
function stronglyConnected(edges: ReadonlyMap<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const targets = edges.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(target) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component.sort());
      }
    }
  }
  return components;
}

/** Which module or adapter owns each table, from the schema files among `sources`. */
export function tableOwners(sources: ReadonlyMap<string, string>): TableOwners {
  const owners = new Map<string, string>();
  for (const [file, source] of sources) {
    const owner = schemaOwnerOf(file);
    if (owner) for (const table of tablesOf(source)) owners.set(table, owner);
  }
  return owners;
}

/** The violations of the given repository files (paths relative to `root`). */
export function checkTree(root: string, files: string[]): Violation[] {
  const sources = new Map(
    files
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .map((file) => [file, readFileSync(path.join(root, file), "utf8")] as const),
  );
  const tables = tableOwners(sources);
  const perFile = [...sources].flatMap(([file, source]) => checkFile(file, source, tables));
  const cycles = importCycles(sources).map((cycle) => ({
    file: cycle[0] as string,
    line: 1,
    rule: "no-import-cycles" as const,
    message: `these files import each other's values in a cycle: ${cycle.join(", ")}`,
  }));
  return [...perFile, ...cycles];
}
