import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { clientMessages, loadMessages, type PageNamespace } from '@/i18n/messages'

/** Sends the UI strings of a few page-specific namespaces to that page's client components only. */
export async function PageMessages({ locale, namespaces, children }: { locale: Locale; namespaces: PageNamespace[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={clientMessages(await loadMessages(locale), namespaces)}>{children}</NextIntlClientProvider>
}
