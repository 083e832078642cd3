import { RichText } from '@payloadcms/richtext-lexical/react'
import { SiteImage } from '@/components/ui/SiteImage'
import { getTranslations } from 'next-intl/server'
import { RenderBlocks } from '@/components/blocks/RenderBlocks'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

/** A CMS page: its header, hero image and text, then the blocks an editor arranged. */
export async function PageView({ page, locale }: { page: Page; locale: Locale }) {
  const blocks = page.layout ?? []
  const t = await getTranslations({ locale, namespace: 'nav' })
  // A page that opens with a hero block lets the block carry the title and the main image.
  if (blocks[0]?.blockType === 'hero') {
    return (
      <article className="page page--blocks">
        <RenderBlocks blocks={blocks} locale={locale} newTabLabel={t('opensInNewTab')} />
      </article>
    )
  }
  const hero = typeof page.heroImage === 'object' ? page.heroImage : null
  const heroSrc = hero?.sizes?.wide?.url ?? hero?.url
  return (
    <article className="page">
      <header className="page__header">
        <h1 className="page__title">{page.title}</h1>
        {page.intro && <p className="page__intro">{page.intro}</p>}
      </header>
      {hero && heroSrc && (
        <SiteImage
          className="page__hero"
          src={heroSrc}
          alt={hero.alt}
          width={hero.sizes?.wide?.width ?? hero.width ?? 1600}
          height={hero.sizes?.wide?.height ?? hero.height ?? 900}
          sizes="(min-width: 1200px) 1152px, 100vw"
          priority
        />
      )}
      {page.content && <RichText className="prose" data={page.content} />}
      {blocks.length > 0 && <RenderBlocks blocks={blocks} locale={locale} newTabLabel={t('opensInNewTab')} />}
    </article>
  )
}
