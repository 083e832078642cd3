import type { Locale } from '../../i18n/locales'
import { formatShopDay } from '../../i18n/format'
import { formatMoney } from '../../commerce/money'
import type { CartProblem } from '../../commerce/cart/types'
import type { Translate } from '../http/site-action'

/** A problem's messages in the reader's words: the message, then why (when it says). */
export const problemMessages = (t: Translate, locale: Locale) =>
  function messages(problem: CartProblem): string[] {
    const money = Object.fromEntries(Object.entries(problem.money ?? {}).map(([name, amount]) => [name, formatMoney(amount, locale)]))
    const dates = Object.fromEntries(Object.entries(problem.dates ?? {}).map(([name, iso]) => [name, formatShopDay(iso, locale)]))
    const text = t(problem.key, { ...problem.values, ...money, ...dates } as Record<string, string>)
    return problem.because ? [text, ...messages(problem.because)] : [text]
  }

export const describeProblem = (t: Translate, locale: Locale) => (problem: CartProblem) => problemMessages(t, locale)(problem).join(' ')

export const translateProblems = (problems: Record<string, CartProblem>, t: Translate, locale: Locale) =>
  Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemMessages(t, locale)(problem)]))
