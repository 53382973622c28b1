/**
 * `npm run bench:load` (issue 17): the storefront under load, as buyers use it. The production server
 * (`server/main.ts` on the production build, one or more processes) runs in its own process on a seeded
 * catalogue; this process is the load generator: `--concurrency` clients, each sending its next request
 * as soon as the last one is answered (keep-alive connections), for `--seconds`, in the issue's mix:
 *
 *   typeahead API 13 %, product page 23 %, category page 24 %, sub-category page 24 %,
 *   search results page 5 %, the signed-in portal `/user` 10 % (a demo user's bearer token).
 *
 * It prints requests per second, p50/p95/p99/max per kind, errors and the server's peak resident memory
 * (every process of it), and writes them to bench/results/load-<time>.json. `--profile` starts the
 * server with `node --cpu-prof` and prints the functions that took the most CPU time.
 *
 * It first prints bench/machine-speed.ts's gauge of how fast the machine is that day (the same cloud
 * machine has varied fourfold between sessions), so runs on different days can be compared.
 *
 * The load generator shares the machine's cores with the server: the figures are what one machine
 * does with both on it, an upper bound of the latency a separate client would see.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import { categoryPath, subCategoryPath } from "../lib/catalog/catalog.ts";
import { type Database, openDatabase } from "../server/db/client.ts";
import { demoPassword } from "../server/modules/accounts/demo/accounts.ts";
import { generateDemoCatalog } from "../server/modules/catalog/index.ts";
import { type CpuQuota, cpuQuotaUnavailable, limitCpu } from "./cpu-quota.ts";
import type { MachineSpeed } from "./machine-speed.ts";
import { percentile } from "./support.ts";
import { phrases, prepareCatalogue, random, typing, typos, vocabulary } from "./vocabulary.ts";

const usage = `Usage: npm run bench:load -- [--seconds S] [--concurrency C] [--processes 1,2] [--products N]
                          [--only postgres|pglite] [--pglite-seconds S] [--profile] [--cpu-quota C]

  --seconds S         how long each PostgreSQL run measures (default 60), after 5 s of warm-up
  --concurrency C     clients sending requests at once (default 50)
  --processes LIST    server processes of each PostgreSQL run, comma-separated (default 1,2)
  --products N        products in the catalogue (default 100000)
  --only KIND         one database only
  --pglite-seconds S  how long the PGlite run measures (default 20; one process: PGlite is one process's)
  --profile           start the server with node --cpu-prof and print its top functions by CPU time
  --kinds LIST        only these kinds of the mix, comma-separated (e.g. "portal /user"), to profile them
  --cpu-quota C       hold each server process to C cores (e.g. 0.3; a cgroup each, needs root): how
                      processes scale out when the machine's cores are not all taken by one

PostgreSQL: the database bench_load_<N> on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432),
created and seeded when missing, reused when it holds N products. PGlite: bench/.data/load-pglite.
The server is the production build: run \`npm run build\` first.`;

const argsSchema = z.object({
  seconds: z.coerce.number().int().min(1).max(3600).default(60),
  concurrency: z.coerce.number().int().min(1).max(1000).default(50),
  processes: z
    .string()
    .default("1,2")
    .transform((v) => v.split(",").map(Number))
    .pipe(z.array(z.number().int().min(1).max(16)).min(1)),
  products: z.coerce.number().int().min(1).max(1_000_000).default(100_000),
  only: z.enum(["postgres", "pglite"]).optional(),
  pgliteSeconds: z.coerce.number().int().min(1).max(3600).default(20),
  profile: z.boolean().default(false),
  /** Only these kinds of the mix, in their shares (to profile one kind of page). */
  kinds: z
    .string()
    .optional()
    .transform((v) => v?.split(","))
    .pipe(
      z
        .array(z.enum(["typeahead", "product", "category", "sub-category", "search page", "portal /user"]))
        .min(1)
        .optional(),
    ),
  cpuQuota: z.coerce.number().min(0.05).max(64).optional(),
  help: z.boolean().default(false),
});
type Args = z.infer<typeof argsSchema>;

const WARM_UP_SECONDS = 5;
const resultsDir = path.resolve("bench/results");
const pgliteDir = path.resolve("bench/.data/load-pglite");
/** The demo users whose portal `/user` is asked for (README: Demo accounts). */
const portalUsers = [
  "ben.buyer@brightline.example",
  "dana.admin@brightline.example",
  "olivia.owner@northgate.example",
  "rita.rep@greatlakes-agency.example",
  "bob.basic@example.com",
];

// ---------------------------------------------------------------------------------------------
// The mix
// ---------------------------------------------------------------------------------------------

const KINDS = ["typeahead", "product", "category", "sub-category", "search page", "portal /user"] as const;
type Kind = (typeof KINDS)[number];
const SHARES: Record<Kind, number> = {
  typeahead: 13,
  product: 23,
  category: 24,
  "sub-category": 24,
  "search page": 5,
  "portal /user": 10,
};

type Target = { kind: Kind; path: string; token?: string };

/** The requests of the mix, drawn from the catalogue's own categories, products and the words buyers type. */
function requestMix(
  catalogue: { categories: { name: string; subs: string[] }[]; products: string[]; skus: string[] },
  tokens: string[],
  kinds: readonly Kind[] = KINDS,
) {
  const r = random(20_261_127);
  const term = () => {
    const kind = r.next();
    if (kind < 0.25) {
      const sku = r.pick(catalogue.skus);
      return sku.slice(0, 3 + Math.floor(r.next() * (sku.length - 2)));
    }
    if (kind < 0.6) return r.pick(phrases);
    if (kind < 0.85) return r.pick(typing);
    return r.pick(typos);
  };
  const make: Record<Kind, () => Target> = {
    typeahead: () => ({
      kind: "typeahead",
      path: `/api/product-service/elastic-search/search?limit=12&shortened=true&searchTerm=${encodeURIComponent(term())}`,
    }),
    product: () => ({ kind: "product", path: r.pick(catalogue.products) }),
    category: () => ({ kind: "category", path: categoryPath(r.pick(catalogue.categories).name) }),
    "sub-category": () => {
      const top = r.pick(catalogue.categories);
      return { kind: "sub-category", path: subCategoryPath(top.name, r.pick(top.subs)) };
    },
    "search page": () => ({ kind: "search page", path: `/catalogsearch/${encodeURIComponent(term())}` }),
    "portal /user": () => ({ kind: "portal /user", path: "/user", token: r.pick(tokens) }),
  };
  const total = kinds.reduce((sum, kind) => sum + SHARES[kind], 0);
  return (): Target => {
    let roll = r.next() * total;
    for (const kind of kinds) {
      roll -= SHARES[kind];
      if (roll < 0) return make[kind]();
    }
    return make.product();
  };
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Served = { base: string; child: ChildProcess; stop: () => Promise<void>; log: string };

/** The production server on a free loopback port, on `database`, with `processes` processes. */
async function startServer(
  database: { DATABASE_URL: string } | { DATA_DIR: string },
  processes: number,
  profileDir: string | null,
): Promise<Served> {
  const port = await freePort();
  mkdirSync(resultsDir, { recursive: true });
  const log = path.join(resultsDir, `load-server-${port}.log`);
  const out = openSync(log, "w");
  const child = spawn(
    process.execPath,
    [...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), "server/main.ts"],
    {
      env: {
        ...process.env,
        ...database,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PROCESSES: String(processes),
        // The 50 clients share one address: the per-address catalogue limit (#10.5) would refuse them.
        CATALOG_REQUESTS_PER_MINUTE: "0",
        LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
      },
      stdio: ["ignore", out, out],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${log}`);
    const ok = await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer in 5 minutes; see ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await once(child, "exit");
  };
  return { base, child, stop, log };
}

/**
 * The resident memory (bytes) and CPU time so far (seconds) of `pid` and every process under it (the
 * cluster's workers), read from /proc.
 */
function treeUsage(pid: number): { rss: number; cpuSeconds: number } {
  let rss = 0;
  let ticks = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8");
      rss += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
      // utime and stime are fields 14 and 15 of /proc/<pid>/stat, after the parenthesised name.
      const fields = readFileSync(`/proc/${id}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
      for (const child of readFileSync(`/proc/${id}/task/${id}/children`, "utf8").trim().split(/\s+/)) {
        if (child) visit(Number(child));
      }
    } catch {
      // The process has just exited.
    }
  };
  visit(pid);
  // Linux counts CPU time in clock ticks of 1/100 s (USER_HZ).
  return { rss, cpuSeconds: ticks / 100 };
}

// ---------------------------------------------------------------------------------------------
// Firing requests
// ---------------------------------------------------------------------------------------------

type Sample = { kind: Kind; ms: number; status: number };

function get(agent: http.Agent, base: string, target: Target): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(
      `${base}${target.path}`,
      {
        agent,
        headers: {
          "accept-encoding": "gzip",
          accept: target.kind === "typeahead" ? "application/json" : "text/html",
          ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
        },
      },
      (response) => {
        response.on("data", () => {});
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      },
    );
    request.on("error", () => resolve(0));
  });
}

/** `concurrency` clients for `seconds`: every answer's kind, time and status. */
async function fire(base: string, next: () => Target, concurrency: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const samples: Sample[] = [];
  const deadline = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const target = next();
      const started = performance.now();
      const status = await get(agent, base, target);
      samples.push({ kind: target.kind, ms: performance.now() - started, status });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  return samples;
}

type Row = {
  kind: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

function rowOf(kind: string, samples: Sample[], seconds: number): Row {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    kind,
    requests: samples.length,
    errors: samples.filter((s) => s.status < 200 || s.status >= 400).length,
    perSecond: samples.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? Number.NaN,
  };
}

const num = (value: number, width = 7) => value.toFixed(0).padStart(width);

function printRows(rows: Row[]) {
  console.log(
    `    ${"kind".padEnd(14)} ${"share".padStart(5)} ${"reqs".padStart(7)} ${"errs".padStart(5)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"max ms".padStart(7)}`,
  );
  const all = rows.find((r) => r.kind === "all")?.requests ?? 1;
  for (const r of rows) {
    const share = `${Math.round((r.requests / all) * 100)}%`;
    console.log(
      `    ${r.kind.padEnd(14)} ${share.padStart(5)} ${num(r.requests)} ${num(r.errors, 5)} ${num(r.perSecond)} ${num(r.p50)} ${num(r.p95)} ${num(r.p99)} ${num(r.max)}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The CPU profile
// ---------------------------------------------------------------------------------------------

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};

/** A frame's name with its file shortened to the package or the project's folder. */
function frameKey({ functionName, url, lineNumber }: ProfileNode["callFrame"]): string {
  const file = url
    .replace(/^file:\/\/.*?\/node_modules\//, "")
    .replace(/^file:\/\/.*?\/(server|app|lib|build)\//, "$1/");
  return `${functionName || "(anonymous)"} ${file ? `${file}:${lineNumber + 1}` : ""}`.trim();
}

/** Where the project's own code starts (server, pages, shared), as opposed to Node's and the libraries'. */
const OWN_CODE =
  /^\S+ (server|app|lib|build|react-dom|react-router|drizzle-orm|pg|pg-protocol|hono|@hono|better-auth|better-call|pino)\//;

/**
 * Over every profile in `dir`: the functions with the most samples of their own (self time), and the
 * project's functions with the most samples in them or anything they called (total time), each as a
 * share of all samples.
 */
function topFrames(dir: string, count = 15): { self: string[]; total: string[] } {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let samples = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { nodes: ProfileNode[] };
    const parent = new Map<number, number>();
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    for (const node of profile.nodes) {
      const hits = node.hitCount ?? 0;
      if (hits === 0) continue;
      samples += hits;
      const key = frameKey(node.callFrame);
      self.set(key, (self.get(key) ?? 0) + hits);
      // Each function on the path from the root counts these samples once, however often it recurs.
      const seen = new Set<string>();
      for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
        const frame = byId.get(id);
        if (frame) seen.add(frameKey(frame.callFrame));
      }
      for (const k of seen) total.set(k, (total.get(k) ?? 0) + hits);
    }
  }
  const share = (hits: number) => `${((hits / Math.max(samples, 1)) * 100).toFixed(1).padStart(5)} %`;
  const top = (map: Map<string, number>, keep: (key: string) => boolean) =>
    [...map.entries()]
      .filter(([key]) => keep(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, hits]) => `${share(hits)}  ${key}`);
  return { self: top(self, () => true), total: top(total, (key) => OWN_CODE.test(key)) };
}

// ---------------------------------------------------------------------------------------------
// The runs
// ---------------------------------------------------------------------------------------------

type RunResult = {
  database: string;
  processes: number;
  concurrency: number;
  seconds: number;
  peakRssMb: number;
  /** CPU time the server's processes (not the database's) and the load generator spent per request. */
  serverCpuPerRequestMs: number;
  /** `--cpu-quota`: the cores each server process was held to, and the share of periods it was held back. */
  cpuQuota?: { cores: number; throttled: number[] };
  generatorCpuPerRequestMs: number;
  rows: Row[];
};

/** Seeds (when needed) and reads what the mix asks for, then closes the database for the server. */
async function prepare(database: Database, products: number, replace: boolean) {
  await prepareCatalogue(database, products, () => generateDemoCatalog({ products }), replace);
  const vocab = await vocabulary(database);
  const links = (await database.db.execute(
    sql`select link from products order by md5(id::text) limit 3000`,
  )) as unknown as { rows: { link: string }[] };
  return { ...vocab, products: links.rows.map((row) => row.link) };
}

/** Empties the guest pages the server processes share (server/guest-pages.ts). */
async function emptySharedPages(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("truncate guest_pages");
  } finally {
    await client.end();
  }
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/user-service/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`signing in ${email} answered ${response.status}`);
  return body.token;
}

async function measure(
  label: string,
  served: Served,
  catalogue: Awaited<ReturnType<typeof prepare>>,
  args: Args,
  seconds: number,
  processes: number,
): Promise<RunResult> {
  const tokens = await Promise.all(portalUsers.map((email) => signIn(served.base, email)));
  const next = requestMix(catalogue, tokens, args.kinds);
  console.log(
    `  ${label}: ${processes} process(es), ${args.concurrency} clients, warm-up ${WARM_UP_SECONDS} s`,
  );
  await fire(served.base, next, args.concurrency, WARM_UP_SECONDS);
  let peakRss = 0;
  const pid = served.child.pid ?? 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, treeUsage(pid).rss);
  }, 500);
  const serverCpuBefore = treeUsage(pid).cpuSeconds;
  const generatorCpuBefore = process.cpuUsage();
  const samples = await fire(served.base, next, args.concurrency, seconds);
  clearInterval(sampler);
  const serverCpu = treeUsage(pid).cpuSeconds - serverCpuBefore;
  const generator = process.cpuUsage(generatorCpuBefore);
  const generatorCpu = (generator.user + generator.system) / 1e6;
  const rows = [
    rowOf("all", samples, seconds),
    ...KINDS.map((kind) =>
      rowOf(
        kind,
        samples.filter((s) => s.kind === kind),
        seconds,
      ),
    ),
  ];
  const result = {
    database: label,
    processes,
    concurrency: args.concurrency,
    seconds,
    peakRssMb: Math.round(peakRss / 1024 / 1024),
    serverCpuPerRequestMs: (serverCpu * 1000) / Math.max(samples.length, 1),
    generatorCpuPerRequestMs: (generatorCpu * 1000) / Math.max(samples.length, 1),
    rows,
  };
  console.log(
    `  ${label}, ${processes} process(es), ${seconds} s, peak RSS ${result.peakRssMb} MB; CPU a request: ` +
      `server ${result.serverCpuPerRequestMs.toFixed(2)} ms, load generator ${result.generatorCpuPerRequestMs.toFixed(2)} ms:`,
  );
  printRows(rows);
  return result;
}

async function onServer(
  label: string,
  database: { DATABASE_URL: string } | { DATA_DIR: string },
  catalogue: Awaited<ReturnType<typeof prepare>>,
  args: Args,
  seconds: number,
  processes: number,
): Promise<RunResult> {
  const profileDir = args.profile
    ? path.join(resultsDir, `profile-${label}-${processes}-${Date.now()}`)
    : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const served = await startServer(database, processes, profileDir);
  let quota: CpuQuota | undefined;
  try {
    if (args.cpuQuota !== undefined) {
      quota = limitCpu(await serverPids(served, processes), args.cpuQuota);
    }
    const result = await measure(label, served, catalogue, args, seconds, processes);
    if (!quota) return result;
    const throttled = quota.throttled();
    console.log(
      `  each server process held to ${quota.cores} core(s); held back in ${throttled.map((t) => `${Math.round(t * 100)} %`).join(", ")} of the scheduler's periods`,
    );
    return { ...result, cpuQuota: { cores: quota.cores, throttled } };
  } finally {
    await served.stop();
    quota?.release();
    if (profileDir) {
      const frames = topFrames(profileDir);
      console.log(`  where the server's CPU time went (${path.relative(process.cwd(), profileDir)}):`);
      console.log("   self time:");
      for (const line of frames.self) console.log(`    ${line}`);
      console.log("   total time of the project's and its libraries' functions:");
      for (const line of frames.total) console.log(`    ${line}`);
    }
  }
}

/**
 * The processes that serve requests: the one server process, or the cluster's workers (its primary
 * only hands connections over, and the clients keep theirs open), once all of them have started.
 */
async function serverPids(served: Served, processes: number): Promise<number[]> {
  const pid = served.child.pid ?? 0;
  if (processes === 1) return [pid];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
    const workers = children.filter(Boolean).map(Number);
    if (workers.length >= processes) return workers;
    if (Date.now() > deadline) throw new Error(`${workers.length} of ${processes} server processes started`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** bench/machine-speed.ts's gauge, measured in a child process (React's production build there). */
async function machineSpeed(): Promise<MachineSpeed> {
  const child = spawn(process.execPath, ["bench/machine-speed.ts"], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  const [code] = await once(child, "exit");
  if (code !== 0) throw new Error(`bench/machine-speed.ts exited with ${code}`);
  return JSON.parse(out) as MachineSpeed;
}

/** The database `name` on the server of `serverUrl`, created when missing. */
async function ensurePostgresDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main(): Promise<number> {
  let args: Args;
  try {
    const { values } = parseArgs({
      options: {
        seconds: { type: "string" },
        concurrency: { type: "string" },
        processes: { type: "string" },
        products: { type: "string" },
        only: { type: "string" },
        "pglite-seconds": { type: "string" },
        profile: { type: "boolean" },
        kinds: { type: "string" },
        "cpu-quota": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    args = argsSchema.parse({
      ...values,
      pgliteSeconds: values["pglite-seconds"],
      cpuQuota: values["cpu-quota"],
    });
  } catch (error) {
    console.error(error instanceof z.ZodError ? z.prettifyError(error) : String(error));
    console.log(usage);
    return 1;
  }
  if (args.help) {
    console.log(usage);
    return 0;
  }
  const unavailable = args.cpuQuota === undefined ? null : cpuQuotaUnavailable();
  if (unavailable) {
    console.error(unavailable);
    return 1;
  }
  // Measured first, on an idle machine: what the figures below are worth against another day's.
  const machine = await machineSpeed();
  console.log(
    `Machine speed: ${machine.rendersPerSecond} renders/s, SHA-256 ${machine.sha256MbPerSecond} MB/s (bench/machine-speed.ts)`,
  );
  const results: RunResult[] = [];
  if (args.only !== "pglite") {
    const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
    const url = await ensurePostgresDatabase(serverUrl, `bench_load_${args.products}`);
    console.log(`PostgreSQL (${new URL(url).pathname.slice(1)})`);
    const database = await openDatabase({ kind: "postgres", url });
    const catalogue = await prepare(database, args.products, true).finally(() => database.close());
    for (const processes of args.processes) {
      // Each run starts as a new deployment would: no pages of an earlier run in the shared store.
      await emptySharedPages(url);
      results.push(
        await onServer("PostgreSQL", { DATABASE_URL: url }, catalogue, args, args.seconds, processes),
      );
    }
  }
  if (args.only !== "postgres") {
    console.log(`PGlite (${path.relative(process.cwd(), pgliteDir)})`);
    mkdirSync(pgliteDir, { recursive: true });
    const database = await openDatabase({ kind: "pglite", dataDir: pgliteDir });
    const catalogue = await prepare(database, args.products, true).finally(() => database.close());
    results.push(await onServer("PGlite", { DATA_DIR: pgliteDir }, catalogue, args, args.pgliteSeconds, 1));
  }
  const file = path.join(resultsDir, `load-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify({ args, machine, results }, null, 2)}\n`);
  console.log(`Figures: ${path.relative(process.cwd(), file)}`);
  for (const result of results) {
    const all = result.rows[0] as Row;
    const verdict = all.errors === 0 && all.p99 <= 300 ? "within" : "OVER";
    const held = result.cpuQuota ? ` (${result.cpuQuota.cores} core each)` : "";
    console.log(
      `  ${result.database} × ${result.processes}${held}: ${all.perSecond.toFixed(0)} req/s, p99 ${all.p99.toFixed(0)} ms, ${all.errors} errors: ${verdict} the target (0 errors, p99 ≤ 300 ms)`,
    );
  }
  return 0;
}

process.exitCode = await main();
