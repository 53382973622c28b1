import type { NegotiationAction } from "../../../lib/quotes/negotiation-contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { noticeMail } from "../../adapters/mail/notice-mail.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { salesRepEmailsOf } from "../accounts/index.ts";
import type { QuoteMailSettings } from "./deps.ts";
import type { quotes } from "./schema.ts";

type QuoteRow = Pick<
  typeof quotes.$inferSelect,
  "id" | "number" | "accountId" | "accountName" | "totalCents"
>;

/** "Dec 24, 2026", as the pages write dates. */
const day = (isoDate: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

const verbs: Record<NegotiationAction, string> = {
  requested: "asks for a quote",
  answered: "answered your quote request",
  "asked-again": "asks again about the quote",
  accepted: "accepted the quote",
  declined: "declined the quote",
};

/** The quote's page in the portal. */
const quoteUrl = (mail: QuoteMailSettings, id: string) => `${mail.baseURL}/user/quotes/${id}`;

/**
 * Issue 32: a step of the buyer (request, ask again, accept, decline) mailed to the account's sales
 * reps and the manufacturer's quote desk; sent only once the step has committed (the caller holds the
 * mail).
 */
export async function mailSellers(
  mail: QuoteMailSettings | undefined,
  db: DbOrTx,
  quote: QuoteRow,
  step: { action: NegotiationAction; actorName: string; message: string; neededBy?: string },
): Promise<void> {
  if (!mail) return;
  const to = [
    ...new Set([...(await salesRepEmailsOf(db, quote.accountId)), mail.quoteDeskEmail.toLowerCase()]),
  ];
  for (const address of to) {
    await mail.mailer.send(
      noticeMail({
        to: address,
        purpose: "quote-negotiation",
        subject: `Quote ${quote.number} (${quote.accountName}): ${step.actorName} ${verbs[step.action]}`,
        greeting: "Hello,",
        lines: [
          `${step.actorName} of ${quote.accountName} (${quote.accountId}) ${verbs[step.action]} ${quote.number}.`,
          ...(step.neededBy ? [`Prices needed by ${day(step.neededBy)}.`] : []),
          ...(step.message ? [`“${step.message}”`] : []),
        ],
        link: { label: "Open the quote", url: quoteUrl(mail, quote.id) },
      }),
    );
  }
}

/** Issue 32: the rep's or the staff's answer, mailed to the buyer who asked. */
export async function mailBuyer(
  mail: QuoteMailSettings | undefined,
  quote: QuoteRow,
  to: string,
  step: { actorName: string; note: string; expiresOn: string },
): Promise<void> {
  if (!mail) return;
  await mail.mailer.send(
    noticeMail({
      to,
      purpose: "quote-negotiation",
      subject: `${mail.brandName} quote ${quote.number}: your prices are ready`,
      greeting: "Hello,",
      lines: [
        `${step.actorName} answered your quote request ${quote.number}: ${formatCents(quote.totalCents)} in all, held until ${day(step.expiresOn)}.`,
        ...(step.note ? [`“${step.note}”`] : []),
        "Accept the prices to order at them, ask again, or decline, from the quote's page.",
      ],
      link: { label: "See the prices", url: quoteUrl(mail, quote.id) },
    }),
  );
}
