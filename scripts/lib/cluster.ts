/**
 * Several instances of the site on one database with nginx in front (docs/decisions/0014): what
 * `npm run start:cluster` runs, and what the cluster tests and load benchmarks start.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { nginxBinary, nginxConfig } from './nginx'
import { superviseServer } from './server-process'
import type { Supervised } from './supervisor'

export type Instance = {
  port: number
  url: string
  /** The instance's server process now; its supervisor starts another when it dies. */
  readonly process: ChildProcess
  readonly restarts: number
  /** Kills the server process (the supervisor restarts it). */
  kill(signal?: NodeJS.Signals): void
  /** Resolves once the instance answers again. */
  answering(timeoutMs?: number): Promise<void>
}
export type Cluster = { baseURL: string | null; instances: Instance[]; stop(): Promise<void> }

async function answers(url: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${url} exited before it answered`)
    try {
      if ((await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) })).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

type Options = {
  /** The ports of the instances; nginx listens on `port` when given. */
  ports: number[]
  port?: number
  env: Record<string, string | undefined>
  /** Where each instance's output goes (a file per instance), and nginx's files. */
  workDir: string
  cacheSeconds?: number
}

/**
 * Starts the site's server on each port, each under its own supervisor (the build and database must
 * be ready: scripts/lib/prepare.ts). The instances trust one proxy in front, nginx, unless told more.
 */
export async function startCluster({ ports, port, env, workDir, cacheSeconds }: Options): Promise<Cluster> {
  fs.mkdirSync(workDir, { recursive: true })
  const supervisors: Supervised[] = []
  const instances: Instance[] = ports.map((instancePort) => {
    const logFile = path.join(workDir, `instance-${instancePort}.log`)
    const log = fs.openSync(logFile, 'a')
    const server = superviseServer({
      port: instancePort,
      env: { TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || '1', ...env },
      stdio: ['ignore', log, log],
      log: (line) => {
        fs.appendFileSync(logFile, `${line}\n`)
        console.warn(line)
      },
    })
    supervisors.push(server)
    const url = `http://127.0.0.1:${instancePort}`
    return {
      port: instancePort,
      url,
      get process() {
        return server.child
      },
      get restarts() {
        return server.restarts
      },
      kill(signal = 'SIGTERM') {
        if (server.child.exitCode === null) server.child.kill(signal)
      },
      answering: (timeoutMs = 120_000) => answers(`${url}/about`, timeoutMs, () => server.supervising),
    }
  })
  await Promise.all(instances.map((i) => i.answering()))

  let nginx: ChildProcess | null = null
  if (port !== undefined) {
    const binary = nginxBinary()
    if (!binary) throw new Error('nginx is not installed: apt-get install nginx-light (or set NGINX_BIN)')
    const prefix = path.join(workDir, 'nginx')
    fs.rmSync(prefix, { recursive: true, force: true })
    fs.mkdirSync(prefix, { recursive: true })
    const conf = path.join(prefix, 'nginx.conf')
    fs.writeFileSync(conf, nginxConfig({ prefix, listen: port, upstreams: ports, cacheSeconds }))
    const check = spawnSync(binary, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' })
    if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`)
    nginx = spawn(binary, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] })
    await answers(`http://127.0.0.1:${port}/about`, 30_000, () => nginx!.exitCode === null).catch((error: Error) => {
      const log = path.join(prefix, 'error.log')
      nginx?.kill('SIGKILL')
      throw new Error(`${error.message}\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : ''}`)
    })
  }

  return {
    baseURL: port === undefined ? null : `http://127.0.0.1:${port}`,
    instances,
    async stop() {
      nginx?.kill('SIGQUIT')
      await Promise.all(supervisors.map((server) => server.stop('SIGTERM', 2000)))
    },
  }
}
