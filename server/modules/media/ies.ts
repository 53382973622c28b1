import type { ConfiguredSheet, ProductSheet } from "../catalog/index.ts";

/**
 * An IES LM-63-2002 photometric file computed from a product's rated lumens and wattage. The intensity
 * follows I(θ) = I0·cosⁿθ below the horizontal, with n chosen by the product family (wide for troffers,
 * narrow for flood lights), scaled so the file's zonal lumens equal the rated lumens. Deterministic: the
 * same product data always gives the same file. It says in [OTHER] that it is computed, not measured.
 */

export const IES_VERTICAL_STEP = 5;
const verticalAngles = Array.from({ length: 180 / IES_VERTICAL_STEP + 1 }, (_, i) => i * IES_VERTICAL_STEP);

/** Solid angle of the zone around each vertical angle (half a step either side, clipped to 0–180°). */
function zoneSolidAngles(angles: readonly number[], step: number): number[] {
  const rad = (degrees: number) => (Math.min(180, Math.max(0, degrees)) * Math.PI) / 180;
  return angles.map(
    (angle) => 2 * Math.PI * (Math.cos(rad(angle - step / 2)) - Math.cos(rad(angle + step / 2))),
  );
}

/** Lumens of a rotationally symmetric distribution by the zonal-constant method. */
export function zonalLumens(angles: readonly number[], candela: readonly number[]): number {
  const step = (angles[1] ?? 0) - (angles[0] ?? 0) || IES_VERTICAL_STEP;
  const zones = zoneSolidAngles(angles, step);
  return candela.reduce((sum, value, index) => sum + value * (zones[index] ?? 0), 0);
}

/** How concentrated the beam is, by product family. */
function beamExponent(product: ProductSheet): number {
  const family = `${product.category?.name ?? ""} ${product.subCategory?.name ?? ""}`.toLowerCase();
  if (/flood|spot|sign|billboard/.test(family)) return 8;
  if (/high bay|low bay|downlight|gimbal|well light/.test(family)) return 2;
  if (/area|site|roadway|post top|canopy|garage/.test(family)) return 1.5;
  return 1;
}

/**
 * The luminous opening in feet from the dimensions text: "48 x 2.5 x 3 in" is a rectangle of
 * 48 in by 2.5 in; "13.4 dia x 6.5 in" is a circle, written with negative width and length (LM-63).
 */
function luminousOpening(dimensions: string | null): [width: number, length: number, height: number] {
  if (!dimensions) return [0, 0, 0];
  const numbers = [...dimensions.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]) / 12);
  const feet = (value: number) => Math.round(value * 1000) / 1000;
  const [first, second] = numbers;
  if (first === undefined) return [0, 0, 0];
  if (/dia/i.test(dimensions)) return [-feet(first), -feet(first), 0];
  return [feet(second ?? first), feet(first), 0];
}

const sanitize = (text: string) => text.replace(/[^\x20-\x7e]/g, "-").slice(0, 200);

function wrapNumbers(values: readonly number[], decimals: number): string[] {
  const lines: string[] = [];
  for (let start = 0; start < values.length; start += 10) {
    lines.push(
      values
        .slice(start, start + 10)
        .map((value) => value.toFixed(decimals))
        .join(" "),
    );
  }
  return lines;
}

/** A rotationally symmetric candela distribution: candela at each vertical angle (0° = straight down). */
export type Photometry = { angles: readonly number[]; candela: number[]; exponent: number };

/**
 * The distribution of a configuration (its lumens, as its wattage gives them), or null when the product
 * is not rated in lumens and watts (exit signs, controls).
 */
export function photometry({ product, configuration }: ConfiguredSheet): Photometry | null {
  const { lumens, wattage } = configuration.facts;
  if (!lumens || !wattage) return null;
  const exponent = beamExponent(product);
  const shape = verticalAngles.map((angle) =>
    angle <= 90 ? Math.cos((angle * Math.PI) / 180) ** exponent : 0,
  );
  const scale = lumens / zonalLumens(verticalAngles, shape);
  const candela = shape.map((value) => Math.round(value * scale * 10) / 10);
  return { angles: verticalAngles, candela, exponent };
}

/** The IES file of a configuration, or null when it is not rated in lumens and watts. */
export function renderIes(subject: ConfiguredSheet, brandName: string): string | null {
  const distribution = photometry(subject);
  const { product, configuration } = subject;
  const { lumens, wattage, cctKelvin, dimensions } = configuration.facts;
  if (!distribution || !lumens || !wattage) return null;
  const { candela, exponent } = distribution;
  const [width, length, height] = luminousOpening(dimensions);
  const brand = sanitize(brandName);
  const catalogNumber = sanitize(configuration.catalogNumber);
  const lines = [
    "IESNA:LM-63-2002",
    `[TEST] ${catalogNumber}-COMPUTED`,
    `[TESTLAB] ${brand} catalogue data`,
    `[ISSUEDATE] ${product.updatedAt.slice(0, 10)}`,
    `[MANUFAC] ${brand}`,
    `[LUMCAT] ${catalogNumber}`,
    `[LUMINAIRE] ${sanitize(configuration.name)}`,
    "[LAMPCAT] LED",
    `[LAMP] Integral LED array${cctKelvin ? `, ${cctKelvin}K` : ""}`,
    `[OTHER] Computed from the rated ${lumens} lm at ${wattage} W with a cosine-power distribution (n=${exponent});`,
    "[MORE] not a laboratory measurement. Use for early layouts only.",
    "TILT=NONE",
    // lamps, lumens per lamp (-1: absolute photometry), multiplier, vertical and horizontal angle counts,
    // photometric type C (1), units feet (1), width, length, height of the luminous opening
    `1 -1 1 ${verticalAngles.length} 1 1 1 ${width} ${length} ${height}`,
    // ballast factor, future use, input watts
    `1 1 ${wattage}`,
    ...wrapNumbers(verticalAngles, 1),
    "0.0",
    ...wrapNumbers(candela, 1),
  ];
  // LM-63 files are plain ASCII with CR LF line ends.
  return `${lines.join("\r\n")}\r\n`;
}
