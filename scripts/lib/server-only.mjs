/**
 * Lets a command-line script load server modules: the `server-only` marker resolves to its empty
 * server build, as it does inside Next (`tsx --import ./scripts/lib/server-only.mjs …`).
 */
import { createRequire, register } from 'node:module'
import { pathToFileURL } from 'node:url'

const empty = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('server-only')
    .replace(/index\.js$/, 'empty.js'),
).href

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      return specifier === 'server-only' ? { url: ${JSON.stringify(empty)}, shortCircuit: true } : next(specifier, context)
    }`)}`,
  import.meta.url,
)
