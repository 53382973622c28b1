import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files worth compressing: text. Images other than SVG, fonts and PDFs are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|xml|txt|webmanifest|html)$/;
/** Below this a compressed copy saves less than the header it costs. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `name.br` and `name.gz` beside every text file of the client build, at the strongest levels,
 * once at build time (issue 15, Lighthouse). The server sends them as they are (`serveStatic`'s
 * `precompressed`): before, every request for a script or the stylesheet was gzipped on the fly, and
 * the fifty-odd scripts of a first visit queued on the server's one thread ahead of the stylesheet
 * the first paint waits for. Brotli also makes the scripts about a fifth smaller than gzip did.
 */
export async function precompressDirectory(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
      bytes += body.length;
      brotliBytes += br.length;
    }),
  );
  return { files: files.length, bytes, brotliBytes };
}

/** The Vite plugin: precompresses the client build when it is written (the server build is not served). */
export function precompressAssets(): Plugin {
  return {
    name: "lumen:precompress-assets",
    apply: "build",
    async closeBundle() {
      if (this.environment.name !== "client") return;
      const outDir = path.resolve(this.environment.config.root, this.environment.config.build.outDir);
      const { files, bytes, brotliBytes } = await precompressDirectory(outDir);
      this.environment.logger.info(
        `precompressed ${files} files: ${Math.round(bytes / 1024)} KB, ${Math.round(brotliBytes / 1024)} KB with brotli`,
      );
    },
  };
}
