import { z } from "zod";
import { ok } from "../../../../lib/assistant/tools.ts";
import { nearestDistributorsQuery } from "../../../../lib/distributors/contract.ts";
import { defineTool } from "../tool.ts";

const input = z
  .object({ zip: nearestDistributorsQuery.shape.zip.describe("A U.S. ZIP code, e.g. 43215") })
  .strict();

/** Help me buy (find-my-wholeseller): the nearest stocking distributors' branches to a ZIP code. */
export const findWholesalerTool = defineTool({
  name: "find_wholesaler",
  description:
    "The nearest stocking distributors (electrical wholesalers) to a U.S. ZIP code: branch, address, phone, distance in miles and a directions link.",
  input,
  account: false,
  async run({ deps }, { zip }) {
    const answer = await deps.distributors.nearest(zip);
    const nearest = answer.distributors[0];
    const message = nearest
      ? `The nearest stocking distributor to ${answer.zip} (${answer.origin.place}) is ${nearest.name}, ${nearest.branch}, ${nearest.distanceMiles} miles away.`
      : `No stocking distributor is on file near ${answer.zip}.`;
    return ok(message, { zip: answer.zip, place: answer.origin.place, distributors: answer.distributors });
  },
});
