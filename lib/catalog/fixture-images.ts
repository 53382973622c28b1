import { z } from "zod";

/**
 * The generated fixture drawings (`/media/fixtures/<kind>-<variant>.svg`) and the look a configuration
 * gives them: `?finish=black&cct=3000` draws the same picture in another finish and light colour, so a
 * product's pictures show what is configured.
 */

/** The finishes the drawings know, in variant order: variant n shows finish (n - 1) mod 4. */
export const fixtureFinishes = ["White", "Black", "Bronze", "Silver"] as const;
export type FixtureFinish = (typeof fixtureFinishes)[number];

export type FixtureLook = { finish?: FixtureFinish | undefined; cctKelvin?: number | undefined };

const FIXTURE_URL = /^\/media\/fixtures\/[a-z]+-\d{1,2}\.svg$/;

/** A finish name as the drawings know it ("black" → "Black"), or undefined for another finish. */
export function asFixtureFinish(finish: string | null | undefined): FixtureFinish | undefined {
  const wanted = finish?.trim().toLowerCase();
  return fixtureFinishes.find((known) => known.toLowerCase() === wanted);
}

/** `url` drawn in `look`; a URL that is not a generated drawing, or an empty look, is returned as is. */
export function fixtureLookUrl(url: string, look: FixtureLook): string {
  if (!FIXTURE_URL.test(url)) return url;
  const params = new URLSearchParams();
  if (look.finish) params.set("finish", look.finish.toLowerCase());
  if (look.cctKelvin) params.set("cct", String(look.cctKelvin));
  const query = params.toString();
  return query ? `${url}?${query}` : url;
}

/** The query of a drawing's URL, checked at the media route. */
export const fixtureLookQuery = z
  .object({
    finish: z
      .string()
      .transform((value, ctx) => {
        const finish = asFixtureFinish(value);
        if (!finish) {
          ctx.addIssue({ code: "custom", message: `finish must be one of ${fixtureFinishes.join(", ")}` });
          return z.NEVER;
        }
        return finish;
      })
      .optional(),
    cct: z.coerce.number().int().min(1000).max(10_000).optional(),
  })
  .strict();
