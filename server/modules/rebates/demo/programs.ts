/**
 * The demo utility programs (docs/marketing-pages.md, "Available rebates"): believable prescriptive and custom
 * programs of US utilities, with the 3-digit ZIP prefixes (or ranges) of the areas they serve, their
 * per-fixture amounts by DLC tier for the demo catalogue's categories, and their deadlines. Amounts and
 * areas are illustrative, in the range such programs pay; they are not the utilities' current offers.
 *
 * Deadlines are relative to the day the demo is seeded, so a fresh demo always has open programs, one
 * closing at the end of this year and one that has expired: `ends` is the year (0 this year, 1 next,
 * -1 last) and the month and day of the last day.
 */
export type DemoMeasure = {
  label: string;
  categoryName: string;
  /** A sub-category of it, when the measure covers only that kind of fixture. */
  subCategoryName?: string;
  wattageMin: number;
  wattageMax: number;
  baselineWatts: number;
  /** Dollars per fixture at DLC Standard; null: DLC Premium only. */
  standard: number | null;
  premium: number;
};

export type DemoProgram = {
  code: string;
  utility: string;
  name: string;
  state: string;
  zipAreas: readonly string[];
  description: string;
  howToApply: string;
  ends: { year: -1 | 0 | 1; monthDay: string };
  capPercent: number | null;
  custom: { centsPerKwh: number; capPercent: number | null } | null;
  measures: readonly DemoMeasure[];
};

const highBayMH400 = {
  label: "LED high bay replacing a 400 W metal halide high bay",
  categoryName: "High Bays",
  wattageMin: 100,
  wattageMax: 199,
  baselineWatts: 458,
};
const highBayMH1000 = {
  label: "LED high bay replacing a 1,000 W metal halide high bay",
  categoryName: "High Bays",
  wattageMin: 200,
  wattageMax: 320,
  baselineWatts: 1_080,
};
const troffer = {
  label: "LED troffer, panel or retrofit kit replacing a 3-lamp T8 fluorescent troffer",
  categoryName: "Troffers and Panels",
  wattageMin: 20,
  wattageMax: 60,
  baselineWatts: 88,
};
const linear = {
  label: "LED strip, wraparound or linear pendant replacing a 2-lamp T8 fixture",
  categoryName: "Linear and Strip",
  wattageMin: 15,
  wattageMax: 60,
  baselineWatts: 59,
};
const wallPack = {
  label: "LED wall pack replacing a 175 W metal halide wall pack",
  categoryName: "Wall Packs",
  wattageMin: 20,
  wattageMax: 120,
  baselineWatts: 210,
};
const areaLight = {
  label: "LED area or site light replacing a 400 W metal halide shoebox",
  categoryName: "Area and Site Lights",
  wattageMin: 75,
  wattageMax: 250,
  baselineWatts: 458,
};
const canopy = {
  label: "LED canopy light replacing a 400 W metal halide canopy fixture",
  categoryName: "Canopy and Garage",
  subCategoryName: "Gas Station Canopy Lights",
  wattageMin: 75,
  wattageMax: 200,
  baselineWatts: 458,
};
const garage = {
  label: "LED parking garage light replacing a 175 W metal halide garage fixture",
  categoryName: "Canopy and Garage",
  subCategoryName: "Parking Garage Lights",
  wattageMin: 40,
  wattageMax: 100,
  baselineWatts: 210,
};
const flood = {
  label: "LED flood light replacing a 400 W metal halide flood",
  categoryName: "Flood Lights",
  wattageMin: 50,
  wattageMax: 300,
  baselineWatts: 458,
};
const vaporTight = {
  label: "LED vapor tight replacing a 2-lamp T8 enclosed and gasketed fixture",
  categoryName: "Vapor Tight",
  wattageMin: 20,
  wattageMax: 80,
  baselineWatts: 59,
};

export const demoRebatePrograms: readonly DemoProgram[] = [
  {
    code: "AEP-OH-BUSINESS",
    utility: "AEP Ohio",
    name: "AEP Ohio Business Rebates – Prescriptive Lighting",
    state: "OH",
    // Central and south-east Ohio: Columbus, Newark, Zanesville, Chillicothe, Athens, Marietta.
    zipAreas: ["430", "431", "432", "437", "438", "456", "457"],
    description:
      "Fixed rebates for DLC-listed LED fixtures installed in commercial and industrial facilities on an AEP Ohio non-residential rate.",
    howToApply:
      "Submit the AEP Ohio Business Rebates application with the fixture spec sheets and paid invoices within 90 days of installation (aepohio.com, Business › Save Money & Energy).",
    ends: { year: 1, monthDay: "12-31" },
    capPercent: 50,
    custom: { centsPerKwh: 8, capPercent: 50 },
    measures: [
      { ...highBayMH400, standard: 40, premium: 60 },
      { ...highBayMH1000, standard: 90, premium: 125 },
      { ...troffer, standard: 15, premium: 25 },
      { ...areaLight, standard: 60, premium: 90 },
    ],
  },
  {
    code: "DUKE-OH-SMART-SAVER",
    utility: "Duke Energy Ohio",
    name: "Duke Energy Smart $aver Prescriptive Incentives",
    state: "OH",
    // Greater Cincinnati.
    zipAreas: ["450", "451", "452"],
    description:
      "Per-fixture incentives for qualifying LED fixtures in existing non-residential buildings served by Duke Energy Ohio.",
    howToApply:
      "Apply online through Duke Energy's Smart $aver portal before the end of the program year; pre-approval is required above $50,000 (duke-energy.com, Business › Smart $aver).",
    ends: { year: 0, monthDay: "12-31" },
    capPercent: 75,
    custom: { centsPerKwh: 10, capPercent: 75 },
    measures: [
      { ...highBayMH400, wattageMax: 320, standard: 50, premium: 70 },
      { ...linear, standard: null, premium: 12 },
      { ...wallPack, standard: 25, premium: 35 },
    ],
  },
  {
    code: "COMED-IL-STANDARD",
    utility: "ComEd",
    name: "ComEd Energy Efficiency Program – Standard Lighting Incentives",
    state: "IL",
    // Chicago and northern Illinois.
    zipAreas: ["600", "601", "602", "603", "604", "605", "606", "607", "608", "609", "610", "611"],
    description:
      "Standard incentives for LED lighting upgrades by ComEd business customers; high bays must be DLC Premium.",
    howToApply:
      "Your contractor or distributor submits the ComEd Standard Incentives application with the DLC product IDs; projects over $100,000 need pre-approval (comed.com, Ways to Save › For Your Business).",
    ends: { year: 1, monthDay: "05-31" },
    capPercent: 50,
    custom: { centsPerKwh: 10, capPercent: 50 },
    measures: [
      { ...highBayMH400, wattageMax: 320, standard: null, premium: 80 },
      { ...troffer, standard: 10, premium: 20 },
      { ...canopy, standard: 35, premium: 45 },
    ],
  },
  {
    code: "COMED-IL-HIGHBAY-MIDSTREAM",
    utility: "ComEd",
    name: "ComEd Instant Discounts – High Bay Midstream Promotion",
    state: "IL",
    zipAreas: ["600", "601", "602", "603", "604", "605", "606", "607", "608", "609", "610", "611"],
    description:
      "An instant discount at participating distributors on DLC Premium high bays, taken off the invoice at purchase.",
    howToApply: "The promotion ended; the Standard Lighting Incentives above replace it.",
    ends: { year: -1, monthDay: "12-31" },
    capPercent: null,
    custom: null,
    measures: [{ ...highBayMH1000, standard: null, premium: 150 }],
  },
  {
    code: "PGE-CA-DEEMED",
    utility: "PG&E",
    name: "PG&E Business Rebates – Deemed Lighting",
    state: "CA",
    // Northern and central California outside SMUD and other municipal utilities' territory.
    zipAreas: [
      "936",
      "937",
      "939",
      "940",
      "941",
      "943",
      "944",
      "945",
      "946",
      "947",
      "948",
      "949",
      "950",
      "951",
      "952",
      "953",
      "954",
      "955",
      "959",
    ],
    description:
      "Deemed rebates for DLC Premium interior and exterior LED fixtures that meet California's Title 24 controls requirements.",
    howToApply:
      "Apply through PG&E's Business Rebates application within 90 days of installation, with the invoice and the DLC listing of each fixture (pge.com, Business › Save Energy & Money › Rebates).",
    ends: { year: 1, monthDay: "12-31" },
    capPercent: 50,
    custom: null,
    measures: [
      { ...highBayMH400, wattageMax: 320, standard: null, premium: 100 },
      { ...areaLight, standard: null, premium: 110 },
      { ...vaporTight, standard: 20, premium: 30 },
    ],
  },
  {
    code: "XCEL-MN-LIGHTING",
    utility: "Xcel Energy",
    name: "Xcel Energy Minnesota Lighting Efficiency Rebates",
    state: "MN",
    // Minneapolis–Saint Paul, Saint Cloud, Mankato, Winona.
    zipAreas: ["550", "551", "553", "554", "555", "560", "563", "559"],
    description:
      "Prescriptive rebates for LED fixtures in Xcel Energy business customers' facilities in Minnesota, with a custom track for projects the prescriptive list does not cover.",
    howToApply:
      "Submit the Lighting Efficiency rebate form with invoices and spec sheets within 12 months of purchase (xcelenergy.com, Programs & Rebates › Business).",
    ends: { year: 1, monthDay: "12-31" },
    capPercent: 60,
    custom: { centsPerKwh: 9, capPercent: 60 },
    measures: [
      { ...highBayMH400, standard: 55, premium: 75 },
      { ...troffer, standard: 15, premium: 22 },
      { ...wallPack, standard: 30, premium: 45 },
      { ...flood, standard: 40, premium: 60 },
    ],
  },
  {
    code: "XCEL-CO-LIGHTING",
    utility: "Xcel Energy",
    name: "Xcel Energy Colorado Lighting Efficiency Rebates",
    state: "CO",
    // Denver, Boulder and the Front Range.
    zipAreas: ["800", "801", "802", "803", "804", "805", "806"],
    description:
      "Prescriptive rebates for DLC-listed LED fixtures for Xcel Energy (Public Service Company of Colorado) business customers.",
    howToApply:
      "Submit the Colorado Lighting Efficiency rebate form within 12 months of purchase; your distributor can file it for you (xcelenergy.com, Programs & Rebates › Business).",
    ends: { year: 1, monthDay: "12-31" },
    capPercent: 60,
    custom: { centsPerKwh: 7, capPercent: 60 },
    measures: [
      { ...highBayMH400, standard: 45, premium: 65 },
      { ...highBayMH1000, standard: 85, premium: 120 },
      { ...areaLight, standard: 50, premium: 80 },
    ],
  },
  {
    code: "CONED-NY-CI",
    utility: "Con Edison",
    name: "Con Edison Commercial & Industrial Energy Efficiency Program",
    state: "NY",
    // Manhattan, Staten Island, the Bronx, Brooklyn, Queens and Westchester.
    zipAreas: ["100", "101", "102", "103", "104", "105", "106", "107", "110", "111", "112", "113", "114"],
    description:
      "Prescriptive incentives for LED fixtures in commercial and multifamily buildings on Con Edison electric service; garages lit around the clock earn the most.",
    howToApply:
      "A Con Edison participating contractor submits the pre-installation application; install after approval and submit the invoices within 60 days (coned.com, Save Energy & Money › Rebates & Incentives).",
    ends: { year: 1, monthDay: "09-30" },
    capPercent: 70,
    custom: { centsPerKwh: 16, capPercent: 50 },
    measures: [
      { ...troffer, standard: 25, premium: 35 },
      { ...linear, standard: 20, premium: 30 },
      { ...garage, standard: 60, premium: 80 },
    ],
  },
];

/** A demo program's last day, relative to the day of seeding (YYYY-MM-DD). */
export function demoEndsOn(program: Pick<DemoProgram, "ends">, today: Date): string {
  return `${today.getUTCFullYear() + program.ends.year}-${program.ends.monthDay}`;
}
