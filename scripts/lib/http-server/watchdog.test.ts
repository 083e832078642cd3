import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../site-process'
import { supervise, type Supervised } from '../supervisor'

const child = path.join(import.meta.dirname, 'watchdog.test-support.ts')
const fast = { firstMs: 50, maxMs: 200, healthyMs: 60_000 }

describe('the event-loop watchdog', () => {
  let running: Supervised | undefined
  afterEach(async () => {
    await running?.stop('SIGKILL')
  })

  it('ends a server whose event loop is blocked, saying which request blocked it; its supervisor starts it again', async () => {
    const port = await freePort()
    const lines: string[] = []
    running = supervise({
      name: 'watched server',
      command: process.execPath,
      args: ['--import', 'tsx', child],
      spawnOptions: { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PORT: String(port), STALL_MS: '800' } },
      log: (line) => lines.push(line),
      backoff: fast,
    })
    const output: string[] = []
    const listen = () => {
      running!.child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
      running!.child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    }
    listen()
    const ping = () =>
      fetch(`http://127.0.0.1:${port}/ping`, { signal: AbortSignal.timeout(500) }).then(
        (r) => r.text(),
        () => null,
      )
    await expect.poll(ping, { timeout: 15_000 }).not.toBeNull()
    const first = await ping()

    void fetch(`http://127.0.0.1:${port}/block`, { signal: AbortSignal.timeout(10_000) }).catch(() => null)
    await expect.poll(() => running!.restarts, { timeout: 15_000 }).toBe(1)
    listen()
    await expect.poll(ping, { timeout: 15_000 }).toMatch(/^\d+$/)
    expect(await ping()).not.toBe(first)
    expect(lines.join('\n')).toMatch(/watched server \(pid \d+\) died with signal SIGKILL/)
    expect(output.join('')).toMatch(/\[watchdog\] pid \d+: the event loop has been blocked for \d+\.\d s \(last seen: 1 request\(s\) in flight: GET \/block \(/)
    // Two starts of a child process and a stall of the watched one: its polls wait up to 15 s each on a loaded machine.
  }, 60_000)
})
