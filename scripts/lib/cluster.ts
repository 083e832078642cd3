/**
 * Several instances of the site on one database with nginx in front (docs/decisions/0014): what
 * `npm run start:cluster` runs, and what the cluster tests and load benchmarks start.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { nginxBinary, nginxConfig } from './nginx'
import { nextBin, root } from './prepare'

export type Instance = { port: number; url: string; process: ChildProcess; kill(signal?: NodeJS.Signals): void; restart(): Promise<void> }
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

/** Starts `next start` on each port (the build and database must be ready: scripts/lib/prepare.ts). */
export async function startCluster({ ports, port, env, workDir, cacheSeconds }: Options): Promise<Cluster> {
  fs.mkdirSync(workDir, { recursive: true })
  const launch = (instancePort: number): ChildProcess => {
    const log = fs.openSync(path.join(workDir, `instance-${instancePort}.log`), 'a')
    return spawn(process.execPath, [nextBin, 'start', '-p', String(instancePort)], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(instancePort), NODE_ENV: 'production' },
      stdio: ['ignore', log, log],
    })
  }
  const instances: Instance[] = ports.map((instancePort) => {
    const instance: Instance = {
      port: instancePort,
      url: `http://127.0.0.1:${instancePort}`,
      process: launch(instancePort),
      kill(signal = 'SIGTERM') {
        if (instance.process.exitCode === null) instance.process.kill(signal)
      },
      async restart() {
        instance.kill('SIGKILL')
        await new Promise((r) => setTimeout(r, 200))
        instance.process = launch(instancePort)
        await answers(`${instance.url}/about`, 120_000, () => instance.process.exitCode === null)
      },
    }
    return instance
  })
  await Promise.all(instances.map((i) => answers(`${i.url}/about`, 120_000, () => i.process.exitCode === null)))

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
      for (const instance of instances) instance.kill('SIGTERM')
      await new Promise((r) => setTimeout(r, 500))
      for (const instance of instances) instance.kill('SIGKILL')
    },
  }
}
