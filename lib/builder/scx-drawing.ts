import type { Figure, FigureItem } from "../shared/figure.ts";
import { type ScxSelection, scxChoice } from "./scx.ts";

/**
 * The SCX fixture drawn from its configuration: the length sets the body's width, the finish its
 * colour, the mounting how it meets the ceiling (cables, stems, on the surface, recessed), the lens the
 * optic's shape and the light's spread, the CCT the light's colour, and an emergency battery its test
 * button. Plain paths and text in SVG coordinates (y down), so the page draws it as SVG and the spec
 * sheet draws the same figure with pdf-lib (lib/shared/figure.ts).
 */

export type DrawingItem = FigureItem;

export type ScxDrawing = Figure & {
  background: string;
  /** A sentence for people who cannot see the drawing. */
  description: string;
};

const WIDTH = 400;
const CEILING = 24;
const rect = (x: number, y: number, w: number, h: number) =>
  `M${round(x)} ${round(y)}H${round(x + w)}V${round(y + h)}H${round(x)}Z`;
const round = (value: number) => Math.round(value * 100) / 100;

/** Pixels per foot: an 8 ft fixture spans most of the picture. */
const PER_FOOT = 42;
const lightColours: Record<string, string> = {
  "30K": "#fcd34d",
  "35K": "#fde68a",
  "40K": "#fef3c7",
  "50K": "#dbeafe",
};

export function scxDrawing(selection: ScxSelection): ScxDrawing {
  const length = scxChoice("length", selection.length);
  const finish = scxChoice("finish", selection.finish);
  const mounting = selection.mounting;
  const lens = selection.lens;
  const feet = length?.feet ?? 4;
  const bodyWidth = feet * PER_FOOT;
  const left = (WIDTH - bodyWidth) / 2;
  const bodyHeight = 16;
  // Pendants hang below the ceiling; a surface fixture sits on it; a recessed one sits in it.
  const top =
    mounting === "AC" || mounting === "ST" ? 92 : mounting === "SM" ? CEILING : CEILING - bodyHeight + 2;
  const lensTop = top + bodyHeight;
  const narrow = lens === "NB";
  const lensInset = narrow ? bodyWidth * 0.3 : 3;
  const lensHeight = lens === "MP" ? 5 : 4;
  const light = lightColours[selection.cct] ?? "#fef3c7";
  const spread = narrow ? 12 : lens === "MP" ? 45 : 70;
  const floor = 196;
  const items: DrawingItem[] = [];

  // The light first, so the fixture is drawn over it.
  const beamLeft = left + lensInset;
  const beamRight = left + bodyWidth - lensInset;
  items.push({
    kind: "path",
    d: `M${round(beamLeft)} ${lensTop + lensHeight}L${round(beamRight)} ${lensTop + lensHeight}L${round(beamRight + spread)} ${floor}L${round(beamLeft - spread)} ${floor}Z`,
    fill: light,
    fillOpacity: 0.55,
  });
  // Ceiling band (with the cut-out a recessed housing sits in).
  items.push({
    kind: "path",
    d: rect(0, 0, WIDTH, CEILING),
    fill: "#e2e8f0",
    stroke: "#94a3b8",
    strokeWidth: 1,
  });
  if (mounting === "AC" || mounting === "ST") {
    for (const x of [left + bodyWidth * 0.12, left + bodyWidth * 0.88]) {
      items.push(
        mounting === "AC"
          ? {
              kind: "path",
              d: `M${round(x)} ${CEILING}L${round(x)} ${top}`,
              stroke: "#64748b",
              strokeWidth: 1,
            }
          : {
              kind: "path",
              d: rect(x - 2.5, CEILING, 5, top - CEILING),
              fill: finish?.colour ?? "#f1f5f9",
              stroke: "#475569",
              strokeWidth: 1,
            },
      );
      items.push({
        kind: "path",
        d: rect(x - 7, CEILING, 14, 4),
        fill: "#cbd5e1",
        stroke: "#64748b",
        strokeWidth: 0.8,
      });
    }
  }
  items.push({
    kind: "path",
    d: rect(left, top, bodyWidth, bodyHeight),
    fill: finish?.colour ?? "#f1f5f9",
    stroke: "#475569",
    strokeWidth: 1.2,
  });
  items.push({
    kind: "path",
    d: rect(left + lensInset, lensTop, bodyWidth - 2 * lensInset, lensHeight),
    fill: "#ffffff",
    stroke: "#94a3b8",
    strokeWidth: 0.8,
    ...(lens === "MP" ? { dash: [2, 2] } : {}),
  });
  if (selection.emergency === "EM") {
    const x = left + bodyWidth - 14;
    items.push({
      kind: "path",
      d: rect(x, top + 4, 8, 8),
      fill: "#dc2626",
      stroke: "#7f1d1d",
      strokeWidth: 0.6,
    });
    items.push({
      kind: "text",
      x: x + 4,
      y: top - 4,
      text: "EM",
      size: 8,
      color: "#7f1d1d",
      anchor: "middle",
      bold: true,
    });
  }
  // Floor and the length dimension.
  items.push({ kind: "path", d: `M0 ${floor}L${WIDTH} ${floor}`, stroke: "#94a3b8", strokeWidth: 1 });
  const dimY = floor + 12;
  items.push({
    kind: "path",
    d: `M${round(left)} ${dimY - 4}V${dimY + 4}M${round(left)} ${dimY}H${round(left + bodyWidth)}M${round(left + bodyWidth)} ${dimY - 4}V${dimY + 4}`,
    stroke: "#334155",
    strokeWidth: 1,
  });
  items.push({
    kind: "text",
    x: WIDTH / 2,
    y: dimY + 14,
    text: length?.label ?? `${feet} ft`,
    size: 11,
    color: "#334155",
    anchor: "middle",
    bold: true,
  });
  const mountingLabel = scxChoice("mounting", mounting)?.label.toLowerCase() ?? "";
  const lensLabel = scxChoice("lens", lens)?.label.toLowerCase() ?? "";
  return {
    viewBox: [0, 0, WIDTH, 236],
    background: "#f8fafc",
    items,
    description: `Drawing of ${feet === 8 ? "an" : "a"} ${length?.label ?? ""} SCX fixture in ${finish?.label.toLowerCase() ?? ""}, ${mountingLabel}, with a ${lensLabel} lens${selection.emergency === "EM" ? " and an emergency battery" : ""}.`,
  };
}
