/**
 * A deterministic demo catalogue of a commercial LED lighting manufacturer: the same options always
 * give the same data, so demos, tests and benchmarks agree. Plain data only; `seed.ts` writes it.
 */

import { categorySlug } from "../../../../lib/catalog/catalog.ts";
import { mulberry32, type Random } from "../../../../lib/shared/random.ts";
import {
  type categories,
  type OptionGroup,
  optionGroups,
  type productDocuments,
  type productOptions,
  type products,
  type series,
  type warehouses,
} from "../schema.ts";
import { type FixtureFinish, type FixtureKind, fixtureImageName } from "./fixture-svg.ts";
import { demoShippingFacts } from "./shipping-facts.ts";

type CategoryFields = Pick<
  typeof categories.$inferSelect,
  "name" | "slug" | "description" | "position" | "imageNames"
>;
export type DemoSubCategory = CategoryFields;
export type DemoCategory = CategoryFields & { subCategories: DemoSubCategory[] };
/** `categoryName` is the top-level category whose product family the series belongs to. */
export type DemoSeries = Omit<typeof series.$inferSelect, "id"> & { categoryName: string };
export type DemoOption = Omit<typeof productOptions.$inferSelect, "id" | "productId">;
export type DemoDocument = Omit<typeof productDocuments.$inferSelect, "id" | "productId">;
export type DemoStock = { warehouseCode: string; quantity: number };
export type DemoProduct = Omit<
  typeof products.$inferSelect,
  "id" | "seriesId" | "categoryId" | "createdAt" | "updatedAt" | "cctOptions"
> & {
  seriesCode: string;
  subCategorySlug: string;
  options: DemoOption[];
  documents: DemoDocument[];
  inventory: DemoStock[];
};
export type DemoWarehouse = Omit<typeof warehouses.$inferSelect, "id">;
export type DemoCatalog = {
  categories: DemoCategory[];
  series: DemoSeries[];
  products: DemoProduct[];
  warehouses: DemoWarehouse[];
};

export const DEFAULT_DEMO_PRODUCTS = 360;
const DEFAULT_SEED = 20_240_611;
const MAX_OPTIONS_PER_PRODUCT = 8;
const FEATURED_PRODUCTS = 10;

// ---------------------------------------------------------------------------------------------
// The catalogue's content
// ---------------------------------------------------------------------------------------------

/** [label in the product name, SKU segment, dimensions, wattages offered in that size] */
type SizeSpec = readonly [label: string, token: string, dimensions: string, watts: readonly number[]];

type SubCategorySpec = {
  name: string;
  kind: FixtureKind;
  /** What one product is called, e.g. "Recessed Downlight". */
  noun: string;
  description: string;
  series: readonly string[];
  sizes: readonly SizeSpec[];
  /** Mounting methods; a product offers a few of them. */
  mountings: readonly string[];
  /** Luminous efficacy range in lm/W; absent for products that are not rated in lumens. */
  efficacy?: readonly [min: number, max: number];
  /** Extra spec lines: one is chosen from each inner list. */
  extras?: readonly (readonly string[])[];
  ratings?: readonly string[];
  voltage?: string;
  priceFactor?: number;
};

type CategorySpec = {
  name: string;
  description: string;
  series: readonly (readonly [code: string, name: string, description: string])[];
  subCategories: readonly SubCategorySpec[];
  /** Colour temperatures offered; empty for products without one. */
  ccts: readonly number[];
  cri: readonly number[];
  ratings: readonly string[];
  /** Dimming protocols offered; empty for products that do not dim. */
  dimming: readonly string[];
  dlc: boolean;
  warranty: readonly number[];
  /** Finishes offered, the usual default first. */
  finishes: readonly FixtureFinish[];
  /** Configurable option groups besides CCT and Wattage, which follow from the product itself. */
  options: readonly OptionGroup[];
  /** List price in dollars: base + per watt. */
  price: readonly [base: number, perWatt: number];
  /** The lamp technology these fixtures replace, for descriptions. */
  legacy?: readonly [technology: string, wattsFactor: number];
  applications: readonly string[];
  benefits: readonly string[];
  /** The opening sentence for products that are not rated in lumens (exit signs, controls). */
  intro?: (facts: DescriptionFacts) => string;
};

const indoorRatings = ["IP20", "IP20", "IP40"];
const outdoorRatings = ["IP65", "IP65", "IP66"];
const allCcts = [3000, 3500, 4000, 5000];
const outdoorCcts = [3000, 4000, 5000];

const catalogueSpec: readonly CategorySpec[] = [
  {
    name: "Downlights",
    description:
      "Recessed, surface and adjustable downlights for offices, retail, hospitality and multifamily projects. Every family shares common apertures and trims, offers field-selectable colour temperature and dims smoothly to 1% on 0-10V or phase-cut dimmers, so one specification covers corridors, lobbies and meeting rooms alike.",
    series: [
      ["DLX", "DLX Architectural Downlight", "Deep-regressed, low-glare downlights for premium interiors."],
      ["EDL", "EDL Essential Downlight", "Value downlights with selectable CCT for everyday projects."],
      ["GMB", "GMB Adjustable Gimbal", "Aimable gimbal downlights for accenting walls and displays."],
      ["CYL", "CYL Cylinder", "Surface and pendant cylinders for open ceilings."],
    ],
    subCategories: [
      {
        name: "Recessed Downlights",
        kind: "downlight",
        noun: "Recessed Downlight",
        description:
          "New-construction and remodel downlights with deep regressed optics that keep glare low and ceilings clean.",
        series: ["DLX", "EDL"],
        sizes: [
          ["4in", "4", "4.9 dia x 3.1 in", [8, 10, 12]],
          ["6in", "6", "7.5 dia x 3.4 in", [12, 15, 18, 24]],
          ["8in", "8", "9.6 dia x 4.2 in", [20, 25, 30]],
        ],
        mountings: ["New construction", "Remodel", "Retrofit trim"],
        efficacy: [72, 98],
      },
      {
        name: "Surface Mount Downlights",
        kind: "disk",
        noun: "Surface Mount Downlight",
        description:
          "Slim disk downlights that mount directly to a junction box where there is no room for a housing.",
        series: ["EDL"],
        sizes: [
          ["4in", "4", "5.5 dia x 0.8 in", [9, 11]],
          ["6in", "6", "7.4 dia x 0.9 in", [12, 15]],
          ["7in", "7", "8.1 dia x 1.0 in", [15, 18]],
        ],
        mountings: ["Junction box", "Surface"],
        efficacy: [80, 95],
      },
      {
        name: "Gimbal Downlights",
        kind: "gimbal",
        noun: "Gimbal Downlight",
        description:
          "Adjustable downlights that tilt up to 35 degrees and rotate 355 degrees to wash walls and highlight displays.",
        series: ["GMB", "DLX"],
        sizes: [
          ["4in", "4", "4.9 dia x 3.6 in", [10, 12, 15]],
          ["6in", "6", "7.5 dia x 4.1 in", [15, 20, 25]],
        ],
        mountings: ["New construction", "Remodel"],
        efficacy: [65, 85],
      },
      {
        name: "Cylinder Downlights",
        kind: "cylinder",
        noun: "Cylinder Downlight",
        description:
          "Surface, wall and pendant cylinders that bring downlight performance to open and exposed ceilings.",
        series: ["CYL"],
        sizes: [
          ["4in", "4", "4.5 dia x 10 in", [12, 15, 20]],
          ["6in", "6", "6.5 dia x 12 in", [20, 25, 30]],
        ],
        mountings: ["Surface", "Pendant", "Wall"],
        efficacy: [75, 95],
      },
    ],
    ccts: allCcts,
    cri: [80, 90, 90],
    ratings: ["IP20", "IP44", "IP54"],
    dimming: ["0-10V", "TRIAC/ELV", "DALI-2"],
    dlc: false,
    warranty: [5, 5, 10],
    finishes: ["White", "Black", "Silver"],
    options: ["Finish", "Mounting", "Dimming"],
    price: [28, 2.2],
    legacy: ["CFL and halogen", 2.5],
    applications: [
      "Offices, corridors and lobbies",
      "Retail stores and restaurants",
      "Hotels and multifamily common areas",
      "Schools and healthcare facilities",
    ],
    benefits: [
      "A deep regressed optic hides the light source and keeps glare below UGR 19.",
      "Selectable colour temperature lets one stocked unit serve every room on the project.",
      "Tool-less trims and a push-in connector make installation quick from below the ceiling.",
    ],
  },
  {
    name: "Troffers and Panels",
    description:
      "Recessed troffers, edge-lit flat panels and retrofit kits for grid and drywall ceilings. They replace fluorescent fixtures one for one, cut energy use by more than half and deliver comfortable, uniform light for classrooms, offices and healthcare spaces.",
    series: [
      [
        "CTR",
        "CTR Center Basket Troffer",
        "Center-basket troffers with a soft, volumetric light distribution.",
      ],
      ["ATR", "ATR Architectural Troffer", "Architectural troffers with micro-prismatic lenses."],
      ["FPN", "FPN Edge-Lit Flat Panel", "Half-inch flat panels for grid ceilings and surface mounting."],
      ["RTK", "RTK Troffer Retrofit Kit", "Retrofit kits that install into existing troffer housings."],
    ],
    subCategories: [
      {
        name: "Recessed Troffers",
        kind: "troffer",
        noun: "Recessed Troffer",
        description:
          "Grid and flange troffers with center-basket or micro-prismatic optics for offices and schools.",
        series: ["CTR", "ATR"],
        sizes: [
          ["2x2", "22", "23.75 x 23.75 x 3.5 in", [25, 30, 40]],
          ["2x4", "24", "23.75 x 47.75 x 3.5 in", [30, 40, 50]],
          ["1x4", "14", "11.75 x 47.75 x 3.5 in", [25, 30, 40]],
        ],
        mountings: ["Grid ceiling", "Drywall flange"],
        efficacy: [115, 140],
      },
      {
        name: "Flat Panels",
        kind: "panel",
        noun: "Flat Panel",
        description: "Edge-lit panels only half an inch deep, with an even, pixel-free glow across the lens.",
        series: ["FPN"],
        sizes: [
          ["1x4", "14", "11.9 x 47.8 x 0.5 in", [20, 30, 40]],
          ["2x2", "22", "23.8 x 23.8 x 0.5 in", [25, 30, 40]],
          ["2x4", "24", "23.8 x 47.8 x 0.5 in", [40, 50]],
        ],
        mountings: ["Grid ceiling", "Surface kit", "Cable suspension"],
        efficacy: [110, 130],
      },
      {
        name: "Retrofit Kits",
        kind: "troffer",
        noun: "Troffer Retrofit Kit",
        description:
          "Magnetic and bracket-mounted kits that convert fluorescent troffers in minutes without a new housing.",
        series: ["RTK"],
        sizes: [
          ["2x2", "22", "22.5 x 22.5 x 1.9 in", [24, 30, 36]],
          ["2x4", "24", "22.5 x 46.5 x 1.9 in", [30, 40, 45]],
        ],
        mountings: ["Existing housing"],
        efficacy: [120, 140],
      },
      {
        name: "Surface Mount Panels",
        kind: "panel",
        noun: "Surface Panel",
        description: "Low-profile panels for hard ceilings where recessed fixtures cannot be installed.",
        series: ["FPN", "ATR"],
        sizes: [
          ["1x4", "14", "12.2 x 48.2 x 1.4 in", [30, 40]],
          ["2x2", "22", "24.2 x 24.2 x 1.4 in", [30, 40]],
          ["2x4", "24", "24.2 x 48.2 x 1.4 in", [40, 50, 60]],
        ],
        mountings: ["Surface", "Cable suspension"],
        efficacy: [110, 125],
      },
    ],
    ccts: allCcts,
    cri: [80, 80, 90],
    ratings: indoorRatings,
    dimming: ["0-10V", "DALI-2"],
    dlc: true,
    warranty: [5, 10],
    finishes: ["White", "Silver"],
    options: ["Finish", "Mounting", "Dimming", "Sensor"],
    price: [62, 1.8],
    legacy: ["fluorescent", 2.2],
    applications: [
      "Offices and conference rooms",
      "Classrooms and libraries",
      "Healthcare corridors and exam rooms",
      "Retail back-of-house",
    ],
    benefits: [
      "The lens hides individual LEDs for a smooth, low-glare appearance.",
      "A hinged door gives tool-free access to the driver from below the ceiling.",
      "Integral 0-10V dimming ties into daylight and occupancy controls.",
    ],
  },
  {
    name: "High Bays",
    description:
      "Round and linear high bays and low bays for warehouses, manufacturing plants, gymnasiums and distribution centres. Die-cast heat sinks keep the LEDs cool at up to 55 °C ambient, selectable optics put the light where the racks need it, and plug-in sensors add high-low dimming without extra wiring.",
    series: [
      ["RHB", "RHB Round High Bay", "Compact round high bays with a die-cast aluminium heat sink."],
      [
        "TOL",
        "TOL Tunable Optics Luminaire",
        "Innovation series: high bays with field-swappable optics and tunable output.",
      ],
      ["LHB", "LHB Linear High Bay", "Linear high bays for aisles, gyms and open production floors."],
      ["HZL", "HZL Hazardous Location", "Class I Division 2 rated high bays for hazardous locations."],
    ],
    subCategories: [
      {
        name: "Round High Bays",
        kind: "highbay",
        noun: "Round High Bay",
        description: "Compact round high bays for mounting heights from 20 to 45 feet.",
        series: ["RHB", "TOL"],
        sizes: [
          ["", "HB", "13.4 dia x 6.5 in", [100, 150]],
          ["", "HB", "15.8 dia x 7.1 in", [200, 240]],
          ["", "HB", "17.7 dia x 7.9 in", [300]],
        ],
        mountings: ["Hook", "Pendant", "Surface"],
        efficacy: [140, 160],
      },
      {
        name: "Linear High Bays",
        kind: "linearbay",
        noun: "Linear High Bay",
        description: "Long, narrow high bays that light warehouse aisles and gym floors evenly.",
        series: ["LHB", "TOL"],
        sizes: [
          ["2ft", "2", "24 x 11.8 x 2.8 in", [110, 165]],
          ["4ft", "4", "48 x 11.8 x 2.8 in", [165, 220, 300]],
        ],
        mountings: ["Chain", "Hook", "Surface"],
        efficacy: [135, 155],
      },
      {
        name: "Low Bays",
        kind: "lowbay",
        noun: "Low Bay",
        description: "Low bays for ceilings from 12 to 20 feet in retail, workshops and service bays.",
        series: ["RHB"],
        sizes: [
          ["", "LB", "11.4 dia x 5.9 in", [50, 60, 80]],
          ["", "LB", "13.0 dia x 6.3 in", [80, 100]],
        ],
        mountings: ["Hook", "Pendant", "Surface"],
        efficacy: [130, 150],
      },
      {
        name: "Hazardous Location High Bays",
        kind: "highbay",
        noun: "Hazardous Location High Bay",
        description: "Class I Division 2 high bays for paint booths, refineries and chemical storage.",
        series: ["HZL"],
        sizes: [
          ["", "HZ", "14.2 dia x 9.8 in", [100, 150]],
          ["", "HZ", "16.5 dia x 10.6 in", [200]],
        ],
        mountings: ["Pendant", "Ceiling", "Wall bracket"],
        efficacy: [120, 135],
        ratings: ["IP66", "IP66", "IP67"],
        priceFactor: 1.9,
      },
    ],
    ccts: [4000, 5000],
    cri: [70, 80, 80],
    ratings: ["IP65", "IP40", "IP65"],
    dimming: ["0-10V", "DALI-2"],
    dlc: true,
    warranty: [5, 10, 10],
    finishes: ["Black", "Silver", "White"],
    options: ["Mounting", "Voltage", "Sensor", "Finish"],
    price: [88, 1.3],
    legacy: ["metal halide", 2.8],
    applications: [
      "::Warehouses, gymnasiums and manufacturing",
      "Distribution centres and cold storage",
      "Big-box retail and grocery",
      "Aircraft hangars and service bays",
    ],
    benefits: [
      "A die-cast heat sink keeps the LEDs cool in ambient temperatures up to 55 °C.",
      "Narrow, medium and wide optics put light on rack faces instead of the roof deck.",
      "A plug-in occupancy sensor adds high-low dimming without extra wiring.",
    ],
  },
  {
    name: "Linear and Strip",
    description:
      "Linear pendants, recessed slots, strips and wraparounds that run in continuous rows or stand alone. Architectural profiles in several lengths share one set of connectors and end caps, while industrial strips and wraps replace fluorescent tubes in stockrooms, stairwells and corridors.",
    series: [
      [
        "SCX",
        "SCX Linear Architectural",
        "A customizable series of architectural linear profiles built to order.",
      ],
      ["LNP", "LNP Linear Pendant", "Direct and direct-indirect pendants for open offices."],
      ["STR", "STR Industrial Strip", "Rugged strips for stockrooms, garages and utility spaces."],
      ["WRP", "WRP Wraparound", "Wraparound fixtures with a frosted acrylic lens."],
    ],
    subCategories: [
      {
        name: "Linear Pendants",
        kind: "pendant",
        noun: "Linear Pendant",
        description:
          "Suspended linear fixtures with direct or direct-indirect light for open offices and classrooms.",
        series: ["SCX", "LNP"],
        sizes: [
          ["4ft", "4", "48 x 2.5 x 3 in", [30, 40, 50]],
          ["8ft", "8", "96 x 2.5 x 3 in", [60, 80]],
        ],
        mountings: ["Aircraft cable", "Stem"],
        efficacy: [115, 135],
      },
      {
        name: "Recessed Linear Slots",
        kind: "linear",
        noun: "Recessed Linear Slot",
        description: "Narrow recessed slots that draw clean lines of light across drywall and grid ceilings.",
        series: ["SCX"],
        sizes: [
          ["2ft", "2", "24 x 2.9 x 3.4 in", [15, 20]],
          ["4ft", "4", "48 x 2.9 x 3.4 in", [30, 40]],
          ["8ft", "8", "96 x 2.9 x 3.4 in", [60, 80]],
        ],
        mountings: ["Drywall flange", "Grid ceiling"],
        efficacy: [105, 125],
      },
      {
        name: "Strip Lights",
        kind: "strip",
        noun: "Strip Light",
        description: "Surface and chain-hung strips that replace two- and four-lamp fluorescent strips.",
        series: ["STR"],
        sizes: [
          ["2ft", "2", "24 x 2.7 x 2.3 in", [15, 20]],
          ["4ft", "4", "48 x 2.7 x 2.3 in", [30, 40, 50]],
          ["8ft", "8", "96 x 2.7 x 2.3 in", [60, 80]],
        ],
        mountings: ["Surface", "Chain", "Aircraft cable"],
        efficacy: [125, 145],
      },
      {
        name: "Wraparounds",
        kind: "wraparound",
        noun: "Wraparound",
        description: "Low-profile wraps with a frosted lens for corridors, laundry rooms and stairwells.",
        series: ["WRP"],
        sizes: [
          ["2ft", "2", "24 x 7.2 x 2.6 in", [18, 22]],
          ["4ft", "4", "48 x 7.2 x 2.6 in", [32, 40, 45]],
        ],
        mountings: ["Surface", "Wall"],
        efficacy: [105, 120],
      },
    ],
    ccts: allCcts,
    cri: [80, 80, 90],
    ratings: indoorRatings,
    dimming: ["0-10V", "DALI-2"],
    dlc: true,
    warranty: [5, 10],
    finishes: ["White", "Black", "Silver"],
    options: ["Finish", "Mounting", "Dimming", "Sensor"],
    price: [42, 1.9],
    legacy: ["fluorescent", 2.1],
    applications: [
      "Open offices and classrooms",
      "::Corridors, stairwells and storage rooms",
      "Retail and showrooms",
      "Parking structures and utility rooms",
    ],
    benefits: [
      "Fixtures join end to end into continuous rows with a single hidden connector.",
      "A one-piece extruded housing keeps the profile slim and straight over long runs.",
      "Quick-mount brackets let one installer hang a fixture in minutes.",
    ],
  },
  {
    name: "Wall Packs",
    description:
      "Full-cutoff, standard and mini wall packs plus decorative sconces for building perimeters, entrances and loading docks. Die-cast housings, gasketed lenses and optional photocells deliver reliable dusk-to-dawn security lighting with far less energy than the metal halide units they replace.",
    series: [
      ["WPX", "WPX Wall Pack", "Traditional forward-throw wall packs with a prismatic lens."],
      ["WPC", "WPC Full Cutoff Wall Pack", "Dark-sky friendly full-cutoff wall packs."],
      ["WMS", "WMS Mini Wall Pack", "Compact wall packs for doors and walkways."],
      ["SCN", "SCN Architectural Sconce", "Architectural up/down sconces for facades."],
    ],
    subCategories: [
      {
        name: "Standard Wall Packs",
        kind: "wallpack",
        noun: "Wall Pack",
        description: "Forward-throw wall packs that light large areas around warehouses and loading docks.",
        series: ["WPX"],
        sizes: [
          ["Medium", "M", "13.4 x 9.1 x 7.9 in", [40, 60]],
          ["Large", "L", "16.1 x 10.6 x 9.1 in", [80, 100, 120]],
        ],
        mountings: ["Wall", "Junction box"],
        efficacy: [120, 140],
      },
      {
        name: "Full Cutoff Wall Packs",
        kind: "wallpack",
        noun: "Full Cutoff Wall Pack",
        description: "Full-cutoff wall packs that keep light on the ground and out of the night sky.",
        series: ["WPC"],
        sizes: [
          ["Small", "S", "10.2 x 7.1 x 5.1 in", [20, 30]],
          ["Medium", "M", "12.6 x 8.3 x 6.3 in", [40, 50, 60]],
          ["Large", "L", "15.0 x 9.4 x 7.1 in", [80, 100]],
        ],
        mountings: ["Wall", "Junction box", "Conduit entry"],
        efficacy: [120, 145],
      },
      {
        name: "Mini Wall Packs",
        kind: "wallpack",
        noun: "Mini Wall Pack",
        description: "Small wall packs for entrances, egress doors and walkways.",
        series: ["WMS"],
        sizes: [["", "MN", "8.7 x 5.5 x 4.3 in", [12, 15, 20]]],
        mountings: ["Wall", "Junction box"],
        efficacy: [105, 125],
      },
      {
        name: "Wall Sconces",
        kind: "sconce",
        noun: "Up/Down Wall Sconce",
        description: "Architectural up/down sconces that accent facades and entrances.",
        series: ["SCN"],
        sizes: [
          ["8in", "8", "3.5 x 4.9 x 8 in", [10, 14]],
          ["12in", "12", "3.9 x 5.5 x 12 in", [16, 20]],
        ],
        mountings: ["Wall", "Junction box"],
        efficacy: [80, 100],
        priceFactor: 1.6,
      },
    ],
    ccts: outdoorCcts,
    cri: [70, 80, 80],
    ratings: outdoorRatings,
    dimming: ["0-10V"],
    dlc: true,
    warranty: [5, 10, 10],
    finishes: ["Bronze", "Black", "White"],
    options: ["Finish", "Voltage", "Sensor", "Mounting"],
    price: [55, 1.5],
    legacy: ["metal halide", 3],
    applications: [
      "Building perimeters and loading docks",
      "::Entrances, walkways and egress doors",
      "Schools, retail and multifamily exteriors",
    ],
    benefits: [
      "A one-piece die-cast housing and silicone gasket keep water and insects out.",
      "An optional button photocell switches the light on at dusk and off at dawn.",
      "A hinged front cover lets the installer wire the fixture with both hands free.",
    ],
  },
  {
    name: "Area and Site Lights",
    description:
      "Area lights, post tops and roadway cobra heads for parking lots, campuses and streets. Type II through Type V optics control where every lumen lands, universal mounting arms fit existing poles, and factory-installed controls add dimming schedules and photocell switching.",
    series: [
      ["ARX", "ARX Area Light", "Slim area lights with interchangeable Type II to Type V optics."],
      ["STL", "STL Site Luminaire", "Site luminaires with house-side shields for property lines."],
      ["PTL", "PTL Post Top", "Decorative post tops for campuses and town centres."],
      ["RDW", "RDW Roadway", "Cobra-head roadway luminaires with tool-less access."],
    ],
    subCategories: [
      {
        name: "Shoebox Area Lights",
        kind: "area",
        noun: "Area Light",
        description: "Shoebox area lights for parking lots and car dealerships.",
        series: ["ARX"],
        sizes: [
          ["Small", "S", "17.7 x 11.4 x 3.5 in", [75, 100, 150]],
          ["Medium", "M", "21.7 x 13.0 x 3.5 in", [150, 200, 240]],
          ["Large", "L", "25.6 x 14.6 x 3.9 in", [300, 360, 450]],
        ],
        mountings: ["Direct arm", "Slip fitter", "Trunnion"],
        efficacy: [130, 150],
      },
      {
        name: "Site and Parking Lights",
        kind: "area",
        noun: "Site Light",
        description: "Site lights with house-side shields that keep light off neighbouring properties.",
        series: ["STL", "ARX"],
        sizes: [
          ["Small", "S", "16.9 x 10.6 x 3.1 in", [75, 100]],
          ["Medium", "M", "20.5 x 12.2 x 3.3 in", [150, 200]],
          ["Large", "L", "24.0 x 13.8 x 3.5 in", [240, 300]],
        ],
        mountings: ["Direct arm", "Slip fitter", "Wall bracket"],
        efficacy: [125, 145],
      },
      {
        name: "Post Top Lights",
        kind: "posttop",
        noun: "Post Top",
        description: "Decorative post tops that light pathways and plazas with a soft, low-glare glow.",
        series: ["PTL"],
        sizes: [
          ["Small", "S", "18 dia x 26 in", [40, 60]],
          ["Large", "L", "22 dia x 32 in", [80, 100, 150]],
        ],
        mountings: ["Post top tenon"],
        efficacy: [100, 120],
        priceFactor: 1.4,
      },
      {
        name: "Roadway Lights",
        kind: "roadway",
        noun: "Roadway Light",
        description: "Cobra-head luminaires for streets, campuses and highway ramps.",
        series: ["RDW"],
        sizes: [
          ["Small", "S", "22.8 x 11.0 x 4.7 in", [40, 60, 80]],
          ["Medium", "M", "27.2 x 12.6 x 5.1 in", [100, 130, 150]],
          ["Large", "L", "31.5 x 14.2 x 5.5 in", [180, 220, 250]],
        ],
        mountings: ["Slip fitter"],
        efficacy: [130, 150],
      },
    ],
    ccts: outdoorCcts,
    cri: [70, 70, 80],
    ratings: ["IP65", "IP66", "IP66"],
    dimming: ["0-10V", "DALI-2"],
    dlc: true,
    warranty: [10],
    finishes: ["Bronze", "Black", "Silver", "White"],
    options: ["Mounting", "Finish", "Voltage", "Sensor"],
    price: [140, 1.2],
    legacy: ["metal halide", 2.6],
    applications: [
      "Parking lots and car dealerships",
      "::Campuses, parks and town centres",
      "Streets, roadways and highway ramps",
    ],
    benefits: [
      "Rotatable optics let one fixture cover Type II, III, IV and V distributions.",
      "A 10 kV surge protector and a weatherproof driver compartment survive harsh sites.",
      "A seven-pin receptacle accepts photocells and wireless nodes in the field.",
    ],
  },
  {
    name: "Flood Lights",
    description:
      "Compact and large flood lights and sign lights for facades, billboards, flagpoles and sports areas. Adjustable knuckles, yokes and slip fitters aim the beam precisely, and narrow to wide optics light everything from a monument sign to a full building elevation.",
    series: [
      ["FLX", "FLX Flood", "Adjustable flood lights with interchangeable beam angles."],
      ["BBD", "BBD Billboard", "Sign and billboard lights with asymmetric optics."],
    ],
    subCategories: [
      {
        name: "Compact Flood Lights",
        kind: "flood",
        noun: "Compact Flood Light",
        description: "Small floods for signs, flagpoles, landscape features and entrances.",
        series: ["FLX"],
        sizes: [
          ["Small", "S", "7.5 x 6.7 x 4.3 in", [15, 25, 30]],
          ["Medium", "M", "9.8 x 8.7 x 5.1 in", [50, 70]],
        ],
        mountings: ["Knuckle", "Yoke", "Slip fitter"],
        efficacy: [110, 125],
      },
      {
        name: "Area Flood Lights",
        kind: "flood",
        noun: "Area Flood Light",
        description: "High-output floods that light building elevations, lots and sports courts.",
        series: ["FLX"],
        sizes: [
          ["Large", "L", "14.2 x 12.6 x 3.5 in", [100, 150, 200]],
          ["Extra Large", "XL", "17.3 x 15.0 x 3.9 in", [240, 300]],
        ],
        mountings: ["Yoke", "Slip fitter", "Trunnion"],
        efficacy: [125, 145],
      },
      {
        name: "Sign and Billboard Lights",
        kind: "flood",
        noun: "Sign Light",
        description: "Asymmetric floods that light billboards and monument signs evenly from top to bottom.",
        series: ["BBD"],
        sizes: [
          ["Medium", "M", "12.6 x 9.4 x 3.1 in", [50, 75]],
          ["Large", "L", "18.1 x 10.2 x 3.3 in", [100, 150]],
        ],
        mountings: ["Arm", "Yoke"],
        efficacy: [120, 135],
      },
    ],
    ccts: outdoorCcts,
    cri: [70, 80, 80],
    ratings: ["IP65", "IP66"],
    dimming: ["0-10V"],
    dlc: true,
    warranty: [5, 10],
    finishes: ["Bronze", "Black", "White"],
    options: ["Mounting", "Finish", "Voltage", "Sensor"],
    price: [40, 1.3],
    legacy: ["metal halide", 2.7],
    applications: [
      "Building facades and entrances",
      "Billboards and monument signs",
      "::Sports courts, flagpoles and landscape features",
    ],
    benefits: [
      "A locking knuckle holds the aiming angle through wind and vibration.",
      "Interchangeable 25°, 60° and 110° optics fit every throw distance.",
      "A cast aluminium housing with cooling fins keeps output steady on hot nights.",
    ],
  },
  {
    name: "Canopy and Garage",
    description:
      "Low-profile canopy lights, parking garage fixtures and stairwell luminaires for fuel stations, drive-throughs and parking structures. Sealed, vandal-resistant housings, uplight options for bright garage ceilings and integrated sensors deliver safe light around the clock at a fraction of the energy.",
    series: [
      ["CNP", "CNP Canopy", "Surface and recessed canopy lights for fuel stations and drive-throughs."],
      ["GRG", "GRG Garage", "Parking garage luminaires with optional uplight and sensors."],
    ],
    subCategories: [
      {
        name: "Gas Station Canopy Lights",
        kind: "canopy",
        noun: "Canopy Light",
        description: "Square canopy lights that mount into existing canopy deck openings.",
        series: ["CNP"],
        sizes: [
          ["Standard", "SQ", "16.1 x 16.1 x 2.8 in", [75, 100, 150]],
          ["High Output", "HO", "18.9 x 18.9 x 3.1 in", [150, 200]],
        ],
        mountings: ["Surface", "Recessed deck"],
        efficacy: [130, 145],
      },
      {
        name: "Low Profile Canopy Lights",
        kind: "canopy",
        noun: "Low Profile Canopy Light",
        description: "Slim canopy lights for drive-throughs, soffits and building overhangs.",
        series: ["CNP"],
        sizes: [
          ["8in", "8", "8.7 x 8.7 x 2.0 in", [20, 30, 40]],
          ["11in", "11", "11.4 x 11.4 x 2.2 in", [40, 60]],
        ],
        mountings: ["Surface", "Junction box"],
        efficacy: [115, 130],
      },
      {
        name: "Parking Garage Lights",
        kind: "garage",
        noun: "Parking Garage Light",
        description: "Garage fixtures with uplight that brighten ceilings and improve perceived safety.",
        series: ["GRG"],
        sizes: [
          ["Standard", "ST", "11.8 x 11.8 x 5.5 in", [40, 60]],
          ["High Output", "HO", "13.4 x 13.4 x 5.9 in", [80, 100]],
        ],
        mountings: ["Surface", "Pendant"],
        efficacy: [125, 140],
      },
      {
        name: "Stairwell Fixtures",
        kind: "wraparound",
        noun: "Stairwell Fixture",
        description: "Stairwell luminaires with integral sensors that dim to a safe level when unoccupied.",
        series: ["GRG"],
        sizes: [
          ["2ft", "2", "24 x 6.1 x 3.3 in", [20, 25]],
          ["4ft", "4", "48 x 6.1 x 3.3 in", [30, 40]],
        ],
        mountings: ["Wall", "Ceiling"],
        efficacy: [110, 125],
      },
    ],
    ccts: [3000, 4000, 5000],
    cri: [70, 80, 80],
    ratings: ["IP65", "IP66"],
    dimming: ["0-10V"],
    dlc: true,
    warranty: [5, 10],
    finishes: ["White", "Bronze", "Black"],
    options: ["Sensor", "Finish", "Mounting", "Voltage"],
    price: [80, 1.4],
    legacy: ["metal halide", 2.5],
    applications: [
      "Fuel stations and convenience stores",
      "::Parking structures and drive-throughs",
      "Stairwells and building overhangs",
    ],
    benefits: [
      "A sealed, vandal-resistant housing stands up to car exhaust and pressure washing.",
      "An integral sensor dims to 10% when the space is empty and returns to full in an instant.",
      "Low-glare optics keep drivers comfortable while lighting pumps and pavement evenly.",
    ],
  },
  {
    name: "Vapor Tight",
    description:
      "Sealed linear fixtures and jelly jars for wet, dusty and wash-down environments such as food processing, car washes, cold storage and parking decks. Gasketed polycarbonate housings with stainless steel latches keep moisture, dust and cleaning chemicals out of the electronics.",
    series: [
      ["VTX", "VTX Vapor Tight", "Linear vapor tights with impact-resistant polycarbonate housings."],
      ["FPX", "FPX Food Processing", "NSF-listed wash-down fixtures for food and beverage plants."],
      ["JJR", "JJR Jelly Jar", "Compact jelly jar fixtures with cast guards."],
    ],
    subCategories: [
      {
        name: "Linear Vapor Tights",
        kind: "vaportight",
        noun: "Vapor Tight",
        description: "Four- and eight-foot sealed fixtures for car washes, cold storage and parking decks.",
        series: ["VTX"],
        sizes: [
          ["4ft", "4", "50.4 x 4.3 x 3.5 in", [30, 40, 50]],
          ["8ft", "8", "97.2 x 4.3 x 3.5 in", [60, 80]],
        ],
        mountings: ["Surface", "Chain", "Aircraft cable"],
        efficacy: [120, 140],
      },
      {
        name: "Food Processing Fixtures",
        kind: "vaportight",
        noun: "Food Processing Fixture",
        description: "IP69K wash-down fixtures that withstand high-pressure, high-temperature cleaning.",
        series: ["FPX"],
        sizes: [
          ["4ft", "4", "49.6 x 3.9 x 3.3 in", [40, 50, 60]],
          ["8ft", "8", "96.5 x 3.9 x 3.3 in", [70, 80]],
        ],
        mountings: ["Surface", "Stainless clip"],
        efficacy: [115, 130],
        ratings: ["IP69K"],
        priceFactor: 1.7,
      },
      {
        name: "Jelly Jar Fixtures",
        kind: "jellyjar",
        noun: "Jelly Jar",
        description: "Compact jelly jars with cast guards for stairs, doorways and walk-in coolers.",
        series: ["JJR"],
        sizes: [["", "ST", "5.1 dia x 9.4 in", [9, 12, 15, 20]]],
        mountings: ["Ceiling", "Wall", "Pendant"],
        efficacy: [95, 110],
      },
    ],
    ccts: [3000, 4000, 5000],
    cri: [80],
    ratings: ["IP66", "IP66", "IP67"],
    dimming: ["0-10V"],
    dlc: true,
    warranty: [5, 10],
    finishes: ["White", "Silver"],
    options: ["Mounting", "Voltage", "Sensor"],
    price: [55, 1.5],
    legacy: ["fluorescent", 2],
    applications: [
      "Food and beverage processing",
      "::Car washes, cold storage and parking decks",
      "Barns, wash bays and utility rooms",
    ],
    benefits: [
      "Stainless steel latches and a continuous gasket keep water, dust and chemicals out.",
      "An impact-resistant polycarbonate lens survives cold storage down to -40 °C.",
      "Through-wiring entries on both ends allow long continuous runs.",
    ],
  },
  {
    name: "Bollards and Landscape",
    description:
      "Bollards, path lights, landscape spotlights and well lights for walkways, gardens and building approaches. Low-glare optics guide people safely along paths while accent fixtures bring out trees, signs and architecture, in line-voltage and 12V low-voltage versions.",
    series: [
      ["BLD", "BLD Bollard", "Architectural bollards with louvered and dome optics."],
      ["LSC", "LSC Landscape", "Low-voltage path, spot and well lights."],
    ],
    subCategories: [
      {
        name: "Bollards",
        kind: "bollard",
        noun: "Bollard",
        description: "Louvered and dome bollards that light walkways without glare.",
        series: ["BLD"],
        sizes: [
          ["36in", "36", "8 dia x 36 in", [12, 18, 25]],
          ["42in", "42", "8 dia x 42 in", [18, 25, 30]],
        ],
        mountings: ["Anchor base", "Direct burial"],
        efficacy: [80, 100],
        priceFactor: 2.4,
      },
      {
        name: "Path Lights",
        kind: "pathlight",
        noun: "Path Light",
        description: "Hat-style path lights that cast a soft pool of light along borders and steps.",
        series: ["LSC"],
        sizes: [
          ["18in", "18", "7 dia x 18 in", [3, 4, 6]],
          ["24in", "24", "8 dia x 24 in", [4, 6, 8]],
        ],
        mountings: ["Stake", "Surface flange"],
        efficacy: [65, 80],
        voltage: "12V AC",
        priceFactor: 1.5,
      },
      {
        name: "Landscape Spotlights",
        kind: "landscape",
        noun: "Landscape Spotlight",
        description: "Aimable bullet spotlights for trees, signs and building columns.",
        series: ["LSC"],
        sizes: [
          ["Small", "S", "2.4 dia x 6.7 in", [4, 7, 9]],
          ["Large", "L", "3.2 dia x 8.3 in", [12, 15, 20]],
        ],
        mountings: ["Stake", "Surface flange", "Tree mount"],
        efficacy: [70, 85],
        voltage: "12V AC",
        priceFactor: 1.3,
      },
      {
        name: "Well Lights",
        kind: "inground",
        noun: "Well Light",
        description: "Drive-over well lights that graze facades and uplight trees from the ground.",
        series: ["LSC", "BLD"],
        sizes: [
          ["4in", "4", "4.7 dia x 6.3 in", [6, 9]],
          ["6in", "6", "7.1 dia x 8.7 in", [12, 18, 24]],
        ],
        mountings: ["In-grade sleeve", "Concrete pour"],
        efficacy: [65, 80],
        priceFactor: 2,
      },
    ],
    ccts: [3000, 3500, 4000],
    cri: [80, 90],
    ratings: ["IP66", "IP67", "IP67"],
    dimming: ["0-10V", "TRIAC/ELV"],
    dlc: false,
    warranty: [5, 5, 10],
    finishes: ["Bronze", "Black", "Silver"],
    options: ["Finish", "Mounting"],
    price: [35, 3],
    legacy: ["halogen", 3],
    applications: [
      "Walkways, plazas and building approaches",
      "::Gardens, trees and landscape features",
      "Hotels, resorts and campuses",
    ],
    benefits: [
      "A marine-grade powder coat resists salt spray, sprinklers and lawn chemicals.",
      "Low-glare optics light the ground without shining into visitors' eyes.",
      "Stainless steel hardware and a sealed driver make the fixture practically maintenance-free.",
    ],
  },
  {
    name: "Exit and Emergency",
    description:
      "LED exit signs, emergency lights, combination units and remote heads that keep egress paths visible when the power fails. Long-life batteries provide at least 90 minutes of illumination, and self-diagnostic units test themselves monthly and annually to simplify code compliance.",
    series: [
      ["EXT", "EXT Exit Sign", "Thermoplastic and die-cast aluminium LED exit signs."],
      ["EML", "EML Emergency Light", "Emergency lights and remote heads with self-diagnostics."],
    ],
    subCategories: [
      {
        name: "Exit Signs",
        kind: "exit",
        noun: "Exit Sign",
        description: "Single and double face LED exit signs with universal mounting.",
        series: ["EXT"],
        sizes: [
          ["Single Face", "SF", "12.2 x 7.9 x 1.9 in", [1, 2, 3]],
          ["Double Face", "DF", "12.2 x 7.9 x 1.9 in", [2, 3]],
        ],
        mountings: ["Universal", "Ceiling canopy", "End mount"],
        extras: [
          ["Battery: Ni-Cd, 90 min", "Battery: LiFePO4, 90 min"],
          ["Letters: Green, 6 in", "Letters: Red, 6 in"],
        ],
      },
      {
        name: "Emergency Lights",
        kind: "emergency",
        noun: "Emergency Light",
        description: "Twin-head emergency lights that flood egress paths with light during an outage.",
        series: ["EML"],
        sizes: [
          ["Standard", "ST", "12.4 x 4.1 x 3.3 in", [2, 3]],
          ["High Output", "HO", "13.8 x 4.5 x 3.5 in", [5, 8]],
        ],
        mountings: ["Wall", "Ceiling"],
        efficacy: [100, 130],
        extras: [["Battery: Ni-Cd, 90 min", "Battery: Ni-MH, 90 min", "Battery: LiFePO4, 90 min"]],
      },
      {
        name: "Exit and Emergency Combos",
        kind: "exit",
        noun: "Exit and Emergency Combo",
        description: "Exit signs with two adjustable lamp heads in a single unit.",
        series: ["EXT", "EML"],
        sizes: [["", "CB", "16.9 x 8.7 x 3.5 in", [3, 4, 5]]],
        mountings: ["Universal", "Wall"],
        extras: [
          ["Battery: Ni-Cd, 90 min", "Battery: LiFePO4, 90 min"],
          ["Letters: Green, 6 in", "Letters: Red, 6 in"],
        ],
      },
      {
        name: "Remote Lamp Heads",
        kind: "emergency",
        noun: "Remote Lamp Head",
        description: "Remote heads powered by a nearby emergency unit or central battery.",
        series: ["EML"],
        sizes: [
          ["Single", "1H", "4.3 x 4.3 x 5.1 in", [1, 2]],
          ["Twin", "2H", "8.7 x 4.3 x 5.1 in", [2, 4]],
        ],
        mountings: ["Wall", "Ceiling"],
        efficacy: [90, 110],
      },
    ],
    ccts: [5000],
    cri: [70],
    ratings: ["IP20", "IP20", "IP65"],
    dimming: [],
    dlc: false,
    warranty: [3, 5],
    finishes: ["White", "Black"],
    options: ["Finish", "Mounting", "Voltage"],
    price: [22, 7],
    applications: [
      "::Egress paths in offices, schools and retail",
      "Stairwells, corridors and assembly spaces",
      "Warehouses and industrial facilities",
    ],
    benefits: [
      "Monthly and annual self-tests run automatically and report faults on an indicator LED.",
      "A universal canopy mounts the unit on a wall, ceiling or end without extra parts.",
      "The battery charges fully within 24 hours and lasts up to ten years.",
    ],
    intro: (facts) =>
      `The ${facts.series} ${facts.noun.toLowerCase()} draws just ${facts.watts}W and switches to battery power the instant the supply fails.`,
  },
  {
    name: "Controls and Sensors",
    description:
      "Occupancy sensors, photocells, dimmers and wireless controls that switch and dim lighting automatically. They help projects meet energy codes, cut consumption by up to 70% and work with the 0-10V drivers used throughout the catalogue.",
    series: [
      ["SNS", "SNS Sensor", "Line- and low-voltage occupancy and vacancy sensors."],
      ["CTL", "CTL Control", "Dimmers, switches and photocells."],
      ["WLC", "WLC Wireless", "Wireless nodes and gateways for networked lighting control."],
    ],
    subCategories: [
      {
        name: "Occupancy Sensors",
        kind: "sensor",
        noun: "Occupancy Sensor",
        description: "Ceiling, wall and fixture-mount sensors that switch lights off in empty spaces.",
        series: ["SNS"],
        sizes: [
          ["Ceiling PIR", "CM-PIR", "4.5 dia x 1.6 in", []],
          ["Ceiling Dual Technology", "CM-PDT", "4.5 dia x 1.8 in", []],
          ["Wall Switch", "WS-PIR", "4.1 x 1.8 x 1.6 in", []],
          ["High Bay", "HB-PIR", "3.1 dia x 3.5 in", []],
        ],
        mountings: ["Ceiling", "Wall box", "Fixture mount"],
        extras: [
          ["Coverage: 500 sq ft", "Coverage: 1,000 sq ft", "Coverage: 2,000 sq ft"],
          ["Time delay: 30 s to 30 min"],
        ],
        priceFactor: 1.4,
      },
      {
        name: "Photocells",
        kind: "photocell",
        noun: "Photocell",
        description: "Twist-lock and button photocells that switch outdoor lighting at dusk and dawn.",
        series: ["CTL"],
        sizes: [
          ["Twist Lock", "TL", "3.3 dia x 2.9 in", []],
          ["Button", "BT", "1.2 dia x 1.6 in", []],
        ],
        mountings: ["Twist lock", "Knockout"],
        extras: [["Switching: on 1.5 fc, off 3 fc", "Switching: on 1 fc, off 2 fc"]],
        ratings: ["IP65", "IP66"],
        priceFactor: 0.45,
      },
      {
        name: "Dimmers and Switches",
        kind: "controls",
        noun: "Wall Dimmer",
        description: "0-10V slide and paddle dimmers and scene switches for single rooms.",
        series: ["CTL"],
        sizes: [
          ["Slide", "SL", "4.7 x 2.9 x 1.7 in", []],
          ["Paddle", "PD", "4.7 x 2.9 x 1.9 in", []],
          ["Scene", "SC", "4.7 x 2.9 x 1.9 in", []],
        ],
        mountings: ["Single gang", "Two gang"],
        extras: [["Load: 8 A at 120-277V", "Load: 5 A at 120-277V"], ["Output: 0-10V, 50 mA sink"]],
      },
      {
        name: "Wireless Lighting Controls",
        kind: "controls",
        noun: "Wireless Controller",
        description: "Bluetooth mesh nodes, gateways and wall stations for networked lighting control.",
        series: ["WLC"],
        sizes: [
          ["Fixture Node", "ND", "2.4 x 1.6 x 1.0 in", []],
          ["Wall Station", "WS", "4.7 x 2.9 x 0.9 in", []],
          ["Gateway", "GW", "5.9 x 5.9 x 1.4 in", []],
        ],
        mountings: ["Fixture mount", "Wall box", "Ceiling"],
        extras: [["Radio: Bluetooth mesh, 2.4 GHz"], ["Range: 100 ft indoors", "Range: 150 ft indoors"]],
        priceFactor: 2.3,
      },
    ],
    ccts: [],
    cri: [],
    ratings: ["IP20", "IP20", "IP40"],
    dimming: [],
    dlc: false,
    warranty: [5],
    finishes: ["White", "Black"],
    options: ["Finish", "Mounting", "Voltage"],
    price: [48, 0],
    applications: [
      "::Offices, classrooms and restrooms",
      "Warehouses and parking structures",
      "Outdoor and site lighting",
    ],
    benefits: [
      "Setup takes minutes from the front of the device or from a phone app, without a ladder.",
      "It meets the automatic shut-off requirements of current energy codes.",
      "Every setting is stored in non-volatile memory and survives power outages.",
    ],
    intro: (facts) =>
      `The ${facts.series} ${facts.noun.toLowerCase()} switches and dims connected fixtures automatically, so lights run only when a space needs them.`,
  },
];

const warehouseSpec: readonly DemoWarehouse[] = [
  { code: "COL", name: "Columbus Distribution Center", city: "Columbus", state: "OH" },
  { code: "RNO", name: "Reno Distribution Center", city: "Reno", state: "NV" },
  { code: "DFW", name: "Dallas Fort Worth Warehouse", city: "Fort Worth", state: "TX" },
  { code: "ATL", name: "Atlanta Warehouse", city: "McDonough", state: "GA" },
  { code: "ABE", name: "Lehigh Valley Warehouse", city: "Allentown", state: "PA" },
];

/** Flagship products: the first product of these sub-categories is always this configuration. */
const pinnedProducts: Readonly<
  Record<string, { series: string; token: string; watts: number; cct: number }>
> = {
  "Linear Pendants": { series: "SCX", token: "4", watts: 40, cct: 4000 },
  "Round High Bays": { series: "TOL", token: "HB", watts: 150, cct: 5000 },
};

const finishSegments: Readonly<Record<FixtureFinish, string>> = {
  White: "WH",
  Black: "BK",
  Bronze: "BZ",
  Silver: "SV",
};
const dimmingSegments: Readonly<Record<string, string>> = {
  "0-10V": "D10",
  "TRIAC/ELV": "TRI",
  "DALI-2": "DALI",
};
const optionCodePrefixes: Readonly<Record<OptionGroup, string>> = {
  CCT: "CCT",
  Wattage: "W",
  Finish: "FIN",
  Mounting: "MNT",
  Voltage: "VLT",
  Dimming: "DIM",
  Sensor: "SEN",
};

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

/** mulberry32: a tiny, fast PRNG that is good enough for demo data and fully reproducible. */

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
/** The first item with probability `share`, otherwise any item. */
const usually = <T>(random: Random, items: readonly T[], share: number): T =>
  random() < share ? (items[0] as T) : pick(random, items);
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
/** `count` distinct items, in their original order. */
function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(random() * items.length));
  return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
}

const urlSlug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
/** 4000 → "40K", 3500 → "35K": the CCT as it appears in SKUs and catalog numbers. */
const cctSegment = (kelvin: number) => `${kelvin / 100}K`;
const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ",");
const roundTo = (value: number, step: number) => Math.round(value / step) * step;
/** "Slip fitter" → "SF", "Hook" → "HO". */
const abbreviate = (name: string) => {
  const words = name.split(/[\s-]+/);
  return (words.length > 1 ? words.map((word) => word[0]).join("") : name.slice(0, 2)).toUpperCase();
};

type ResolvedSubCategory = SubCategorySpec & { category: CategorySpec; slug: string };

type DescriptionFacts = {
  /** The product name without the colour temperature or finish, e.g. "SCX 4ft 40W Linear Pendant". */
  model: string;
  series: string;
  noun: string;
  watts: number | null;
  lumens: number | null;
  efficacy: number | null;
};

/** The opening sentence: light output for rated fixtures, the family's own sentence for the rest. */
function introduction(random: Random, facts: DescriptionFacts, category: CategorySpec): string {
  if (facts.lumens === null || facts.watts === null) {
    return category.intro?.(facts) ?? `The ${facts.model} is part of the ${facts.series} series.`;
  }
  const lumens = thousands(facts.lumens);
  const noun = facts.noun.toLowerCase();
  const { legacy } = category;
  const variant = between(random, 0, legacy ? 2 : 1);
  if (variant === 2 && legacy) {
    const [technology, factor] = legacy;
    const replaced = roundTo(facts.watts * factor, facts.watts >= 40 ? 25 : 5);
    return `The ${facts.series} ${noun} replaces ${replaced}W ${technology} fixtures one for one while using just ${facts.watts}W.`;
  }
  if (variant === 1) {
    return `Drawing only ${facts.watts}W, the ${facts.series} ${noun} produces ${lumens} lumens of uniform, comfortable light.`;
  }
  return `The ${facts.model} delivers ${lumens} lumens at ${facts.efficacy} lm/W.`;
}

export function generateDemoCatalog(options: { products: number; seed?: number }): DemoCatalog {
  if (!Number.isSafeInteger(options.products) || options.products < 0) {
    throw new RangeError(`products must be a whole number of at least 0, not ${options.products}`);
  }
  const random = mulberry32(options.seed ?? DEFAULT_SEED);
  const subCategories: ResolvedSubCategory[] = catalogueSpec.flatMap((category) =>
    category.subCategories.map((sub) => ({ ...sub, category, slug: categorySlug(sub.name) })),
  );
  const seriesNames = new Map(
    catalogueSpec.flatMap((category) => category.series.map(([code, name]) => [code, name] as const)),
  );
  // The first products cover every sub-category, flagship ones first, so even a small catalogue is complete.
  const coverageOrder = [
    ...subCategories.filter((sub) => sub.name in pinnedProducts),
    ...subCategories.filter((sub) => !(sub.name in pinnedProducts)),
  ];
  const featuredEvery = Math.max(1, Math.floor(options.products / FEATURED_PRODUCTS));
  // #9.13: each series and size belongs to one kind of fixture: the first sub-category offering it,
  // flagship ones first, so the pinned SKUs (SCX-4-40-40K, EDL-4-10-40K …) keep their plain size code.
  const families = new Map<string, string>();
  for (const sub of coverageOrder) {
    for (const series of sub.series) {
      for (const [, token] of sub.sizes) {
        if (!families.has(`${series}-${token}`)) families.set(`${series}-${token}`, sub.slug);
      }
    }
  }
  const skus: SkuRegistry = { issued: new Set(), standards: new Map(), families };
  let productNumber = 100_000;

  const productList: DemoProduct[] = new Array(options.products);
  for (let index = 0; index < options.products; index++) {
    const sub = coverageOrder[index] ?? pick(random, subCategories);
    const pin = index < coverageOrder.length ? pinnedProducts[sub.name] : undefined;
    productNumber += between(random, 1, 3);
    productList[index] = generateProduct(random, sub, pin, {
      productCode: `P${productNumber}`,
      featured: index % featuredEvery === 0 && index / featuredEvery < FEATURED_PRODUCTS,
      seriesNames,
      skus,
    });
  }

  return {
    categories: catalogueSpec.map((category, index) => ({
      name: category.name,
      slug: categorySlug(category.name),
      description: category.description,
      position: index + 1,
      imageNames: category.subCategories
        .slice(0, 3)
        .map((sub, view) => `${sub.kind}-${view + 1}.svg`)
        .join(","),
      subCategories: category.subCategories.map((sub, subIndex) => ({
        name: sub.name,
        slug: categorySlug(sub.name),
        description: sub.description,
        position: subIndex + 1,
        imageNames: Array.from(
          { length: 1 + (subIndex % 3) },
          (_, view) => `${sub.kind}-${view + 1}.svg`,
        ).join(","),
      })),
    })),
    series: catalogueSpec.flatMap((category) =>
      category.series.map(([code, name, description]) => ({
        code,
        name,
        description,
        categoryName: category.name,
      })),
    ),
    products: productList,
    warehouses: warehouseSpec.map((warehouse) => ({ ...warehouse })),
  };
}

type ProductContext = {
  productCode: string;
  featured: boolean;
  seriesNames: ReadonlyMap<string, string>;
  skus: SkuRegistry;
};

type PinnedProduct = (typeof pinnedProducts)[string];

/**
 * One product of a sub-category. The steps draw from `random` in a fixed order (family, traits and
 * price, options, spec extras, description, images, documents, stock, application), so the same seed
 * always gives the same catalogue: a step that drew in another order would change every product after it.
 */
function generateProduct(
  random: Random,
  sub: ResolvedSubCategory,
  pin: PinnedProduct | undefined,
  context: ProductContext,
): DemoProduct {
  const fixture = drawFixture(random, sub, pin);
  const variant = issueVariant(context.skus, sub, fixture);
  const { seriesCode, watts, cct, voltage, size } = fixture;
  const [, , dimensions, sizeWatts] = size;
  const {
    sku,
    name,
    finish,
    mounting,
    lumens,
    dimming,
    cri,
    ipRating,
    dlcListing,
    warrantyYears,
    listPrice,
  } = variant;
  const settled: SettledProduct = {
    ...variant,
    seriesCode,
    watts,
    cct,
    voltage,
    dimensions,
    efficacy: lumens !== null && watts ? Math.round(lumens / watts) : null,
  };

  const options = buildOptions(random, sub, {
    rated: fixture.rated,
    cct,
    watts,
    sizeWatts,
    finish,
    mounting,
    voltage,
    dimming,
    listPrice,
  });
  const technicalSpecs = specLines(random, sub, settled, options);
  const description = describe(random, sub, settled);
  const images = imagesOf(random, sub, settled);
  const documents = documentsOf(random, sub, settled, context.seriesNames.get(seriesCode) ?? seriesCode);
  const inventory = stockOf(random, listPrice);

  return {
    productCode: context.productCode,
    sku,
    name,
    description,
    images,
    technicalSpecs,
    application: pick(random, sub.category.applications),
    link: `/product/${sku.toLowerCase()}`,
    listPriceCents: Math.round(listPrice * 2) * 50,
    wattage: watts,
    lumens,
    cctKelvin: cct,
    cri,
    voltage,
    dimming,
    ipRating,
    dlcListing,
    mounting,
    warrantyYears,
    dimensions,
    ...demoShippingFacts(sub.kind, dimensions, watts),
    featured: context.featured,
    seriesCode,
    subCategorySlug: sub.slug,
    options,
    documents,
    inventory,
  };
}

/** The dearest list price of the demo catalogue, in dollars. */
const MAX_LIST_PRICE = 900;

/** A drawn product before the SKU registry has its say: its place in the family and its traits. */
type DrawnFixture = {
  seriesCode: string;
  size: SizeSpec;
  watts: number | null;
  /** Rated in lumens: the sub-category has an efficacy range and the product a wattage. */
  rated: boolean;
  cct: number | null;
  voltage: string;
  traits: Traits;
};

/** What the draw decides beyond the family: the light, finish, mounting, listings and price. */
type Traits = Omit<Variant, "sku" | "name">;

/**
 * Series, size and wattage (a pinned flagship's own where it has one), then the light and the traits
 * the family offers, then the price: in this order, as the catalogue has always drawn them.
 */
function drawFixture(random: Random, sub: ResolvedSubCategory, pin: PinnedProduct | undefined): DrawnFixture {
  const { category } = sub;
  const seriesCode = pin?.series ?? pick(random, sub.series);
  const size =
    (pin && sub.sizes.find(([, token, , watts]) => token === pin.token && watts.includes(pin.watts))) ??
    pick(random, sub.sizes);
  const sizeWatts = size[3];
  const watts = sizeWatts.length > 0 ? (pin?.watts ?? pick(random, sizeWatts)) : null;
  const efficacyRange = sub.efficacy;
  const rated = efficacyRange !== undefined && watts !== null;
  const lumens = rated
    ? roundTo(watts * between(random, efficacyRange[0], efficacyRange[1]), watts < 20 ? 10 : 50)
    : null;
  // 4000K is the most common default where it is offered.
  const cctPool = category.ccts.includes(4000) ? [...category.ccts, 4000] : category.ccts;
  const cct = rated && cctPool.length > 0 ? (pin?.cct ?? pick(random, cctPool)) : null;
  const finish = usually(random, category.finishes, 0.75);
  const mounting = pick(random, sub.mountings);
  const dimming = category.dimming.length > 0 ? usually(random, category.dimming, 0.7) : null;
  const cri = rated && category.cri.length > 0 ? pick(random, category.cri) : null;
  const ipRating = pick(random, sub.ratings ?? category.ratings);
  const dlcListing =
    rated && category.dlc ? pick(random, ["DLC Premium", "DLC Premium", "DLC Standard", null]) : null;
  const warrantyYears = pick(random, category.warranty);
  const basePrice = (category.price[0] + category.price[1] * (watts ?? 0)) * (sub.priceFactor ?? 1);
  const listPrice = Math.min(MAX_LIST_PRICE, Math.max(20, basePrice * (0.9 + random() * 0.25)));
  return {
    seriesCode,
    size,
    watts,
    rated,
    cct,
    voltage: sub.voltage ?? "120-277V",
    traits: { finish, mounting, lumens, dimming, cri, ipRating, dlcListing, warrantyYears, listPrice },
  };
}

/**
 * The product the registry issues for a drawn fixture: the first of its stem becomes the stem's
 * standard, a later one a variant of that standard (see `variantOf`).
 */
function issueVariant(
  registry: SkuRegistry,
  sub: ResolvedSubCategory,
  fixture: DrawnFixture,
): Variant & { model: string } {
  const { seriesCode, watts, cct, traits } = fixture;
  const [sizeLabel, sizeToken] = fixture.size;
  // #9.13: one series and size is one kind of fixture; another kind gets a size code of its own.
  const familyOwner = registry.families.get(`${seriesCode}-${sizeToken}`);
  const sizeCode = familyOwner === sub.slug ? sizeToken : `${sizeToken}${abbreviate(sub.noun)}`;
  const model = [seriesCode, sizeLabel, watts !== null ? `${watts}W` : "", sub.noun]
    .filter(Boolean)
    .join(" ");
  // Series, size, wattage and CCT (or finish for products without one), e.g. SCX-4-40-40K.
  const stem = [seriesCode, sizeCode, watts, cct !== null ? cctSegment(cct) : finishSegments[traits.finish]]
    .filter((part) => part !== null)
    .join("-");
  const cctLabel = cct !== null ? `${cct}K` : traits.finish;

  const drawn: Variant = { sku: stem, name: `${model}, ${cctLabel}`, ...traits };
  const standard = registry.standards.get(stem);
  const variant = standard ? variantOf(standard, drawn, sub, registry) : drawn;
  if (!standard) {
    registry.standards.set(stem, {
      ...drawn,
      model,
      watts,
      cctLabel,
      usedFinishes: new Set([traits.finish]),
      usedMountings: new Set([traits.mounting]),
      generation: 1,
    });
  }
  registry.issued.add(variant.sku);
  return { ...variant, model };
}

/** A product once its variant is issued: what its spec lines, description, images and documents tell. */
type SettledProduct = Variant & {
  seriesCode: string;
  /** The product name without the colour temperature or finish. */
  model: string;
  watts: number | null;
  cct: number | null;
  voltage: string;
  dimensions: string;
  efficacy: number | null;
};

/** The technical spec lines, joined with `::` as the products table keeps them; one line per extra the family lists is drawn. */
function specLines(
  random: Random,
  sub: ResolvedSubCategory,
  product: SettledProduct,
  options: readonly DemoOption[],
): string {
  const { watts, lumens, efficacy, cct, cri, voltage, dimming, ipRating, dlcListing } = product;
  // The CCT line names every colour temperature the product is offered in.
  const offeredCcts = options
    .filter((option) => option.group === "CCT")
    .map((option) => Number.parseInt(option.name, 10))
    .sort((a, b) => a - b);
  const lines = [
    watts !== null ? `Wattage: ${watts}W` : null,
    lumens !== null ? `Lumens: ${thousands(lumens)} lm` : null,
    efficacy !== null ? `Efficacy: ${efficacy} lm/W` : null,
    cct !== null
      ? `CCT: ${(offeredCcts.length > 0 ? offeredCcts : [cct]).map((k) => `${k}K`).join("/")}`
      : null,
    cri !== null ? `CRI: ${cri}+` : null,
    ...(sub.extras ?? []).map((choices) => pick(random, choices)),
    `Voltage: ${voltage}`,
    dimming !== null ? `Dimming: ${dimming}` : null,
    `Rating: ${ipRating}`,
    dlcListing !== null ? `DLC: ${dlcListing}` : null,
    `Warranty: ${product.warrantyYears} years`,
    `Dimensions: ${product.dimensions}`,
  ];
  return lines.filter((line) => line !== null).join("::");
}

/** The description: an opening sentence, one of the family's benefits and a closing line (drawn before the benefit). */
function describe(random: Random, sub: ResolvedSubCategory, product: SettledProduct): string {
  const { category } = sub;
  const { model, seriesCode, watts, lumens, efficacy, warrantyYears, dlcListing } = product;
  const facts: DescriptionFacts = { model, series: seriesCode, noun: sub.noun, watts, lumens, efficacy };
  const intro = introduction(random, facts, category);
  const closing = pick(random, [
    `Backed by a ${warrantyYears}-year limited warranty.`,
    dlcListing ? `${dlcListing} listed for utility rebates.` : "Ships fully assembled and ready to install.",
    "",
  ]);
  return [intro, pick(random, category.benefits), closing].filter(Boolean).join(" ");
}

/** One to three views of the fixture's drawing in its finish. */
function imagesOf(random: Random, sub: ResolvedSubCategory, product: SettledProduct): DemoProduct["images"] {
  const imageCount = between(random, 1, 3);
  return Array.from({ length: imageCount }, (_, view) => ({
    url: shared(`/media/fixtures/${fixtureImageName(sub.kind, product.finish, view + 1)}`),
    alt: `${product.name} – view ${view + 1}`,
  }));
}

/** Spec sheet and installation guide always, photometric data for rated fixtures, a warranty now and then. */
function documentsOf(
  random: Random,
  sub: ResolvedSubCategory,
  product: SettledProduct,
  seriesName: string,
): DemoDocument[] {
  const { sku, seriesCode, warrantyYears } = product;
  const documents: DemoDocument[] = [
    { type: "spec_sheet", title: `${sku} Specification Sheet`, url: `/media/spec-sheets/${sku}.pdf` },
    {
      type: "installation_guide",
      // One guide covers a series' fixtures of one kind, as installation instructions do.
      title: shared(`${seriesName} ${sub.noun} Installation Guide`),
      url: shared(`/media/installation-guides/${seriesCode.toLowerCase()}-${urlSlug(sub.noun)}.pdf`),
    },
  ];
  if (product.lumens !== null) {
    documents.push({
      type: "ies_file",
      title: `${sku} Photometric Data (IES)`,
      url: `/media/ies/${sku}.ies`,
    });
  }
  if (random() < 0.35) {
    documents.push({
      type: "warranty",
      title: shared(`${warrantyYears}-Year Limited Warranty`),
      url: shared(`/media/warranty/${warrantyYears}-year-limited-warranty.pdf`),
    });
  }
  return documents;
}

/** Stock in every warehouse: cheap items are stocked in larger numbers; about one warehouse in five is out of stock. */
function stockOf(random: Random, listPrice: number): DemoStock[] {
  const stockCeiling = listPrice < 100 ? 600 : listPrice < 300 ? 240 : 80;
  return warehouseSpec.map((warehouse) => ({
    warehouseCode: warehouse.code,
    quantity: random() < 0.2 ? 0 : 1 + Math.floor(random() * random() * stockCeiling),
  }));
}

/** What makes one product differ from another of the same stem: its physics, finish, mounting and price. */
type Variant = {
  sku: string;
  name: string;
  finish: FixtureFinish;
  mounting: string;
  lumens: number | null;
  dimming: string | null;
  cri: number | null;
  ipRating: string;
  dlcListing: string | null;
  warrantyYears: number;
  listPrice: number;
};

/** The first product of a stem, which later ones of the stem are variants of. */
type Standard = Variant & {
  model: string;
  watts: number | null;
  cctLabel: string;
  usedFinishes: Set<FixtureFinish>;
  usedMountings: Set<string>;
  generation: number;
};

/**
 * The SKUs issued so far, each stem's standard product, and which sub-category each series and size
 * belongs to.
 */
type SkuRegistry = { issued: Set<string>; standards: Map<string, Standard>; families: Map<string, string> };

/**
 * A further product of a stem is a variant of its standard (#9.13), as a real price book lists them:
 * the same fixture in another finish ("…, 4000K, Black": same light, plus the finish's upcharge), on
 * another mounting, or else a later generation ("… Gen 2": more efficient, a little dearer). Its name
 * says what differs, so no two products share a name.
 */
function variantOf(
  standard: Standard,
  drawn: Variant,
  sub: ResolvedSubCategory,
  registry: SkuRegistry,
): Variant {
  const scale = Math.min(2, Math.max(1, standard.listPrice / 200));
  const stem = standard.sku;
  const free = (sku: string) => !registry.issued.has(sku);
  // Products without a CCT carry the finish in the stem itself: only mounting and generation vary.
  const finishes = standard.cctLabel.endsWith("K") ? [drawn.finish, ...sub.category.finishes] : [];
  const finish = finishes.find((f) => !standard.usedFinishes.has(f) && free(`${stem}-${finishSegments[f]}`));
  if (finish) {
    standard.usedFinishes.add(finish);
    return {
      ...standard,
      sku: `${stem}-${finishSegments[finish]}`,
      name: `${standard.name}, ${finish}`,
      finish,
      listPrice: Math.min(MAX_LIST_PRICE, standard.listPrice + finishChoice(finish).upcharge * scale),
    };
  }
  const mounting = [drawn.mounting, ...sub.mountings].find(
    (m) => !standard.usedMountings.has(m) && free(`${stem}-${abbreviate(m)}`),
  );
  if (mounting) {
    standard.usedMountings.add(mounting);
    return {
      ...standard,
      sku: `${stem}-${abbreviate(mounting)}`,
      name: `${standard.name}, ${mounting}`,
      mounting,
      listPrice: Math.min(MAX_LIST_PRICE, standard.listPrice + mountingChoice(mounting).upcharge * scale),
    };
  }
  let generation = standard.generation;
  do generation += 1;
  while (!free(`${stem}-G${generation}`));
  standard.generation = generation;
  // Each generation gives 4% more light from the same watts, up to what the family's best LEDs reach.
  const gain = 1 + 0.04 * (generation - 1);
  const ceiling =
    standard.watts !== null && sub.efficacy ? standard.watts * sub.efficacy[1] : Number.POSITIVE_INFINITY;
  const step = (standard.lumens ?? 0) < 2000 ? 10 : 50;
  const lumens =
    standard.lumens === null
      ? null
      : Math.max(standard.lumens, Math.floor(Math.min(standard.lumens * gain, ceiling) / step) * step);
  return {
    ...standard,
    sku: `${stem}-G${generation}`,
    name: `${standard.model} Gen ${generation}, ${standard.cctLabel}`,
    lumens,
    listPrice: Math.min(MAX_LIST_PRICE, standard.listPrice * (1 + 0.06 * (generation - 1))),
  };
}

type Configuration = {
  rated: boolean;
  cct: number | null;
  watts: number | null;
  sizeWatts: readonly number[];
  finish: FixtureFinish;
  mounting: string;
  voltage: string;
  dimming: string | null;
  listPrice: number;
};

type Choice = { name: string; segment: string; optionCode: string; upcharge: number };

const choice = (group: OptionGroup, name: string, segment: string, upcharge: number): Choice => ({
  name,
  segment,
  optionCode: `${optionCodePrefixes[group]}-${segment}`,
  upcharge,
});

/** Choices are created once and shared by all products, so a large catalogue holds each option's strings once. */
function memoize<K, V>(make: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = make(key);
      cache.set(key, value);
    }
    return value;
  };
}

const cctChoice = memoize((kelvin: number) => choice("CCT", `${kelvin}K`, cctSegment(kelvin), 4));
const wattageChoice = memoize((watts: number) => choice("Wattage", `${watts}W`, String(watts), 6));
const finishChoice = memoize((finish: FixtureFinish) => choice("Finish", finish, finishSegments[finish], 12));
const mountingChoice = memoize((mounting: string) => choice("Mounting", mounting, abbreviate(mounting), 15));
const dimmingChoice = memoize((protocol: string) =>
  choice("Dimming", protocol, dimmingSegments[protocol] ?? abbreviate(protocol), 25),
);
/** Strings many products share, such as image and document URLs, kept once. */
const shared = memoize((text: string) => text);
const voltageChoices = [choice("Voltage", "120-277V", "UNV", 0), choice("Voltage", "347-480V", "HV", 45)];
const sensorChoices = [
  choice("Sensor", "No sensor", "NS", 0),
  choice("Sensor", "Occupancy sensor", "OS", 48),
  choice("Sensor", "Photocell", "PC", 18),
  choice("Sensor", "Bluetooth occupancy and daylight sensor", "BT", 89),
];

/** What a product offers in each group: its own configuration and everything the family offers. */
const offers: Readonly<
  Record<
    OptionGroup,
    (config: Configuration, sub: ResolvedSubCategory) => { current: Choice; offered: Choice[] } | null
  >
> = {
  CCT: (config, sub) =>
    config.cct === null
      ? null
      : { current: cctChoice(config.cct), offered: sub.category.ccts.map(cctChoice) },
  Wattage: (config) =>
    config.watts === null || !config.rated
      ? null
      : { current: wattageChoice(config.watts), offered: config.sizeWatts.map(wattageChoice) },
  Finish: (config, sub) => ({
    current: finishChoice(config.finish),
    offered: sub.category.finishes.map(finishChoice),
  }),
  Mounting: (config, sub) => ({
    current: mountingChoice(config.mounting),
    offered: sub.mountings.map(mountingChoice),
  }),
  Voltage: (config) =>
    config.voltage === voltageChoices[0]?.name
      ? { current: voltageChoices[0], offered: voltageChoices }
      : null,
  Dimming: (config, sub) =>
    config.dimming === null
      ? null
      : { current: dimmingChoice(config.dimming), offered: sub.category.dimming.map(dimmingChoice) },
  Sensor: () => (sensorChoices[0] ? { current: sensorChoices[0], offered: sensorChoices } : null),
};

/**
 * What choosing an option adds to the list price, in cents (#9.13). A wattage costs what its extra
 * watts cost at the family's price per watt, and a lower wattage nothing: an 8W option never costs
 * more than the standard 10W. Other groups carry their fixed upcharge, a little more on dearer fixtures.
 */
function upchargeCents(
  group: OptionGroup,
  chosen: Choice,
  config: Configuration,
  sub: ResolvedSubCategory,
  scale: number,
): number {
  if (group === "Wattage" && config.watts !== null) {
    const extraWatts = Number.parseInt(chosen.name, 10) - config.watts;
    const perWatt = sub.category.price[1] * (sub.priceFactor ?? 1);
    return Math.max(0, Math.round(extraWatts * perWatt)) * 100;
  }
  return Math.round(chosen.upcharge * scale) * 100;
}

/**
 * Three to eight options: each offered group has the product's own configuration as its default
 * plus one to three alternatives; CCT comes first, the other groups are added while they fit.
 */
function buildOptions(random: Random, sub: ResolvedSubCategory, config: Configuration): DemoOption[] {
  // Upcharges grow a little with the fixture's price, as they do in real price books.
  const scale = Math.min(2, Math.max(1, config.listPrice / 200));
  const groups: OptionGroup[] = [
    "CCT",
    ...(random() < 0.5 ? (["Wattage"] as const) : []),
    ...sub.category.options,
  ];
  const options: DemoOption[] = [];
  for (const group of groups) {
    const room = MAX_OPTIONS_PER_PRODUCT - options.length;
    if (room < 2) break;
    if (options.length >= 4 && random() < 0.4) continue;
    const offer = offers[group](config, sub);
    const alternatives = offer?.offered.filter((candidate) => candidate !== offer.current) ?? [];
    if (!offer || alternatives.length === 0) continue;
    const extra = Math.min(room - 1, between(random, 1, group === "CCT" ? 3 : 2));
    for (const [index, chosen] of [offer.current, ...pickSome(random, alternatives, extra)].entries()) {
      options.push({
        optionCode: chosen.optionCode,
        name: chosen.name,
        group,
        catalogSegment: chosen.segment,
        priceCents: index === 0 ? 0 : upchargeCents(group, chosen, config, sub, scale),
        isDefault: index === 0,
        position: 0,
      });
    }
  }
  options.sort((a, b) => optionGroups.indexOf(a.group) - optionGroups.indexOf(b.group));
  for (const [index, option] of options.entries()) option.position = index + 1;
  return options;
}
