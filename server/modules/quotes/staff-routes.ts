import { answerQuoteBody } from "../../../lib/quotes/negotiation-contract.ts";
import { staffQuoteListQuery } from "../../../lib/quotes/staff-contract.ts";
import { parseJson, uuidParam } from "../../http.ts";
import { STAFF_CSV_LIMIT, type StaffApi, staffCsv } from "../../staff-api.ts";
import { staffListParams } from "../../staff-list.ts";
import { quoteNotFound } from "./deps.ts";
import type { QuotesModule } from "./index.ts";

/**
 * Issue 33 item 3: customer service's calls under /api/staff (permission `quotes.answer`): every
 * account's negotiated quote requests (and their CSV), one with its lines and thread, and the answer,
 * the same use case as the rep's and the integration API's with the staff member as the answerer.
 */
export function staffQuoteRoutes(api: StaffApi, quotes: QuotesModule) {
  api.get("/quote-requests", "quotes.answer", async (c) => {
    const { query, csv } = staffListParams(c, staffQuoteListQuery);
    if (!csv) return c.json(await quotes.staffList(query));
    const { rows } = await quotes.staffList(query, STAFF_CSV_LIMIT);
    return staffCsv(
      "quote-requests.csv",
      [
        "Number",
        "Status",
        "Requested",
        "Account",
        "Account name",
        "Requester",
        "Email",
        "Needed by",
        "Lines",
        "Total (cents)",
        "Answered by",
        "Rep answered",
      ],
      rows.map((r) => [
        r.number,
        r.status,
        r.requestedAt,
        r.accountId,
        r.accountName,
        r.requestedBy,
        r.requestedByEmail,
        r.neededBy,
        String(r.lineCount),
        String(r.totalCents),
        r.answeredBy ?? "",
        r.answeredByRep ? "yes" : "no",
      ]),
    );
  });

  api.get("/quote-requests/:id", "quotes.answer", async (c) =>
    c.json(await quotes.staffRequest(uuidParam(c, "id", quoteNotFound))),
  );

  api.post("/quote-requests/:id/answer", "quotes.answer", async (c) => {
    const id = uuidParam(c, "id", quoteNotFound);
    return c.json(await quotes.answerInConsole(c.get("staff"), id, await parseJson(c, answerQuoteBody)));
  });
}
