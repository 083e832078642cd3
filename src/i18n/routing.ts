import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Detection runs only on "/" in our proxy (spec §1), never on other paths.
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
})
