import { z } from "zod";

/**
 * The contract of `GET /api/distributor-service/distributors/nearest?zip=` (issue 15, Help me buy:
 * `find-my-wholeseller`): the nearest stocking distributors' branches to a U.S. ZIP code, distance
 * computed on the server. Shared by the server, which parses and answers it, and the page.
 */

/** How many branches a search answers, nearest first. */
export const NEAREST_DISTRIBUTORS = 10;

export const distributorMessages = {
  invalidZip: "Enter a 5-digit ZIP code, e.g. 43215",
  unknownZip: (zip: string) =>
    `We could not place ZIP code ${zip}. Try the ZIP code of a nearby city, or call us and we will find your distributor.`,
} as const;

export const nearestDistributorsQuery = z
  .object({
    zip: z
      .string({ error: distributorMessages.invalidZip })
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, distributorMessages.invalidZip)
      .transform((zip) => zip.slice(0, 5)),
  })
  .strict();
export type NearestDistributorsQuery = z.infer<typeof nearestDistributorsQuery>;

export const distributorBranchSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    branch: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    /** Miles from the searched ZIP code's centre, rounded to one decimal. */
    distanceMiles: z.number(),
    /** A plain maps link built from the address (an outbound link; nothing is fetched). */
    directionsUrl: z.string(),
  })
  .strict();
export type DistributorBranch = z.infer<typeof distributorBranchSchema>;

export const nearestDistributorsAnswer = z
  .object({
    zip: z.string(),
    /** Where the ZIP code was placed: the city of its three-digit prefix, for the person to check. */
    origin: z.object({ place: z.string(), latitude: z.number(), longitude: z.number() }).strict(),
    distributors: z.array(distributorBranchSchema),
  })
  .strict();
export type NearestDistributors = z.infer<typeof nearestDistributorsAnswer>;

/** The maps search of a street address, as an outbound directions link. */
export function directionsUrl(address: { street: string; city: string; state: string; zip: string }): string {
  const destination = `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
