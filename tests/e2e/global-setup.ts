/**
 * Starts the site the way a newcomer does (`npm start`: migrate, seed, build if needed, serve) on a
 * free port with a temp data folder, and hands its URL to the browser tests.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

function freePort(): Promise<number> {
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
    if (server.exitCode !== null) throw new Error(`The site exited early with code ${server.exitCode}`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs / 1000} s`)
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-e2e-'))
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const log = fs.createWriteStream(path.join(dataDir, 'server.log'))
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_URL: baseURL, DATA_DIR: dataDir, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout?.pipe(log)
  server.stderr?.pipe(log)
  try {
    await waitFor(`${baseURL}/about`, server, 540_000)
  } catch (error) {
    console.error(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-4000))
    throw error
  }
  project.provide('baseURL', baseURL)

  return async () => {
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 300))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
