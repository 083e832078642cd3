import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AppLink } from '@/components/ui/AppLink'
import { listPosts } from '@/content/articles'
import { pageMetadata } from '@/content/metadata'
import { formatDay } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'blog' })
  return pageMetadata({ locale, path: '/blog', title: t('title'), description: t('intro') })
}

export default async function BlogPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [posts, t] = await Promise.all([listPosts(locale), getTranslations('blog')])
  return (
    <section className="page">
      <header className="page__header">
        <h1 className="page__title">{t('title')}</h1>
        <p className="page__intro">{t('intro')}</p>
      </header>
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
