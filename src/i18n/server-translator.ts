import 'server-only'
import { createTranslator } from 'next-intl'
import type { Locale } from './locales'
import { loadMessages } from './messages'

const translators = new Map<Locale, ReturnType<typeof make>>()

const make = async (locale: Locale) => createTranslator({ locale, messages: await loadMessages(locale) })

/** Translator for route handlers, which have no next-intl request context; one per locale per process. */
export function getTranslator(locale: Locale) {
  let translator = translators.get(locale)
  if (!translator) {
    translator = make(locale)
    translators.set(locale, translator)
  }
  return translator
}
