import type { ExecutionArgs, ValidationRule } from 'graphql'
import { boundedQuery, type QueryBounds } from './bounded-query'

/**
 * What /api/graphql serves: the content queries of spec §7 (header and footer menus, events with
 * their variants and merch, products and variants) and the rest of the public content, read-only.
 * Editors work in the admin, which does not use GraphQL; customers' data is served by the site's
 * own API. Everything else Payload would generate (private collections, versions, access,
 * mutations, logins) is refused before it runs.
 */
export const PUBLIC_CONTENT_QUERIES: ReadonlySet<string> = new Set([
  'HeaderMenu',
  'FooterMenu',
  'SiteSetting',
  'Sites',
  'Event',
  'Events',
  'countEvents',
  'Product',
  'Products',
  'countProducts',
  'Variant',
  'Variants',
  'countVariants',
  'ShopSection',
  'ShopSections',
  'Page',
  'Pages',
  'Post',
  'Posts',
  'TrainingPlan',
  'TrainingPlans',
  'Podcast',
  'Podcasts',
  'Media',
  'allMedia',
])

export const GRAPHQL_BOUNDS: QueryBounds = {
  allowedRootFields: PUBLIC_CONTENT_QUERIES,
  maxRootFields: 10,
  maxDepth: 8,
  maxCost: 5000,
  maxLimit: 100,
  maxRichTextDepth: 2,
  maxInputDepth: 10,
}

/** Payload's `graphQL.validationRules`: every operation is checked against the bounds first. */
export const graphQLValidationRules = (args: ExecutionArgs): ValidationRule[] => [boundedQuery(GRAPHQL_BOUNDS, (args.variableValues ?? {}) as Record<string, unknown>)]
