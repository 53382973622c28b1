import { openEvalApp } from "./eval-app.ts";
import { runQuestionSet } from "./run-question-set.ts";

/**
 * `npm run eval:assistant` (issue 16 item 4, "Quality"): asks the question set of the built-in engine
 * on a freshly seeded demo app, prints each miss and the score by topic, and exits non-zero below 90 %.
 */
const THRESHOLD = 90;

const app = await openEvalApp("pglite");
try {
  const { results, byTopic, total } = await runQuestionSet(app);
  for (const result of results.filter((r) => !r.correct)) {
    console.log(`✗ ${result.question.id} [${result.question.asker}] ${result.question.text}`);
    console.log(`    tools: ${result.toolsCalled.join(", ") || "none"}; ${result.misses.join("; ")}`);
    console.log(`    answer: ${result.answer.text}`);
  }
  console.log("\n| Topic | Questions | Correct | % |\n|---|---:|---:|---:|");
  for (const row of [...byTopic, total]) {
    console.log(
      `| ${row.topic === "total" ? "Total" : row.topic} | ${row.count} | ${row.correct} | ${row.percent} |`,
    );
  }
  if (total.percent < THRESHOLD) {
    console.log(`\nBelow ${THRESHOLD} %: the built-in engine does not pass.`);
    process.exitCode = 1;
  }
} finally {
  await app.h.dispose();
}
