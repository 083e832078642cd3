/**
 * A pool worker's first module (pool.ts): loads the task module named in workerData (TypeScript
 * through tsx, as the server itself runs), answers each task with the module's `handle`, and says
 * which OS thread it is, so that the pool can read the CPU time it uses (/proc/thread-self, Linux).
 */
import { readlinkSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'

const thread = (() => {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop()) || null
  } catch {
    return null
  }
})()

const task = workerData.entry.endsWith('.ts') ? await (await import('tsx/esm/api')).tsImport(workerData.entry, import.meta.url) : await import(workerData.entry)

parentPort.on('message', async ({ id, input }) => {
  try {
    parentPort.postMessage({ id, output: await task.handle(input) })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
parentPort.postMessage({ ready: true, thread })
