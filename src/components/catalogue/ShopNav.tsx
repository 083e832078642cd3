import { getTranslations } from 'next-intl/server'
import type { SectionView } from '@/server/content/catalogue'
import type { Locale } from '@/i18n/locales'
import { AppLink } from '../ui/AppLink.client'

export async function ShopNav({ sections, current, locale }: { sections: SectionView[]; current: string | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shop' })
  return (
    <nav className="chips" aria-label={t('sections')}>
      <AppLink href="/shop" className="chip" aria-current={current === null ? 'page' : undefined}>
        {t('allProducts')}
      </AppLink>
      {sections.map((s) => (
        <AppLink key={s.id} href={`/shop/${s.slug}`} className="chip" aria-current={current === s.slug ? 'page' : undefined}>
          {s.title}
        </AppLink>
      ))}
    </nav>
  )
}
