/** One supervised process of the site's HTTP server (http-server.ts) on `port`. */
import type { StdioOptions } from 'node:child_process'
import path from 'node:path'
import { env as settings } from '../../src/lib/env'
import { supervise, type Supervised } from './supervisor'

const root = path.resolve(import.meta.dirname, '../..')

type Options = { port: number; env?: Record<string, string | undefined>; stdio: StdioOptions; log?: (line: string) => void }

export function superviseServer({ port, env = {}, stdio, log }: Options): Supervised {
  return supervise({
    name: `server on port ${port}`,
    command: process.execPath,
    // tsx loads the TypeScript of the server and of the modules it shares with the site.
    args: [`--max-old-space-size=${env.SERVER_HEAP_MB ?? settings.SERVER_HEAP_MB}`, '--import', 'tsx', path.join(root, 'scripts/lib/http-server.ts')],
    spawnOptions: { cwd: root, stdio, env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' } },
    log,
  })
}
