import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { NotFoundView, notFoundMetadata } from '@/components/errors/NotFoundView'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AppLink } from '@/components/ui/AppLink.client'
import { getPost } from '@/server/content/articles'
import { pageMetadata } from '@/server/content/metadata'
import { formatDay } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const post = await getPost(slug, locale)
  if (!post) return notFoundMetadata(locale)
  return pageMetadata({ locale, path: `/blog/${slug}`, title: post?.title, description: post?.excerpt })
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const [post, t] = await Promise.all([getPost(slug, locale), getTranslations('blog')])
  if (!post) return <NotFoundView locale={locale} />
  return (
    <article className="page">
      <p className="breadcrumb">
        <AppLink href="/blog">{t('backToBlog')}</AppLink>
      </p>
      <header className="page__header">
        <h1 className="page__title">{post.title}</h1>
        <p className="page__intro">{post.excerpt}</p>
        <p className="card__meta">
          <time dateTime={post.publishedAt}>{t('publishedOn', { date: formatDay(post.publishedAt, locale) })}</time>
          {post.author ? ` · ${t('by', { author: post.author })}` : null}
        </p>
      </header>
      {post.content && <RichText className="prose" data={post.content} />}
    </article>
  )
}
