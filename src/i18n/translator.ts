import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl'
import type { Locale } from './locales'
import { loadMessages } from './messages'

type Messages = Awaited<ReturnType<typeof loadMessages>>

/** A translator for one namespace of the messages outside any request (mails, documents). */
export async function createMessageTranslator<Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(locale: Locale, namespace: Namespace) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace })
}
