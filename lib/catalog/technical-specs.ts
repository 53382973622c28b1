/**
 * The `::`-separated spec string (CONST-44) built from a product's typed attributes, so every source of
 * products (the demo generator's format, the catalogue import) writes the same lines in the same order.
 */
import { SPEC_SEPARATOR } from "./catalog.ts";

export type SpecFields = {
  wattage: number | null;
  lumens: number | null;
  cctKelvin: number | null;
  /** Every colour temperature the product can be ordered in; the CCT line lists them, else `cctKelvin`. */
  offeredCctKelvins?: readonly number[];
  cri: number | null;
  /** Product-specific lines such as "Battery: Ni-Cd, 90 min", placed after CRI. */
  extraLines?: readonly string[];
  voltage: string | null;
  dimming: string | null;
  ipRating: string | null;
  dlcListing: string | null;
  warrantyYears: number | null;
  dimensions: string | null;
};

/** 21300 → "21,300". */
export const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ",");

/** The spec lines in display order; attributes a product does not have are left out. */
export function technicalSpecLines(fields: SpecFields): string[] {
  const { wattage, lumens, cctKelvin } = fields;
  const offered = [...new Set(fields.offeredCctKelvins ?? [])].sort((a, b) => a - b);
  const ccts = offered.length > 0 ? offered : cctKelvin !== null ? [cctKelvin] : [];
  const lines = [
    wattage !== null ? `Wattage: ${wattage}W` : null,
    lumens !== null ? `Lumens: ${thousands(lumens)} lm` : null,
    lumens !== null && wattage ? `Efficacy: ${Math.round(lumens / wattage)} lm/W` : null,
    // A product without a rated colour temperature (exit signs, controls) has no CCT line.
    cctKelvin !== null && ccts.length > 0 ? `CCT: ${ccts.map((kelvin) => `${kelvin}K`).join("/")}` : null,
    fields.cri !== null ? `CRI: ${fields.cri}+` : null,
    ...(fields.extraLines ?? []),
    fields.voltage !== null ? `Voltage: ${fields.voltage}` : null,
    fields.dimming !== null ? `Dimming: ${fields.dimming}` : null,
    fields.ipRating !== null ? `Rating: ${fields.ipRating}` : null,
    fields.dlcListing !== null ? `DLC: ${fields.dlcListing}` : null,
    fields.warrantyYears !== null
      ? `Warranty: ${fields.warrantyYears} ${fields.warrantyYears === 1 ? "year" : "years"}`
      : null,
    fields.dimensions !== null ? `Dimensions: ${fields.dimensions}` : null,
  ];
  return lines.filter((line) => line !== null);
}

export function technicalSpecs(fields: SpecFields): string {
  return technicalSpecLines(fields).join(SPEC_SEPARATOR);
}
