/**
 * How fast this machine is today, in the work the server does most (issue 17): server-rendering a
 * fixed React tree (a grid of 48 product cards, 818 elements) and hashing. The same cloud
 * machine has measured from one to four times slower between sessions, so `npm run bench:load`
 * prints this gauge beside its figures: two runs compare only as far as their gauges agree.
 *
 * Run alone (`node bench/machine-speed.ts`) it prints the gauge; bench/load.ts runs it in a child
 * process, so React's production build is loaded here without changing the generator's NODE_ENV.
 */
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";

export type MachineSpeed = {
  /** Renders a second of the fixed tree with react-dom/server's renderToString (production build). */
  rendersPerSecond: number;
  /** SHA-256 throughput over 64 KB buffers, MB/s. */
  sha256MbPerSecond: number;
};

const WARM_UP_MS = 300;
const MEASURE_MS = 1_500;

/** Calls `work` repeatedly for MEASURE_MS (after a warm-up) and answers the calls a second. */
function rate(work: () => void): number {
  const warmUpEnd = performance.now() + WARM_UP_MS;
  while (performance.now() < warmUpEnd) work();
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < MEASURE_MS) {
    work();
    calls += 1;
    elapsed = performance.now() - start;
  }
  return (calls * 1000) / elapsed;
}

async function measureMachineSpeed(): Promise<MachineSpeed> {
  process.env.NODE_ENV = "production";
  const { createElement: h } = await import("react");
  const { renderToString } = await import("react-dom/server");
  const card = (i: number) =>
    h(
      "li",
      { key: i, className: "rounded border border-slate-200 p-3" },
      h("a", { href: `/product/sku-${i}` }, h("img", { src: `/images/${i}.svg`, alt: `Fixture ${i}` })),
      h("h3", { className: "font-semibold" }, `LED high bay ${i}`),
      h(
        "dl",
        null,
        ...["Watts", "Lumens", "CCT", "CRI", "Voltage"].flatMap((name, j) => [
          h("dt", { key: `t${j}` }, name),
          h("dd", { key: `d${j}` }, String(i * (j + 3))),
        ]),
      ),
      h("p", { className: "tabular-nums" }, `$${(i * 13.7).toFixed(2)}`),
      h("button", { type: "button", "aria-label": `Add LED high bay ${i} to cart` }, "Add to cart"),
    );
  const page = () =>
    h(
      "main",
      null,
      h(
        "ul",
        { className: "grid" },
        Array.from({ length: 48 }, (_, i) => card(i)),
      ),
    );
  const rendersPerSecond = rate(() => renderToString(page()));
  const block = Buffer.alloc(64 * 1024, 7);
  const hashesPerSecond = rate(() => createHash("sha256").update(block).digest());
  return {
    rendersPerSecond: Math.round(rendersPerSecond),
    sha256MbPerSecond: Math.round(hashesPerSecond / 16),
  };
}

/** Prints the gauge as one line of JSON (what bench/load.ts reads) or, on a terminal, in words. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const speed = await measureMachineSpeed();
  console.log(
    process.stdout.isTTY
      ? `machine speed: ${speed.rendersPerSecond} renders/s, SHA-256 ${speed.sha256MbPerSecond} MB/s`
      : JSON.stringify(speed),
  );
}
