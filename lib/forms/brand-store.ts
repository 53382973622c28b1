/**
 * The brand store (ROUTE-19): branded merchandise for distributors, agents and installers, sold at
 * cost and invoiced with the next order (no payment on the site). The pictures are drawn by
 * app/features/forms/MerchandiseSvg.tsx from `kind`; the brand name comes from configuration.
 */
export type MerchandiseKind =
  | "cap"
  | "polo"
  | "jacket"
  | "flashlight"
  | "tumbler"
  | "hardhat"
  | "tape"
  | "bag";

export type BrandStoreItem = {
  code: string;
  name: string;
  kind: MerchandiseKind;
  description: string;
  priceCents: number;
  /** The sizes or options to name in the notes, if any. */
  options?: string;
  /** The colour the picture is drawn in. */
  color: string;
};

export const brandStoreItems: readonly BrandStoreItem[] = [
  {
    code: "MER-CAP-NVY",
    name: "Structured trucker cap",
    kind: "cap",
    description: "Navy twill front with mesh back and snap closure; embroidered logo.",
    priceCents: 1800,
    options: "One size",
    color: "#14264a",
  },
  {
    code: "MER-POLO-GRN",
    name: "Performance polo",
    kind: "polo",
    description: "Moisture-wicking pique polo for trade shows and site walks; logo on the chest.",
    priceCents: 3400,
    options: "S-3XL, men's and women's cut",
    color: "#17773f",
  },
  {
    code: "MER-JKT-BLK",
    name: "Softshell jacket",
    kind: "jacket",
    description: "Water-resistant softshell with fleece lining and zip pockets for the jobsite.",
    priceCents: 7200,
    options: "S-3XL",
    color: "#1f2937",
  },
  {
    code: "MER-FL-900",
    name: "900-lumen LED flashlight",
    kind: "flashlight",
    description: "Aluminium body, 3 modes, USB-C rechargeable; engraved logo. Our own light, in a pocket.",
    priceCents: 2900,
    color: "#475569",
  },
  {
    code: "MER-TMB-20",
    name: "20 oz insulated tumbler",
    kind: "tumbler",
    description:
      "Double-wall stainless steel with a slide lid; keeps coffee hot through a morning walk-through.",
    priceCents: 2200,
    color: "#14264a",
  },
  {
    code: "MER-HAT-WHT",
    name: "Type I hard hat",
    kind: "hardhat",
    description: "ANSI Z89.1 Type I, Class E hard hat with 4-point ratchet suspension and logo decal.",
    priceCents: 2600,
    color: "#f8fafc",
  },
  {
    code: "MER-TAPE-25",
    name: "25 ft tape measure",
    kind: "tape",
    description: "Magnetic hook, 1-inch blade; for measuring mounting heights and fixture spacing.",
    priceCents: 1500,
    color: "#17773f",
  },
  {
    code: "MER-BAG-TOOL",
    name: "Contractor tool bag",
    kind: "bag",
    description:
      "16-inch wide-mouth bag with 20 pockets and a padded strap; holds a meter and a ladder's worth of tools.",
    priceCents: 4800,
    color: "#1f2937",
  },
];

export const brandStoreItem = (code: string) => brandStoreItems.find((item) => item.code === code);
