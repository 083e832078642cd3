#!/usr/bin/env node
/**
 * `npm test`: unit, integration and browser tests, ending with one plain summary line ("N passed,
 * N failed, N skipped"). The browser tests spend minutes building the site and waiting on a
 * browser; the unit and integration tests run beside them in a second vitest process, so the two
 * halves overlap instead of queuing. `--postgres` runs the integration tests against PostgreSQL
 * (TEST_POSTGRES_URL, default the local server's `test` database).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

const root = path.resolve(import.meta.dirname, '..')
const postgres = process.argv.includes('--postgres')
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-test-'))
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
if (postgres) env.TEST_POSTGRES_URL ??= 'postgres://postgres@127.0.0.1:5432/test'

const groups = postgres ? [['int']] : [['unit', 'int'], ['e2e']]

/** One vitest process over some projects; its lines are passed on whole, so two runs do not garble each other. */
function run(projects, index) {
  const report = path.join(reports, `report-${index}.json`)
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...projects.flatMap((p) => ['--project', p])]
  const child = spawn(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  readline.createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${line}\n`))
  readline.createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${line}\n`))
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code: code ?? 1, report }))
  })
}

const results = await Promise.all(groups.map(run))

let passed = 0
let failed = 0
let skipped = 0
for (const { code, report } of results) {
  try {
    const result = JSON.parse(fs.readFileSync(report, 'utf8'))
    passed += result.numPassedTests
    failed += result.numFailedTests || (result.success && code === 0 ? 0 : 1)
    skipped += result.numPendingTests + result.numTodoTests
  } catch {
    // vitest did not get far enough to write a report
    failed += 1
  }
}
console.log(`\n${postgres ? 'postgres' : 'tests'}: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(results.every((r) => r.code === 0) && failed === 0 ? 0 : 1)
