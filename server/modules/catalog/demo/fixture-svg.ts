import {
  type FixtureFinish,
  type FixtureLook,
  fixtureFinishes,
} from "../../../../lib/catalog/fixture-images.ts";
import {
  ellipsePath,
  type Figure,
  type FigureItem,
  polylinePath,
  rectPath,
} from "../../../../lib/shared/figure.ts";

/**
 * Stylised fixture illustrations, generated instead of stored, so the demo catalogue needs no image
 * files. A name is `<kind>-<variant>.svg`; the variant picks the background, the fixture finish, the
 * light colour, the beam spread and whether the drawing is mirrored. A look (`?finish=&cct=`) draws
 * the same picture in another finish and light colour, as a configuration asks.
 */

export { type FixtureFinish, fixtureFinishes };

type Role = "body" | "shade" | "trim" | "lens" | "dark" | "accent" | "face" | "sun";
type Shape =
  | readonly ["rect", x: number, y: number, width: number, height: number, radius: number, role: Role]
  | readonly ["ellipse", cx: number, cy: number, rx: number, ry: number, role: Role]
  | readonly ["path", d: string, role: Role]
  | readonly ["stroke", d: string, width: number, role: Role, dashed?: boolean]
  | readonly ["text", x: number, y: number, size: number, text: string, role: Role];
/** A light beam: the emitting edge from (ax, ay) to (bx, by), shining along (dx, dy). */
type Beam = readonly [ax: number, ay: number, bx: number, by: number, dx: number, dy: number];
/** ceiling: a ceiling band on top; wall and ground: a floor or ground band; device: a shadow only. */
type Scene = "ceiling" | "wall" | "ground" | "device";
/**
 * Drawings are laid out at a comfortable size for editing and enlarged about the point where the
 * fixture is fixed (ceiling line, wall centre, ground line), so it fills the picture.
 */
const sceneZoom: Record<Scene, readonly [scale: number, cx: number, cy: number]> = {
  ceiling: [1.35, 200, 44],
  wall: [1.3, 200, 150],
  ground: [1.15, 200, 262],
  device: [1.3, 200, 200],
};
type Drawing = {
  label: string;
  scene: Scene;
  /** Drawn first and never tilted (poles, stakes, yokes). */
  mount?: readonly Shape[];
  shapes: readonly Shape[];
  beams?: readonly Beam[];
  /** Rotation in degrees about (cx, cy) for the shapes and beams, for aimed fixtures. */
  tilt?: readonly [degrees: number, cx: number, cy: number];
};

const down = (x1: number, x2: number, y: number): Beam => [x1, y, x2, y, 0, 1];
const up = (x1: number, x2: number, y: number): Beam => [x1, y, x2, y, 0, -1];

const drawings = {
  downlight: {
    label: "Recessed downlight",
    scene: "ceiling",
    shapes: [
      ["ellipse", 200, 44, 66, 12, "trim"],
      ["ellipse", 200, 45, 52, 8, "lens"],
    ],
    beams: [down(150, 250, 48)],
  },
  disk: {
    label: "Surface mount downlight",
    scene: "ceiling",
    shapes: [
      ["rect", 136, 44, 128, 12, 6, "body"],
      ["rect", 146, 54, 108, 6, 3, "lens"],
    ],
    beams: [down(148, 252, 58)],
  },
  gimbal: {
    label: "Gimbal downlight",
    scene: "ceiling",
    shapes: [
      ["ellipse", 200, 44, 64, 12, "trim"],
      ["ellipse", 200, 46, 46, 8, "dark"],
      ["ellipse", 206, 50, 28, 11, "body"],
      ["ellipse", 212, 55, 18, 6, "lens"],
    ],
    beams: [[196, 59, 228, 53, 0.45, 1]],
  },
  cylinder: {
    label: "Cylinder downlight",
    scene: "ceiling",
    shapes: [
      ["rect", 168, 44, 64, 8, 2, "shade"],
      ["rect", 176, 50, 48, 100, 6, "body"],
      ["rect", 180, 146, 40, 6, 3, "lens"],
    ],
    beams: [down(182, 218, 152)],
  },
  troffer: {
    label: "Troffer",
    scene: "ceiling",
    shapes: [
      ["rect", 104, 40, 192, 20, 2, "trim"],
      ["rect", 114, 44, 172, 14, 2, "shade"],
      ["rect", 150, 46, 100, 12, 6, "lens"],
    ],
    beams: [down(120, 280, 60)],
  },
  panel: {
    label: "Flat panel",
    scene: "ceiling",
    shapes: [
      ["rect", 96, 42, 208, 10, 2, "trim"],
      ["rect", 102, 48, 196, 5, 2, "lens"],
    ],
    beams: [down(104, 296, 54)],
  },
  highbay: {
    label: "Round high bay",
    scene: "ceiling",
    shapes: [
      ["stroke", "M200 44V96", 3, "dark"],
      ["rect", 188, 92, 24, 16, 4, "shade"],
      ["path", "M146 114Q200 92 254 114L250 126H150Z", "body"],
      ["stroke", "M162 110V124M178 104V124M194 102V124M206 102V124M222 104V124M238 110V124", 2, "shade"],
      ["ellipse", 200, 127, 52, 8, "lens"],
    ],
    beams: [down(150, 250, 130)],
  },
  lowbay: {
    label: "Low bay",
    scene: "ceiling",
    shapes: [
      ["stroke", "M200 44V116", 3, "dark"],
      ["path", "M160 144Q164 114 200 112Q236 114 240 144Z", "body"],
      ["ellipse", 200, 145, 40, 6, "lens"],
    ],
    beams: [down(162, 238, 148)],
  },
  linearbay: {
    label: "Linear high bay",
    scene: "ceiling",
    shapes: [
      ["stroke", "M150 44V100M250 44V100", 2, "dark"],
      ["rect", 110, 98, 180, 22, 5, "body"],
      ["stroke", "M130 101V117M150 101V117M170 101V117M230 101V117M250 101V117M270 101V117", 2, "shade"],
      ["rect", 118, 117, 164, 7, 3, "lens"],
    ],
    beams: [down(120, 280, 124)],
  },
  pendant: {
    label: "Linear pendant",
    scene: "ceiling",
    shapes: [
      ["stroke", "M120 44V112M280 44V112", 1.5, "dark"],
      ["rect", 90, 110, 220, 14, 3, "body"],
      ["rect", 94, 122, 212, 4, 2, "lens"],
    ],
    beams: [down(96, 304, 126), up(120, 280, 110)],
  },
  linear: {
    label: "Recessed linear slot",
    scene: "ceiling",
    shapes: [
      ["rect", 80, 38, 240, 10, 1, "trim"],
      ["rect", 86, 44, 228, 6, 1, "lens"],
    ],
    beams: [down(88, 312, 50)],
  },
  strip: {
    label: "Strip light",
    scene: "ceiling",
    shapes: [
      ["rect", 106, 44, 188, 10, 2, "body"],
      ["rect", 112, 52, 176, 6, 3, "lens"],
    ],
    beams: [down(114, 286, 58)],
  },
  wraparound: {
    label: "Wraparound",
    scene: "ceiling",
    shapes: [
      ["rect", 112, 44, 176, 8, 2, "body"],
      ["path", "M108 52H292Q296 74 276 80H124Q104 74 108 52Z", "lens"],
    ],
    beams: [down(120, 280, 80)],
  },
  canopy: {
    label: "Canopy light",
    scene: "ceiling",
    shapes: [
      ["rect", 120, 44, 160, 12, 3, "body"],
      ["rect", 132, 54, 136, 6, 3, "lens"],
    ],
    beams: [down(134, 266, 60)],
  },
  garage: {
    label: "Parking garage light",
    scene: "ceiling",
    shapes: [
      ["rect", 166, 44, 68, 12, 3, "body"],
      ["path", "M152 56H248Q244 88 200 92Q156 88 152 56Z", "lens"],
    ],
    beams: [down(160, 240, 84)],
  },
  vaportight: {
    label: "Vapor tight",
    scene: "ceiling",
    shapes: [
      ["stroke", "M130 44V56M270 44V56", 2, "dark"],
      ["rect", 96, 54, 208, 14, 7, "body"],
      ["path", "M98 62H302Q300 80 288 82H112Q100 80 98 62Z", "lens"],
      ["rect", 150, 58, 10, 24, 2, "shade"],
      ["rect", 240, 58, 10, 24, 2, "shade"],
    ],
    beams: [down(112, 288, 82)],
  },
  jellyjar: {
    label: "Jelly jar",
    scene: "ceiling",
    shapes: [
      ["rect", 178, 44, 44, 12, 3, "body"],
      ["rect", 176, 56, 48, 54, 16, "lens"],
      ["stroke", "M186 58V108M200 56V110M214 58V108M177 84H223", 2.5, "shade"],
    ],
    beams: [down(180, 220, 110)],
  },
  exit: {
    label: "Exit sign",
    scene: "ceiling",
    shapes: [
      ["stroke", "M170 44V88M230 44V88", 3, "shade"],
      ["rect", 110, 86, 180, 82, 8, "trim"],
      ["rect", 120, 96, 160, 62, 4, "face"],
      ["text", 200, 140, 34, "EXIT", "accent"],
      ["path", "M130 127L144 117V137Z", "accent"],
      ["path", "M270 127L256 117V137Z", "accent"],
    ],
  },
  sensor: {
    label: "Occupancy sensor",
    scene: "ceiling",
    shapes: [
      ["path", "M158 44H242Q238 82 200 86Q162 82 158 44Z", "trim"],
      ["ellipse", 200, 64, 22, 14, "shade"],
      ["ellipse", 200, 64, 12, 8, "dark"],
      ["stroke", "M130 140Q200 172 270 140", 2.5, "accent", true],
      ["stroke", "M100 190Q200 236 300 190", 2.5, "accent", true],
      ["stroke", "M70 240Q200 300 330 240", 2.5, "accent", true],
    ],
  },
  wallpack: {
    label: "Wall pack",
    scene: "wall",
    shapes: [
      ["path", "M156 92H244L238 156H162Z", "body"],
      ["rect", 170, 100, 60, 8, 2, "shade"],
      ["rect", 170, 136, 60, 22, 4, "lens"],
    ],
    beams: [down(172, 228, 158)],
  },
  sconce: {
    label: "Wall sconce",
    scene: "wall",
    shapes: [
      ["rect", 182, 98, 36, 84, 8, "body"],
      ["rect", 196, 118, 8, 44, 2, "shade"],
      ["rect", 186, 94, 28, 6, 2, "lens"],
      ["rect", 186, 180, 28, 6, 2, "lens"],
    ],
    beams: [up(186, 214, 94), down(186, 214, 186)],
  },
  emergency: {
    label: "Emergency light",
    scene: "wall",
    shapes: [
      ["rect", 160, 124, 80, 42, 8, "trim"],
      ["ellipse", 168, 120, 20, 14, "trim"],
      ["ellipse", 168, 123, 13, 8, "lens"],
      ["ellipse", 232, 120, 20, 14, "trim"],
      ["ellipse", 232, 123, 13, 8, "lens"],
      ["ellipse", 200, 150, 4, 4, "accent"],
    ],
    beams: [
      [156, 127, 180, 127, -0.5, 1],
      [220, 127, 244, 127, 0.5, 1],
    ],
  },
  controls: {
    label: "Lighting control",
    scene: "wall",
    shapes: [
      ["rect", 150, 70, 100, 150, 10, "trim"],
      ["rect", 170, 96, 40, 98, 6, "body"],
      ["rect", 224, 98, 6, 94, 3, "shade"],
      ["rect", 219, 130, 16, 12, 3, "dark"],
      ["ellipse", 190, 182, 3, 3, "accent"],
      ["ellipse", 200, 80, 3, 3, "shade"],
      ["ellipse", 200, 210, 3, 3, "shade"],
    ],
  },
  area: {
    label: "Area light",
    scene: "ground",
    mount: [
      ["rect", 136, 96, 10, 166, 2, "shade"],
      ["rect", 140, 102, 44, 8, 2, "shade"],
    ],
    shapes: [
      ["rect", 180, 96, 120, 20, 5, "body"],
      ["rect", 188, 114, 104, 6, 3, "lens"],
    ],
    beams: [down(190, 290, 120)],
  },
  posttop: {
    label: "Post top light",
    scene: "ground",
    mount: [["rect", 195, 150, 10, 112, 2, "shade"]],
    shapes: [
      ["rect", 184, 92, 32, 50, 8, "lens"],
      ["stroke", "M200 94V140", 1.5, "shade"],
      ["path", "M170 96L200 70L230 96Z", "body"],
      ["rect", 180, 140, 40, 12, 3, "body"],
    ],
    beams: [down(178, 222, 150)],
  },
  roadway: {
    label: "Roadway light",
    scene: "ground",
    mount: [
      ["rect", 96, 90, 10, 172, 2, "shade"],
      ["stroke", "M101 92Q101 70 130 70H196", 6, "shade"],
    ],
    shapes: [
      ["path", "M190 60Q246 50 296 68L292 80H194Z", "body"],
      ["ellipse", 244, 80, 40, 5, "lens"],
    ],
    beams: [down(206, 282, 84)],
  },
  flood: {
    label: "Flood light",
    scene: "ground",
    mount: [
      ["rect", 188, 236, 24, 26, 3, "shade"],
      ["stroke", "M156 214V244H244V214", 6, "shade"],
    ],
    shapes: [
      ["rect", 156, 170, 88, 64, 8, "body"],
      ["stroke", "M172 234V244M188 234V244M212 234V244M228 234V244", 3, "shade"],
      ["rect", 162, 164, 76, 10, 3, "lens"],
    ],
    beams: [up(164, 236, 164)],
    tilt: [35, 200, 214],
  },
  landscape: {
    label: "Landscape spotlight",
    scene: "ground",
    mount: [["rect", 196, 236, 8, 26, 1, "shade"]],
    shapes: [
      ["rect", 182, 176, 36, 58, 6, "body"],
      ["rect", 179, 170, 42, 10, 3, "shade"],
      ["ellipse", 200, 172, 16, 4, "lens"],
    ],
    beams: [up(186, 214, 172)],
    tilt: [30, 200, 236],
  },
  bollard: {
    label: "Bollard",
    scene: "ground",
    shapes: [
      ["rect", 180, 122, 40, 140, 6, "body"],
      ["rect", 180, 136, 40, 26, 0, "dark"],
      ["rect", 184, 140, 32, 18, 2, "lens"],
      ["rect", 176, 114, 48, 12, 4, "shade"],
    ],
    beams: [
      [184, 142, 184, 158, -1, 0.5],
      [216, 158, 216, 142, 1, 0.5],
    ],
  },
  pathlight: {
    label: "Path light",
    scene: "ground",
    mount: [["rect", 196, 180, 8, 82, 2, "shade"]],
    shapes: [
      ["path", "M156 184L200 156L244 184Z", "body"],
      ["rect", 184, 182, 32, 8, 2, "lens"],
    ],
    beams: [down(168, 232, 190)],
  },
  inground: {
    label: "Well light",
    scene: "ground",
    shapes: [
      ["rect", 156, 256, 88, 8, 3, "trim"],
      ["ellipse", 200, 259, 32, 4, "lens"],
    ],
    beams: [up(170, 230, 257)],
  },
  photocell: {
    label: "Photocell",
    scene: "device",
    shapes: [
      ["stroke", "M184 186V206M200 186V210M216 186V206", 4, "shade"],
      ["rect", 166, 112, 68, 76, 12, "body"],
      ["ellipse", 200, 113, 34, 10, "shade"],
      ["rect", 186, 128, 28, 26, 5, "dark"],
      ["rect", 190, 132, 20, 18, 4, "lens"],
      ["ellipse", 300, 76, 18, 18, "sun"],
      ["stroke", "M300 46V52M300 100V106M270 76H276M324 76H330", 3, "sun"],
    ],
  },
} satisfies Record<string, Drawing>;

export type FixtureKind = keyof typeof drawings;
export const fixtureKinds = Object.keys(drawings) as FixtureKind[];

/** The image name of `view` (1, 2, …) of a fixture in `finish`; its variant keeps the finish. */
export function fixtureImageName(kind: FixtureKind, finish: FixtureFinish, view = 1): string {
  return `${kind}-${fixtureFinishes.indexOf(finish) + 1 + (view - 1) * fixtureFinishes.length}.svg`;
}

const backgrounds = [
  { top: "#f4f7fb", bottom: "#dde5ef", surface: "#c8d2df", edge: "#a9b5c5" },
  { top: "#fbf7ef", bottom: "#ece3d1", surface: "#d8cbb2", edge: "#bba98a" },
  { top: "#f2f8f4", bottom: "#d7e9de", surface: "#b7d1c0", edge: "#17773f" },
  { top: "#263a61", bottom: "#14264a", surface: "#0d1a33", edge: "#3a5079" },
] as const;
/** Body and shadow colours, in the order of `fixtureFinishes`. */
const finishColours = [
  { body: "#f6f7f9", shade: "#cfd5dd", trim: "#fbfcfd" },
  { body: "#353941", shade: "#1d2026", trim: "#2a2e35" },
  { body: "#70563f", shade: "#4b392a", trim: "#5e4834" },
  { body: "#c4c9d0", shade: "#8c939d", trim: "#d5d9de" },
] as const;
/** Warm (3000K), neutral (4000K) and cool (5000K) light. */
const lightColours = ["#ffd27a", "#fff0c4", "#e6f2ff"] as const;

/** The light colour of a colour temperature: warm up to 3500K, neutral up to 4500K, else cool. */
function lightColourOf(kelvin: number): string {
  return lightColours[kelvin <= 3500 ? 0 : kelvin <= 4500 ? 1 : 2];
}
const beamSpreads = [0.22, 0.38, 0.55] as const;
const navy = "#14264a";
const green = "#17773f";

const cycle = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

/** An SVG for `kind-<variant>.svg` in `look`, or null for a malformed name or an unknown kind. */
export function renderFixtureSvg(name: string, look: FixtureLook = {}): string | null {
  const match = /^([a-z]+)-(\d{1,2})\.svg$/.exec(name);
  if (!match) return null;
  const kind = match[1] as string;
  if (!Object.hasOwn(drawings, kind)) return null;
  return render(kind as FixtureKind, Number(match[2]), look);
}

function render(kind: FixtureKind, variant: number, look: FixtureLook): string {
  const drawing: Drawing = drawings[kind];
  // Variant 0 is allowed by the name pattern; it behaves like the last variant of each cycle.
  const step = variant + 99;
  const background = cycle(backgrounds, step + Math.floor(step / 4));
  const finish = look.finish
    ? (finishColours[fixtureFinishes.indexOf(look.finish)] ?? cycle(finishColours, step))
    : cycle(finishColours, step);
  const light = look.cctKelvin ? lightColourOf(look.cctKelvin) : cycle(lightColours, step);
  const spread = cycle(beamSpreads, Math.floor(step / 2));
  const id = `${kind}-${variant}`;
  const colours: Record<Role, string> = {
    body: finish.body,
    shade: finish.shade,
    // Trims and housings (a downlight's trim ring, an exit sign's frame) come in the fixture's finish
    // too: a black exit sign is drawn black (#9.13).
    trim: finish.trim,
    lens: light,
    dark: navy,
    accent: green,
    face: "#ffffff",
    sun: "#ffc24a",
  };
  const beams = drawing.beams ?? [];
  const tilt = drawing.tilt ? ` transform="rotate(${drawing.tilt.join(" ")})"` : "";
  const hasText = drawing.shapes.some((shape) => shape[0] === "text");
  // Every zoom centre lies on the vertical axis x = 200, so mirroring and zooming commute.
  const [scale, cx, cy] = sceneZoom[drawing.scene];
  const zoom = `translate(${cx} ${cy}) scale(${scale}) translate(${-cx} ${-cy})`;
  const mirror = variant % 2 === 0 && !hasText ? "matrix(-1 0 0 1 400 0) " : "";
  const isDark = background === backgrounds[3];

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${drawing.label}">`,
    "<defs>",
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background.top}"/><stop offset="1" stop-color="${background.bottom}"/></linearGradient>`,
    `<radialGradient id="${id}-halo"><stop offset="0" stop-color="${light}" stop-opacity="0.9"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>`,
    ...beams.map((beam, index) => beamGradient(`${id}-beam${index}`, beam, light, isDark)),
    "</defs>",
    `<rect width="400" height="300" rx="12" fill="url(#${id}-bg)"/>`,
    sceneBackdrop(drawing.scene, background),
    `<g transform="${mirror}${zoom}">`,
    ...(drawing.mount ?? []).map((shape) => renderShape(shape, colours)),
    `<g${tilt}>`,
    ...beams.map((beam, index) => beamPolygon(beam, spread, `${id}-beam${index}`)),
    ...beams.map((beam) => halo(beam, `${id}-halo`)),
    ...drawing.shapes.map((shape) => renderShape(shape, colours)),
    "</g></g></svg>",
  ].join("");
}

function sceneBackdrop(scene: Scene, background: (typeof backgrounds)[number]): string {
  switch (scene) {
    case "ceiling":
      return `<rect width="400" height="44" fill="${background.surface}"/><rect y="42" width="400" height="2" fill="${background.edge}"/>`;
    case "wall":
      return `<path d="M0 92H400M0 152H400M0 212H400" stroke="${background.edge}" stroke-opacity="0.35"/><rect y="262" width="400" height="38" fill="${background.surface}"/><rect y="262" width="400" height="2" fill="${background.edge}"/>`;
    case "ground":
      return `<rect y="262" width="400" height="38" fill="${background.surface}"/><rect y="262" width="400" height="3" fill="${green}"/>`;
    case "device":
      return `<ellipse cx="200" cy="236" rx="78" ry="9" fill="${navy}" fill-opacity="0.14"/>`;
  }
}

/** How far a beam reaches; long enough to leave the 400 x 300 picture from any emitter. */
const BEAM_LENGTH = 320;

function beamGeometry([ax, ay, bx, by, dx, dy]: Beam) {
  const norm = Math.hypot(dx, dy);
  const edge = Math.hypot(bx - ax, by - ay) || 1;
  return {
    ux: dx / norm,
    uy: dy / norm,
    px: (bx - ax) / edge,
    py: (by - ay) / edge,
    mx: (ax + bx) / 2,
    my: (ay + by) / 2,
  };
}

function beamGradient(id: string, beam: Beam, light: string, isDark: boolean): string {
  const { ux, uy, mx, my } = beamGeometry(beam);
  const x2 = round(mx + ux * BEAM_LENGTH * 0.8);
  const y2 = round(my + uy * BEAM_LENGTH * 0.8);
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${round(mx)}" y1="${round(my)}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${light}" stop-opacity="${isDark ? 0.75 : 0.9}"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></linearGradient>`;
}

function beamPolygon(beam: Beam, spread: number, gradientId: string): string {
  const [ax, ay, bx, by] = beam;
  const { ux, uy, px, py } = beamGeometry(beam);
  const widen = spread * BEAM_LENGTH;
  const points = [
    [ax, ay],
    [bx, by],
    [bx + ux * BEAM_LENGTH + px * widen, by + uy * BEAM_LENGTH + py * widen],
    [ax + ux * BEAM_LENGTH - px * widen, ay + uy * BEAM_LENGTH - py * widen],
  ];
  return `<polygon points="${points.map(([x, y]) => `${round(x ?? 0)},${round(y ?? 0)}`).join(" ")}" fill="url(#${gradientId})"/>`;
}

function halo(beam: Beam, gradientId: string): string {
  const { mx, my } = beamGeometry(beam);
  return `<circle cx="${round(mx)}" cy="${round(my)}" r="46" fill="url(#${gradientId})"/>`;
}

const outline = `stroke="${navy}" stroke-opacity="0.22" stroke-width="1.2"`;

function renderShape(shape: Shape, colours: Record<Role, string>): string {
  switch (shape[0]) {
    case "rect": {
      const [, x, y, width, height, radius, role] = shape;
      return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${colours[role]}" ${outline}/>`;
    }
    case "ellipse": {
      const [, cx, cy, rx, ry, role] = shape;
      return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${colours[role]}" ${outline}/>`;
    }
    case "path":
      return `<path d="${shape[1]}" fill="${colours[shape[2]]}" ${outline}/>`;
    case "stroke": {
      const [, d, width, role, dashed] = shape;
      const dash = dashed ? ` stroke-dasharray="6 7"` : "";
      return `<path d="${d}" fill="none" stroke="${colours[role]}" stroke-width="${width}" stroke-linecap="round"${dash}/>`;
    }
    case "text": {
      const [, x, y, size, text, role] = shape;
      return `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${colours[role]}">${text}</text>`;
    }
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The kind and variant of a generated drawing's URL (`/media/fixtures/downlight-2.svg?…`), or null. */
export function fixtureOfUrl(url: string): { kind: FixtureKind; variant: number } | null {
  const match = /^\/media\/fixtures\/([a-z]+)-(\d{1,2})\.svg(?:\?.*)?$/.exec(url);
  if (!match || !Object.hasOwn(drawings, match[1] as string)) return null;
  return { kind: match[1] as FixtureKind, variant: Number(match[2]) };
}

/**
 * The drawing as a vector figure for the spec sheet PDF: the same shapes in the finish and light colour
 * of the configuration, on a plain light background, with flat translucent beams (PDF pages get no
 * gradients from pdf-lib) and never mirrored.
 */
export function fixtureFigure(kind: FixtureKind, finish: FixtureFinish, cctKelvin: number | null): Figure {
  const drawing: Drawing = drawings[kind];
  const background = backgrounds[0];
  const colours = finishColours[fixtureFinishes.indexOf(finish)] ?? finishColours[0];
  const light = lightColourOf(cctKelvin ?? 4000);
  const roles: Record<Role, string> = {
    body: colours.body,
    shade: colours.shade,
    trim: colours.trim,
    lens: light,
    dark: navy,
    accent: green,
    face: "#ffffff",
    sun: "#ffc24a",
  };
  // The SVG enlarges the drawing about a fixed point; the figure shows the same part of it instead.
  const [scale, cx, cy] = sceneZoom[drawing.scene];
  const viewBox = [cx - cx / scale, cy - cy / scale, 400 / scale, 300 / scale] as const;
  const rotate = drawing.tilt;
  const outline = { stroke: navy, strokeWidth: 1.2, strokeOpacity: 0.22 };
  const shapeItem = (shape: Shape, tilted: boolean): FigureItem => {
    const turn = tilted && rotate ? { rotate } : {};
    switch (shape[0]) {
      case "rect": {
        const [, x, y, width, height, radius, role] = shape;
        return {
          kind: "path",
          d: rectPath(x, y, width, height, radius),
          fill: roles[role],
          ...outline,
          ...turn,
        };
      }
      case "ellipse": {
        const [, ex, ey, rx, ry, role] = shape;
        return { kind: "path", d: ellipsePath(ex, ey, rx, ry), fill: roles[role], ...outline, ...turn };
      }
      case "path":
        return { kind: "path", d: shape[1], fill: roles[shape[2]], ...outline, ...turn };
      case "stroke": {
        const [, d, width, role, dashed] = shape;
        return {
          kind: "path",
          d,
          stroke: roles[role],
          strokeWidth: width,
          dash: dashed ? [6, 7] : undefined,
          ...turn,
        };
      }
      case "text": {
        const [, x, y, size, text, role] = shape;
        return { kind: "text", x, y, text, size, color: roles[role], anchor: "middle", bold: true };
      }
    }
  };
  const spread = beamSpreads[1];
  const beams = (drawing.beams ?? []).map((beam): FigureItem => {
    const [ax, ay, bx, by] = beam;
    const { ux, uy, px, py } = beamGeometry(beam);
    const widen = spread * BEAM_LENGTH;
    const points = [
      [ax, ay],
      [bx, by],
      [bx + ux * BEAM_LENGTH + px * widen, by + uy * BEAM_LENGTH + py * widen],
      [ax + ux * BEAM_LENGTH - px * widen, ay + uy * BEAM_LENGTH - py * widen],
    ] as const;
    return {
      kind: "path",
      d: polylinePath(points, true),
      fill: light,
      fillOpacity: 0.55,
      ...(rotate ? { rotate } : {}),
    };
  });
  return {
    viewBox,
    background: background.top,
    items: [
      ...sceneFigure(drawing.scene, background),
      ...(drawing.mount ?? []).map((shape) => shapeItem(shape, false)),
      ...beams,
      ...drawing.shapes.map((shape) => shapeItem(shape, true)),
    ],
  };
}

function sceneFigure(scene: Scene, background: (typeof backgrounds)[number]): FigureItem[] {
  const band = (y: number, height: number, fill: string): FigureItem => ({
    kind: "path",
    d: rectPath(0, y, 400, height),
    fill,
  });
  switch (scene) {
    case "ceiling":
      return [band(0, 44, background.surface), band(42, 2, background.edge)];
    case "wall":
    case "ground":
      return [band(262, 38, background.surface), band(262, 3, scene === "ground" ? green : background.edge)];
    case "device":
      return [{ kind: "path", d: ellipsePath(200, 236, 78, 9), fill: navy, fillOpacity: 0.14 }];
  }
}
