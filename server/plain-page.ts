import type { Context } from "hono";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

/**
 * A small server-rendered page outside the storefront's layout (the sandbox's hosted payment page,
 * the payment return page): plain HTML with inline styles, no script, no external asset. `html`
 * escapes every interpolated value.
 */
export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Nothing but inline styles and forms posting to this origin; never framed. */
export const PLAIN_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const BASE_STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#eef1f5;color:#1b2430}
main{max-width:30rem;margin:2rem auto;background:#fff;border-radius:10px;padding:1.5rem;box-shadow:0 2px 10px #0002}
h1{font-size:1.25rem;margin:0 0 .75rem} a{color:#14264a}
.alert{background:#fde8ea;color:#8a0f18;padding:.75rem;border-radius:6px;margin:1rem 0}
.ok{background:#e3f5e9;color:#0d5c2c;padding:.75rem;border-radius:6px;margin:1rem 0}
.info{background:#e8eef8;color:#14264a;padding:.75rem;border-radius:6px;margin:1rem 0}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh}}`;

export function plainPage(
  title: string,
  body: Markup,
  options: { style?: string; head?: Markup } = {},
): Markup {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>${raw(BASE_STYLE)}${raw(options.style ?? "")}</style>${options.head ?? ""}</head>
<body><main>${body}</main></body></html>`;
}

/** Sends a plain page: its own policy, never stored, no referrer to the next page. */
export async function sendPlainPage(
  c: Context,
  markup: Markup,
  status: 200 | 400 | 401 | 403 | 404 | 409 = 200,
) {
  c.header("Content-Security-Policy", PLAIN_PAGE_POLICY);
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  return c.html(await markup, status);
}
