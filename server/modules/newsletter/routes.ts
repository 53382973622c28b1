import { Hono } from "hono";
import { newsletterSignupSchema } from "../../../lib/newsletter-contract.ts";
import type { NewsletterService } from "./service.ts";

/** `/api/newsletter/…`: the footer form posts the field `EMAIL` here (spec §7 "Logging and newsletter"). */
export function newsletterRoutes(newsletter: NewsletterService) {
  const router = new Hono();
  router.post("/subscribe", async (c) => {
    const contentType = c.req.header("content-type") ?? "";
    const body = contentType.includes("application/json") ? await c.req.json() : await c.req.parseBody();
    const { EMAIL } = newsletterSignupSchema.parse(body);
    const result = await newsletter.subscribe(EMAIL);
    return c.json({ subscribed: true, alreadySubscribed: result.alreadySubscribed }, 201);
  });
  return router;
}
