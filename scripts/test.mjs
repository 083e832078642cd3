#!/usr/bin/env node
/**
 * `npm test`: unit, integration and browser tests, ending with a plain summary line ("N passed,
 * N failed, N skipped"). The browser tests spend minutes building the site and waiting on a
 * browser; the unit and integration tests run beside them in a second vitest process, so the two
 * lanes overlap instead of queuing (docs/decisions/0022-test-run-layout.md). With
 * TEST_POSTGRES_URL set, the integration tests run on PostgreSQL too, in a third lane from the
 * start: each lane spends much of its time waiting (on SQLite's and PostgreSQL's writes, on the
 * browser), and a third keeps both cores busy.
 * `--postgres` runs only the PostgreSQL integration tests (TEST_POSTGRES_URL, default the local
 * server's `test` database). The first lane starts with the static checks: the type check and the
 * linter (`npm run typecheck`, `npm run lint`); a finding fails the run like a failed test.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

const root = path.resolve(import.meta.dirname, '..')
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-test-'))
const postgresUrl = process.argv.includes('--postgres') ? (process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : process.env.TEST_POSTGRES_URL
const sqliteEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
delete sqliteEnv.TEST_POSTGRES_URL

const checks = [
  { label: 'checks', name: 'typecheck', command: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], env: sqliteEnv },
  { label: 'checks', name: 'lint', command: ['node_modules/@biomejs/biome/bin/biome', 'ci', '--colors=off', '--diagnostic-level=error', '.'], env: sqliteEnv },
]
const sqlite = { label: 'tests', projects: ['unit', 'int'], env: sqliteEnv }
const browser = {
  label: 'tests',
  playwright: true,
  env: { ...sqliteEnv, MILEPOST_TYPES_CHECKED_ELSEWHERE: '1', ...(postgresUrl ? { TEST_POSTGRES_URL: postgresUrl } : {}) },
}
const postgres = { label: 'postgres', projects: ['int'], env: { ...sqliteEnv, TEST_POSTGRES_URL: postgresUrl } }
const lanes = process.argv.includes('--postgres') ? [[postgres]] : postgresUrl ? [[...checks, sqlite], [browser], [postgres]] : [[...checks, sqlite], [browser]]

let runs = 0
/** One vitest process; its lines are passed on whole, so two at once do not garble each other. */
function run({ projects, env }) {
  const report = path.join(reports, `report-${runs++}.json`)
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...projects.flatMap((p) => ['--project', p])]
  const child = spawn(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  readline.createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${line}\n`))
  readline.createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${line}\n`))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, report })))
}

/** The browser tests on Playwright's runner (playwright.config.ts), with a JSON report to count. */
function runPlaywright({ env }) {
  const report = path.join(reports, `report-${runs++}.json`)
  const child = spawn(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test'], {
    cwd: root,
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  readline.createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${line}\n`))
  readline.createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${line}\n`))
  return new Promise((resolve) =>
    child.on('close', (code) => {
      try {
        const { stats } = JSON.parse(fs.readFileSync(report, 'utf8'))
        const failed = stats.unexpected + stats.flaky || (code === 0 ? 0 : 1)
        resolve({ passed: stats.expected, failed, skipped: stats.skipped })
      } catch {
        resolve({ passed: 0, failed: 1, skipped: 0 })
      }
    }),
  )
}

/** A static check: passed when it exits 0 (its findings are on the output). */
function check({ name, command, env }) {
  const child = spawn(process.execPath, command, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  readline.createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`))
  readline.createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`[${name}] ${line}\n`))
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 })))
}

/** Counts from a vitest JSON report; a run that wrote none failed. */
function counts({ code, report }) {
  try {
    const result = JSON.parse(fs.readFileSync(report, 'utf8'))
    const failed = result.numFailedTests || (result.success && code === 0 ? 0 : 1)
    return { passed: result.numPassedTests, failed, skipped: result.numPendingTests + result.numTodoTests }
  } catch {
    return { passed: 0, failed: 1, skipped: 0 }
  }
}

const finished = (
  await Promise.all(
    lanes.map(async (lane) => {
      const done = []
      for (const group of lane) done.push({ ...group, ...(group.command ? await check(group) : group.playwright ? await runPlaywright(group) : counts(await run(group))) })
      return done
    }),
  )
).flat()

let ok = true
for (const label of [...new Set(finished.map((f) => f.label))]) {
  const mine = finished.filter((f) => f.label === label)
  const sum = (key) => mine.reduce((n, f) => n + f[key], 0)
  if (sum('failed')) ok = false
  console.log(`\n${label}: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`)
}
process.exit(ok ? 0 : 1)
