/**
 * Who may do what to every collection and global, through Payload's REST API and GraphQL, for
 * each kind of caller: a visitor, a customer, a run-club member, an editor and an admin. Ids of
 * the two auth collections collide on purpose (customer 1 and staff user 1), as in production.
 * A collection or global the matrix does not name fails the first test: new ones must join it.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_CONTENT_QUERIES } from '@/cms/graphql/policy'
import { graphqlCall, graphqlStatus, restCall } from '../support/payload-api'
import { GET as myData } from '@/app/actions/milepost/account/my-data/route'
import { POST as deleteAccount } from '@/app/actions/milepost/account/delete-account/route'
import { visitor } from '../support/cart-api'
import { siteRequest } from '../support/requests'
import { pounds } from '../support/prices'

type Role = 'visitor' | 'customer' | 'member' | 'editor' | 'admin'
type Operation = 'find' | 'findByID' | 'create' | 'update' | 'delete' | 'findVersions'

const roles: Role[] = ['visitor', 'customer', 'member', 'editor', 'admin']
const everyone = roles
const staff: Role[] = ['editor', 'admin']
const admin: Role[] = ['admin']
const none: Role[] = []

type Rule = {
  /** Roles allowed each operation on the collection's target document; any other role is refused. */
  allow: Partial<Record<Operation, Role[]>>
  /** A document the rule is about. */
  target: () => Promise<number>
  /** A document to delete (a fresh one each time; the target itself when not given). */
  fresh?: () => Promise<number>
  /** How REST names a document in its path, when not by id (preferences go by key). */
  pathOf?: (id: number) => Promise<string>
  /** GraphQL's names of the collection (none when Payload serves it no GraphQL). */
  graphql?: { one: string; many: string }
  versions?: boolean
}

let payload: Payload
const context = { disableRevalidate: true }
const auth: Record<Role, Record<string, string>> = { visitor: {}, customer: {}, member: {}, editor: {}, admin: {} }
const people = { adminId: 0, editorId: 0, customerId: 0, memberId: 0, victimId: 0 }
let imageId = 0
let sectionId = 0
let draftEventId = 0
let unique = 0
const next = () => `${Date.now().toString(36)}-${++unique}`

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c8102e' } })
    .png()
    .toBuffer()

async function file(collection: 'media' | 'team-emblems', data: Record<string, unknown>) {
  const bytes = await png()
  const doc = await payload.create({ collection, data: data as never, file: { data: bytes, mimetype: 'image/png', name: `${next()}.png`, size: bytes.byteLength }, context })
  return Number(doc.id)
}

const create = async (collection: string, data: Record<string, unknown>, options: { draft?: boolean } = {}) =>
  Number((await payload.create({ collection: collection as never, data: data as never, draft: options.draft, context, disableVerificationEmail: true } as never)).id)

const draftEvent = () =>
  create(
    'events',
    { title: `Draft ${next()}`, slug: `draft-${next()}`, shortDescription: 'Secret', eventStartDate: '2031-01-01', eventEndDate: '2031-01-02', image: imageId, defaultPrice: 1000, _status: 'draft' },
    { draft: true },
  )

const order = (n: string) => ({
  number: `MP-${n}`,
  cartNumber: `cart-${n}`,
  accessKey: `key-${n}`,
  status: 'paid',
  email: 'victim@example.com',
  locale: 'en',
  gateway: 'card',
  paymentReference: `ref-${n}`,
  lineItems: [],
  itemSubtotal: 100,
  totalDiscount: 0,
  totalShippingCost: 0,
  totalTax: 0,
  totalPrice: 100,
})

/** A pending refund request on a fresh entry of the draft event. */
async function refundRequest() {
  const variant = await create('variants', { kind: 'entry', event: draftEventId, title: 'Adult', sku: `R-${next()}`, prices: pounds(1000), entryType: 'adult' })
  const email = `asker-${next()}@example.com`
  const orderNumber = `MP-${next()}`
  const entry = await create('entries', {
    event: draftEventId,
    variant,
    entryPath: 'individual',
    entryType: 'adult',
    firstName: 'Vic',
    lastName: 'Tim',
    email,
    emailKey: email,
    distanceLabel: '10K',
    distanceKm: 10,
    orderNumber,
    locale: 'en',
  })
  return create('refund-requests', {
    entry,
    event: draftEventId,
    orderNumber,
    requesterEmail: email,
    requesterCustomerId: people.victimId,
    message: 'Injured',
    status: 'pending',
    locale: 'en',
    openKey: entry,
  })
}

/** Every collection Payload serves, with who may do what. */
const matrix: Record<string, Rule> = {
  events: {
    allow: { find: staff, findByID: staff, create: staff, update: staff, delete: staff, findVersions: staff },
    target: draftEvent,
    graphql: { one: 'Event', many: 'Events' },
    versions: true,
  },
  products: {
    allow: { find: staff, findByID: staff, create: staff, update: staff, delete: staff, findVersions: staff },
    target: () => create('products', { title: 'Draft tee', slug: `tee-${next()}`, productType: 'simple', section: sectionId, _status: 'draft' }, { draft: true }),
    graphql: { one: 'Product', many: 'Products' },
    versions: true,
  },
  variants: {
    allow: { find: staff, findByID: staff, create: staff, update: staff, delete: staff },
    target: async () => create('variants', { kind: 'entry', event: draftEventId, title: 'Secret entry', sku: `SKU-${next()}`, prices: pounds(999), entryType: 'adult' }),
    graphql: { one: 'Variant', many: 'Variants' },
  },
  'shop-sections': {
    allow: { find: everyone, findByID: everyone, create: staff, update: staff, delete: staff },
    target: () => create('shop-sections', { title: 'Kit', slug: `kit-${next()}` }),
    graphql: { one: 'ShopSection', many: 'ShopSections' },
  },
  pages: {
    allow: { find: ['member', ...staff], findByID: ['member', ...staff], create: staff, update: staff, delete: staff },
    target: () => create('pages', { title: 'Members only', slug: `run-club-gear-${next()}`, kind: 'run-club' }),
    graphql: { one: 'Page', many: 'Pages' },
  },
  posts: {
    allow: { find: staff, findByID: staff, create: staff, update: staff, delete: staff, findVersions: staff },
    target: () => create('posts', { title: 'Draft post', slug: `post-${next()}`, excerpt: 'Secret', publishedAt: '2030-01-01', _status: 'draft' }, { draft: true }),
    graphql: { one: 'Post', many: 'Posts' },
    versions: true,
  },
  'training-plans': {
    allow: { find: staff, findByID: staff, create: staff, update: staff, delete: staff, findVersions: staff },
    target: () => create('training-plans', { title: 'Draft plan', slug: `plan-${next()}`, summary: 'Secret', level: 'beginner', weeks: 4, _status: 'draft' }, { draft: true }),
    graphql: { one: 'TrainingPlan', many: 'TrainingPlans' },
    versions: true,
  },
  podcasts: {
    allow: { find: staff, findByID: staff, create: staff, update: staff, delete: staff, findVersions: staff },
    target: () =>
      create('podcasts', { title: 'Draft episode', slug: `ep-${next()}`, description: 'Secret', episodeNumber: 1000 + unique, publishedAt: '2030-01-01', _status: 'draft' }, { draft: true }),
    graphql: { one: 'Podcast', many: 'Podcasts' },
    versions: true,
  },
  media: {
    allow: { find: everyone, findByID: everyone, create: staff, update: staff, delete: staff },
    target: () => file('media', { alt: 'A red square' }),
    graphql: { one: 'Media', many: 'allMedia' },
  },
  'team-emblems': {
    // Files of emblems a team carries are public (tests/int/team-emblems.int.test.ts); the collection is not.
    allow: { find: staff, findByID: staff, create: none, update: staff, delete: staff },
    target: () => file('team-emblems', { uploadedBy: people.victimId }),
    graphql: { one: 'TeamEmblem', many: 'TeamEmblems' },
  },
  'activity-types': {
    // What events count is public (race pages name it); only editors change it.
    allow: { find: everyone, findByID: everyone, create: staff, update: staff, delete: staff },
    target: () => create('activity-types', { key: `rowing-${next()}`, name: 'Rowing', sports: ['rowing'] }),
    graphql: { one: 'ActivityType', many: 'ActivityTypes' },
  },
  orders: {
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: () => create('orders', order(next())),
    graphql: { one: 'Order', many: 'Orders' },
  },
  'order-shipments': {
    // Parcels are written by POST /api/orders/:id/ship only (the endpoints below); editors read them.
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: async () => {
      const orderId = await create('orders', order(next()))
      return create('order-shipments', { order: orderId, lines: [{ lineId: 1, qty: 1, description: 'Cap' }], carrier: 'DHL', trackingNumber: `T-${next()}`, shippedAt: new Date().toISOString() })
    },
    graphql: { one: 'OrderShipment', many: 'OrderShipments' },
  },
  payments: {
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: () =>
      create('payments', {
        transactionHash: `hash-${next()}`,
        cartNumber: 'cart',
        gateway: 'card',
        amount: 100,
        status: 'pending',
        email: 'victim@example.com',
        locale: 'en',
        redirect: '/order',
        cancelUrl: '/checkout',
      }),
    graphql: { one: 'Payment', many: 'Payments' },
  },
  carts: {
    allow: { find: staff, findByID: staff, create: none, update: none, delete: admin },
    target: () => create('carts', { number: `cart-${next()}`, version: 0, lineItems: [], nextLineId: 1, email: 'victim@example.com' }),
    graphql: { one: 'Cart', many: 'Carts' },
  },
  coupons: {
    allow: { find: staff, findByID: staff, create: staff, update: staff, delete: staff },
    target: () => create('coupons', { code: `SECRET${unique + 1}X${Date.now() % 1000}`, kind: 'percentage', amount: 50, scope: 'all' }),
    graphql: { one: 'Coupon', many: 'Coupons' },
  },
  'coupon-redemptions': {
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: () => create('coupon-redemptions', { couponCode: 'WELCOME10', email: 'victim@example.com', orderNumber: `MP-${next()}` }),
    graphql: { one: 'CouponRedemption', many: 'CouponRedemptions' },
  },
  'coupon-claims': {
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: () => create('coupon-claims', { couponCode: 'FIRSTRUN', holder: 'email:victim@example.com', slot: ++unique, orderNumber: `MP-${next()}` }),
    graphql: { one: 'CouponClaim', many: 'CouponClaims' },
  },
  'sandbox-charges': {
    allow: { find: staff, findByID: staff, create: admin, update: admin, delete: admin },
    target: () => create('sandbox-charges', { reference: `sbx-${next()}`, idempotencyKey: `idem-${next()}`, amount: 100, returnUrl: '/order', status: 'succeeded' }),
    graphql: { one: 'SandboxCharge', many: 'SandboxCharges' },
  },
  'invoice-sequences': {
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: () => create('invoice-sequences', { key: `matrix-${next()}`, next: 1 }),
    graphql: { one: 'InvoiceSequence', many: 'InvoiceSequences' },
  },
  refunds: {
    // Written by the refund code only (POST /api/orders/:id/refund, the providers' webhooks); editors read them.
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: async () => {
      const orderId = await create('orders', order(next()))
      return create('refunds', { key: `matrix-${next()}`, order: orderId, currency: 'GBP', amount: 100, state: 'succeeded' })
    },
    graphql: { one: 'Refund', many: 'Refunds' },
  },
  'audit-events': {
    // History is written by server code in the change's transaction: nobody writes or rewrites it through the API.
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: () => create('audit-events', { action: 'refund.succeeded', actorKind: 'system', actor: 'matrix' }),
    graphql: { one: 'AuditEvent', many: 'AuditEvents' },
  },
  'webhook-events': {
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: () => create('webhook-events', { key: `stripe:${next()}`, type: 'payment_intent.succeeded' }),
    graphql: { one: 'WebhookEvent', many: 'WebhookEvents' },
  },
  jobs: {
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: () => create('jobs', { task: 'prune-jobs', runAt: new Date().toISOString(), key: `matrix-${next()}` }),
    graphql: { one: 'Job', many: 'Jobs' },
  },
  entries: {
    allow: { find: staff, findByID: staff, create: none, update: staff, delete: none },
    target: async () => {
      const variant = await create('variants', { kind: 'entry', event: draftEventId, title: 'Adult', sku: `E-${next()}`, prices: pounds(1000), entryType: 'adult' })
      const email = `entrant-${next()}@example.com`
      return create('entries', {
        event: draftEventId,
        variant,
        entryPath: 'individual',
        entryType: 'adult',
        firstName: 'Vic',
        lastName: 'Tim',
        email,
        emailKey: email,
        distanceLabel: '10K',
        distanceKm: 10,
        orderNumber: `MP-${next()}`,
        locale: 'en',
      })
    },
    graphql: { one: 'Entry', many: 'Entries' },
  },
  'entry-transfers': {
    // Offered, taken back and claimed by the booking code (app API /races/{id}/transfer, /transfers/claim); editors read them.
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: async () => {
      const variant = await create('variants', { kind: 'entry', event: draftEventId, title: 'Adult', sku: `E-${next()}`, prices: pounds(1000), entryType: 'adult' })
      const email = `entrant-${next()}@example.com`
      const entry = await create('entries', {
        event: draftEventId,
        variant,
        entryPath: 'individual',
        entryType: 'adult',
        firstName: 'Vic',
        lastName: 'Tim',
        email,
        emailKey: email,
        distanceLabel: '10K',
        distanceKm: 10,
        orderNumber: `MP-${next()}`,
        locale: 'en',
      })
      return create('entry-transfers', { entry, event: draftEventId, state: 'pending', fromCustomerId: 1, toEmail: 'friend@example.com', locale: 'en', openKey: entry, tokenHash: `hash-${next()}` })
    },
    graphql: { one: 'EntryTransfer', many: 'EntryTransfers' },
  },
  'team-places': {
    // Held, released and claimed by the booking code (app API /teams/{id}/places, /places/claim, /teams/join); editors read them.
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: async () => {
      const team = await create('teams', {
        event: draftEventId,
        name: `Placed ${next()}`,
        nameKey: `placed ${next()}`,
        captainEmail: 'cap@example.com',
        orderNumber: `MP-${next()}`,
        distanceLabel: '10K',
        distanceKm: 10,
      })
      return create('team-places', { team, kind: 'adult', state: 'held', email: 'friend@example.com', locale: 'en', openKey: `${team}:friend`, tokenHash: `hash-${next()}` })
    },
    graphql: { one: 'TeamPlace', many: 'TeamPlaces' },
  },
  'refund-requests': {
    // Asked by entrants on the app API (/races/{id}/refund-request), decided through POST /api/refund-requests/:id/decide; editors read them.
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: refundRequest,
    graphql: { one: 'RefundRequest', many: 'RefundRequests' },
  },
  teams: {
    allow: { find: staff, findByID: staff, create: none, update: staff, delete: none },
    target: () =>
      create('teams', {
        event: draftEventId,
        name: `Team ${next()}`,
        nameKey: `team ${next()}`,
        captainEmail: 'victim@example.com',
        orderNumber: `MP-${next()}`,
        distanceLabel: '10K',
        distanceKm: 10,
      }),
    graphql: { one: 'Team', many: 'Teams' },
  },
  activities: {
    // Runs are written by the race service only; editors review them through /api/activities/:id/review.
    allow: { find: staff, findByID: staff, create: none, update: none, delete: none },
    target: async () => {
      const variant = await create('variants', { kind: 'entry', event: draftEventId, title: 'Adult', sku: `A-${next()}`, prices: pounds(1000), entryType: 'adult' })
      const email = `runner-${next()}@example.com`
      const entry = await create('entries', {
        event: draftEventId,
        variant,
        entryPath: 'individual',
        entryType: 'adult',
        firstName: 'Vic',
        lastName: 'Tim',
        email,
        emailKey: email,
        distanceLabel: '10K',
        distanceKm: 10,
        orderNumber: `MP-${next()}`,
        locale: 'en',
      })
      return create('activities', {
        entry,
        event: draftEventId,
        startedAt: new Date().toISOString(),
        distanceMeters: 5000,
        durationSeconds: 1800,
        source: 'manual',
        status: 'held',
        reason: 'implausible-pace',
      })
    },
    graphql: { one: 'Activity', many: 'Activities' },
  },
  'medal-shipments': {
    // Opened by the race service; editors move parcels on (update) and nobody else sees them.
    allow: { find: staff, findByID: staff, create: none, update: staff, delete: none },
    target: async () => {
      const variant = await create('variants', { kind: 'entry', event: draftEventId, title: 'Adult', sku: `M-${next()}`, prices: pounds(1000), entryType: 'adult' })
      const email = `medal-${next()}@example.com`
      const entry = await create('entries', {
        event: draftEventId,
        variant,
        entryPath: 'individual',
        entryType: 'adult',
        firstName: 'Vic',
        lastName: 'Tim',
        email,
        emailKey: email,
        distanceLabel: '10K',
        distanceKm: 10,
        orderNumber: `MP-${next()}`,
        locale: 'en',
      })
      return create('medal-shipments', { entry, event: draftEventId, recipient: 'Vic Tim', status: 'awaiting-address' })
    },
    graphql: { one: 'MedalShipment', many: 'MedalShipments' },
  },
  subscribers: {
    allow: { find: staff, findByID: staff, create: none, update: staff, delete: staff },
    target: () => create('subscribers', { email: `reader-${next()}@example.com`, name: 'Reader', locale: 'en' }),
    graphql: { one: 'Subscriber', many: 'Subscribers' },
  },
  'contact-messages': {
    allow: { find: staff, findByID: staff, create: none, update: staff, delete: staff },
    target: () => create('contact-messages', { name: 'Vic', email: 'victim@example.com', message: 'Private', locale: 'en', verificationId: `v-${next()}` }),
    graphql: { one: 'ContactMessage', many: 'ContactMessages' },
  },
  'rate-limit-hits': {
    allow: {},
    target: () => create('rate-limit-hits', { key: `k-${next()}` }),
    graphql: { one: 'RateLimitHit', many: 'RateLimitHits' },
  },
  customers: {
    allow: { find: staff, findByID: staff, create: staff, update: staff, delete: staff },
    target: () => create('customers', { email: `someone-${next()}@example.com`, password: 'someone-password-1', firstName: 'Some', _verified: true }),
    graphql: { one: 'Customer', many: 'Customers' },
  },
  addresses: {
    allow: { find: staff, findByID: staff, create: staff, update: staff, delete: staff },
    target: () =>
      create('addresses', { customer: people.victimId, type: 'shipping', firstName: 'Vic', lastName: 'Tim', countryCode: 'GB', addressLine1: '1 Safe St', city: 'Leeds', postcode: 'LS1 1AA' }),
    graphql: { one: 'Address', many: 'Addresses' },
  },
  users: {
    // The target is the admin whose id is also the signed-in customer's: only admins reach it.
    allow: { find: admin, findByID: admin, create: admin, update: admin, delete: admin },
    target: async () => people.adminId,
    fresh: () => create('users', { email: `staff-${next()}@example.com`, password: 'staff-password-1', roles: ['admin'] }),
    graphql: { one: 'User', many: 'Users' },
  },
  'payload-kv': {
    allow: {},
    target: () => create('payload-kv', { key: `kv-${next()}`, data: { secret: true } }),
    graphql: { one: 'PayloadKv', many: 'PayloadKvs' },
  },
  'payload-locked-documents': {
    allow: { find: staff, findByID: staff, create: staff, update: staff, delete: staff },
    target: () => create('payload-locked-documents', { document: { relationTo: 'pages', value: 1 }, user: { relationTo: 'users', value: people.adminId } }),
    graphql: { one: 'PayloadLockedDocument', many: 'PayloadLockedDocuments' },
  },
  'payload-preferences': {
    // The admin's own preferences: even another editor does not read them.
    allow: { find: admin, findByID: admin, create: staff, update: admin, delete: admin },
    pathOf: async (id) => String((await payload.findByID({ collection: 'payload-preferences', id, depth: 0 })).key),
    target: async () => {
      const user = { ...(await payload.findByID({ collection: 'users', id: people.adminId, depth: 0 })), collection: 'users' }
      return Number(
        (await payload.create({ collection: 'payload-preferences', data: { user: { relationTo: 'users', value: people.adminId }, key: `nav-${next()}`, value: { open: true } }, user } as never)).id,
      )
    },
    graphql: { one: 'PayloadPreference', many: 'PayloadPreferences' },
  },
  'payload-migrations': {
    allow: {},
    target: async () => Number((await payload.find({ collection: 'payload-migrations', limit: 1, depth: 0 })).docs[0]?.id ?? 1),
  },
}

const globals: Record<string, { read: Role[]; update: Role[]; graphql: string }> = {
  'header-menu': { read: everyone, update: staff, graphql: 'HeaderMenu' },
  'footer-menu': { read: everyone, update: staff, graphql: 'FooterMenu' },
  'site-settings': { read: everyone, update: staff, graphql: 'SiteSetting' },
  'shipping-rates': { read: everyone, update: staff, graphql: 'ShippingRate' },
  markets: { read: everyone, update: staff, graphql: 'Market' },
  'tax-rates': { read: everyone, update: staff, graphql: 'TaxRate' },
  // Invoices are drawn on the server past access control; the seller's details are the staff's to read.
  seller: { read: staff, update: staff, graphql: 'Seller' },
}

const refused = (status: number) => status === 401 || status === 403 || status === 404

async function stillThere(collection: string, id: number) {
  return (await payload.find({ collection: collection as never, where: { id: { equals: id } }, depth: 0, draft: true, overrideAccess: true } as never)).totalDocs === 1
}

const updatedAt = async (collection: string, id: number) =>
  JSON.stringify((await payload.find({ collection: collection as never, where: { id: { equals: id } }, depth: 0, draft: true, overrideAccess: true } as never)).docs[0] ?? null)

async function signIn(collection: 'users' | 'customers', email: string, password: string) {
  const { token } = await payload.login({ collection, data: { email, password } })
  return { authorization: `JWT ${token}` }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  // Staff first and customers second, so that staff user 1 (an admin) and customer 1 share an id.
  people.adminId = await create('users', { email: 'admin@example.com', password: 'admin-password-1', roles: ['admin'] })
  people.editorId = await create('users', { email: 'editor@example.com', password: 'editor-password-1', roles: ['editor'] })
  people.customerId = await create('customers', { email: 'runner@example.com', password: 'runner-password-1', firstName: 'Run', _verified: true })
  people.memberId = await create('customers', { email: 'member@example.com', password: 'member-password-1', firstName: 'Mem', runClubMember: true, _verified: true })
  people.victimId = await create('customers', { email: 'victim@example.com', password: 'victim-password-1', firstName: 'Vic', _verified: true })
  expect(people.customerId).toBe(people.adminId)

  auth.customer = await signIn('customers', 'runner@example.com', 'runner-password-1')
  auth.member = await signIn('customers', 'member@example.com', 'member-password-1')
  auth.editor = await signIn('users', 'editor@example.com', 'editor-password-1')
  auth.admin = await signIn('users', 'admin@example.com', 'admin-password-1')

  imageId = await file('media', { alt: 'Event image' })
  sectionId = await create('shop-sections', { title: 'Section', slug: `section-${next()}` })
  draftEventId = await draftEvent()
})

describe('the access matrix covers everything Payload serves', () => {
  it('names every collection and global of the config', async () => {
    const resolved = await config
    expect(resolved.collections.map((c) => c.slug).sort()).toEqual(Object.keys(matrix).sort())
    expect(resolved.globals.map((g) => g.slug).sort()).toEqual(Object.keys(globals).sort())
  })
})

describe.each(Object.entries(matrix))('REST /api/%s', (slug, rule) => {
  let target = 0
  beforeAll(async () => {
    target = await rule.target()
  })

  it.each(roles)('find, as %s', async (role) => {
    const answer = await restCall('GET', `/api/${slug}?where[id][equals]=${target}&depth=0`, { headers: auth[role] })
    const sees = answer.status === 200 && (answer.body.docs as { id: number }[]).some((d) => d.id === target)
    expect(answer.status).toBeLessThan(500)
    expect(sees, `${role} ${answer.status}`).toBe((rule.allow.find ?? none).includes(role))
    if (rule.versions && !staff.includes(role)) {
      const drafts = await restCall('GET', `/api/${slug}?where[id][equals]=${target}&draft=true`, { headers: auth[role] })
      expect(drafts.status === 200 && drafts.body.docs.length > 0, `${role} reads drafts with draft=true`).toBe(false)
    }
  })

  it.each(roles)('findByID, as %s', async (role) => {
    const path = rule.pathOf ? await rule.pathOf(target) : target
    const answer = await restCall('GET', `/api/${slug}/${path}?depth=0`, { headers: auth[role] })
    expect(answer.status).toBeLessThan(500)
    const sees = answer.status === 200 && (answer.body?.id === target || (!!rule.pathOf && answer.body?.value != null))
    expect(sees, `${role} ${answer.status}`).toBe((rule.allow.findByID ?? none).includes(role))
  })

  it.each(roles)('create, as %s', async (role) => {
    const before = (await payload.count({ collection: slug as never, overrideAccess: true } as never)).totalDocs
    const answer = await restCall('POST', `/api/${slug}`, { headers: auth[role], body: {} })
    expect(answer.status).toBeLessThan(500)
    const allowed = (rule.allow.create ?? none).includes(role)
    expect(!refused(answer.status), `${role} ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(allowed)
    if (!allowed) expect((await payload.count({ collection: slug as never, overrideAccess: true } as never)).totalDocs).toBe(before)
    if (answer.status === 201) await payload.delete({ collection: slug as never, id: answer.body.doc.id, overrideAccess: true, context } as never)
  })

  it.each(roles)('update, as %s', async (role) => {
    const before = await updatedAt(slug, target)
    const answer = await restCall('PATCH', `/api/${slug}/${target}`, { headers: auth[role], body: {} })
    expect(answer.status).toBeLessThan(500)
    const allowed = (rule.allow.update ?? none).includes(role)
    expect(answer.status === 200, `${role} ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(allowed)
    if (!allowed) expect(await updatedAt(slug, target)).toBe(before)
  })

  it.each(roles)('delete, as %s', async (role) => {
    const victim = await (rule.fresh ?? rule.target)()
    const path = rule.pathOf ? await rule.pathOf(victim) : victim
    const answer = await restCall('DELETE', `/api/${slug}/${path}`, { headers: auth[role] })
    expect(answer.status).toBeLessThan(500)
    const allowed = (rule.allow.delete ?? none).includes(role)
    expect(await stillThere(slug, victim), `${role} ${answer.status}`).toBe(!allowed)
  })

  it.each(roles)('versions, as %s', async (role) => {
    const answer = await restCall('GET', `/api/${slug}/versions?where[parent][equals]=${target}`, { headers: auth[role] })
    expect(answer.status).toBeLessThan(500)
    const sees = answer.status === 200 && (answer.body.docs?.length ?? 0) > 0
    expect(sees, `${role} ${answer.status}`).toBe(!!rule.versions && (rule.allow.findVersions ?? none).includes(role))
  })
})

describe.each(Object.entries(matrix).filter(([, rule]) => rule.graphql))('GraphQL %s', (slug, rule) => {
  const { one, many } = rule.graphql!
  let target = 0
  beforeAll(async () => {
    target = await rule.target()
  })

  it.each(roles)('reads, as %s: only public content, under the same rules as REST', async (role) => {
    const answer = await graphqlCall(`{ ${many}(where: { id: { equals: ${target} } }) { docs { id } } }`, { headers: auth[role] })
    expect(answer.status).toBeLessThan(500)
    expect(graphqlStatus(answer)).toBeLessThan(500)
    const sees = (answer.body?.data?.[many]?.docs ?? []).some((d: { id: number }) => d.id === target)
    expect(sees, `${role} ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(PUBLIC_CONTENT_QUERIES.has(many) && (rule.allow.find ?? none).includes(role))
    if (!PUBLIC_CONTENT_QUERIES.has(many)) expect(JSON.stringify(answer.body.errors)).toMatch(/is not served here/)
  })

  it.each(roles)('writes, as %s: never', async (role) => {
    const before = await updatedAt(slug, target)
    for (const mutation of [`mutation { update${one}(id: ${target}, data: {}) { id } }`, `mutation { delete${one}(id: ${target}) { id } }`, `mutation { create${one}(data: {}) { id } }`]) {
      const answer = await graphqlCall(mutation, { headers: auth[role] })
      expect(graphqlStatus(answer)).toBeLessThan(500)
      expect(answer.body?.data ?? null).toBeNull()
    }
    expect(await updatedAt(slug, target)).toBe(before)
    expect(await stillThere(slug, target)).toBe(true)
  })

  it('versions, as an admin too: not served', async () => {
    if (!rule.versions) return
    const answer = await graphqlCall(`{ versions${many}(where: { parent: { equals: ${target} } }) { docs { id } } }`, { headers: auth.admin })
    expect(JSON.stringify(answer.body.errors)).toMatch(/is not served here/)
  })
})

describe.each(Object.entries(globals))('global %s', (slug, rule) => {
  it.each(roles)('read and update over REST, as %s', async (role) => {
    const read = await restCall('GET', `/api/globals/${slug}`, { headers: auth[role] })
    expect(read.status === 200, `${role} read ${read.status}`).toBe(rule.read.includes(role))
    const before = JSON.stringify(await payload.findGlobal({ slug: slug as never, depth: 0 }))
    const update = await restCall('POST', `/api/globals/${slug}`, { headers: auth[role], body: {} })
    expect(update.status).toBeLessThan(500)
    expect(!refused(update.status), `${role} update ${update.status}`).toBe(rule.update.includes(role))
    if (!rule.update.includes(role)) expect(JSON.stringify(await payload.findGlobal({ slug: slug as never, depth: 0 }))).toBe(before)
  })

  it.each(roles)('over GraphQL, as %s: read when public, never written', async (role) => {
    const read = await graphqlCall(`{ ${rule.graphql} { updatedAt } }`, { headers: auth[role] })
    expect(graphqlStatus(read)).toBeLessThan(500)
    expect(!!read.body?.data?.[rule.graphql]).toBe(PUBLIC_CONTENT_QUERIES.has(rule.graphql) && rule.read.includes(role))
    const write = await graphqlCall(`mutation { update${rule.graphql}(data: {}) { updatedAt } }`, { headers: auth[role] })
    expect(graphqlStatus(write)).toBeLessThan(500)
    expect(write.body?.data ?? null).toBeNull()
  })
})

/**
 * The collections' own endpoints that act (not reads of documents): who may call them. A refused
 * caller gets 401/403 and changes nothing; an allowed one gets past access (any other answer).
 */
const endpoints: { name: string; method: 'GET' | 'POST'; path: () => Promise<string>; body?: unknown; allow: Role[] }[] = [
  {
    name: 'POST /api/orders/:id/ship',
    method: 'POST',
    // A line the order does not have: an allowed caller is answered 400, and nothing ships.
    path: async () => `/api/orders/${await create('orders', order(next()))}/ship`,
    body: { lines: [{ lineId: 1, qty: 1 }], carrier: 'DHL', trackingNumber: 'T1' },
    allow: staff,
  },
  { name: 'GET /api/orders/:id/shipping', method: 'GET', path: async () => `/api/orders/${await create('orders', order(next()))}/shipping`, allow: staff },
  { name: 'GET /api/orders/packing-list', method: 'GET', path: async () => '/api/orders/packing-list', allow: staff },
  { name: 'GET /api/orders/export.csv', method: 'GET', path: async () => '/api/orders/export.csv', allow: staff },
  { name: 'GET /api/audit-events/export.csv (the booking report)', method: 'GET', path: async () => '/api/audit-events/export.csv?where[entry.event][equals]=1', allow: staff },
  {
    name: 'POST /api/orders/:id/refund',
    method: 'POST',
    // A line the order does not have: an allowed caller is answered 400, and nothing is refunded.
    path: async () => `/api/orders/${await create('orders', order(next()))}/refund`,
    body: { key: 'matrix-refund-key', lines: [{ lineId: 99, qty: 1 }] },
    allow: staff,
  },
  { name: 'GET /api/orders/:id/refundable', method: 'GET', path: async () => `/api/orders/${await create('orders', order(next()))}/refundable`, allow: staff },
  {
    name: 'POST /api/refund-requests/:id/decide',
    method: 'POST',
    // No such decision: an allowed caller is answered 400, and nothing is decided or refunded.
    path: async () => `/api/refund-requests/${await refundRequest()}/decide`,
    body: { decision: 'maybe' },
    allow: staff,
  },
  { name: 'GET /api/refund-requests/:id/decision', method: 'GET', path: async () => `/api/refund-requests/${await refundRequest()}/decision`, allow: staff },
]

describe.each(endpoints)('endpoint $name', ({ method, path, body, allow }) => {
  it.each(roles)('as %s', async (role) => {
    const written = async () =>
      Promise.all((['order-shipments', 'refunds', 'audit-events', 'refund-requests'] as const).map(async (collection) => (await payload.count({ collection, overrideAccess: true })).totalDocs))
    const at = await path()
    const before = await written()
    const answer = await restCall(method, at, { headers: auth[role], body })
    expect(answer.status).toBeLessThan(500)
    expect(!refused(answer.status), `${role} ${answer.status}`).toBe(allow.includes(role))
    expect(await written()).toEqual(before)
  })
})

/**
 * A customer's own data on the site API (download, deletion): the session cookie of that customer
 * only. A visitor, another customer and a staff account whose id is the same number are refused,
 * and nobody's data but the caller's own is answered or deleted.
 */
describe('a customer’s own data (site actions)', () => {
  const cookieOf = (headers: Record<string, string>) => (headers.authorization ? `payload-token=${headers.authorization.replace(/^JWT /, '')}` : '')
  const site = async (route: (request: never) => Promise<Response>, method: string, role: Role, body?: unknown) => {
    const v = await visitor()
    const response = await route(
      siteRequest(method === 'GET' ? '/actions/milepost/account/my-data' : '/actions/milepost/account/delete-account', {
        method,
        body,
        headers: { cookie: [`mp_session=${v.session}`, cookieOf(auth[role])].filter(Boolean).join('; '), 'x-csrf-token': v.csrf },
      }) as never,
    )
    return { status: response.status, text: await response.text() }
  }

  it.each(['visitor', 'editor', 'admin'] as const)('download and deletion, as %s: 401', async (role) => {
    expect((await site(myData, 'GET', role)).status).toBe(401)
    expect((await site(deleteAccount, 'POST', role, { password: 'victim-password-1' })).status).toBe(401)
    expect(await stillThere('customers', people.victimId)).toBe(true)
  })

  it('the admin and customer 1 share an id; the customer downloads their own data only', async () => {
    expect(people.customerId).toBe(people.adminId)
    const answer = await site(myData, 'GET', 'customer')
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text).account).toMatchObject({ id: people.customerId, email: 'runner@example.com' })
    expect(answer.text).not.toMatch(/victim@example\.com|admin@example\.com|member@example\.com/)
  })

  it('another customer’s password deletes nothing: the session decides whose account it is', async () => {
    const answer = await site(deleteAccount, 'POST', 'member', { password: 'victim-password-1' })
    expect(answer.status).toBe(400)
    expect(await stillThere('customers', people.victimId)).toBe(true)
    expect(await stillThere('customers', people.memberId)).toBe(true)
  })
})
