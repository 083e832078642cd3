import type { MessageValues } from '../lib/errors'
import type { MessageKey } from './messages'

/** The keys under a namespace, relative to it ('trainingPlans.plan' → 'week' | 'day' | …). */
type KeysUnder<Key, Namespace extends string> = Key extends `${Namespace}.${infer Rest}` ? Rest : never

/** The message keys of one namespace, relative to it. */
export type MessageKeyIn<Namespace extends string> = KeysUnder<MessageKey, Namespace>

/**
 * A translator, keys checked against messages/en.json: over all the messages, or over one
 * namespace. next-intl's useTranslations(ns?), getTranslations(ns?) and getTranslator(locale) each
 * fit it, so code that writes text (mails, documents, error messages) takes this, not next-intl's type.
 */
export type Translate<Namespace extends string = never> = (key: [Namespace] extends [never] ? MessageKey : MessageKeyIn<Namespace>, values?: MessageValues) => string
