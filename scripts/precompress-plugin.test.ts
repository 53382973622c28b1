import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress-plugin.ts";

describe("precompressDirectory (issue 15: scripts and styles sent as built, not compressed per request)", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a brotli and a gzip copy beside every text file of 1 KB or more, in nested folders, that decode to the file", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    mkdirSync(path.join(dir, "assets"));
    const script = `export const lights = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `fixture ${i}`))};`;
    writeFileSync(path.join(dir, "assets", "entry.js"), script);
    writeFileSync(path.join(dir, "assets", "style.css"), "a{color:red}".repeat(200));
    writeFileSync(path.join(dir, "tiny.js"), "export {};");
    writeFileSync(path.join(dir, "photo.png"), Buffer.alloc(4096, 7));

    const figures = await precompressDirectory(dir);

    expect(figures.files).toBe(2);
    for (const file of ["assets/entry.js", "assets/style.css"]) {
      const plain = readFileSync(path.join(dir, file));
      const br = readFileSync(path.join(dir, `${file}.br`));
      expect(brotliDecompressSync(br).equals(plain), file).toBe(true);
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).equals(plain), file).toBe(true);
      expect(br.length).toBeLessThan(plain.length);
    }
    // Too small to gain, or compressed already: left alone.
    expect(existsSync(path.join(dir, "tiny.js.br"))).toBe(false);
    expect(existsSync(path.join(dir, "photo.png.br"))).toBe(false);
  });
});
