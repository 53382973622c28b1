/**
 * A small vector figure (paths and text in SVG coordinates, y down) that the PDF layout draws with
 * pdf-lib's path operators: the spec sheet's product drawing, dimension drawing and polar plot.
 */

// The figure's shape is shared with lib/ (the SCX builder draws the same figures in the browser).
export type { Figure, FigureItem } from "../../../lib/shared/figure.ts";

const n = (value: number) => Math.round(value * 100) / 100;

/** A rectangle with rounded corners as a path. */
export function rectPath(x: number, y: number, width: number, height: number, radius = 0): string {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  if (r === 0) return `M${n(x)} ${n(y)}H${n(x + width)}V${n(y + height)}H${n(x)}Z`;
  return [
    `M${n(x + r)} ${n(y)}H${n(x + width - r)}`,
    `A${n(r)} ${n(r)} 0 0 1 ${n(x + width)} ${n(y + r)}V${n(y + height - r)}`,
    `A${n(r)} ${n(r)} 0 0 1 ${n(x + width - r)} ${n(y + height)}H${n(x + r)}`,
    `A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y + height - r)}V${n(y + r)}`,
    `A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}Z`,
  ].join("");
}

/** An ellipse as a path of two arcs. */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 1 0 ${n(cx + rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 1 0 ${n(cx - rx)} ${n(cy)}Z`;
}

/** A polyline (or closed polygon) through `points`. */
export function polylinePath(points: readonly (readonly [number, number])[], closed = false): string {
  const [first, ...rest] = points;
  if (!first) return "";
  return `M${n(first[0])} ${n(first[1])}${rest.map(([x, y]) => `L${n(x)} ${n(y)}`).join("")}${closed ? "Z" : ""}`;
}
