import { cartErrorMessage } from '@/components/cart/cart-calls'
import { EntryFlowError } from '../../entries/service'
import { type EntryProblems, isIsoDay } from '../../entries/rules'
import { formatDay } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import type { Translate } from '../../i18n/translate'

/** What to tell the person of a failed entry operation (spec §8), in their language. */
export function entryErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof EntryFlowError) return t(error.key, error.values)
  return cartErrorMessage(error) ?? t('cart.updateFailed')
}

/**
 * The field messages of a refused entry or team (`user.email` → ['This field must be unique']); a
 * date in a message is written the locale's way.
 */
export function fieldMessages(problems: EntryProblems, t: Translate, locale: Locale): Record<string, string> {
  const value = (v: string | number) => (typeof v === 'string' && isIsoDay(v) ? formatDay(`${v}T00:00:00.000Z`, locale) : v)
  return Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, t(p.key, p.values && Object.fromEntries(Object.entries(p.values).map(([k, v]) => [k, value(v)])))]))
}

export const problemsOf = (error: unknown): EntryProblems => (error instanceof EntryFlowError ? error.problems : {})
