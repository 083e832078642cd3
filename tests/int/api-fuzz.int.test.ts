import fs from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import fc from 'fast-check'
import { NextRequest } from 'next/server'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import * as catchAllActions from '@/app/actions/[...path]/route'
import * as forgetCart from '@/app/actions/milepost/cart/forget-cart/route'
import * as getCart from '@/app/actions/milepost/cart/get-cart/route'
import * as shippingQuote from '@/app/actions/milepost/cart/shipping-quote/route'
import * as updateCart from '@/app/actions/milepost/cart/update-cart/route'
import * as accessRunClub from '@/app/actions/milepost/default/access-run-club/route'
import * as contact from '@/app/actions/milepost/default/contact/route'
import * as countries from '@/app/actions/milepost/default/countries/route'
import * as getUser from '@/app/actions/milepost/default/get-user/route'
import * as mailingList from '@/app/actions/milepost/default/join-mailing-list/route'
import * as unsubscribe from '@/app/actions/milepost/newsletter/unsubscribe/route'
import * as paypalUrls from '@/app/actions/milepost/default/paypal-urls/route'
import * as csrfRoute from '@/app/actions/milepost/default/route'
import * as stripeUrls from '@/app/actions/milepost/default/stripe-urls/route'
import * as verificationToken from '@/app/actions/milepost/default/verification-token/route'
import * as entryEvent from '@/app/actions/milepost/entries/event/route'
import * as eventTeams from '@/app/actions/milepost/entries/event-teams/route'
import * as teamName from '@/app/actions/milepost/entries/team-name/route'
import * as teamEmblem from '@/app/actions/milepost/entries/team-emblem/route'
import * as validateEntries from '@/app/actions/milepost/entries/validate-entries/route'
import * as completePayment from '@/app/actions/milepost/payments/complete-payment/route'
import * as pay from '@/app/actions/milepost/payments/pay/route'
import * as sandboxApproval from '@/app/actions/milepost/payments/sandbox-approval/route'
import * as payPalWebhook from '@/app/actions/milepost/webhooks/paypal/route'
import * as stripeWebhook from '@/app/actions/milepost/webhooks/stripe/route'
import * as forgotPassword from '@/app/actions/users/forgot-password/route'
import * as login from '@/app/actions/users/login/route'
import * as logout from '@/app/actions/users/logout/route'
import * as refresh from '@/app/actions/users/refresh/route'
import * as register from '@/app/actions/users/register/route'
import * as resetPassword from '@/app/actions/users/reset-password/route'
import * as updateProfile from '@/app/actions/users/update-profile/route'
import * as myData from '@/app/actions/milepost/account/my-data/route'
import * as deleteAccount from '@/app/actions/milepost/account/delete-account/route'
import * as catchAllApp from '@/app/app-api/[...path]/route'
import * as addressById from '@/app/app-api/addresses/[id]/route'
import * as addresses from '@/app/app-api/addresses/route'
import * as userInfo from '@/app/app-api/user/info/route'
import * as races from '@/app/app-api/races/route'
import * as raceById from '@/app/app-api/races/[entryId]/route'
import * as raceActivities from '@/app/app-api/races/[entryId]/activities/route'
import * as raceUpload from '@/app/app-api/races/[entryId]/activities/upload/route'
import * as raceCertificate from '@/app/app-api/races/[entryId]/certificate/route'
import * as raceDelivery from '@/app/app-api/races/[entryId]/delivery-address/route'
import * as raceBoard from '@/app/app-api/races/[entryId]/board/route'
import * as raceTransfer from '@/app/app-api/races/[entryId]/transfer/route'
import * as raceEntry from '@/app/app-api/races/[entryId]/entry/route'
import * as raceRefund from '@/app/app-api/races/[entryId]/refund/route'
import * as raceRefundRequest from '@/app/app-api/races/[entryId]/refund-request/route'
import * as captainTeam from '@/app/app-api/teams/[teamId]/route'
import * as captainHandOver from '@/app/app-api/teams/[teamId]/captain/route'
import * as claimTransfer from '@/app/app-api/transfers/claim/route'
import * as teamPlaces from '@/app/app-api/teams/[teamId]/places/route'
import * as teamPlace from '@/app/app-api/teams/[teamId]/places/[placeId]/route'
import * as teamPassword from '@/app/app-api/teams/[teamId]/password/route'
import * as teamMember from '@/app/app-api/teams/[teamId]/members/[entryId]/route'
import * as claimPlace from '@/app/app-api/places/claim/route'
import * as raceDeferral from '@/app/app-api/races/[entryId]/deferral/route'
import * as joinTeam from '@/app/app-api/teams/join/route'
import * as cancelOrder from '@/app/actions/milepost/orders/cancel/route'
import * as raceActivity from '@/app/app-api/races/[entryId]/activities/[activityId]/route'
import * as distanceUnit from '@/app/actions/milepost/account/distance-unit/route'
import { appTokenFor } from '../support/app-token'
import { entrant, raceEvent } from '../support/race-world'
import { visitor } from '../support/cart-api'
import { SESSION_COOKIE } from '@/lib/security/csrf'
import { pounds } from '../support/prices'

type Handler = (request: NextRequest, context?: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>
type Route = {
  name: string
  method: string
  path: string
  handler: Handler
  fields?: string[]
  query?: string[]
  params?: 'id' | 'path' | 'entryId' | 'run' | 'teamId' | 'team-place' | 'team-member'
  suffix?: string
}

const h = (module: Record<string, unknown>, method: string) => module[method] as Handler

/** Every site-API and app-API route, with the fields and query names its real callers use. */
const routes: Route[] = [
  { name: 'csrf', method: 'GET', path: '/actions/milepost/default', handler: h(csrfRoute, 'GET') },
  { name: 'get-cart', method: 'POST', path: '/actions/milepost/cart/get-cart', handler: h(getCart, 'POST'), fields: ['forceSave', 'orderNumber'] },
  {
    name: 'update-cart',
    method: 'POST',
    path: '/actions/milepost/cart/update-cart',
    handler: h(updateCart, 'POST'),
    fields: ['purchasableId', 'qty', 'options', 'lineItems', 'orderNumber', 'gatewayId', 'couponCode', 'email', 'billingAddress', 'shippingAddress', 'notes', 'customerId'],
  },
  { name: 'shipping-quote', method: 'POST', path: '/actions/milepost/cart/shipping-quote', handler: h(shippingQuote, 'POST'), fields: ['orderNumber', 'countryCode'] },
  { name: 'forget-cart', method: 'GET', path: '/actions/milepost/cart/forget-cart', handler: h(forgetCart, 'GET') },
  { name: 'access-run-club', method: 'GET', path: '/actions/milepost/default/access-run-club', handler: h(accessRunClub, 'GET') },
  { name: 'contact', method: 'POST', path: '/actions/milepost/default/contact', handler: h(contact, 'POST'), fields: ['name', 'email', 'message', 'turnstileToken'] },
  { name: 'countries', method: 'GET', path: '/actions/milepost/default/countries', handler: h(countries, 'GET') },
  { name: 'get-user', method: 'GET', path: '/actions/milepost/default/get-user', handler: h(getUser, 'GET') },
  { name: 'join-mailing-list', method: 'POST', path: '/actions/milepost/default/join-mailing-list', handler: h(mailingList, 'POST'), fields: ['email', 'name'] },
  { name: 'newsletter/unsubscribe page', method: 'GET', path: '/actions/milepost/newsletter/unsubscribe', handler: h(unsubscribe, 'GET'), query: ['id', 'token', 'lang', 'from'] },
  // Authenticated by the token in its URL alone (RFC 8058): no CSRF token, no cookie needed.
  { name: 'newsletter/unsubscribe', method: 'POST', path: '/actions/milepost/newsletter/unsubscribe', handler: h(unsubscribe, 'POST'), query: ['id', 'token', 'lang', 'from'] },
  { name: 'paypal-urls', method: 'GET', path: '/actions/milepost/default/paypal-urls', handler: h(paypalUrls, 'GET') },
  { name: 'stripe-urls', method: 'GET', path: '/actions/milepost/default/stripe-urls', handler: h(stripeUrls, 'GET') },
  { name: 'verification-token', method: 'GET', path: '/actions/milepost/default/verification-token', handler: h(verificationToken, 'GET') },
  { name: 'entries/event', method: 'GET', path: '/actions/milepost/entries/event', handler: h(entryEvent, 'GET'), query: ['eventId'] },
  { name: 'entries/event-teams', method: 'GET', path: '/actions/milepost/entries/event-teams', handler: h(eventTeams, 'GET'), query: ['eventId', 'q', 'teamId'] },
  { name: 'entries/team-name', method: 'GET', path: '/actions/milepost/entries/team-name', handler: h(teamName, 'GET'), query: ['eventId', 'name'] },
  { name: 'entries/team-emblem', method: 'POST', path: '/actions/milepost/entries/team-emblem', handler: h(teamEmblem, 'POST'), fields: ['file'] },
  { name: 'entries/validate-entries', method: 'POST', path: '/actions/milepost/entries/validate-entries', handler: h(validateEntries, 'POST'), fields: ['eventId', 'emails'] },
  { name: 'complete-payment', method: 'GET', path: '/actions/milepost/payments/complete-payment', handler: h(completePayment, 'GET'), query: ['commerceTransactionHash'] },
  {
    name: 'pay',
    method: 'POST',
    path: '/actions/milepost/payments/pay',
    handler: h(pay, 'POST'),
    fields: ['gatewayId', 'paymentMethodId', 'orderNumber', 'orderEmail', 'email', 'redirect', 'cancelUrl', 'total'],
  },
  { name: 'sandbox-approval', method: 'GET', path: '/actions/milepost/payments/sandbox-approval', handler: h(sandboxApproval, 'GET'), query: ['reference', 'decision'] },
  { name: 'webhooks/stripe', method: 'POST', path: '/actions/milepost/webhooks/stripe', handler: h(stripeWebhook, 'POST'), fields: ['id', 'type', 'data'] },
  { name: 'webhooks/paypal', method: 'POST', path: '/actions/milepost/webhooks/paypal', handler: h(payPalWebhook, 'POST'), fields: ['id', 'event_type', 'resource'] },
  { name: 'users/forgot-password', method: 'POST', path: '/actions/users/forgot-password', handler: h(forgotPassword, 'POST'), fields: ['email'] },
  { name: 'users/login', method: 'POST', path: '/actions/users/login', handler: h(login, 'POST'), fields: ['email', 'password'] },
  { name: 'users/logout', method: 'POST', path: '/actions/users/logout', handler: h(logout, 'POST') },
  { name: 'users/refresh', method: 'POST', path: '/actions/users/refresh', handler: h(refresh, 'POST') },
  { name: 'users/register', method: 'POST', path: '/actions/users/register', handler: h(register, 'POST'), fields: ['email', 'password', 'firstName', 'lastName', 'returnTo'] },
  { name: 'users/reset-password', method: 'POST', path: '/actions/users/reset-password', handler: h(resetPassword, 'POST'), fields: ['token', 'password'] },
  { name: 'users/update-profile', method: 'POST', path: '/actions/users/update-profile', handler: h(updateProfile, 'POST'), fields: ['firstName', 'lastName', 'email', 'currentPassword'] },
  { name: 'account/my-data', method: 'GET', path: '/actions/milepost/account/my-data', handler: h(myData, 'GET') },
  { name: 'account/delete-account', method: 'POST', path: '/actions/milepost/account/delete-account', handler: h(deleteAccount, 'POST'), fields: ['password'] },
  { name: 'actions catch-all', method: 'POST', path: '/actions/milepost/nope', handler: h(catchAllActions, 'POST'), params: 'path' },
  { name: 'app-api catch-all', method: 'GET', path: '/app-api/nope', handler: h(catchAllApp, 'GET'), params: 'path' },
  { name: 'app user/info', method: 'GET', path: '/app-api/user/info', handler: h(userInfo, 'GET') },
  { name: 'app addresses', method: 'GET', path: '/app-api/addresses', handler: h(addresses, 'GET') },
  {
    name: 'app add address',
    method: 'POST',
    path: '/app-api/addresses',
    handler: h(addresses, 'POST'),
    fields: ['firstName', 'lastName', 'countryCode', 'addressLine1', 'city', 'postcode', 'type', 'isDefault'],
  },
  {
    name: 'app change address',
    method: 'PUT',
    path: '/app-api/addresses/',
    handler: h(addressById, 'PUT'),
    params: 'id',
    fields: ['firstName', 'lastName', 'countryCode', 'addressLine1', 'city', 'postcode', 'type', 'isDefault'],
  },
  { name: 'app delete address', method: 'DELETE', path: '/app-api/addresses/', handler: h(addressById, 'DELETE'), params: 'id' },
  { name: 'app races', method: 'GET', path: '/app-api/races', handler: h(races, 'GET') },
  { name: 'app race', method: 'GET', path: '/app-api/races/', handler: h(raceById, 'GET'), params: 'entryId' },
  {
    name: 'app log run',
    method: 'POST',
    path: '/app-api/races/',
    suffix: '/activities',
    handler: h(raceActivities, 'POST'),
    params: 'entryId',
    fields: ['startedAt', 'distanceMeters', 'durationSeconds', 'externalId'],
  },
  { name: 'app upload run', method: 'POST', path: '/app-api/races/', suffix: '/activities/upload', handler: h(raceUpload, 'POST'), params: 'entryId', fields: ['file'] },
  { name: 'app certificate', method: 'GET', path: '/app-api/races/', suffix: '/certificate', handler: h(raceCertificate, 'GET'), params: 'entryId' },
  {
    name: 'app medal address',
    method: 'PUT',
    path: '/app-api/races/',
    suffix: '/delivery-address',
    handler: h(raceDelivery, 'PUT'),
    params: 'entryId',
    fields: ['addressId', 'firstName', 'lastName', 'countryCode', 'addressLine1', 'city', 'postcode'],
  },
  {
    name: 'app correct run',
    method: 'PUT',
    path: '/app-api/races/',
    suffix: '/activities/',
    handler: h(raceActivity, 'PUT'),
    params: 'run',
    fields: ['startedAt', 'distanceMeters', 'durationSeconds', 'activityType'],
  },
  { name: 'app delete run', method: 'DELETE', path: '/app-api/races/', suffix: '/activities/', handler: h(raceActivity, 'DELETE'), params: 'run' },
  { name: 'account/distance-unit', method: 'POST', path: '/actions/milepost/account/distance-unit', handler: h(distanceUnit, 'POST'), fields: ['unit'] },
  { name: 'app race board', method: 'PUT', path: '/app-api/races/', suffix: '/board', handler: h(raceBoard, 'PUT'), params: 'entryId', fields: ['show'] },
  { name: 'app entry choices', method: 'GET', path: '/app-api/races/', suffix: '/entry', handler: h(raceEntry, 'GET'), params: 'entryId' },
  {
    name: 'app entry change',
    method: 'PATCH',
    path: '/app-api/races/',
    suffix: '/entry',
    handler: h(raceEntry, 'PATCH'),
    params: 'entryId',
    fields: ['distance', 'timezone', 'groupId', 'timeboxedStartDate', 'timeboxedStartTime'],
  },
  { name: 'app entry refund policy', method: 'GET', path: '/app-api/races/', suffix: '/refund', handler: h(raceRefund, 'GET'), params: 'entryId' },
  { name: 'app entry refund', method: 'POST', path: '/app-api/races/', suffix: '/refund', handler: h(raceRefund, 'POST'), params: 'entryId' },
  { name: 'app refund request', method: 'POST', path: '/app-api/races/', suffix: '/refund-request', handler: h(raceRefundRequest, 'POST'), params: 'entryId', fields: ['message'] },
  { name: 'app captain team', method: 'GET', path: '/app-api/teams/', handler: h(captainTeam, 'GET'), params: 'teamId' },
  { name: 'app captain rename', method: 'PATCH', path: '/app-api/teams/', handler: h(captainTeam, 'PATCH'), params: 'teamId', fields: ['name', 'emblem'] },
  { name: 'app captain hand over', method: 'POST', path: '/app-api/teams/', suffix: '/captain', handler: h(captainHandOver, 'POST'), params: 'teamId', fields: ['entryId'] },
  { name: 'app transfer state', method: 'GET', path: '/app-api/races/', suffix: '/transfer', handler: h(raceTransfer, 'GET'), params: 'entryId' },
  { name: 'app transfer offer', method: 'POST', path: '/app-api/races/', suffix: '/transfer', handler: h(raceTransfer, 'POST'), params: 'entryId', fields: ['email', 'locale'] },
  { name: 'app transfer take back', method: 'DELETE', path: '/app-api/races/', suffix: '/transfer', handler: h(raceTransfer, 'DELETE'), params: 'entryId' },
  { name: 'orders/cancel', method: 'POST', path: '/actions/milepost/orders/cancel', handler: h(cancelOrder, 'POST'), fields: ['number', 'key'] },
  { name: 'app transfer claim', method: 'POST', path: '/app-api/transfers/claim', handler: h(claimTransfer, 'POST'), fields: ['token', 'firstName', 'lastName'] },
  {
    name: 'app team place hold',
    method: 'POST',
    path: '/app-api/teams/',
    suffix: '/places',
    handler: h(teamPlaces, 'POST'),
    params: 'teamId',
    fields: ['kind', 'email', 'firstName', 'lastName', 'locale'],
  },
  { name: 'app team place release', method: 'DELETE', path: '/app-api/teams/', suffix: '/places/', handler: h(teamPlace, 'DELETE'), params: 'team-place' },
  { name: 'app team password set', method: 'PUT', path: '/app-api/teams/', suffix: '/password', handler: h(teamPassword, 'PUT'), params: 'teamId', fields: ['password'] },
  { name: 'app team password clear', method: 'DELETE', path: '/app-api/teams/', suffix: '/password', handler: h(teamPassword, 'DELETE'), params: 'teamId' },
  { name: 'app team member remove', method: 'DELETE', path: '/app-api/teams/', suffix: '/members/', handler: h(teamMember, 'DELETE'), params: 'team-member' },
  { name: 'app entry deferral choices', method: 'GET', path: '/app-api/races/', suffix: '/deferral', handler: h(raceDeferral, 'GET'), params: 'entryId' },
  { name: 'app entry deferral', method: 'POST', path: '/app-api/races/', suffix: '/deferral', handler: h(raceDeferral, 'POST'), params: 'entryId', fields: ['eventId'] },
  { name: 'app place claim', method: 'POST', path: '/app-api/places/claim', handler: h(claimPlace, 'POST'), fields: ['token', 'firstName', 'lastName', 'waiver'] },
  { name: 'app team join', method: 'POST', path: '/app-api/teams/join', handler: h(joinTeam, 'POST'), fields: ['code', 'password', 'firstName', 'lastName', 'waiver'] },
]

let payload: Payload
const context = { disableRevalidate: true }
const ids = { victimAddress: 0, victimCustomer: 0, variant: 0, victimEntry: 0, victimSubscriber: 0 }
const who = { attackerCookie: '', attackerBearer: '', victimCart: '' }
let attacker: Awaited<ReturnType<typeof visitor>>

/** Hostile values: SQL and script fragments, unicode, huge and deep values, wrong types, other people's ids. */
const hostile = () =>
  fc.oneof(
    fc.constantFrom(
      "' OR 1=1 --",
      "'; DROP TABLE carts; --",
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      '${7*7}{{7*7}}',
      '../../../../etc/passwd',
      '\u0000\u202e\ud83c\udfc3\u200d\u2640\ufe0f',
      'A'.repeat(5000),
      '__proto__',
      -1,
      0,
      1e308,
      Number.NaN,
      true,
      null,
      [],
      {},
      { $gt: '' },
      { __proto__: { admin: true } },
    ),
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.integer(),
    fc.double(),
    fc.anything({ maxDepth: 3 }),
    fc.constantFrom('VICTIM_ADDRESS', 'VICTIM_CUSTOMER', 'VICTIM_CART', 'VARIANT', 'VICTIM_SUBSCRIBER'),
  )

const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`

/** A body: the route's own field names with hostile values, arbitrary JSON, or raw text that is not JSON at all. */
const body = (fields: string[] = []) =>
  fc.oneof(
    fields.length ? fc.dictionary(fc.constantFrom(...fields), hostile(), { maxKeys: fields.length }).map((o) => JSON.stringify(o)) : fc.constant('{}'),
    fc.anything().map((v) => JSON.stringify(v) ?? 'null'),
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom('{', '[', '"', 'null', deep(5000), `{"x":"${'y'.repeat(70 * 1024)}"}`, '{"__proto__":{"admin":true}}'),
  )

/** A value as a query string holds it; an object whose own `toString` is not a function (fast-check makes them) as JSON. */
const asText = (value: unknown) => {
  try {
    return String(value)
  } catch {
    return JSON.stringify(value) ?? 'null'
  }
}

const query = (names: string[] = []) => fc.dictionary(fc.constantFrom(...(names.length ? names : ['q'])), fc.oneof(fc.string(), hostile().map(asText)), { maxKeys: 3 })

const request = fc.record({
  route: fc.constantFrom(...routes),
  csrf: fc.constantFrom('valid', 'missing', 'forged'),
  auth: fc.constantFrom('none', 'forged-bearer', 'attacker-bearer', 'attacker-cookie', 'expired-bearer'),
  type: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', ''),
})

/** What no refused request may change: every collection's size and the victim's own records. */
async function state() {
  const counts: Record<string, number> = {}
  for (const collection of [
    'orders',
    'payments',
    'carts',
    'customers',
    'addresses',
    'subscribers',
    'contact-messages',
    'entries',
    'teams',
    'team-emblems',
    'webhook-events',
    'sandbox-charges',
    'activities',
    'medal-shipments',
    'entry-transfers',
    'team-places',
    'refunds',
    'refund-requests',
  ] as const) {
    counts[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }
  const victimAddress = await payload.findByID({ collection: 'addresses', id: ids.victimAddress, depth: 0, overrideAccess: true })
  const victim = await payload.findByID({ collection: 'customers', id: ids.victimCustomer, depth: 0, overrideAccess: true })
  const victimCart = (await payload.find({ collection: 'carts', where: { number: { equals: who.victimCart } }, depth: 0, overrideAccess: true })).docs[0]!
  const variant = await payload.findByID({ collection: 'variants', id: ids.variant, depth: 0, overrideAccess: true })
  const victimEntry = await payload.findByID({ collection: 'entries', id: ids.victimEntry, depth: 0, overrideAccess: true })
  const victimSubscriber = await payload.findByID({ collection: 'subscribers', id: ids.victimSubscriber, depth: 0, overrideAccess: true })
  return {
    counts,
    victimAddress: { line: victimAddress.addressLine1, updatedAt: victimAddress.updatedAt },
    victim: { email: victim.email, firstName: victim.firstName, member: victim.runClubMember, updatedAt: victim.updatedAt },
    victimCart: { version: victimCart.version, email: victimCart.email, lines: JSON.stringify(victimCart.lineItems) },
    stock: variant.stock,
    victimRace: {
      meters: victimEntry.countedMeters,
      runs: victimEntry.countedRuns,
      locale: victimEntry.locale,
      onBoard: victimEntry.onBoard,
      owner: victimEntry.entrantCustomerId,
      email: victimEntry.email,
    },
    victimSubscriber: { status: victimSubscriber.status, name: victimSubscriber.name, locale: victimSubscriber.locale },
  }
}

const substitute = (text: string) =>
  text
    .replaceAll('VICTIM_ADDRESS', String(ids.victimAddress))
    .replaceAll('VICTIM_CUSTOMER', String(ids.victimCustomer))
    .replaceAll('VICTIM_CART', who.victimCart)
    .replaceAll('VARIANT', String(ids.variant))
    .replaceAll('VICTIM_ENTRY', String(ids.victimEntry))
    .replaceAll('VICTIM_SUBSCRIBER', String(ids.victimSubscriber))

beforeAll(async () => {
  payload = await getPayload({ config })
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Fuzz', slug: 'api-fuzz' }, context })
  const product = await payload.create({ collection: 'products', data: { title: 'Cap', slug: 'api-fuzz-cap', productType: 'simple', section: section.id, _status: 'published' }, context })
  ids.variant = (
    await payload.create({ collection: 'variants', data: { kind: 'merch', product: product.id, title: 'Cap', sku: 'API-FUZZ', prices: pounds(1000), stock: 5, isAvailable: true }, context })
  ).id

  const victim = await payload.create({
    collection: 'customers',
    data: { email: 'victim@example.com', password: 'victim-password-1', firstName: 'Vic', _verified: true },
    disableVerificationEmail: true,
    context,
  })
  ids.victimCustomer = victim.id
  ids.victimAddress = (
    await payload.create({
      collection: 'addresses',
      data: { customer: victim.id, firstName: 'Vic', lastName: 'Tim', countryCode: 'GB', addressLine1: '1 Safe St', city: 'Leeds', postcode: 'LS1 1AA', type: 'shipping' } as never,
      context,
    })
  ).id
  const race = await raceEvent(payload, { startDay: '2026-01-01', endDay: '2030-12-31' })
  const victimRunner = await entrant(payload, race, { email: 'victim-runner@example.com' })
  ids.victimEntry = victimRunner.entryId
  ids.victimSubscriber = (
    await payload.create({ collection: 'subscribers', data: { email: 'victim-reader@example.com', name: 'Vic', locale: 'en', status: 'subscribed', confirmedAt: new Date().toISOString() }, context })
  ).id
  const victimToken = (await payload.login({ collection: 'customers', data: { email: 'victim@example.com', password: 'victim-password-1' } })).token!
  const victimVisitor = await visitor(undefined, { cookie: `payload-token=${victimToken}` })
  await victimVisitor.update({ purchasableId: ids.variant, qty: 1, email: 'victim@example.com' })
  who.victimCart = victimVisitor.cartNumber!

  await payload.create({
    collection: 'customers',
    data: { email: 'attacker@example.com', password: 'attacker-password-1', firstName: 'Mal', _verified: true },
    disableVerificationEmail: true,
    context,
  })
  await signInAttacker()
  attacker = await visitor()
})

/** The attacker's own session (again after a fuzzed logout or email change ended it). */
async function signInAttacker() {
  const { user } = await payload.find({ collection: 'customers', where: { firstName: { equals: 'Mal' } }, limit: 1, overrideAccess: true }).then((r) => ({ user: r.docs[0]! }))
  const token = (await payload.login({ collection: 'customers', data: { email: user.email, password: 'attacker-password-1' } })).token!
  who.attackerCookie = `payload-token=${token}`
  who.attackerBearer = `Bearer ${await appTokenFor(user.id, token)}`
}

const EXPIRED = 'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6ImN1c3RvbWVycyIsImV4cCI6MTAwMDAwMDAwMH0.3cB4VdTv0nLw0SSg3rhq4Bg0E6V3sEmnnSFMRrVJSiY'

describe('hostile input on every site-API and app-API route', () => {
  it('covers every route the site serves under /actions and /app-api', () => {
    const served = ['actions', 'app-api']
      .flatMap((api) =>
        fs
          .readdirSync(path.join('src/app', api), { recursive: true, encoding: 'utf8' })
          .filter((file) => path.basename(file) === 'route.ts')
          .map((file) => path.join(api, file)),
      )
      .map((file) => `/${path.dirname(file).split(path.sep).join('/')}`)
      // A catch-all is fuzzed at a path it catches; an [id] route at its parent's path with ids.
      .map((route) => route.replace(/\/\[\.\.\.\w+\]$/, '/*').replace(/\[\w+\]$/, ''))
    const fuzzed = new Set(
      routes.map((r) =>
        r.params === 'path'
          ? `${r.path.slice(0, r.path.lastIndexOf('/'))}/*`.replace('/milepost/*', '/*')
          : r.suffix
            ? `${r.path}[${r.params === 'run' ? 'entryId' : r.params === 'team-place' || r.params === 'team-member' ? 'teamId' : r.params}]${r.suffix}`
            : r.path,
      ),
    )
    expect(served.filter((route) => !fuzzed.has(route))).toEqual([])
  })

  it('answers 4xx with a JSON error (never 5xx, never a stack trace) and a refused request changes nothing', async () => {
    const seen = new Map<string, Set<number>>()
    const arbitrary = request.chain((r) =>
      fc.record({
        route: fc.constant(r.route),
        csrf: fc.constant(r.csrf),
        auth: fc.constant(r.auth),
        type: fc.constant(r.type),
        body: body(r.route.fields),
        query: query(r.route.query),
        id: fc.oneof(fc.constantFrom('VICTIM_ADDRESS', 'VICTIM_ENTRY', '0', '-1', '1e9', "1' OR '1'='1", '%00', '../addresses'), fc.string()),
      }),
    )

    await fc.assert(
      fc.asyncProperty(arbitrary, async (r) => {
        const before = await state()
        const search = new URLSearchParams(Object.entries(r.query).map(([k, v]) => [k, substitute(String(v))]))
        const id = encodeURIComponent(substitute(r.id))
        const path =
          r.route.params === 'id' || r.route.params === 'entryId' || r.route.params === 'teamId'
            ? `${r.route.path}${id}${r.route.suffix ?? ''}`
            : r.route.params === 'run' || r.route.params === 'team-place' || r.route.params === 'team-member'
              ? `${r.route.path}${id}${r.route.suffix}${id}`
              : r.route.path
        const cookies = [`${SESSION_COOKIE}=${attacker.session}`]
        const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': '203.0.113.7' }
        if (r.csrf !== 'missing') headers['x-csrf-token'] = r.csrf === 'valid' ? attacker.csrf : 'forged.csrf.token'
        if (r.auth === 'forged-bearer') headers.authorization = 'Bearer forged.token.value'
        if (r.auth === 'expired-bearer') headers.authorization = EXPIRED
        if (r.auth === 'attacker-bearer') headers.authorization = who.attackerBearer
        if (r.auth === 'attacker-cookie') cookies.push(who.attackerCookie)
        headers.cookie = cookies.join('; ')
        const hasBody = r.route.method !== 'GET'
        if (hasBody && r.type) headers['content-type'] = r.type
        const init = { method: r.route.method, headers, ...(hasBody ? { body: substitute(r.body) } : {}) }
        const url = new URL(`${path}${search.size ? `?${search}` : ''}`, 'http://localhost:3000')
        const params: Record<string, string | string[]> =
          r.route.params === 'id'
            ? { id: substitute(r.id) }
            : r.route.params === 'entryId'
              ? { entryId: substitute(r.id) }
              : r.route.params === 'teamId'
                ? { teamId: substitute(r.id) }
                : r.route.params === 'run'
                  ? { entryId: substitute(r.id), activityId: substitute(r.id) }
                  : r.route.params === 'team-place'
                    ? { teamId: substitute(r.id), placeId: substitute(r.id) }
                    : r.route.params === 'team-member'
                      ? { teamId: substitute(r.id), entryId: substitute(r.id) }
                      : r.route.params === 'path'
                        ? { path: ['nope'] }
                        : {}
        const response = await r.route.handler(new NextRequest(url, init), { params: Promise.resolve(params) })
        const text = await response.text()
        if (response.ok && /logout|update-profile/.test(r.route.name)) await signInAttacker()
        const statuses = seen.get(r.route.name) ?? new Set()
        seen.set(r.route.name, statuses.add(response.status))

        expect(response.status, `${r.route.name}: ${text.slice(0, 300)}`).toBeLessThan(500)
        expect(text).not.toMatch(/\n\s+at |node_modules|\bError:|SQLITE|syntax error/)
        if (response.status >= 400) {
          expect(typeof (JSON.parse(text) as { error?: unknown }).error, `${r.route.name}: ${text.slice(0, 200)}`).toBe('string')
          const after = await state()
          // Counting attempts (sign-in, reset, contact limits) is bookkeeping, not a change to anyone's data.
          expect(after, `${r.route.name} ${response.status} changed something`).toEqual(before)
        } else {
          // Whatever the attacker may do to their own cart, the victim's records stay theirs.
          const after = await state()
          expect({ address: after.victimAddress, victim: after.victim, cart: after.victimCart, subscriber: after.victimSubscriber }).toEqual({
            address: before.victimAddress,
            victim: before.victim,
            cart: before.victimCart,
            subscriber: before.victimSubscriber,
          })
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400), seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    )
    if (process.env.FUZZ_REPORT) console.log(JSON.stringify(Object.fromEntries([...seen].map(([k, v]) => [k, [...v].sort()]))))
    // Most routes were reached, and refused in more than one way overall.
    expect(seen.size).toBeGreaterThan(routes.length * 0.8)
    expect(new Set([...seen.values()].flatMap((s) => [...s])).size).toBeGreaterThan(4)
    // Hundreds of requests, each with its snapshot before and after: past a minute when the CI's lanes share the cores.
  }, 300_000)
})
