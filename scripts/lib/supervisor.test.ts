import { afterEach, describe, expect, it } from 'vitest'
import { restartDelay, supervise, type Supervised } from './supervisor'

const fast = { firstMs: 20, maxMs: 80, healthyMs: 60_000 }
const node = (code: string) => ({ command: process.execPath, args: ['-e', code], spawnOptions: { stdio: 'ignore' as const } })
const until = async (check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('restartDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => restartDelay(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })
})

describe('supervise', () => {
  let running: Supervised | undefined
  afterEach(async () => {
    await running?.stop('SIGKILL')
  })

  it('starts a killed process again, and says which, how it died and how many restarts so far', async () => {
    const lines: string[] = []
    running = supervise({ name: 'server on port 1', ...node('setInterval(() => {}, 1000)'), log: (l) => lines.push(l), backoff: fast })
    const first = running.child.pid
    running.child.kill('SIGKILL')
    await until(() => running!.child.pid !== first && running!.child.exitCode === null)
    expect(running.restarts).toBe(1)
    expect(lines.find((l) => l.includes('died'))).toMatch(/server on port 1 \(pid \d+\) died with signal SIGKILL after \d+ s; restart #1 in 0\.02 s/)
  })

  it('starts again a process that ran out of heap', async () => {
    const lines: string[] = []
    const hog = 'const a = []; for (;;) a.push(new Array(1e5).fill(1))'
    running = supervise({ name: 'hog', command: process.execPath, args: ['--max-old-space-size=32', '-e', hog], spawnOptions: { stdio: 'ignore' }, log: (l) => lines.push(l), backoff: fast })
    await until(() => running!.restarts >= 1, 15_000)
    expect(lines.find((l) => l.includes('died'))).toMatch(/hog \(pid \d+\) died with (signal SIGABRT|exit code 134)/)
  })

  it('waits longer after each death in a row', async () => {
    const lines: string[] = []
    running = supervise({ name: 'crasher', ...node('process.exit(3)'), log: (l) => lines.push(l), backoff: fast })
    await until(() => running!.restarts >= 4)
    const delays = lines.filter((l) => l.includes('died')).map((l) => l.match(/in ([\d.]+) s/)![1])
    expect(delays.slice(0, 4)).toEqual(['0.02', '0.04', '0.08', '0.08'])
    expect(lines[1]).toContain('exit code 3')
  })

  it('gives up on a process that says it cannot start, and stops cleanly on request', async () => {
    const given = supervise({ name: 'no build', ...node('process.exit(78)'), log: () => {}, backoff: fast })
    expect(await given.ended).toBe(78)
    expect(given.supervising).toBe(false)
    expect(given.restarts).toBe(0)

    const graceful = 'process.on("SIGTERM", () => process.exit(0)); console.log("ready"); setInterval(() => {}, 1000)'
    running = supervise({ name: 'server', command: process.execPath, args: ['-e', graceful], spawnOptions: { stdio: ['ignore', 'pipe', 'ignore'] }, log: () => {}, backoff: fast })
    const child = running.child
    await new Promise((r) => child.stdout!.once('data', r))
    await running.stop('SIGTERM')
    expect(child.exitCode).toBe(0)
    expect(running.restarts).toBe(0)
    expect(running.supervising).toBe(false)
  })
})
