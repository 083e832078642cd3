import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import { listEvents } from '@/server/content/catalogue'
import { pageMetadata } from '@/server/content/metadata'
import { type EntryFlowData, getEntryFlow } from '@/server/entries/flow-data'
import type { EntryPath } from '@/entries/model'
import { ENTRY_PAGES } from '@/entries/steps'
import { type Locale, localizedPath } from '@/i18n/locales'
import { env } from '@/lib/env'
import { EntryFlow } from './EntryFlow.client'
import { EntryStart } from './EntryStart.client'
import { openForEntry } from '@/entries/open-for-entry'
import { EventPicker } from './EventPicker'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ event?: string | string[] }> }

const slugOf = (value: string | string[] | undefined) => (typeof value === 'string' && /^[a-z0-9-]{1,120}$/.test(value) ? value : null)

async function flowOf({ params, searchParams }: Props): Promise<{ locale: Locale; slug: string | null; data: EntryFlowData | null }> {
  const { locale } = await params
  const slug = slugOf((await searchParams).event)
  return { locale, slug, data: slug ? await getEntryFlow(slug, locale) : null }
}

/** The entry pages (spec §2: /events/enter and the three flows): per event (`?event=`), never indexed. */
export function entryPage(entryPath: EntryPath | null) {
  async function generateMetadata(props: Props): Promise<Metadata> {
    const { locale, data } = await flowOf(props)
    const t = await getTranslations({ locale, namespace: 'entries' })
    const title = data ? t('enterTitle', { event: data.event.title }) : t('chooseEventTitle')
    return { ...pageMetadata({ locale, path: entryPath ? ENTRY_PAGES[entryPath] : '/events/enter', title }), robots: { index: false, follow: false } }
  }

  // biome-ignore lint/correctness/noComponentHookFactories: a page factory: each entry route is one call of it
  async function Page(props: Props) {
    const { locale, slug, data } = await flowOf(props)
    setRequestLocale(locale)
    const t = await getTranslations('entries')
    // Without an event, /events/enter offers the events open for entry; the flows start there.
    if (!slug) {
      if (entryPath) redirect(localizedPath(locale, '/events/enter'))
      return (
        <section className="page entry-page">
          <PageHeader title={t('chooseEventTitle')} intro={t('chooseEventIntro')} />
          <EventPicker events={openForEntry(await listEvents(locale))} locale={locale} />
        </section>
      )
    }
    if (!data) notFound()
    const accountBase = env.ACCOUNT_SITE_URL ?? '/account'
    return (
      <section className="page entry-page">
        <PageHeader title={t('enterTitle', { event: data.event.title })} intro={entryPath ? null : t('enterIntro')} />
        <PageMessages locale={locale} namespaces={['entries', 'cart', 'basket']}>
          {entryPath ? <EntryFlow data={data} entryPath={entryPath} locale={locale} accountBase={accountBase} /> : <EntryStart data={data} locale={locale} accountBase={accountBase} />}
        </PageMessages>
      </section>
    )
  }
  return { generateMetadata, Page }
}
