/** A seeded pseudo-random generator in [0, 1): the same seed always gives the same sequence. */
export type Random = () => number;

/** mulberry32: tiny, fast and good enough for demo data and seeded fuzzing (not for secrets). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
