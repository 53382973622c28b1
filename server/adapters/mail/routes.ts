import { Hono } from "hono";
import { html, raw } from "hono/html";
import { z } from "zod";
import { parseQuery } from "../../http.ts";
import type { Mailer } from "./mailer.ts";

const outboxQuery = z.object({ to: z.string().trim().max(254).optional() }).strict();

/**
 * `/dev/outbox`: the stored mail for developers and the end-to-end tests, when mail is not
 * delivered by SMTP. Mounted only when MAIL_OUTBOX_VIEWER is true: the mails hold sign-in links.
 */
export function outboxRoutes(mailer: Mailer) {
  const router = new Hono();
  router.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
  });

  router.get("/", async (c) => {
    const { to } = parseQuery(c, outboxQuery);
    const mails = await mailer.outbox({ to, limit: 50 });
    if (c.req.header("accept")?.includes("application/json")) return c.json(mails);
    return c.html(html`<!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title></head>
      <body style="font-family:system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem">
        <h1>Mail outbox</h1>
        <p>${mails.length === 0 ? "No mail yet." : `${mails.length} most recent mails.`}</p>
        <ul>
          ${mails.map(
            (m) => html`<li><a href="/dev/outbox/${m.id}">${m.subject}</a> to ${m.to}
              (${m.purpose}, ${m.status}, ${m.createdAt.toISOString()})</li>`,
          )}
        </ul>
      </body></html>`);
  });

  router.get("/:id", async (c) => {
    const mail = await mailer.byId(c.req.param("id"));
    if (!mail) return c.json({ error: "Mail not found", code: "NOT_FOUND" }, 404);
    return c.html(html`<!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>${mail.subject}</title></head>
      <body style="font-family:system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem">
        <p><a href="/dev/outbox">Back to the outbox</a></p>
        <h1>${mail.subject}</h1>
        <p>To: ${mail.to}</p>
        <article>${raw(mail.html)}</article>
      </body></html>`);
  });
  return router;
}
