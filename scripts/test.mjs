#!/usr/bin/env node
/**
 * `npm test`: unit, integration and browser tests in one vitest run, ending with one plain
 * summary line ("N passed, N failed, N skipped"). `--postgres` runs the integration tests against
 * PostgreSQL (TEST_POSTGRES_URL, default the local server's `test` database).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const postgres = process.argv.includes('--postgres')
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-test-')), 'report.json')
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
if (postgres) {
  env.TEST_POSTGRES_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
  args.push('--project', 'int')
}

const run = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), ...args], { cwd: root, env, stdio: 'inherit' })

let summary = null
try {
  const results = JSON.parse(fs.readFileSync(report, 'utf8'))
  summary = {
    passed: results.numPassedTests,
    failed: results.numFailedTests || (results.success ? 0 : 1),
    skipped: results.numPendingTests + results.numTodoTests,
  }
} catch {
  // vitest did not get far enough to write a report
}
const label = postgres ? 'postgres' : 'tests'
if (summary) console.log(`\n${label}: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`)
else console.log(`\n${label}: 0 passed, 1 failed`)
process.exit(run.status ?? 1)
