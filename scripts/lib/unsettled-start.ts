import { type SpawnSyncOptionsWithStringEncoding, type SpawnSyncReturns, spawnSync } from 'node:child_process'

/**
 * Node 20 with tsx's module hooks sometimes never settles the loading of a large module graph: the
 * process then exits with 13 ("unsettled top-level await") before its first line runs, about one
 * start in five on a busy machine (seen for `npm start`, the reconcile script and the job worker of
 * the tests). Harnesses that start such a process try again when that is how it ended; nothing had
 * happened yet, so a second start is safe.
 */
export const UNSETTLED_LOADING_EXIT_CODE = 13
export const STARTS_WHEN_LOADING_STALLS = 3

/** Runs a TypeScript script to its end through tsx, starting it again when it stalled while loading. */
export function runTsxScript(args: readonly string[], options: Omit<SpawnSyncOptionsWithStringEncoding, 'encoding'> = {}): SpawnSyncReturns<string> {
  const run = () => spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', ...args], { maxBuffer: 64 * 1024 * 1024, ...options, encoding: 'utf8' })
  let result = run()
  for (let start = 1; result.status === UNSETTLED_LOADING_EXIT_CODE && start < STARTS_WHEN_LOADING_STALLS; start++) result = run()
  return result
}
