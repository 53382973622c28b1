import { describe, expect, it } from "vitest";
import { sharedFreshReads } from "./revision.ts";

/** A read whose answers the test hands out one at a time, counting the reads that were started. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let value = 0;
  return {
    read: () =>
      new Promise<number>((resolve) => {
        pending.push(resolve);
      }),
    started: () => pending.length,
    /** Answers the oldest read that has not been answered with the value committed now. */
    answer: async () => {
      const resolve = pending.shift();
      resolve?.(value);
      // Lets the shared promise's callbacks run, so the next read starts.
      await new Promise((done) => setTimeout(done, 0));
    },
    commit: () => {
      value += 1;
    },
  };
}

describe("the catalogue revision's shared reads (issue 17)", () => {
  it("#17.3 callers that come while a read runs share the next read, which starts after them", async () => {
    const source = controlledRead();
    const revision = sharedFreshReads(source.read);
    const first = revision();
    expect(source.started()).toBe(1);
    // A change commits while the first read is on its way: the first read may or may not see it, so
    // the callers after it must not be answered by that read.
    source.commit();
    const second = revision();
    const third = revision();
    expect(source.started()).toBe(1);
    await source.answer();
    expect(await first).toBe(1);
    // The second read started when the first ended, for both callers that came during the first.
    expect(source.started()).toBe(1);
    source.commit();
    await source.answer();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it("#17.3 a caller when no read runs starts its own, and a failed read does not stop the next", async () => {
    let calls = 0;
    const revision = sharedFreshReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error("connection lost");
      return calls;
    });
    const failing = revision();
    const after = revision();
    await expect(failing).rejects.toThrow("connection lost");
    expect(await after).toBe(2);
    expect(await revision()).toBe(3);
  });
});
