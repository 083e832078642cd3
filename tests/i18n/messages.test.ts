import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '../../src/i18n/locales'

type Tree = { [key: string]: string | Tree }

/** Values that are the same word in every language (brand names). */
const sameInEveryLanguage = new Set(['meta.siteName', 'checkout.paypal'])

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))))
}

const read = (dir: string, locale: string) => JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Tree
/**
 * The arguments an ICU message names ("{name}", "{count, plural, …}"), found by walking its braces:
 * the words of a select's or plural's branches ("km {kilometres}") are text, not arguments.
 */
function placeholders(text: string): string[] {
  const names: string[] = []
  const argument = /^\{\s*(\w+)\s*(?:,\s*(plural|select|selectordinal|number|date|time)\b[^{}]*)?/
  const walk = (at: number, inBranches: boolean): number => {
    let i = at
    while (i < text.length) {
      const c = text[i]
      if (c === '}') return i + 1
      if (c === "'" && text[i + 1] === '{') i = text.indexOf("'", i + 1) + 1 || text.length
      else if (c !== '{') i++
      else if (inBranches) i = walk(i + 1, false)
      else {
        const m = argument.exec(text.slice(i))
        if (!m) throw new Error(`Unreadable message: ${text}`)
        names.push(m[1]!)
        i += m[0].length
        i = m[2] === 'plural' || m[2] === 'select' || m[2] === 'selectordinal' ? walk(i, true) : text.indexOf('}', i) + 1
      }
    }
    return i
  }
  walk(0, false)
  return names.sort()
}

describe('every locale has every UI message, translated, with the same placeholders (L1)', () => {
  const dir = path.resolve('messages')
  const english = flatten(read(dir, 'en'))

  it.each(locales.filter((l) => l !== 'en'))('%s has every key, translated, with the same placeholders', (locale) => {
    const messages = flatten(read(dir, locale))
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort())
    for (const [key, value] of Object.entries(messages)) {
      expect(value.trim(), `${locale}:${key} is empty`).not.toBe('')
      const hasWords = /\p{L}/u.test(value.replace(/\{[^{}]*\}/g, ''))
      if (hasWords && !sameInEveryLanguage.has(key)) expect(value, `${locale}:${key} is left in English`).not.toBe(english[key])
      expect(placeholders(value), `${locale}:${key} placeholders`).toEqual(placeholders(english[key]!))
    }
  })

  it('has no message files for locales the site does not serve', () => {
    expect(fs.readdirSync(dir).sort()).toEqual(locales.map((l) => `${l}.json`).sort())
  })
})

describe('demo content in all nine locales', () => {
  const dir = path.resolve('src/seed/content')
  const english = flatten(read(dir, 'en'))

  it.each(locales.filter((l) => l !== 'en'))('%s has the same structure and is translated', (locale) => {
    const content = flatten(read(dir, locale))
    expect(Object.keys(content).sort()).toEqual(Object.keys(english).sort())
    const untranslated = Object.entries(content).filter(([key, value]) => value === english[key] && !/^(Milepost|Strava|Blog|Podcasts?)$/.test(value))
    expect(untranslated.length, `untranslated: ${untranslated.map(([k]) => k).join(', ')}`).toBeLessThanOrEqual(2)
  })
})
