import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import type { ContentModule } from "./index.ts";
import { VIDEO_FILE_PATTERN } from "./schemas.ts";

const fileParam = z.string().regex(VIDEO_FILE_PATTERN);

/**
 * `/media/videos/<file>` (ROUTE-18): a video's recording from VIDEO_MEDIA_DIR, with byte ranges so the
 * player can seek. Mounted before the media module's generated documents.
 */
export function videoFileRoutes(content: ContentModule) {
  const router = new Hono();
  router.get("/media/videos/:file", (c) => {
    const name = fileParam.safeParse(c.req.param("file"));
    if (!name.success) throw new AppError("NOT_FOUND", "Video file not found");
    const file = content.videoFile(name.data, c.req.header("range"));
    if (file.status === 416)
      return c.json(
        { error: "The requested range is not in the file", code: "RANGE_NOT_SATISFIABLE" },
        416,
        file.headers,
      );
    return c.body(file.body, file.status, file.headers);
  });
  return router;
}
