import type { FixtureKind } from "./fixture-svg.ts";

/**
 * The demo catalogue's shipping facts (issue 32 item 1): the boxed weight, the carton and the lead
 * time of a product, worked out from its kind of fixture, its size and its wattage, never drawn from
 * the generator's random stream (so adding them changed no other value of the catalogue). Plausible
 * figures for a lighting manufacturer: a 4in downlight ships at about 1 lb, a round high bay at
 * 10 to 15 lb, an area light or a bollard at 20 lb and more.
 */
export type DemoShippingFacts = {
  shipWeightOz: number;
  cartonLengthIn: number;
  cartonWidthIn: number;
  cartonHeightIn: number;
  leadTimeDays: number;
};

/** [base weight in lb, lb per watt, lead time in business days] for each kind of fixture. */
const kindFacts: Readonly<
  Record<FixtureKind, readonly [baseLb: number, perWattLb: number, leadDays: number]>
> = {
  downlight: [0.6, 0.04, 3],
  disk: [0.3, 0.03, 2],
  gimbal: [0.8, 0.04, 3],
  cylinder: [1.5, 0.06, 5],
  troffer: [8, 0.1, 5],
  panel: [5, 0.08, 5],
  highbay: [8, 0.02, 7],
  lowbay: [5, 0.03, 7],
  linearbay: [10, 0.02, 7],
  pendant: [4, 0.05, 10],
  linear: [3, 0.06, 10],
  strip: [2, 0.05, 3],
  wraparound: [3, 0.06, 3],
  wallpack: [6, 0.06, 5],
  sconce: [2, 0.06, 5],
  area: [15, 0.03, 10],
  posttop: [10, 0.05, 10],
  roadway: [10, 0.04, 10],
  flood: [3, 0.05, 5],
  canopy: [6, 0.04, 7],
  garage: [6, 0.05, 7],
  vaportight: [4, 0.06, 5],
  jellyjar: [2, 0.05, 3],
  bollard: [20, 0.2, 10],
  pathlight: [3, 0.2, 7],
  landscape: [1.5, 0.1, 5],
  inground: [5, 0.2, 15],
  exit: [3, 0.3, 2],
  emergency: [4, 0.3, 2],
  sensor: [0.4, 0, 2],
  photocell: [0.3, 0, 2],
  controls: [0.4, 0, 2],
};

/** Packing: each side of the carton is the fixture's plus this much, rounded up to the inch. */
const PACKING_IN = 2;

/** "4.9 dia x 3.1 in" → [4.9, 4.9, 3.1]; "23.75 x 47.75 x 3.5 in" → its three sides; longest first. */
export function sidesOf(dimensions: string): [number, number, number] {
  const numbers = [...dimensions.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const sides = /dia/.test(dimensions)
    ? [numbers[0] ?? 4, numbers[0] ?? 4, numbers[1] ?? 4]
    : [numbers[0] ?? 4, numbers[1] ?? 4, numbers[2] ?? 4];
  sides.sort((a, b) => b - a);
  return sides as [number, number, number];
}

export function demoShippingFacts(
  kind: FixtureKind,
  dimensions: string,
  watts: number | null,
): DemoShippingFacts {
  const [baseLb, perWattLb, leadTimeDays] = kindFacts[kind];
  const [length, width, height] = sidesOf(dimensions).map((side) => Math.ceil(side + PACKING_IN)) as [
    number,
    number,
    number,
  ];
  return {
    shipWeightOz: Math.max(2, Math.round((baseLb + perWattLb * (watts ?? 0)) * 16)),
    cartonLengthIn: length,
    cartonWidthIn: width,
    cartonHeightIn: height,
    leadTimeDays,
  };
}
