import 'server-only'
import { createTranslator } from 'next-intl'
import type { Locale } from './locales'
import { loadMessages } from './messages'

/** Translator for route handlers, which have no next-intl request context. */
export async function getTranslator(locale: Locale) {
  const messages = await loadMessages(locale)
  return createTranslator({ locale, messages })
}
