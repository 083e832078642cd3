/**
 * For the benchmarks: the documented production setup (docs/decisions/0014) on a fresh PostgreSQL
 * database with demo content: two instances behind nginx, Redis when it answers. Null when
 * PostgreSQL or nginx is missing here.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { type Cluster, startCluster } from './cluster'
import { nginxBinary } from './nginx'
import { freePort } from './site-process'
import { runTsxScript } from './unsettled-start'

const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
  })

export type BenchCluster = { label: string; cluster: Cluster; baseURL: string; stop(): Promise<void> }

export async function startBenchCluster(instances = 2): Promise<BenchCluster | null> {
  if (!(await reachable(Number(new URL(POSTGRES).port || 5432))) || !nginxBinary()) return null
  const database = `milepost_bench_${process.pid}`
  const psql = (sql: string) => spawnSync('psql', [POSTGRES, '-qc', sql], { encoding: 'utf8' })
  psql(`CREATE DATABASE ${database}`)
  const url = new URL(POSTGRES)
  url.pathname = `/${database}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-bench-'))
  const port = await freePort()
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    REDIS_URL: (await reachable(6379)) ? 'redis://127.0.0.1:6379' : '',
    // The benchmark's visitors say who they are in X-Forwarded-For, as an edge in front of nginx would.
    TRUSTED_PROXIES: '2',
    // Orders in the load benchmark are paid through the sandbox.
    DEMO_MODE: '1',
  }
  const seeded = runTsxScript(['scripts/seed.ts'], { env: { ...process.env, ...env } })
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr.slice(-2000)}`)
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()))
  const cluster = await startCluster({ ports, port, env, workDir: path.join(dataDir, 'cluster') })
  return {
    label: `${instances} instances, PostgreSQL${env.REDIS_URL ? ' and Redis' : ''}, behind nginx`,
    cluster,
    baseURL: cluster.baseURL!,
    async stop() {
      await cluster.stop()
      psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
