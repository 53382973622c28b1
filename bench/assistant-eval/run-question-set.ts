import { parseSpecTable } from "../../lib/catalog/product-page.ts";
import { calculatePayback } from "../../lib/energy/payback.ts";
import { formatCents } from "../../lib/shared/money.ts";
import type { EngineAnswer } from "../../server/modules/assistant/engine/types.ts";
import type { EvalApp } from "./eval-app.ts";
import {
  EVAL_TOPICS,
  type EvalData,
  type EvalQuestion,
  type EvalTopic,
  type Fact,
  QUESTIONS,
} from "./questions.ts";

export type QuestionResult = {
  question: EvalQuestion;
  answer: EngineAnswer;
  toolsCalled: string[];
  correct: boolean;
  /** Why it is not correct: each missed check. */
  misses: string[];
};

export type TopicScore = { topic: EvalTopic | "total"; count: number; correct: number; percent: number };

/** A SKU-shaped word in a reply (every one must be a catalogue product's). */
const SKU_WORD = /\b[A-Z]{2,4}(?:-[A-Z0-9]+){2,5}\b/g;

/** The facts' data, read from the modules and the seeded catalogue (never from the engine). */
export function evalData({ h, callers }: EvalApp): EvalData {
  const products = new Map(h.catalog?.products.map((p) => [p.sku, p]));
  const product = (sku: string) => {
    const found = products.get(sku);
    if (!found) throw new Error(`question set names ${sku}, not in the demo catalogue`);
    return found;
  };
  const ben = callers.ben;
  if (!ben) throw new Error("no Ben");
  return {
    name: (sku) => product(sku).name,
    spec: (sku, label) => {
      const row = parseSpecTable(product(sku).technicalSpecs).find((r) => r.label === label);
      if (!row) throw new Error(`${sku} has no ${label}`);
      return row.value;
    },
    document: (sku, type) => {
      const doc = product(sku).documents.find((d) => d.type === type);
      if (!doc) throw new Error(`${sku} has no ${type}`);
      return doc.url;
    },
    stock: async (sku) => {
      const stock = await h.services.productDetails.inventoryFor(ben, sku);
      return stock.inventory.reduce((sum, row) => sum + row.quantity, 0).toLocaleString("en-US");
    },
    bensOrders: async () =>
      (await h.services.orders.list(ben, "me", { limit: 5 })).orders.map((o) => o.number),
    orderStatus: async (orderNumber) => {
      const found = await h.services.orders.findByNumber(ben, orderNumber);
      if (!found) throw new Error(`Ben has no ${orderNumber}`);
      const order = await h.services.orders.get(ben, found.id);
      return order.OrderStatus.toLowerCase().replace(/_/g, " ").replace("processing", "being processed");
    },
    annualSaving: (input) =>
      formatCents(
        calculatePayback({
          existingFixtures: input.existingFixtures,
          existingWatts: input.existingWatts,
          newFixtures: input.existingFixtures,
          newWatts: input.newWatts,
          hoursPerDay: input.hoursPerDay,
          daysPerYear: input.daysPerYear,
          energyRateCentsPerKwh: input.rateCentsPerKwh,
          maintenanceCentsPerFixture: 2000,
          fixtureCostCents: 25_000,
          installCostCents: 7500,
          rebateCentsPerFixture: 0,
        }).annualSavingsCents,
      ),
    bestArticle: (question) => h.services.content.search(question, 1)[0]?.title ?? "(no article)",
    bensLatestQuote: async () => {
      const list = await h.services.quotes.list(ben, "A-10001", { pageSize: 1 });
      return list.quotes[0]?.number ?? "(no quote)";
    },
  };
}

const holds = (text: string, fact: Fact) =>
  typeof fact === "string" ? text.includes(fact) : fact.test(text);

/** Asks one question of the engine as its asker and checks the answer. */
export async function runQuestion(
  app: EvalApp,
  data: EvalData,
  question: EvalQuestion,
): Promise<QuestionResult> {
  const history = (question.previous ?? []).map((content) => ({ role: "user" as const, content }));
  const answer = await app.h.services.assistant.answer(app.callers[question.asker], {
    text: question.text,
    history,
  });
  const toolsCalled = answer.toolCalls.map((call) => call.name);
  const misses: string[] = [];
  for (const tool of question.tools) if (!toolsCalled.includes(tool)) misses.push(`tool ${tool} not called`);
  for (const fact of await question.facts(data)) {
    if (!holds(answer.text, fact)) misses.push(`missing ${String(fact)}`);
  }
  for (const fact of question.absent ?? [])
    if (holds(answer.text, fact)) misses.push(`holds ${String(fact)}`);
  for (const card of question.cards ?? []) if (!answer.cards[card]) misses.push(`no ${card} card`);
  // Grounding: every SKU named is a catalogue product's, and every card came from a tool result.
  const skus = new Set(app.h.catalog?.products.map((p) => p.sku));
  for (const word of answer.text.match(SKU_WORD) ?? []) {
    if (/^(?:SO|INV|Q|QT|PO)-/.test(word)) continue;
    if (!skus.has(word) && !question.text.includes(word)) misses.push(`names ${word}, not in the catalogue`);
  }
  const returned = new Set(answer.toolCalls.flatMap((c) => (c.result.data.products ?? []).map((p) => p.sku)));
  for (const card of answer.cards.products ?? []) {
    if (!returned.has(card.sku)) misses.push(`product card ${card.sku} not returned by a tool`);
  }
  return { question, answer, toolsCalled, correct: misses.length === 0, misses };
}

/** Runs the whole set; answers the results and the score by topic (and the total, last). */
export async function runQuestionSet(app: EvalApp, questions: readonly EvalQuestion[] = QUESTIONS) {
  const data = evalData(app);
  const results: QuestionResult[] = [];
  for (const question of questions) results.push(await runQuestion(app, data, question));
  const score = (topic: EvalTopic | "total"): TopicScore => {
    const of = topic === "total" ? results : results.filter((r) => r.question.topic === topic);
    const correct = of.filter((r) => r.correct).length;
    return {
      topic,
      count: of.length,
      correct,
      percent: of.length ? Math.round((correct / of.length) * 1000) / 10 : 0,
    };
  };
  return { results, byTopic: EVAL_TOPICS.map(score), total: score("total") };
}
