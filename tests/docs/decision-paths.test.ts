import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const decisions = path.join(root, 'docs/decisions')
const records = fs.readdirSync(decisions).filter((name) => /^\d{4}-.+\.md$/.test(name))

/** A record's text without its Context, which tells what was and may name what is gone. */
const withoutContext = (text: string) => text.replace(/^## Context\n[\s\S]*?(?=^## )/m, '')

/** The repository paths a text names in backticks: under src/, scripts/ or tests/. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`((?:src|scripts|tests)\/[^`\s]*)`/g)].map((m) => m[1]?.replace(/[.,:;]$/, '') ?? '')
}

/** Whether a named path exists: a file, a folder, a module named without its extension, or a glob with a match. */
function exists(named: string, base = root): boolean {
  if (named.includes('*')) {
    const dir = path.posix.dirname(named)
    const pattern = new RegExp(
      `^${path.posix
        .basename(named)
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')}$`,
    )
    return fs.existsSync(path.join(base, dir)) && fs.readdirSync(path.join(base, dir)).some((name) => pattern.test(name))
  }
  return ['', '.ts', '.tsx', '.mjs'].some((ext) => fs.existsSync(path.join(base, `${named}${ext}`)))
}

describe('decision records stay true', () => {
  it('finds the records', () => expect(records.length).toBeGreaterThan(40))

  it.each(records)('%s has its Date and Status under the title', (name) => {
    const [title, blank, date, status] = fs.readFileSync(path.join(decisions, name), 'utf8').split('\n')
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 4)} — `))
    expect(blank).toBe('')
    expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/)
    expect(status).toMatch(/^Status: (accepted|superseded by \d{4})\b/)
  })

  it.each(records)('%s names only paths that exist (outside its Context)', (name) => {
    const missing = namedPaths(withoutContext(fs.readFileSync(path.join(decisions, name), 'utf8'))).filter((named) => !exists(named))
    expect(missing).toEqual([])
  })

  it("the README's where-to-change-what map names only paths that exist", () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
    const map = readme.slice(readme.indexOf('## Where to change what'))
    expect(map.length, 'the README has no "Where to change what" section').toBeGreaterThan(30)
    expect(namedPaths(map).filter((named) => !exists(named))).toEqual([])
  })

  it('the check catches a stale path, and takes modules, folders and globs', () => {
    expect(namedPaths('See `src/checkout/checkout-machine.ts` and `src/server/payload`.')).toEqual(['src/checkout/checkout-machine.ts', 'src/server/payload'])
    expect(exists('src/checkout/checkout-machine.ts')).toBe(false)
    expect(exists('src/server/payload')).toBe(true)
    expect(exists('src/components/checkout/flow/')).toBe(true)
    expect(exists('src/accounts/email-change*.ts')).toBe(true)
    expect(exists('src/accounts/no-such*.ts')).toBe(false)
    expect(withoutContext('# 0001 — T\n\n## Context\nwas `src/gone.ts`\n\n## Decision\nis `src/now.ts`\n')).not.toContain('src/gone.ts')
  })
})
