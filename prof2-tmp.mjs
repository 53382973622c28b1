import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage();
await browser.startTracing(page, { path: "/tmp/lh/pw-trace.json", categories: ["devtools.timeline","disabled-by-default-devtools.timeline","v8.execute","disabled-by-default-v8.cpu_profiler","toplevel"] });
await page.goto(process.argv[2], { waitUntil: "networkidle" });
await page.waitForTimeout(500);
await browser.stopTracing();
await browser.close();
const events = JSON.parse(readFileSync("/tmp/lh/pw-trace.json", "utf8")).traceEvents;
// renderer main thread: the thread with most RunTask and ParseHTML
const prof0 = events.find((e) => e.name === "Profile");
 const parse = events.find((e) => e.name === "ParseHTML" && e.pid === prof0.pid);
const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
// cpu profile
const nodes = new Map(); const samples = [];
const prof = events.find((e) => e.name === "Profile" && e.pid === parse.pid);
let ts = prof.args.data.startTime;
for (const c of events.filter((e) => e.name === "ProfileChunk" && e.pid === prof.pid && e.id === prof.id)) {
  const d = c.args.data; for (const n of d.cpuProfile?.nodes ?? []) { nodes.set(n.id, n); }
  const s = d.cpuProfile?.samples ?? []; const td = d.timeDeltas ?? [];
  for (let i = 0; i < s.length; i++) { ts += td[i]; samples.push([ts, s[i]]); }
}
const name = (n) => `${n.callFrame.functionName || "(anon)"}@${(n.callFrame.url ?? "").split("/").pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
const long = main.filter((e) => e.name === "RunTask" && e.dur > Number(process.argv[3] ?? 30000));
for (const task of long) {
  const within = samples.filter(([t]) => t >= task.ts && t <= task.ts + task.dur);
  const incl = {}, self = {};
  for (const [, id] of within) {
    let n = nodes.get(id); self[name(n)] = (self[name(n)] ?? 0) + 1; const seen = new Set();
    while (n) { const k = name(n); if (!seen.has(k)) { seen.add(k); incl[k] = (incl[k] ?? 0) + 1; } n = n.parent ? nodes.get(n.parent) : null; }
  }
  const top = (o, k) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, k).map(([a, b]) => `${b} ${a}`).join("\n     ");
  console.log(`TASK ${(task.dur / 1000).toFixed(0)} ms, ${within.length} samples\n  incl:\n     ${top(incl, 40)}\n  self:\n     ${top(self, 12)}`);
}
