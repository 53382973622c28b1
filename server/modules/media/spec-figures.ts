import { thousands } from "../../../lib/catalog/technical-specs.ts";
import {
  ellipsePath,
  type Figure,
  type FigureItem,
  polylinePath,
  rectPath,
} from "../../../lib/shared/figure.ts";
import type { Photometry } from "./ies.ts";

/**
 * The spec sheet's technical figures (#9.14): a dimension drawing read from the product's dimensions
 * text, and a polar candela plot of its photometry, the same distribution its IES file holds.
 */

const INK = "#1f2937";
const MUTED = "#64748b";
const NAVY = "#14264a";
const GREEN = "#17773f";
const FILL = "#e2e8f0";

/** "13.4 dia x 6.5 in" (round) or "48 x 2.5 x 3 in" (length x width x height) with its unit. */
export type Dimensions =
  | { shape: "round"; diameter: number; height: number | null; unit: string }
  | { shape: "box"; length: number; width: number; height: number | null; unit: string };

export function parseDimensions(text: string | null): Dimensions | null {
  if (!text) return null;
  const numbers = [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const unit = /\b(in|mm|cm|ft)\b\.?\s*$/i.exec(text.trim())?.[1]?.toLowerCase() ?? "in";
  if (numbers.some((value) => !(value > 0))) return null;
  const [first, second, third] = numbers;
  if (first === undefined) return null;
  if (/dia/i.test(text)) return { shape: "round", diameter: first, height: second ?? null, unit };
  if (second === undefined) return null;
  return { shape: "box", length: first, width: second, height: third ?? null, unit };
}

const label = (value: number, unit: string) => `${value} ${unit}`;

/** Text size in figure units: the figures are drawn about 0.42 times smaller on the sheet. */
const TEXT = 18;

/** A dimension line with arrowheads from (x1, y1) to (x2, y2), labelled below or beside it. */
function dimensionLine(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  text: string,
  side: "below" | "right" | "left",
): FigureItem[] {
  const horizontal = y1 === y2;
  const head = 9;
  const arrow = (x: number, y: number, dx: number, dy: number) =>
    polylinePath(
      [
        [x, y],
        [x + dx * head - dy * 3.5, y + dy * head + dx * 3.5],
        [x + dx * head + dy * 3.5, y + dy * head - dx * 3.5],
      ],
      true,
    );
  const [dx, dy] = horizontal ? [1, 0] : [0, 1];
  const midX = (x1 + x2) / 2;
  const midY = (y1 + y2) / 2;
  const textItem: FigureItem =
    side === "below"
      ? { kind: "text", x: midX, y: y1 + TEXT + 4, text, size: TEXT, color: INK, anchor: "middle" }
      : {
          kind: "text",
          x: side === "right" ? x1 + TEXT * 0.75 : x1 - TEXT * 0.75,
          y: midY,
          text,
          size: TEXT,
          color: INK,
          vertical: true,
        };
  return [
    {
      kind: "path",
      d: polylinePath([
        [x1, y1],
        [x2, y2],
      ]),
      stroke: MUTED,
      strokeWidth: 1.2,
    },
    { kind: "path", d: `${arrow(x1, y1, dx, dy)}${arrow(x2, y2, -dx, -dy)}`, fill: MUTED },
    textItem,
  ];
}

/**
 * Plan and side view at one scale, each with its dimensions: a circle or rectangle from above, the
 * housing's outline from the side. Null when the dimensions text cannot be read.
 */
export function dimensionFigure(dimensions: Dimensions): Figure {
  const [planWidth, planDepth] =
    dimensions.shape === "round"
      ? [dimensions.diameter, dimensions.diameter]
      : [dimensions.length, dimensions.width];
  const height = dimensions.height;
  const area = { width: 140, height: 130 };
  const scale = Math.min(area.width / planWidth, area.height / Math.max(planDepth, height ?? 0));
  const items: FigureItem[] = [];
  const top = 34;
  const view = (x: number, title: string) =>
    items.push({
      kind: "text",
      x: x + area.width / 2,
      y: 18,
      text: title,
      size: TEXT,
      color: NAVY,
      anchor: "middle",
      bold: true,
    });

  // Plan, centred in its area, with the width below and the depth on the left.
  const planLeft = 40;
  const w = planWidth * scale;
  const d = planDepth * scale;
  const px = planLeft + (area.width - w) / 2;
  const py = top + (area.height - d) / 2;
  view(planLeft, "Plan");
  items.push({
    kind: "path",
    d:
      dimensions.shape === "round"
        ? ellipsePath(px + w / 2, py + d / 2, w / 2, d / 2)
        : rectPath(px, py, w, d, Math.min(w, d) * 0.06),
    fill: FILL,
    stroke: NAVY,
    strokeWidth: 1.4,
  });
  items.push(
    ...dimensionLine(px, py + d + 10, px + w, py + d + 10, label(planWidth, dimensions.unit), "below"),
  );
  if (dimensions.shape === "box") {
    items.push(...dimensionLine(px - 10, py, px - 10, py + d, label(planDepth, dimensions.unit), "left"));
  }

  // Side view, bottom-aligned with the plan's area, with the height on the right.
  if (height !== null) {
    const sideLeft = 210;
    const h = height * scale;
    const sx = sideLeft + (area.width - w) / 2;
    const sy = top + (area.height - h) / 2;
    view(sideLeft, "Side");
    items.push({
      kind: "path",
      d: rectPath(sx, sy, w, h, Math.min(w, h) * 0.06),
      fill: FILL,
      stroke: NAVY,
      strokeWidth: 1.4,
    });
    items.push(
      ...dimensionLine(sx, sy + h + 10, sx + w, sy + h + 10, label(planWidth, dimensions.unit), "below"),
    );
    items.push(
      ...dimensionLine(sx + w + 10, sy, sx + w + 10, sy + h, label(height, dimensions.unit), "right"),
    );
  }
  return { viewBox: [0, 0, height !== null ? 390 : 200, 210], items };
}

/** The smallest of 1, 2, 2.5, 5 × 10ⁿ at or above `value`. */
function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * A polar candela plot: nadir (0°) straight down, the curve mirrored left and right (the distribution is
 * rotationally symmetric), rings at quarters of a round maximum labelled in candela, spokes every 15°.
 */
export function polarFigure(distribution: Photometry): Figure {
  const cx = 160;
  const cy = 14;
  const radius = 130;
  const peak = Math.max(...distribution.candela, 1);
  const maximum = niceCeiling(peak);
  const items: FigureItem[] = [];
  const point = (degrees: number, r: number): [number, number] => {
    const radians = (degrees * Math.PI) / 180;
    return [cx + r * Math.sin(radians), cy + r * Math.cos(radians)];
  };
  for (const fraction of [0.25, 0.5, 0.75, 1]) {
    const r = radius * fraction;
    items.push({
      kind: "path",
      d: `M${cx - r} ${cy}A${r} ${r} 0 0 0 ${cx + r} ${cy}`,
      stroke: "#cbd5e1",
      strokeWidth: fraction === 1 ? 1.2 : 0.8,
    });
    // Half and full scale only, along the horizontal axis left of the centre, where labels stay apart.
    if (fraction === 0.5 || fraction === 1)
      items.push({
        kind: "text",
        x: cx - r + 3,
        y: cy + 15,
        text: thousands(Math.round(maximum * fraction)),
        size: 13,
        color: MUTED,
      });
  }
  for (let degrees = -90; degrees <= 90; degrees += 15) {
    items.push({
      kind: "path",
      d: polylinePath([[cx, cy], point(degrees, radius)]),
      stroke: "#e2e8f0",
      strokeWidth: 0.8,
    });
    if (Math.abs(degrees) % 30 === 0 && Math.abs(degrees) < 90) {
      const [x, y] = point(degrees, radius + 14);
      items.push({
        kind: "text",
        x,
        y: y + 5,
        text: `${Math.abs(degrees)}°`,
        size: 14,
        color: MUTED,
        anchor: "middle",
      });
    }
  }
  const { angles, candela } = distribution;
  const half = angles
    .map((angle, index) => [angle, candela[index] ?? 0] as const)
    .filter(([angle]) => angle <= 90);
  const curve = [
    ...half.map(([angle, value]) => point(-angle, (radius * value) / maximum)).reverse(),
    ...half.slice(1).map(([angle, value]) => point(angle, (radius * value) / maximum)),
  ];
  items.push({ kind: "path", d: polylinePath([[cx, cy], ...curve], true), fill: GREEN, fillOpacity: 0.18 });
  items.push({ kind: "path", d: polylinePath(curve), stroke: GREEN, strokeWidth: 2 });
  items.push({
    kind: "text",
    x: cx,
    y: cy + radius + 20,
    text: "0°",
    size: 14,
    color: MUTED,
    anchor: "middle",
  });
  items.push({
    kind: "text",
    x: cx + radius,
    y: cy + radius + 20,
    text: "cd",
    size: 14,
    color: MUTED,
    anchor: "end",
  });
  return { viewBox: [0, 0, 320, 170], items };
}
