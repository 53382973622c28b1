/**
 * Great-circle distance (the haversine formula) between two points given in decimal degrees, in
 * statute miles, on a sphere of the Earth's mean radius (6,371.0088 km = 3,958.7613 mi, IUGG):
 *
 *   a = sin²(Δφ / 2) + cos φ1 · cos φ2 · sin²(Δλ / 2)
 *   d = 2R · asin(√a)
 *
 * Good to about 0.5 % against the ellipsoid, far finer than the ZIP centroid a search starts from.
 */
export const EARTH_RADIUS_MILES = 3958.7613;

export type LatLng = { latitude: number; longitude: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineMiles(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Miles as a person reads them: one decimal under 10 miles, whole miles above. */
export function formatMiles(miles: number): string {
  const rounded = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${rounded.toLocaleString("en-US")} mi`;
}
