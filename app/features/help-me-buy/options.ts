/**
 * Help me buy (ROUTE-09): the four options, addressed by `?option=` (OPEN default of the spec), each
 * with its own link. `find-my-wholeseller` keeps the spec's spelling (AMB-19).
 */
export const HELP_ME_BUY_PATH = "/help-me-buy";

export const helpMeBuyOptions = [
  {
    option: "design-my-project",
    label: "Design My Project",
    summary:
      "Send us your floor plan and our lighting designers return a photometric layout, fixture schedule and savings estimate, free.",
  },
  {
    option: "find-my-wholeseller",
    label: "Find My Wholeseller",
    summary: "Find the stocking electrical distributors nearest to your job site by ZIP code.",
  },
  {
    option: "find-my-salesrep",
    label: "Find My Sales Rep",
    summary: "Find the independent lighting agency that represents us in your state.",
  },
  {
    option: "create-my-bom",
    label: "Create My BOM",
    summary:
      "Build a bill of materials from the catalogue, see the totals, export it as CSV or PDF, or turn it into a quote.",
  },
] as const;

export type HelpMeBuyOption = (typeof helpMeBuyOptions)[number]["option"];

export const optionHref = (option: HelpMeBuyOption) => `${HELP_ME_BUY_PATH}?option=${option}`;

export function optionOf(value: string | null): HelpMeBuyOption | null {
  return helpMeBuyOptions.find((o) => o.option === value)?.option ?? null;
}
