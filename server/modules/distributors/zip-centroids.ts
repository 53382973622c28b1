import type { LatLng } from "../../../lib/distributors/distance.ts";

/**
 * Where a ZIP code is, by its three-digit prefix (the USPS sectional center): the approximate centre
 * of the prefix's main city, shipped with the code (nothing is downloaded). It covers the metro areas
 * the distributors' branches serve and the larger cities between them; a prefix not listed is a ZIP
 * code the search cannot place (the page says so and offers a phone call instead).
 */
export const ZIP3_CENTROIDS: Readonly<Record<string, LatLng & { place: string }>> = {
  "021": { place: "Boston, MA", latitude: 42.3601, longitude: -71.0589 },
  "070": { place: "Newark, NJ", latitude: 40.7357, longitude: -74.1724 },
  "100": { place: "New York, NY", latitude: 40.7506, longitude: -73.9935 },
  "111": { place: "Long Island City, NY", latitude: 40.7447, longitude: -73.9485 },
  "112": { place: "Brooklyn, NY", latitude: 40.6501, longitude: -73.9496 },
  "146": { place: "Rochester, NY", latitude: 43.1566, longitude: -77.6088 },
  "152": { place: "Pittsburgh, PA", latitude: 40.4406, longitude: -79.9959 },
  "191": { place: "Philadelphia, PA", latitude: 39.9526, longitude: -75.1652 },
  "200": { place: "Washington, DC", latitude: 38.9072, longitude: -77.0369 },
  "207": { place: "Landover, MD", latitude: 38.934, longitude: -76.8966 },
  "212": { place: "Baltimore, MD", latitude: 39.2904, longitude: -76.6122 },
  "282": { place: "Charlotte, NC", latitude: 35.2271, longitude: -80.8431 },
  "303": { place: "Atlanta, GA", latitude: 33.749, longitude: -84.388 },
  "328": { place: "Orlando, FL", latitude: 28.5383, longitude: -81.3792 },
  "331": { place: "Miami, FL", latitude: 25.7617, longitude: -80.1918 },
  "352": { place: "Birmingham, AL", latitude: 33.5186, longitude: -86.8104 },
  "372": { place: "Nashville, TN", latitude: 36.1627, longitude: -86.7816 },
  "402": { place: "Louisville, KY", latitude: 38.2527, longitude: -85.7585 },
  "432": { place: "Columbus, OH", latitude: 39.9612, longitude: -82.9988 },
  "441": { place: "Cleveland, OH", latitude: 41.4993, longitude: -81.6944 },
  "452": { place: "Cincinnati, OH", latitude: 39.1031, longitude: -84.512 },
  "454": { place: "Dayton, OH", latitude: 39.7589, longitude: -84.1916 },
  "462": { place: "Indianapolis, IN", latitude: 39.7684, longitude: -86.1581 },
  "482": { place: "Detroit, MI", latitude: 42.3314, longitude: -83.0458 },
  "495": { place: "Grand Rapids, MI", latitude: 42.9634, longitude: -85.6681 },
  "503": { place: "Des Moines, IA", latitude: 41.5868, longitude: -93.625 },
  "532": { place: "Milwaukee, WI", latitude: 43.0389, longitude: -87.9065 },
  "554": { place: "Minneapolis, MN", latitude: 44.9778, longitude: -93.265 },
  "600": { place: "Palatine, IL", latitude: 42.1103, longitude: -88.0342 },
  "606": { place: "Chicago, IL", latitude: 41.8781, longitude: -87.6298 },
  "631": { place: "St. Louis, MO", latitude: 38.627, longitude: -90.1994 },
  "641": { place: "Kansas City, MO", latitude: 39.0997, longitude: -94.5786 },
  "681": { place: "Omaha, NE", latitude: 41.2565, longitude: -95.9345 },
  "701": { place: "New Orleans, LA", latitude: 29.9511, longitude: -90.0715 },
  "731": { place: "Oklahoma City, OK", latitude: 35.4676, longitude: -97.5164 },
  "752": { place: "Dallas, TX", latitude: 32.7767, longitude: -96.797 },
  "770": { place: "Houston, TX", latitude: 29.7604, longitude: -95.3698 },
  "787": { place: "Austin, TX", latitude: 30.2672, longitude: -97.7431 },
  "802": { place: "Denver, CO", latitude: 39.7392, longitude: -104.9903 },
  "841": { place: "Salt Lake City, UT", latitude: 40.7608, longitude: -111.891 },
  "850": { place: "Phoenix, AZ", latitude: 33.4484, longitude: -112.074 },
  "891": { place: "Las Vegas, NV", latitude: 36.1699, longitude: -115.1398 },
  "900": { place: "Los Angeles, CA", latitude: 34.0522, longitude: -118.2437 },
  "941": { place: "San Francisco, CA", latitude: 37.7749, longitude: -122.4194 },
  "946": { place: "Oakland, CA", latitude: 37.8044, longitude: -122.2712 },
  "972": { place: "Portland, OR", latitude: 45.5152, longitude: -122.6784 },
  "981": { place: "Seattle, WA", latitude: 47.6062, longitude: -122.3321 },
};

/** The centre of a five-digit ZIP code's prefix, or null when the table does not place it. */
export function zipCentroid(zip: string): (LatLng & { place: string }) | null {
  return ZIP3_CENTROIDS[zip.slice(0, 3)] ?? null;
}
