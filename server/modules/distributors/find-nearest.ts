import {
  directionsUrl,
  NEAREST_DISTRIBUTORS,
  type NearestDistributors,
} from "../../../lib/distributors/contract.ts";
import { haversineMiles } from "../../../lib/distributors/distance.ts";
import { AppError } from "../../errors.ts";
import type { DistributorsDeps } from "./deps.ts";
import { distributorBranches } from "./schema.ts";
import { zipCentroid } from "./zip-centroids.ts";

/**
 * The nearest distributors' branches to a five-digit ZIP code: the ZIP code placed at its prefix's
 * centre (zip-centroids.ts), the great-circle distance to every branch (tens of rows: one statement),
 * nearest first (ties by name), the first `NEAREST_DISTRIBUTORS`. A ZIP code the table cannot place
 * is a NOT_FOUND with a message the page shows.
 */
export async function findNearestDistributors(
  { db }: DistributorsDeps,
  zip: string,
  unknownZipMessage: string,
): Promise<NearestDistributors> {
  const origin = zipCentroid(zip);
  if (!origin) throw new AppError("NOT_FOUND", unknownZipMessage);
  const rows = await db.select().from(distributorBranches);
  const distributors = rows
    .map((row) => ({
      ...row,
      distanceMiles: Math.round(haversineMiles(origin, row) * 10) / 10,
      directionsUrl: directionsUrl(row),
    }))
    .sort(
      (a, b) => a.distanceMiles - b.distanceMiles || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    )
    .slice(0, NEAREST_DISTRIBUTORS);
  return { zip, origin, distributors };
}
