/**
 * A small vector figure (paths and text in SVG coordinates, y down): the page draws it as SVG, and the
 * PDF layout (server/modules/media/pdf-layout.ts) with pdf-lib's path operators: the spec sheet's
 * product drawing, dimension drawing and polar plot, and the SCX builder's fixture.
 */

export type FigureItem =
  | {
      kind: "path";
      d: string;
      fill?: string;
      fillOpacity?: number;
      stroke?: string;
      strokeWidth?: number;
      strokeOpacity?: number;
      dash?: number[];
      /** Degrees clockwise about (cx, cy), as SVG's rotate(). */
      rotate?: readonly [degrees: number, cx: number, cy: number];
    }
  | {
      kind: "text";
      x: number;
      y: number;
      text: string;
      size: number;
      color: string;
      anchor?: "start" | "middle" | "end";
      bold?: boolean;
      /** Turned a quarter counter-clockwise, reading upwards, centred on (x, y): a vertical dimension. */
      vertical?: boolean;
    };

export type Figure = {
  /** The part of the drawing shown: min x, min y, width, height. Anything outside is clipped. */
  viewBox: readonly [x: number, y: number, width: number, height: number];
  background?: string;
  items: FigureItem[];
};

// Path builders for figures, in SVG path syntax, rounded to hundredths.

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
