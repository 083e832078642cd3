import type { GraphQLExtension } from 'payload'
import { languageTags, locales, siteIds } from '../../i18n/locales'

/**
 * `Sites`: the nine locales with the site ids of the original content system (spec §3), so that
 * consumers that filter by site id can map them to the `locale` argument every query takes.
 */
export const siteQueries: GraphQLExtension = (GraphQL) => {
  const Site = new GraphQL.GraphQLObjectType({
    name: 'Site',
    fields: {
      siteId: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLInt) },
      locale: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLString) },
      languageTag: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLString) },
    },
  })
  return {
    Sites: {
      type: new GraphQL.GraphQLNonNull(new GraphQL.GraphQLList(new GraphQL.GraphQLNonNull(Site))),
      resolve: () => locales.map((locale) => ({ siteId: siteIds[locale], locale, languageTag: languageTags[locale] })).sort((a, b) => a.siteId - b.siteId),
    },
  }
}
