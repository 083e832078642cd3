import type { Locale } from './locales'

type Messages = typeof import('../../messages/en.json')

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../../messages/en.json'),
  fr: () => import('../../messages/fr.json'),
  de: () => import('../../messages/de.json'),
  it: () => import('../../messages/it.json'),
  nl: () => import('../../messages/nl.json'),
  es: () => import('../../messages/es.json'),
  'es-mx': () => import('../../messages/es-mx.json'),
  'fr-ca': () => import('../../messages/fr-ca.json'),
  sv: () => import('../../messages/sv.json'),
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default
}

export type { Messages }

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** Every message key, checked against the English messages. */
export type MessageKey = Leaves<Messages>

/** The namespaces client components read on every page; only these are sent with each page. */
export const clientNamespaces = ['nav', 'newsletter', 'newsletterOptIn', 'validation', 'errors', 'progress', 'shop', 'contact'] as const satisfies readonly (keyof Messages)[]

/** Namespaces only some pages' client components read (see components/i18n/PageMessages). */
export type PageNamespace = 'cart' | 'basket' | 'checkout' | 'account' | 'entries' | 'races' | 'booking' | 'orderCancel' | 'teamPlaces' | 'deferral'

export function clientMessages<E extends PageNamespace = never>(messages: Messages, extra: readonly E[] = []) {
  return Object.fromEntries([...clientNamespaces, ...extra].map((ns) => [ns, messages[ns]])) as Pick<Messages, (typeof clientNamespaces)[number] | E>
}
