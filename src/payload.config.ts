import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import { s3Storage } from '@payloadcms/storage-s3'
import sharp from 'sharp'
import { Podcasts } from './cms/collections/articles/Podcasts'
import { Posts } from './cms/collections/articles/Posts'
import { TrainingPlans } from './cms/collections/articles/TrainingPlans'
import { Events } from './cms/collections/catalogue/Events'
import { Products } from './cms/collections/catalogue/Products'
import { ShopSections } from './cms/collections/catalogue/ShopSections'
import { Variants } from './cms/collections/catalogue/Variants'
import { ContactMessages } from './cms/collections/ContactMessages'
import { Addresses } from './cms/collections/accounts/Addresses'
import { Customers } from './cms/collections/accounts/Customers'
import { Carts } from './cms/collections/commerce/Carts'
import { CouponClaims } from './cms/collections/commerce/CouponClaims'
import { CouponRedemptions } from './cms/collections/commerce/CouponRedemptions'
import { Coupons } from './cms/collections/commerce/Coupons'
import { Orders } from './cms/collections/commerce/Orders'
import { OrderShipments } from './cms/collections/commerce/OrderShipments'
import { Payments } from './cms/collections/commerce/Payments'
import { SandboxCharges } from './cms/collections/commerce/SandboxCharges'
import { InvoiceSequences } from './cms/collections/commerce/InvoiceSequences'
import { WebhookEvents } from './cms/collections/commerce/WebhookEvents'
import { Refunds } from './cms/collections/commerce/Refunds'
import { AuditEvents } from './cms/collections/system/AuditEvents'
import { EntryTransfers } from './cms/collections/entries/EntryTransfers'
import { TeamPlaces } from './cms/collections/entries/TeamPlaces'
import { RefundRequests } from './cms/collections/entries/RefundRequests'
import { Jobs } from './cms/collections/system/Jobs'
import { Entries } from './cms/collections/entries/Entries'
import { TeamEmblems } from './cms/collections/entries/TeamEmblems'
import { Teams } from './cms/collections/entries/Teams'
import { Activities } from './cms/collections/entries/Activities'
import { ActivityTypes } from './cms/collections/entries/ActivityTypes'
import { MedalShipments } from './cms/collections/entries/MedalShipments'
import { Media } from './cms/collections/Media'
import { RateLimitHits } from './cms/collections/RateLimitHits'
import { Pages } from './cms/collections/Pages'
import { Subscribers } from './cms/collections/Subscribers'
import { Users } from './cms/collections/Users'
import { siteOrigins } from './lib/http/site-origin'
import { FooterMenu } from './cms/globals/FooterMenu'
import { HeaderMenu } from './cms/globals/HeaderMenu'
import { Markets } from './cms/globals/Markets'
import { Seller } from './cms/globals/Seller'
import { ShippingRates } from './cms/globals/ShippingRates'
import { SiteSettings } from './cms/globals/SiteSettings'
import { TaxRates } from './cms/globals/TaxRates'
import { MAX_API_DEPTH } from './cms/api-bounds'
import { valueErrorsAreBadRequests } from './cms/api-errors'
import { graphQLValidationRules } from './cms/graphql/policy'
import { siteQueries } from './cms/graphql/sites'
import { hardenConfig } from './cms/harden'
import { fallbacks, localeNames, locales } from './i18n/locales'
import { createSerializedSqliteClient } from './db/sqlite-client'
import { milepostEmailAdapter } from './lib/email/adapter'
import { env, usesPostgres } from './lib/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function database() {
  if (usesPostgres()) {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL, max: 10 },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
    })
  }
  const url = env.DATABASE_URL ?? `file:${path.join(env.DATA_DIR, 'milepost.db')}`
  const busyTimeout = 5000
  const adapter = sqliteAdapter({
    client: { url },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
    // The types of the hot paths' direct table access (src/db/drizzle-tables.ts): `npm run generate:db-schema`.
    generateSchemaOutputFile: path.resolve(dirname, 'db/schema.generated.ts'),
    transactionOptions: {},
    busyTimeout,
    // Applied by our client (src/db/sqlite-client.ts): Payload skips this when handed a client.
    wal: { synchronous: 'NORMAL' },
  })
  // Payload reuses a client it finds on the adapter; ours queues concurrent writers (src/db/sqlite-client.ts).
  return {
    ...adapter,
    init: (args: Parameters<typeof adapter.init>[0]) => {
      const instance = adapter.init(args)
      instance.client = createSerializedSqliteClient({ url }, busyTimeout)
      return instance
    },
  }
}

/**
 * Media and team emblems on S3-compatible storage when S3_BUCKET is set (several machines), else
 * on disk under DATA_DIR (one machine, any number of instances). The plugin is always listed so
 * the schema is the same either way.
 */
function mediaStorage() {
  return s3Storage({
    enabled: !!env.S3_BUCKET,
    alwaysInsertFields: true,
    bucket: env.S3_BUCKET ?? 'milepost-media',
    collections: { media: true, 'team-emblems': true },
    config: {
      region: env.S3_REGION ?? 'auto',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } } : {}),
    },
  })
}

// A session cookie counts only on these origins; other names are redirected to SITE_URL (proxy.ts).
const origins = siteOrigins({ siteUrl: env.SITE_URL, aliases: env.SITE_ALIASES })

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  // Cookie-authenticated calls to /api are honoured only from the site's own pages; no other
  // origin may read the answers.
  csrf: origins,
  cors: origins,
  maxDepth: MAX_API_DEPTH,
  hooks: { afterError: [valueErrorsAreBadRequests] },
  admin: {
    user: Users.slug,
    // No Gravatar: an editor's email hash is nobody else's business (and the admin loads nothing from elsewhere).
    avatar: 'default',
    meta: { titleSuffix: ' · Milepost admin' },
    importMap: { baseDir: dirname },
    components: { beforeDashboard: ['/cms/components/EditorTodos#EditorTodos'] },
  },
  collections: [
    Events,
    Products,
    Variants,
    ShopSections,
    Orders,
    OrderShipments,
    Payments,
    Carts,
    Coupons,
    CouponRedemptions,
    CouponClaims,
    SandboxCharges,
    InvoiceSequences,
    WebhookEvents,
    Refunds,
    Entries,
    EntryTransfers,
    TeamPlaces,
    RefundRequests,
    Teams,
    TeamEmblems,
    ActivityTypes,
    Activities,
    MedalShipments,
    Pages,
    Posts,
    TrainingPlans,
    Podcasts,
    Media,
    Subscribers,
    ContactMessages,
    RateLimitHits,
    Jobs,
    AuditEvents,
    Customers,
    Addresses,
    Users,
  ],
  globals: [HeaderMenu, FooterMenu, SiteSettings, Markets, ShippingRates, TaxRates, Seller],
  editor: lexicalEditor(),
  localization: {
    locales: locales.map((code) => ({ code, label: localeNames[code], fallbackLocale: fallbacks[code] })),
    defaultLocale: 'en',
    fallback: true,
  },
  db: database(),
  email: milepostEmailAdapter({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    fromAddress: env.EMAIL_FROM ?? 'hello@milepost.run',
    fromName: 'Milepost',
  }),
  sharp,
  plugins: [mediaStorage()],
  graphQL: { disablePlaygroundInProduction: true, validationRules: graphQLValidationRules, queries: siteQueries },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
}).then(hardenConfig)
