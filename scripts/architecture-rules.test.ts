import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  checkFile,
  checkTree,
  importCycles,
  importsOf,
  isProduction,
  MAX_FUNCTION_LINES,
  sqlTemplatesOf,
  type TableOwners,
  tableOwners,
} from "./architecture-rules.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/** `${name}` as source text: an interpolation inside a planted sql`…` template. */
const hole = (name: string) => `\${${name}}`;

const rulesOf = (file: string, source: string, tables: TableOwners = new Map()) =>
  checkFile(file, source, tables).map((violation) => violation.rule);

describe("architecture fences (#11.8, #31.2)", () => {
  it("#11.8 #31.2 the source tree keeps every rule of the fence", () => {
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    const violations = checkTree(root, files).map(
      ({ rule, file, line, message }) => `${rule} ${file}:${line} ${message}`,
    );
    expect(violations).toEqual([]);
  });

  it("#11.8 own-tables: a module importing another module's schema.ts is caught; its own, the schema index and tests are not", () => {
    const planted = 'import { products } from "../catalog/schema.ts";\n';
    expect(checkFile("server/modules/orders/place-order.ts", planted)).toEqual([
      expect.objectContaining({ rule: "own-tables", line: 1, specifier: "../catalog/schema.ts" }),
    ]);
    expect(rulesOf("server/modules/catalog/search.ts", 'import { products } from "./schema.ts";')).toEqual(
      [],
    );
    expect(rulesOf("drizzle/schema.ts", 'export * from "../server/modules/catalog/schema.ts";')).toEqual([]);
    expect(rulesOf("server/modules/orders/place-order.test.ts", planted)).toEqual([]);
    expect(
      rulesOf("scripts/report.ts", 'import { products } from "../server/modules/catalog/schema.ts";'),
    ).toEqual(["own-tables"]);
  });

  it("#31.2 own-tables-in-sql: raw SQL in a module naming another module's table is caught; its own tables and other words are not", () => {
    const tables = tableOwners(
      new Map([
        [
          "server/modules/payments/schema.ts",
          'export const paymentAttempts = pgTable(\n  "payment_attempts", {});',
        ],
        ["server/modules/invoices/schema.ts", 'export const invoices = pgTable("invoices", {});'],
        ["server/adapters/mail/schema.ts", 'export const mailOutbox = pgTable("mail_outbox", {});'],
      ]),
    );
    expect(tables).toEqual(
      new Map([
        ["payment_attempts", "payments"],
        ["invoices", "invoices"],
        ["mail_outbox", "adapters/mail"],
      ]),
    );
    const planted = `const rows = sql\`select reference\n  from payment_attempts where reference = ${hole("reference")}\`;\n`;
    expect(checkFile("server/modules/invoices/payment-attempts.ts", planted, tables)).toEqual([
      expect.objectContaining({ rule: "own-tables-in-sql", line: 2 }),
    ]);
    expect(
      rulesOf("server/modules/invoices/x.ts", 'sql`update "mail_outbox" set sent = true`', tables),
    ).toEqual(["own-tables-in-sql"]);
    expect(
      rulesOf(
        "server/modules/invoices/x.ts",
        `sql\`select * from invoices join ${hole("other")} on true\``,
        tables,
      ),
    ).toEqual([]);
    // A table's name as a word of another kind (a column, a value) is not a read of the table.
    expect(
      rulesOf(
        "server/modules/orders/x.ts",
        "sql`select count(*) as invoices where flow = 'payment_attempts'`",
        tables,
      ),
    ).toEqual([]);
    expect(rulesOf("server/modules/payments/x.ts", "sql`select * from payment_attempts`", tables)).toEqual(
      [],
    );
  });

  it("#31.2 the SQL templates are read without their interpolations, nested braces and escapes included", () => {
    expect(sqlTemplatesOf(`a = sql\`select ${hole("fn({ a: `x` })")} from t\\\` where\`; b;`)).toEqual([
      { text: "select   from t where", line: 1 },
    ]);
  });

  it("#31.2 module-doors: outside a module only its index.ts is imported, types too; inside, anything", () => {
    expect(checkFile("server/app.ts", 'import { quoteRoutes } from "./modules/quotes/routes.ts";')).toEqual([
      expect.objectContaining({ rule: "module-doors", line: 1, specifier: "./modules/quotes/routes.ts" }),
    ]);
    expect(
      rulesOf("server/modules/designs/routes.ts", 'import type { X } from "../quotes/load-quote.ts";'),
    ).toEqual(["module-doors"]);
    expect(rulesOf("server/app.ts", 'import { quoteRoutes } from "./modules/quotes/index.ts";')).toEqual([]);
    expect(
      rulesOf("server/modules/quotes/routes.ts", 'import { loadQuote } from "./load-quote.ts";'),
    ).toEqual([]);
    // Tests and benchmarks may reach in.
    expect(
      rulesOf("bench/assistant.ts", 'import { a } from "../server/modules/assistant/engine/answer.ts";'),
    ).toEqual([]);
  });

  it("#11.8 app-types-only: app/ importing a value from server/ is caught; type-only imports pass", () => {
    const value = 'import {\n  createServices,\n} from "../../../server/services.ts";\n';
    expect(checkFile("app/routes/storefront/home.tsx", value)).toEqual([
      expect.objectContaining({ rule: "app-types-only", line: 1, specifier: "../../../server/services.ts" }),
    ]);
    expect(
      rulesOf(
        "app/routes/storefront/home.tsx",
        'import type { Services } from "../../../server/services.ts";',
      ),
    ).toEqual([]);
    expect(
      rulesOf("app/context.ts", 'import { type PageContext, type Viewer } from "../server/page-context.ts";'),
    ).toEqual([]);
    expect(rulesOf("app/context.ts", 'const m = await import("../server/services.ts");')).toEqual([
      "app-types-only",
    ]);
    expect(rulesOf("app/context.ts", 'export { createServices } from "../server/services.ts";')).toEqual([
      "app-types-only",
    ]);
  });

  it("#31.2 test-support-apart: a production file importing test support, a test, a benchmark or an eval file is caught", () => {
    for (const specifier of [
      "./testing/app-harness.ts",
      "./modules/payments/payer.test-support.ts",
      "./modules/orders/orders.test.ts",
      "../bench/assistant-eval/questions.ts",
      "../tests/e2e/support.ts",
    ]) {
      expect(rulesOf("server/services.ts", `import { x } from "${specifier}";`)).toContain(
        "test-support-apart",
      );
    }
    expect(rulesOf("server/testing/app-harness.ts", 'import { x } from "./databases.ts";')).toEqual([]);
    expect(
      rulesOf("app/features/cart/CartView.test.tsx", 'import { x } from "./cart.test-support.tsx";'),
    ).toEqual([]);
    expect(isProduction("server/modules/orders/place-order.ts")).toBe(true);
    expect(isProduction("app/features/cart/cart.test-support.tsx")).toBe(false);
    expect(isProduction("server/testing/databases.ts")).toBe(false);
  });

  it("#31.2 no-import-cycles: values imported in a cycle are caught, type-only imports both ways are not", () => {
    const sources = new Map([
      ["server/modules/a/index.ts", 'export { aRoutes } from "./routes.ts";'],
      [
        "server/modules/a/routes.ts",
        'import type { AModule } from "./index.ts";\nimport { b } from "../b/index.ts";',
      ],
      ["server/modules/b/index.ts", 'import { c } from "./c.ts";'],
      ["server/modules/b/c.ts", 'import { aRoutes } from "../a/index.ts";'],
      ["server/modules/d/index.ts", 'import type { X } from "./e.ts";'],
      ["server/modules/d/e.ts", 'import { d } from "./index.ts";'],
    ]);
    expect(importCycles(sources)).toEqual([
      [
        "server/modules/a/index.ts",
        "server/modules/a/routes.ts",
        "server/modules/b/c.ts",
        "server/modules/b/index.ts",
      ],
    ]);
  });

  it("#31.3 function-length: a production function over the limit is caught with its name; tests are not held to it", () => {
    const body = (lines: number) =>
      Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join("\n");
    const long = `export function OrderView() {\n${body(MAX_FUNCTION_LINES + 1)}\n}\n`;
    const fits = `export function OrderView() {\n${body(MAX_FUNCTION_LINES)}\n}\n`;
    expect(checkFile("app/features/orders/OrderView.tsx", long)).toEqual([
      expect.objectContaining({
        rule: "function-length",
        line: 1,
        message: expect.stringMatching(/^OrderView is 151 lines/),
      }),
    ]);
    expect(rulesOf("app/features/orders/OrderView.tsx", fits)).toEqual([]);
    expect(
      rulesOf("server/x.ts", `export const createX = () => {\n${body(MAX_FUNCTION_LINES + 1)}\n};\n`),
    ).toEqual(["function-length"]);
    expect(rulesOf("app/features/orders/OrderView.test.tsx", long)).toEqual([]);
  });

  it("#11.8 imports are read with their lines, re-exports and dynamic imports included", () => {
    const source = 'import a from "./a.ts";\n\nimport type { B } from "./b.ts";\nexport * from "./c.ts";\n';
    expect(importsOf(source)).toEqual([
      { specifier: "./a.ts", typeOnly: false, line: 1 },
      { specifier: "./b.ts", typeOnly: true, line: 3 },
      { specifier: "./c.ts", typeOnly: false, line: 4 },
    ]);
  });
});
