import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test("HDR-05 no brand name is hard-coded in the client build: it comes from configuration", async () => {
  const testInfo = test.info();
  test.skip(testInfo.project.name !== "desktop-1280", "reads files only");
  const clientFiles = files(path.resolve("build/client")).filter((f) => /\.(js|css|html)$/.test(f));
  expect(clientFiles.length).toBeGreaterThan(0);
  const defaultBrand = "Lumenor";
  for (const file of clientFiles) {
    expect(readFileSync(file, "utf8"), file).not.toContain(defaultBrand);
  }
});
