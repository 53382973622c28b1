import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkFile, checkTree, importsOf } from "./architecture-rules.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

describe("architecture fences (#11.8)", () => {
  it("#11.8 the source tree keeps the rules: no module reads another's tables, app/ imports only types from server/", () => {
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    expect(checkTree(root, files)).toEqual([]);
  });

  it("#11.8 a module importing another module's schema.ts is caught; its own, the schema index and tests are not", () => {
    const planted = 'import { products } from "../catalog/schema.ts";\n';
    expect(checkFile("server/modules/orders/place-order.ts", planted)).toEqual([
      expect.objectContaining({ line: 1, specifier: "../catalog/schema.ts" }),
    ]);
    expect(checkFile("server/modules/catalog/search.ts", 'import { products } from "./schema.ts";')).toEqual(
      [],
    );
    expect(checkFile("server/db/schema.ts", 'export * from "../modules/catalog/schema.ts";')).toEqual([]);
    expect(checkFile("server/modules/orders/place-order.test.ts", planted)).toEqual([]);
    expect(
      checkFile("scripts/report.ts", 'import { products } from "../server/modules/catalog/schema.ts";'),
    ).toHaveLength(1);
  });

  it("#11.8 app/ importing a value from server/ is caught; type-only imports pass", () => {
    const value = 'import {\n  createServices,\n} from "../../../server/services.ts";\n';
    expect(checkFile("app/routes/storefront/home.tsx", value)).toEqual([
      expect.objectContaining({ line: 1, specifier: "../../../server/services.ts" }),
    ]);
    expect(
      checkFile(
        "app/routes/storefront/home.tsx",
        'import type { Services } from "../../../server/services.ts";',
      ),
    ).toEqual([]);
    expect(
      checkFile(
        "app/context.ts",
        'import { type PageContext, type Viewer } from "../server/page-context.ts";',
      ),
    ).toEqual([]);
    expect(checkFile("app/context.ts", 'const m = await import("../server/services.ts");')).toHaveLength(1);
    expect(
      checkFile("app/context.ts", 'export { createServices } from "../server/services.ts";'),
    ).toHaveLength(1);
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
