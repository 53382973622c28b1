import { getPageContext } from "../../context.ts";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/video-captions";

/** `/videos/<slug>/captions.vtt` (ROUTE-18): the video's transcript as WebVTT captions for its player. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { content } = getPageContext(context);
  const vtt = await loaderCall(content.videoCaptions(params.slug));
  return new Response(vtt, {
    headers: { "Content-Type": "text/vtt; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
