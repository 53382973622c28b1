import type { SessionUser } from "../../../lib/accounts/users.ts";
import { chosenScx, leadTimeLabel, SCX_BASE_SKU } from "../../../lib/builder/scx.ts";
import { scxDrawing } from "../../../lib/builder/scx-drawing.ts";
import { type Design, designPdfFileName } from "../../../lib/designs/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { formatLongDate, openFactSheet } from "../media/index.ts";
import type { DesignsDeps } from "./deps.ts";
import { getDesign } from "./get-design.ts";

/**
 * A design's spec sheet: the brand's header, the design's name and catalog number, the drawing of the
 * configured fixture (the builder's own figure), every choice with its catalog-number segment and
 * adder, the lead time and the prices for the caller (list, and the account's when it has a price
 * list rule for the SCX base), and the note. Drawn with the generated product documents' layout; dated
 * by the design's last change, so the same design gives the same bytes.
 */
export async function renderDesignPdf(
  design: Design,
  config: PublicConfig,
  accountPriced: boolean,
): Promise<Uint8Array<ArrayBuffer>> {
  const sheet = await openFactSheet(
    config,
    {
      title: `${design.name} – ${design.catalogNumber}`,
      subject: `Custom SCX design ${design.catalogNumber}`,
      kind: "Custom design",
      date: new Date(design.updatedAt),
      footnote: `Custom design ${design.catalogNumber}. Built to order; prices in US dollars, subject to confirmation.`,
    },
    { title: design.name, subtitle: `SCX Linear Architectural  ·  ${design.catalogNumber}` },
    [
      ["Catalog number", design.catalogNumber],
      ["Series", "SCX Linear Architectural (built to order)"],
      ["Lead time", leadTimeLabel(design.leadTimeDays)],
      ["List price", `${formatCents(design.listPriceCents)} each`],
      ...(accountPriced && design.accountPriceCents !== null
        ? [["Your price", `${formatCents(design.accountPriceCents)} each`] as const]
        : []),
      ["Saved", formatLongDate(design.createdAt)],
    ],
  );
  const drawing = scxDrawing(design.configuration);
  sheet.figures([{ figure: drawing, caption: drawing.description }], 170);
  sheet.heading("Configuration");
  sheet.grid(
    [
      { header: "Option", width: 2.2 },
      { header: "Choice", width: 4.2 },
      { header: "Segment", width: 1.4 },
      { header: "Adder", width: 1.4, align: "right" },
    ],
    chosenScx(design.configuration).map(({ group, choice }) => [
      group.label,
      choice.label,
      choice.segment,
      choice.adderCents > 0 ? `+${formatCents(choice.adderCents)}` : "Included",
    ]),
  );
  sheet.text(`Base fixture: ${SCX_BASE_SKU}.`, { size: 9 });
  if (design.note) {
    sheet.heading("Note");
    sheet.text(design.note);
  }
  return sheet.save();
}

/** The caller's design as a spec sheet PDF, named by its catalog number. */
export async function designPdf(
  deps: DesignsDeps,
  caller: SessionUser,
  designId: string,
  config: PublicConfig,
): Promise<{ fileName: string; bytes: Uint8Array<ArrayBuffer> }> {
  const design = await getDesign(deps, caller, designId);
  return {
    fileName: designPdfFileName(design.catalogNumber),
    bytes: await renderDesignPdf(design, config, design.accountPriceCents !== null),
  };
}
