import path from "node:path";
import { ContentError, contentKinds, loadContent } from "../server/modules/content/index.ts";

/**
 * `npm run content:check`, and the first step of `npm run build`: reads and validates every file under
 * content/ with the loader the server uses, and exits 1 listing each bad file with its field.
 */
const dir = path.resolve(process.argv[2] ?? "content");
try {
  const content = loadContent(dir, { brand: process.env.BRAND_NAME ?? "Brand" });
  const counts = (Object.keys(contentKinds) as (keyof typeof contentKinds)[]).map(
    (kind) => `${content[kind].length} ${contentKinds[kind].folder}`,
  );
  console.log(`Content OK: ${counts.join(", ")} (${dir})`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
