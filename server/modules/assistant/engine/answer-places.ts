import { formatCents } from "../../../../lib/shared/money.ts";
import type { Reply, Turn } from "./types.ts";
import { listOf, refusal } from "./words.ts";

const ASK_ZIP = "Which ZIP code is the project in? Give me the 5-digit ZIP code and I will look it up.";

type Program = {
  utility: string;
  name: string;
  status: string;
  endsOn: string | null;
  measures: { label: string; standardCents: number; premiumCents: number }[];
};

/** Rebates: the utility programs of the ZIP code (rebates_by_zip). */
export async function answerRebates(turn: Turn): Promise<Reply> {
  const zip = turn.reading.entities.place?.zip;
  if (!zip) return { text: ASK_ZIP };
  const result = await turn.call("rebates_by_zip", { zip });
  if (!result.success) return { text: refusal(result) };
  const programs = ((result.data.programs ?? []) as Program[]).filter((p) => p.status !== "expired");
  if (!programs.length) return { text: refusal(result) };
  const rows = programs.map((program) => {
    const best = program.measures.reduce((max, m) => Math.max(max, m.premiumCents, m.standardCents), 0);
    return `${program.utility}'s ${program.name}${best ? ` (up to ${formatCents(best)} a fixture)` : ""}${program.endsOn ? `, ending ${program.endsOn.slice(0, 10)}` : ""}`;
  });
  return {
    text: `${refusal(result)} ${listOf(rows)}. Details and how to apply: ${String(result.data.link ?? "")}`,
  };
}

type Rep = { name: string; email: string; phone?: string | null; territory?: string };

/** Sales representative of a state (find_sales_rep). */
export async function answerSalesRep(turn: Turn): Promise<Reply> {
  const state = turn.reading.entities.place?.state;
  if (!state)
    return {
      text: "Which state is the project in? Tell me the state or a ZIP code and I will find your representative.",
    };
  const result = await turn.call("find_sales_rep", { state });
  const reps = (result.data.salesReps ?? []) as Rep[];
  if (!result.success || !reps.length) return { text: refusal(result) };
  const rows = reps
    .slice(0, 3)
    .map((rep) => `${rep.name} (${rep.email}${rep.phone ? `, ${rep.phone}` : ""})`);
  return { text: `Your sales representative for ${state}: ${listOf(rows)}.` };
}

type Distributor = { name: string; branch: string; address?: string; phone?: string; distanceMiles: number };

/** Stocking distributors near a ZIP code (find_wholesaler). */
export async function answerWholesaler(turn: Turn): Promise<Reply> {
  const zip = turn.reading.entities.place?.zip;
  if (!zip) return { text: ASK_ZIP };
  const result = await turn.call("find_wholesaler", { zip });
  if (!result.success) return { text: refusal(result) };
  const rows = ((result.data.distributors ?? []) as Distributor[])
    .slice(0, 3)
    .map((d) => `${d.name}, ${d.branch} (${d.distanceMiles} miles${d.phone ? `, ${d.phone}` : ""})`);
  return { text: rows.length ? `${refusal(result)} Nearest branches: ${listOf(rows)}.` : refusal(result) };
}
