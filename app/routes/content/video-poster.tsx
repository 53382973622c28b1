import { renderToStaticMarkup } from "react-dom/server";
import { getPageContext } from "../../context.ts";
import { ContentIllustration } from "../../features/content/ContentIllustration.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/video-poster";

/**
 * `/videos/<slug>/poster.svg` (ROUTE-18): a video's poster as an SVG file, for the `<video poster>`
 * attribute, og:image and the VideoObject's thumbnail. The same drawing the pages inline, in the
 * configured brand colours; generated here, never downloaded.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { config, content } = getPageContext(context);
  const video = await loaderCall(content.video(params.slug));
  const svg = renderToStaticMarkup(<ContentIllustration {...video.poster} />).replace(
    /^<svg /,
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" style="--brand-navy:${config.colors.navy};--brand-green:${config.colors.green}" `,
  );
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
