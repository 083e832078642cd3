import { getRequestConfig } from 'next-intl/server'
import { defaultLocale, normaliseLocale } from './locales'
import { loadMessages } from './messages'

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = normaliseLocale(await requestLocale) ?? defaultLocale
  return { locale, messages: await loadMessages(locale), timeZone: 'Europe/London' }
})
