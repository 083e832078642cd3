import { getTranslations, setRequestLocale } from 'next-intl/server'
import { listingMetadata, PageHeader } from '@/components/content/Listing'
import { AppLink } from '@/components/ui/AppLink.client'
import { listPosts } from '@/server/content/articles'
import { formatDay } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = listingMetadata('blog', '/blog')

export default async function BlogPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [posts, t] = await Promise.all([listPosts(locale), getTranslations('blog')])
  return (
    <section className="page">
      <PageHeader title={t('title')} intro={t('intro')} />
      {posts.length === 0 && <p>{t('empty')}</p>}
      <ul className="card-list">
        {posts.map((post) => (
          <li key={post.id} className="card">
            <p className="card__meta">
              <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, locale)}</time>
            </p>
            <h2 className="card__title">
              <AppLink href={`/blog/${post.slug}`}>{post.title}</AppLink>
            </h2>
            <p>{post.excerpt}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
