/**
 * Starts the site as `npm start` does (migrate, seed, build when needed, serve) on a free port with
 * its own data folder. Used by the browser tests and the benchmarks.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { STARTS_WHEN_LOADING_STALLS, UNSETTLED_LOADING_EXIT_CODE } from './unsettled-start'

const root = path.resolve(import.meta.dirname, '../..')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

async function waitFor(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode === UNSETTLED_LOADING_EXIT_CODE) throw new StalledLoading(`The site exited early with code ${server.exitCode}`)
    if (server.exitCode !== null) throw new Error(`The site exited early with code ${server.exitCode}`)
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs / 1000} s`)
}

export type RunningSite = {
  baseURL: string
  dataDir: string
  /** What `npm start` printed: the supervisor's lines and the server's. */
  logFile: string
  /** The process group of `npm start` (its supervisor, and the server it keeps running). */
  pid: number
  stop: () => Promise<void>
}

/** `env` may be made from the port the site gets (SITE_ALIASES name it). */
export async function startSite(envOf: Record<string, string> | ((site: { port: number }) => Record<string, string>) = {}): Promise<RunningSite> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startSiteOnce(envOf)
    } catch (error) {
      if (!(error instanceof StalledLoading) || attempt >= STARTS_WHEN_LOADING_STALLS) throw error
      console.warn(`[site] the start stalled while loading its modules (exit ${UNSETTLED_LOADING_EXIT_CODE}): starting again`)
    }
  }
}

class StalledLoading extends Error {}

async function startSiteOnce(envOf: Record<string, string> | ((site: { port: number }) => Record<string, string>)): Promise<RunningSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-site-'))
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const env = typeof envOf === 'function' ? envOf({ port }) : envOf
  const logFile = path.join(dataDir, 'server.log')
  const log = fs.createWriteStream(logFile)
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_URL: baseURL, DATA_DIR: dataDir, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout?.pipe(log)
  server.stderr?.pipe(log)

  const stop = async () => {
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 300))
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    // The first start builds the site: minutes of CPU, more when the other test lanes share the cores.
    await waitFor(`${baseURL}/about`, server, 1_200_000)
  } catch (error) {
    console.error(fs.readFileSync(logFile, 'utf8').slice(-4000))
    await stop()
    throw error
  }
  return { baseURL, dataDir, logFile, pid: server.pid!, stop }
}
