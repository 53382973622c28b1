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
