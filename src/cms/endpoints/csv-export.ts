import type { CollectionSlug, DataFromCollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'
import { hasRole } from '../access'

const PAGE = 500

type CsvRows<Slug extends CollectionSlug> =
  | {
      /** A document as find answers it at `depth`: relationships are documents at 1, ids at 0 (both are in the generated type). */
      row(doc: DataFromCollectionSlug<Slug>): string
    }
  | {
      /** The rows of a page of documents, any number per document (read more through `req`, in one query per page). */
      rows(docs: DataFromCollectionSlug<Slug>[], req: PayloadRequest): Promise<string[]>
    }

type CsvExport<Slug extends CollectionSlug> = CsvRows<Slug> & {
  collection: Slug
  /** The fields the admin list's search box looks in. */
  searchFields: (keyof DataFromCollectionSlug<Slug> & string)[]
  header: string
  /** The file's name before its date: `milepost-{name}-YYYY-MM-DD.csv`. */
  name: string
  /** 1 populates relationships (an entry's event and team); 0 keeps ids. */
  depth?: number
  /** The endpoint's path under the collection: `/export.csv` unless told. */
  path?: string
  /** A filter always applied, besides the list's. */
  scope?: Where
  /** Newest first (`-createdAt`) unless told. */
  sort?: string
}

/**
 * GET /api/{collection}/export.csv (or `path`): the documents the admin list shows (its `where` filters and
 * search), newest first, as CSV. Editors only; read through access control.
 */
export function csvExportEndpoint<Slug extends CollectionSlug>(spec: CsvExport<Slug>): Endpoint {
  const { collection, searchFields, header, name, depth = 0, path = '/export.csv', scope, sort = '-createdAt' } = spec
  const rowsOf = 'rows' in spec ? spec.rows : async (docs: DataFromCollectionSlug<Slug>[]) => docs.map((doc) => spec.row(doc))
  return {
    path,
    method: 'get',
    handler: async (req) => {
      if (!hasRole(req, 'admin', 'editor')) return Response.json({ error: 'Forbidden' }, { status: 403 })
      const query = req.query as { where?: Where; search?: unknown }
      const conditions: Where[] = scope ? [scope] : []
      if (query.where && typeof query.where === 'object') conditions.push(query.where)
      if (typeof query.search === 'string' && query.search.trim()) {
        conditions.push({ or: searchFields.map((field) => ({ [field]: { like: query.search } })) })
      }
      const where: Where = conditions.length ? { and: conditions } : {}
      const rows = [header]
      for (let page = 1; ; page++) {
        const result = await req.payload.find({ collection, where, sort, limit: PAGE, page, depth, overrideAccess: false, user: req.user, req }).catch((error: unknown) => {
          req.payload.logger.warn({ err: error, msg: `The ${collection} export refused its filters` })
          return null
        })
        if (!result) return Response.json({ error: 'These filters cannot be exported.' }, { status: 400 })
        // Outside the catch: a malformed stored document is a server error, not a refused filter.
        rows.push(...(await rowsOf(result.docs, req)))
        if (!result.hasNextPage) break
      }
      const day = new Date().toISOString().slice(0, 10)
      return new Response(`${rows.join('\r\n')}\r\n`, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="milepost-${name}-${day}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  }
}
