import 'server-only'
import { cacheTags } from '../../cms/revalidate'
import type { Locale } from '../../i18n/locales'
import { getPayloadClient } from '../payload'
import { cachedQuery } from './cache'
import type { Podcast, Post, TrainingPlan } from '../../payload-types'

const published = { _status: { equals: 'published' } } as const

const cached = <A extends string[], R>(key: string, read: (...args: A) => Promise<R>) => cachedQuery(key, { tags: [cacheTags.articles], revalidate: 3600 }, read)

export const listTrainingPlans = cached('training-plans', async (locale: Locale): Promise<TrainingPlan[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'training-plans', where: published, locale, depth: 1, sort: 'weeks', pagination: false })
  return docs
})

export const listPosts = cached('posts', async (locale: Locale): Promise<Post[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: published,
    locale,
    depth: 1,
    sort: '-publishedAt',
    pagination: false,
    select: { title: true, slug: true, excerpt: true, publishedAt: true, heroImage: true, author: true },
  })
  return docs as Post[]
})

export const getPost = cached('post', async (slug: string, locale: Locale): Promise<Post | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'posts', where: { ...published, slug: { equals: slug } }, locale, depth: 1, limit: 1 })
  return docs[0] ?? null
})

export const listPodcasts = cached('podcasts', async (locale: Locale): Promise<Podcast[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'podcasts', where: published, locale, depth: 1, sort: '-episodeNumber', pagination: false })
  return docs
})
