import { robotsTxt } from "../../../lib/shared/seo.ts";
import type { Route } from "./+types/robots";

/** `/robots.txt`: crawling allowed, the sitemap announced with this site's origin. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
