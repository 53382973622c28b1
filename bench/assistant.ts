/**
 * Assistant benchmark (issue 16, "Performance"): `npm run bench:assistant`.
 *
 * On a fresh embedded PGlite database (in memory) and, with DATABASE_URL, on a fresh database created
 * on that PostgreSQL server (and dropped after), it seeds a demo catalogue of --products products
 * (default 100,000), the demo accounts, price lists, coupons, orders, invoices, quotes, rebate programs
 * and distributors (what the chat's tools read), VACUUM ANALYZEs, serves the app on a loopback port and
 * asks `POST /api/chat` (API-10, the built-in engine) a fixed mix of questions over HTTP: the welcome
 * card's 8 questions, as a guest and as the demo buyer Ben (signed in), and the built-in engine's eval
 * questions, each as its own asker (a guest, Ben, or Bob, a basic customer), follow-ups with their
 * earlier turns. Each reply is read as it streams: the time to its first `text-delta` chunk and to the
 * end of the stream. At concurrencies 1 and 4 it prints p50/p95/p99/max of both, by topic (or by the
 * engine's intent) and overall, with the statements each question sends (counted at the driver in an
 * untimed pass at concurrency 1, the session lookup and the rate limit's count included), and checks
 * the overall p95 at concurrency 1 against the targets: first text ≤ 200 ms, whole reply ≤ 600 ms.
 * Not part of `npm test`: the figures depend on the machine.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { readQuestion } from "../lib/assistant/read-question.ts";
import { WELCOME_QUESTIONS } from "../lib/assistant/welcome-questions.ts";
import type { Database } from "../server/db/client.ts";
import { chatBody, chunksOf } from "../server/modules/assistant/chat/chat.test-support.ts";
import { readHistory } from "../server/modules/assistant/engine/answer-question.ts";
import { generateDemoCatalog } from "../server/modules/catalog/index.ts";
import { seedDemoDistributors } from "../server/modules/distributors/index.ts";
import { seedDemoInvoices } from "../server/modules/invoices/index.ts";
import { seedDemoOrders } from "../server/modules/orders/index.ts";
import { seedDemoQuotes } from "../server/modules/quotes/index.ts";
import { seedRebatePrograms } from "../server/modules/rebates/index.ts";
import { countQueries } from "../server/testing/query-counter.ts";
import type { Asker } from "./assistant-eval/eval-app.ts";
import { QUESTIONS } from "./assistant-eval/questions.ts";
import {
  type Figures,
  figuresOf,
  openBenchApp,
  parseBenchArgs,
  printFigures,
  runOnDatabases,
  secondsSince,
  seedStorefront,
  serveBenchApp,
} from "./support.ts";

const usage = `Usage: npm run bench:assistant -- [--products N] [--requests N] [--seconds S] [--by topic|intent]
                                 [--only pglite|postgres] [--verbose]

  --products N   catalogue size (default 100000)
  --requests N   timed questions per concurrency (default 400): the mix asked in turn, over and over
  --seconds S    time limit per concurrency (default 120)
  --by KIND      figures by the question's topic (default) or by the engine's intent
  --only KIND    one database only
  --verbose      also print each question's figures at concurrency 1 (slowest first) and the five
                 slowest replies of each run

PostgreSQL runs too when DATABASE_URL is set: a database named bench_assistant_<random> is created
on that server for the run and dropped afterwards.`;

const argsSchema = z.object({
  products: z.coerce.number().int().min(1_000).max(1_000_000).default(100_000),
  requests: z.coerce.number().int().min(10).max(100_000).default(400),
  seconds: z.coerce.number().min(1).max(3_600).default(120),
  by: z.enum(["topic", "intent"]).default("topic"),
  verbose: z.boolean().default(false),
  only: z.enum(["pglite", "postgres"]).optional(),
  help: z.boolean().default(false),
});
type Args = z.infer<typeof argsSchema>;

const CONCURRENCIES = [1, 4] as const;
/** Issue 16's targets, at concurrency 1: p95 of the first text token and of the whole reply. */
const TARGET_FIRST_TEXT_MS = 200;
const TARGET_REPLY_MS = 600;
/** ASSISTANT_QUESTIONS_PER_MINUTE at its maximum: the bench asks far more than a person. */
const QUESTIONS_PER_MINUTE = 10_000;
/** The site's origin, which a browser's request carries. */
const ORIGIN = "http://localhost:3000";

const EMAILS: Record<Exclude<Asker, "guest">, string> = {
  ben: "ben.buyer@brightline.example",
  bob: "bob.basic@example.com",
  olivia: "olivia.owner@northgate.example",
};

type Question = {
  id: string;
  topic: string;
  /** The engine's reading of the question (after its earlier turns). */
  intent: string;
  asker: Asker;
  previous: string[];
  text: string;
};

/** The welcome card's questions as a guest and as Ben, then the eval questions as their askers. */
function questionMix(): Question[] {
  const intentOf = (text: string, previous: string[]) =>
    readQuestion(text, readHistory(previous.map((content) => ({ role: "user" as const, content })))).intent;
  const welcome = WELCOME_QUESTIONS.flatMap((q) =>
    (["guest", "ben"] as const).map(
      (asker): Question => ({
        id: `welcome-${q.topic}-${asker}`,
        topic: q.topic,
        intent: intentOf(q.text, []),
        asker,
        previous: [],
        text: q.text,
      }),
    ),
  );
  const evals = QUESTIONS.map(
    (q): Question => ({
      id: q.id,
      topic: q.topic,
      intent: intentOf(q.text, q.previous ?? []),
      asker: q.asker,
      previous: q.previous ?? [],
      text: q.text,
    }),
  );
  return [...welcome, ...evals];
}

/**
 * The demo data the chat's tools read besides the catalogue and the accounts, as the server seeds it
 * (server/boot.ts): the demo orders on the 360-product demo catalogue's SKUs (all in the larger one),
 * quotes, invoices, rebate programs and distributors; then VACUUM ANALYZE (PGlite runs no autovacuum:
 * the catalogue's GIN indexes would keep their pending lists).
 */
async function seedDemoActivity(database: Database) {
  const started = performance.now();
  const db = database.db;
  const orders = await seedDemoOrders(
    db,
    generateDemoCatalog({ products: 360 }).products.map((p) => p.sku),
  );
  const quotes = await seedDemoQuotes(db, { designatedSkus: [] });
  const invoices = await seedDemoInvoices(db);
  const rebates = await seedRebatePrograms(db);
  const distributors = await seedDemoDistributors(db);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `  seeded ${orders.orders} orders, ${quotes.quotes} quotes, ${invoices.invoices} invoices, ${rebates.programs} rebate programs, ${distributors.distributors} distributors and vacuum analyzed in ${secondsSince(started)}`,
  );
}

type Sample = { question: Question; firstText: number; reply: number; concurrency: number };

/**
 * Asks `question` over HTTP and reads the reply as it streams (server-sent events, chunk by chunk):
 * the milliseconds to the first `text-delta` chunk and to the end of the stream. Throws on a status
 * other than 200, an error chunk or a reply without text.
 */
async function ask(base: string, question: Question, token: string | null) {
  const body = chatBody(
    question.text,
    question.previous.map((text) => ({ role: "user" as const, text })),
  );
  const sent = performance.now();
  const response = await fetch(`${base}/api/chat`, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`${question.id} answered ${response.status}: ${await response.text()}`);
  let firstText: number | undefined;
  let pending = "";
  const decoder = new TextDecoder();
  const read = (events: string) => {
    for (const chunk of chunksOf(events)) {
      if (chunk.type === "text-delta") firstText ??= performance.now() - sent;
      else if (chunk.type === "error")
        throw new Error(`${question.id} streamed an error: ${chunk.errorText}`);
    }
  };
  for await (const bytes of response.body) {
    pending += decoder.decode(bytes, { stream: true });
    const end = pending.lastIndexOf("\n\n");
    if (end < 0) continue;
    read(pending.slice(0, end));
    pending = pending.slice(end + 2);
  }
  read(pending + decoder.decode());
  const reply = performance.now() - sent;
  if (firstText === undefined) throw new Error(`${question.id}: the reply streamed no text`);
  return { firstText, reply };
}

/** Asks the mix in turn from `concurrency` workers until `requests` are answered or the time is up. */
async function askMix(
  base: string,
  mix: Question[],
  tokens: Record<Asker, string | null>,
  concurrency: number,
  requests: number,
  seconds: number,
) {
  const samples: Sample[] = [];
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (next < requests && performance.now() < deadline) {
      const question = mix[next++ % mix.length] as Question;
      const timed = await ask(base, question, tokens[question.asker]);
      samples.push({ question, concurrency, ...timed });
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { samples, seconds: (performance.now() - started) / 1000 };
}

const ms = (value: number) => value.toFixed(1).padStart(7);

async function run(database: Database, args: Args): Promise<Figures[]> {
  await seedStorefront(database, args.products);
  await seedDemoActivity(database);
  const { app, signIn } = await openBenchApp(database, { assistantQuestionsPerMinute: QUESTIONS_PER_MINUTE });
  const tokens: Record<Asker, string | null> = {
    guest: null,
    ben: await signIn(EMAILS.ben),
    bob: await signIn(EMAILS.bob),
    olivia: await signIn(EMAILS.olivia),
  };
  const mix = questionMix();
  const server = await serveBenchApp(app);
  const figures: Figures[] = [];
  try {
    // Untimed, at concurrency 1: warms plans and caches as a running server has them, and counts the
    // statements each question sends (they do not depend on the concurrency).
    const statements = new Map<string, number>();
    const counter = countQueries(database.db);
    try {
      for (const question of mix) {
        counter.reset();
        await ask(server.base, question, tokens[question.asker]);
        statements.set(question.id, counter.count);
      }
    } finally {
      counter.stop();
    }
    const statementsOf = (samples: Sample[]) =>
      Math.max(0, ...samples.map((s) => statements.get(s.question.id) ?? 0));

    for (const concurrency of CONCURRENCIES) {
      const { samples, seconds } = await askMix(
        server.base,
        mix,
        tokens,
        concurrency,
        args.requests,
        args.seconds,
      );
      console.log(
        `  concurrency ${concurrency}: ${samples.length} questions in ${seconds.toFixed(1)} s (${(samples.length / seconds).toFixed(1)} a second); statements: the most a question of the group sends`,
      );
      const groups = [...new Set(mix.map((q) => q[args.by]))];
      for (const [measure, label, target] of [
        ["firstText", "first text", TARGET_FIRST_TEXT_MS],
        ["reply", "whole reply", TARGET_REPLY_MS],
      ] as const) {
        for (const group of groups) {
          const of = samples.filter((s) => s.question[args.by] === group);
          if (of.length === 0) continue;
          const row = figuresOf(
            database,
            `c${concurrency} ${measure} ${args.by}=${group}`,
            of.map((s) => s[measure]),
            statementsOf(of),
          );
          figures.push(row);
          printFigures(row, `${label}, ${group}`);
        }
        const overall = figuresOf(
          database,
          `c${concurrency} ${measure} all`,
          samples.map((s) => s[measure]),
          statementsOf(samples),
          concurrency === 1 ? target : undefined,
        );
        figures.push(overall);
        printFigures(overall, `${label}, all ${mix.length} questions`);
      }
      if (args.verbose) {
        console.log("    the five slowest replies (first text / whole reply):");
        for (const s of [...samples].sort((a, b) => b.reply - a.reply).slice(0, 5))
          console.log(
            `      ${ms(s.firstText)} / ${ms(s.reply)} ms  ${s.question.id} (${s.question.intent}, ${s.question.asker}): ${s.question.text}`,
          );
      }
      if (args.verbose && concurrency === 1) {
        console.log("    each question at concurrency 1, slowest p50 of the whole reply first:");
        const rows = mix
          .map((question) => {
            const of = samples.filter((s) => s.question.id === question.id);
            return {
              question,
              first: figuresOf(
                database,
                "",
                of.map((s) => s.firstText),
                0,
              ),
              reply: figuresOf(
                database,
                "",
                of.map((s) => s.reply),
                0,
              ),
            };
          })
          .filter((r) => r.reply.count > 0)
          .sort((a, b) => b.reply.p50 - a.reply.p50);
        for (const { question, first, reply } of rows)
          console.log(
            `      p50 ${ms(first.p50)} / ${ms(reply.p50)} ms  max ${ms(reply.max)} ms  n=${reply.count}  ${String(statements.get(question.id)).padStart(3)} statements  ${question.id} (${question.intent}, ${question.asker})`,
          );
      }
    }
  } finally {
    await server.close();
  }
  return figures;
}

async function main(): Promise<number> {
  const parsed = parseBenchArgs(
    usage,
    {
      products: { type: "string" },
      requests: { type: "string" },
      seconds: { type: "string" },
      by: { type: "string" },
      verbose: { type: "boolean", short: "v" },
    },
    argsSchema,
  );
  if ("exitCode" in parsed) return parsed.exitCode;
  const { args } = parsed;
  const mix = questionMix();
  console.log(
    `Assistant benchmark: POST /api/chat (the built-in engine) over HTTP, ${mix.length} questions (${mix.filter((q) => q.asker === "guest").length} as a guest), ${args.requests} timed per concurrency, ${args.products} products (${new Date().toISOString()})`,
  );
  return runOnDatabases("assistant", args, (database) => run(database, args));
}

process.exitCode = await main();
