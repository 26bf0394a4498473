/**
 * A deterministic pseudo-random sequence in [0, 1) (mulberry32), so that a failing generated case can be run
 * again. It computes in 32-bit integers: a linear congruential generator computed in doubles loses its low
 * bits past 2^53 and repeats itself after a few thousand draws, so "thousands of cases" were a few hundred.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
