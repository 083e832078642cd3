/** Latency figures of the benchmarks: percentiles of a list of durations in milliseconds. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]!
}

export function summary(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b)
  const round = (n: number) => Math.round(n * 10) / 10
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)) }
}

/** Runs `work` `total` times with at most `concurrency` at once, timing each run. */
export async function timed(total: number, concurrency: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  const durations: number[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++
        const start = performance.now()
        await work(i)
        durations.push(performance.now() - start)
      }
    }),
  )
  return durations
}
