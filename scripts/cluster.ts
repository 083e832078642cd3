/**
 * `npm run start:cluster`: the production setup on one machine (docs/decisions/0014). CLUSTER_SIZE
 * instances of the site (default 2) on one PostgreSQL (DATABASE_URL), sharing media on disk
 * (DATA_DIR) or S3 (S3_BUCKET…), Redis for rate limits and cache invalidation when REDIS_URL is
 * set (else PostgreSQL's LISTEN/NOTIFY), and nginx in front on PORT.
 */
import os from 'node:os'
import path from 'node:path'
import { decideStart } from '../src/lib/deploy/demo-mode'
import { env, usesPostgres } from '../src/lib/env'
import { nginxBinary } from './lib/nginx'

// The cluster is the production setup: real keys, or a demo asked for by name (DEMO_MODE=1).
const start = decideStart({ env, demo: env.DEMO_MODE, isPublic: true })
if (start.mode === 'refuse') {
  console.error(start.reason)
  process.exit(1)
}
if (start.mode === 'demo') console.log(start.notice)
if (!usesPostgres()) {
  console.error('The cluster needs one database for all instances: set DATABASE_URL=postgres://…')
  process.exit(1)
}
if (!nginxBinary()) {
  console.error('The cluster runs behind nginx: apt-get install nginx-light (or set NGINX_BIN)')
  process.exit(1)
}
const size = Math.max(1, Number(process.env.CLUSTER_SIZE ?? Math.min(4, os.availableParallelism())))

// Loaded once the start is decided: a refusal touches nothing. One at a time, as in start.ts.
const { prepare } = await import('./lib/prepare')
const { startCluster } = await import('./lib/cluster')
await prepare()
const ports = Array.from({ length: size }, (_, i) => env.PORT + 1 + i)
const cluster = await startCluster({ ports, port: env.PORT, env: { SITE_URL: env.SITE_URL, DATA_DIR: env.DATA_DIR }, workDir: path.join(env.DATA_DIR, 'cluster') })
console.log(`
  Milepost cluster: nginx on ${cluster.baseURL} (public address ${env.SITE_URL})
  Instances:  ${cluster.instances.map((i) => i.url).join(', ')} (logs in ${path.join(env.DATA_DIR, 'cluster')})
  Database:   PostgreSQL; invalidation between instances through ${env.REDIS_URL ? 'Redis' : 'PostgreSQL LISTEN/NOTIFY'}
`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cluster.stop().then(() => process.exit(0))
  })
}
