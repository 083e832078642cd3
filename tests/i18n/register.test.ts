import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

type Tree = { [key: string]: string | Tree | Tree[] }

function texts(tree: Tree | Tree[] | string, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]]
  return Object.entries(tree).flatMap(([key, value]) => texts(value as Tree, prefix ? `${prefix}.${key}` : key))
}

/** The site's words, the demo content and the mails (their words are in messages) of one locale. */
const everything = (locale: string) =>
  ['messages', 'src/seed/content', 'src/seed/catalogue'].flatMap((dir) =>
    texts(JSON.parse(fs.readFileSync(path.resolve(dir, `${locale}.json`), 'utf8')) as Tree).map(([key, text]) => [`${dir}:${key}`, text] as const),
  )

/**
 * One register per language, so a page never speaks to the same person two ways: French and
 * Canadian French say "vous", German says "du" (decision 0046). Markers of the other register:
 * French tu, toi, ton, ta, tes, te, the elided t’ and familiar imperatives; German Sie and Ihr… inside a sentence (at its
 * start they may be "she", "they" or "their").
 */
// Words are bounded by letters (JavaScript's \b knows no "ê": "êtes" would hold "tes").
// An instruction opening a sentence, in the familiar imperative, speaks "tu" without the pronoun.
const tutoiement =
  /(?<!\p{L})(?:tu|toi|ton|ta|tes|te|t[’'](?=\p{L}))(?!\p{L})|(?:^|[.!?]\s)(?:Saisis|Choisis|Vérifie|Réessaie|Indique|Exporte|Importe|Téléverse|Ajoute|Nomme|Trouve|Écris|Contacte)(?!\p{L})/iu
const otherRegister: Record<string, RegExp> = {
  fr: tutoiement,
  'fr-ca': tutoiement,
  de: /(?<![.!?:]\s|^)(?<!\p{L})(?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)(?!\p{L})/u,
}

describe('each language speaks to people in one register', () => {
  it.each(Object.keys(otherRegister))('%s has no word of the other register', (locale) => {
    const offending = everything(locale)
      .filter(([, text]) => otherRegister[locale]!.test(text.replace(/\{[^{}]*\}/g, '')))
      .map(([key, text]) => `${key}: ${text}`)
    expect(offending).toEqual([])
  })

  it('catches the other register', () => {
    expect(otherRegister.fr!.test('Connecte-toi d’abord.')).toBe(true)
    expect(otherRegister.fr!.test('Tu ne peux t’inscrire qu’une fois.')).toBe(true)
    expect(otherRegister['fr-ca']!.test('Saisis la date au format YYYY-MM-DD.')).toBe(true)
    expect(otherRegister.fr!.test('Le fichier indique une distance impossible.')).toBe(false)
    expect(otherRegister['fr-ca']!.test('Vérifiez vos inscriptions avant de payer.')).toBe(false)
    expect(otherRegister.de!.test('Bitte warten Sie einige Minuten.')).toBe(true)
    expect(otherRegister.de!.test('Sie kann sich nicht erneut anmelden.')).toBe(false)
    expect(otherRegister.de!.test('Eine Person ist angemeldet. Sie kann sich nicht erneut anmelden.')).toBe(false)
  })
})
