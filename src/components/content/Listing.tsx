import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { pageMetadata } from '@/server/content/metadata'
import type { Locale } from '@/i18n/locales'

type Namespace = 'events' | 'shop' | 'trainingPlans' | 'blog' | 'podcasts' | 'contact'

/** Metadata of a page whose title and intro are UI strings ({namespace}.title / .intro). */
export function listingMetadata(namespace: Namespace, path: string) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
    const { locale } = await params
    const t = await getTranslations({ locale, namespace })
    return pageMetadata({ locale, path, title: t('title'), description: t('intro') })
  }
}

export function PageHeader({ title, intro }: { title: string; intro?: string | null }) {
  return (
    <header className="page__header">
      <h1 className="page__title">{title}</h1>
      {intro && <p className="page__intro">{intro}</p>}
    </header>
  )
}
