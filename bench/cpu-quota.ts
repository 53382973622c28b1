/**
 * `bench:load -- --cpu-quota C` (issue 17): each server process gets at most C cores, through a Linux
 * control group of its own (cgroup v1's cpu controller, `cpu.cfs_quota_us`). On a machine whose cores
 * the server, PostgreSQL and the load generator share, one process can already keep every core busy, so
 * a second process cannot show what it adds. With each process held to a fraction of a core, as if it
 * had a core of its own on a larger machine, and the cores left over for the database and the load
 * generator, one process against two shows how the servers scale out: whether anything they share (the
 * database, the shared page store) holds them back.
 *
 * Needs root and a writable `/sys/fs/cgroup/cpu` (a cgroup v1 hierarchy); it says so otherwise.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const CPU_HIERARCHY = "/sys/fs/cgroup/cpu";
/** The scheduler's accounting period; the quota is a share of it. */
const PERIOD_US = 100_000;

export type CpuQuota = {
  /** The cores each process is held to. */
  cores: number;
  /** Share of the accounting periods in which a process used up its quota and waited, per process. */
  throttled(): number[];
  /** Moves the processes still alive back and removes their groups. */
  release(): void;
};

/** Why `--cpu-quota` cannot work on this machine, or null when it can. */
export function cpuQuotaUnavailable(): string | null {
  if (!existsSync(path.join(CPU_HIERARCHY, "cgroup.procs"))) {
    return `--cpu-quota needs the cgroup v1 cpu controller at ${CPU_HIERARCHY}, which this machine does not have`;
  }
  if (process.getuid?.() !== 0) return "--cpu-quota needs root, to create control groups";
  return null;
}

/** Puts each of `pids` in a group of its own limited to `cores` cores. */
export function limitCpu(pids: readonly number[], cores: number): CpuQuota {
  const groups = pids.map((pid) => {
    const dir = path.join(CPU_HIERARCHY, `lumen-bench-${pid}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "cpu.cfs_period_us"), String(PERIOD_US));
    writeFileSync(path.join(dir, "cpu.cfs_quota_us"), String(Math.round(cores * PERIOD_US)));
    // cgroup.procs moves every thread of the process: V8's helpers and libuv's pool too.
    writeFileSync(path.join(dir, "cgroup.procs"), String(pid));
    return { pid, dir };
  });
  const stat = (dir: string) =>
    Object.fromEntries(
      readFileSync(path.join(dir, "cpu.stat"), "utf8")
        .trim()
        .split("\n")
        .map((line) => {
          const [key, value] = line.split(" ");
          return [key, Number(value)];
        }),
    ) as Record<string, number>;
  const before = groups.map(({ dir }) => stat(dir));
  return {
    cores,
    throttled: () =>
      groups.map(({ dir }, i) => {
        const now = stat(dir);
        const periods = (now.nr_periods ?? 0) - (before[i]?.nr_periods ?? 0);
        return periods > 0 ? ((now.nr_throttled ?? 0) - (before[i]?.nr_throttled ?? 0)) / periods : 0;
      }),
    release: () => {
      for (const { pid, dir } of groups) {
        try {
          writeFileSync(path.join(CPU_HIERARCHY, "cgroup.procs"), String(pid));
        } catch {
          // The process has exited, which leaves the group empty.
        }
        rmdirSync(dir);
      }
    },
  };
}
