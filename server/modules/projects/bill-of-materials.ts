import type { SessionUser } from "../../../lib/accounts/users.ts";
import { bomFileName, type Project } from "../../../lib/projects/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { openFactSheet } from "../media/index.ts";
import { drawPricedLines } from "../quotes/index.ts";
import type { ProjectsDeps } from "./deps.ts";
import { loadProject } from "./load-project.ts";

type BomFile = { fileName: string; contentType: string; bytes: Uint8Array<ArrayBuffer> };

/** Dollars with two decimals and no sign or separator, as a spreadsheet reads a number. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe: names and notes
 * are typed by people, and a BOM is opened in Excel.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const CSV_HEADER = [
  "Line",
  "SKU",
  "Catalog number",
  "Product",
  "Options",
  "Quantity",
  "Unit price (USD)",
  "Line total (USD)",
  "Note",
];

/** What a bill of materials lists: priced lines with notes, and the totals (a project's, a draft's). */
export type BomSheet = Pick<Project, "items" | "unitCount" | "totalCents">;

/**
 * What the PDF draws besides the lines: the project's name, note and date, and the account whose
 * prices apply (null: list prices, Help me buy's draft bill of materials for a guest).
 */
export type BomDocument = BomSheet &
  Omit<Project, "projectID" | "createdAt" | "accountId"> & { accountId: string | null };

/** The project's bill of materials as CSV text: one row per line at the caller's prices, then the total. */
export function bomCsv(project: BomSheet): string {
  const rows = project.items.map((item, index) => [
    String(index + 1),
    item.productDetails.sku,
    item.catalogNumber,
    item.productDetails.name,
    item.options.map((o) => `${o.group}: ${o.label}`).join("; "),
    String(item.quantity),
    item.available ? dollars(item.unitPriceCents + item.optionsPerUnitCents) : "",
    item.available ? dollars(item.lineTotalCents) : "",
    item.available ? item.note : [item.note, item.unavailableReason].filter(Boolean).join(" - "),
  ]);
  const total = ["", "", "", "Total", "", String(project.unitCount), "", dollars(project.totalCents), ""];
  // CRLF as RFC 4180 writes it; a BOM first so Excel reads UTF-8 names.
  return `\uFEFF${[CSV_HEADER, ...rows, total].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** The bill of materials as a PDF, drawn with the quote PDF's layout (header band, lines grid, totals). */
export async function renderBomPdf(
  project: BomDocument,
  config: PublicConfig,
): Promise<Uint8Array<ArrayBuffer>> {
  const sheet = await openFactSheet(
    config,
    {
      title: `${project.name}: bill of materials`,
      subject: `Bill of materials of the project ${project.name}`,
      kind: "Bill of materials",
      date: new Date(project.updatedAt),
      footnote:
        project.accountId === null
          ? "Prices are today's list prices; sign in for your account's prices. All amounts in US dollars."
          : `Prices are today's prices for account ${project.accountId}; all amounts in US dollars.`,
    },
    { title: project.name, subtitle: "Bill of materials" },
    [
      ["Project", project.name],
      ["Account", project.accountId ?? "List prices"],
      ["Lines", String(project.lineCount)],
      ["Units", String(project.unitCount)],
      ["Total", formatCents(project.totalCents)],
    ],
  );
  drawPricedLines(sheet, {
    ...project,
    items: project.items.map((item) => ({
      ...item,
      productDetails: {
        ...item.productDetails,
        // The line's note travels with its name, where the grid has room for it.
        name: [item.productDetails.name, item.note && `Note: ${item.note}`, item.unavailableReason]
          .filter(Boolean)
          .join("\n"),
      },
    })),
  });
  if (project.note) {
    sheet.heading("Notes");
    sheet.text(project.note);
  }
  return sheet.save();
}

/** The file of a bill of materials in the format asked for, named after it. */
export async function bomFile(
  bom: BomDocument,
  format: "csv" | "pdf",
  config: PublicConfig,
): Promise<BomFile> {
  if (format === "csv")
    return {
      fileName: bomFileName(bom.name, "csv"),
      contentType: "text/csv; charset=utf-8",
      bytes: new TextEncoder().encode(bomCsv(bom)) as Uint8Array<ArrayBuffer>,
    };
  return {
    fileName: bomFileName(bom.name, "pdf"),
    contentType: "application/pdf",
    bytes: await renderBomPdf(bom, config),
  };
}

/** `GET user-service/projects/{projectID}/bom.{csv|pdf}`: the caller's project's bill of materials. */
export async function billOfMaterials(
  deps: ProjectsDeps,
  caller: SessionUser,
  projectId: string,
  format: "csv" | "pdf",
  config: PublicConfig,
): Promise<BomFile> {
  return bomFile(await loadProject(deps.db, deps, caller, projectId), format, config);
}
