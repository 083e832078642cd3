import type { Locale } from './locales'
import type { Messages } from './messages'

// next-intl checks every key given to useTranslations, getTranslations and createTranslator against the English messages.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}
