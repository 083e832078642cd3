import 'server-only'
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { erasableAddress, erasableOrderLines } from '../../commerce/stored-shapes'
import { ANONYMISED_NAME, anonymisedAddress, anonymisedEmail, anonymisedLines, type DataSubject } from '../../accounts/your-data'
import { drizzleOf, jsonColumn } from '../../db/drizzle-tables'

/**
 * Deletes a customer's account (docs/security.md, Data export and deletion). In one transaction,
 * what the shop keeps loses the person: orders, their payments and coupon uses, the entries they
 * ran (boards then show an anonymous runner), the teams they captained, their medals' addresses;
 * carts and the newsletter subscription go. Then Payload deletes the addresses and the account
 * (its sessions with it, so every token of it stops working), which frees the email. Each step
 * finds only what is still the person's, so a second run changes nothing.
 */
export async function eraseAccount(payload: Payload, subject: DataSubject): Promise<void> {
  const { drizzle, tables } = drizzleOf(payload)
  const { orders, payments, carts, entries, teams, subscribers } = tables
  const redemptions = tables.coupon_redemptions
  const medals = tables.medal_shipments
  const emblems = tables.team_emblems
  const claims = tables.coupon_claims
  const email = subject.email.toLowerCase()
  const now = new Date().toISOString()

  await drizzle.transaction(async (tx) => {
    const ownOrders = await tx
      .select({ id: orders.id, number: orders.number, lineItems: orders.lineItems, billingAddress: orders.billingAddress, shippingAddress: orders.shippingAddress })
      .from(orders)
      .where(or(eq(orders.customerId, subject.id), sql`lower(${orders.email}) = ${email}`))
    for (const order of ownOrders) {
      const placeholder = anonymisedEmail('order', order.id)
      await tx
        .update(orders)
        .set({
          email: placeholder,
          customerId: null,
          notes: null,
          lineItems: erasedLines(order.lineItems, email, placeholder, `order ${order.number} lineItems`),
          billingAddress: anonymisedAddress(jsonColumn(erasableAddress, order.billingAddress, `order ${order.number} billingAddress`)),
          shippingAddress: anonymisedAddress(jsonColumn(erasableAddress, order.shippingAddress, `order ${order.number} shippingAddress`)),
          updatedAt: now,
        })
        .where(eq(orders.id, order.id))
      await tx.update(payments).set({ email: placeholder, updatedAt: now }).where(eq(payments.orderNumber, order.number))
      await tx.update(redemptions).set({ email: placeholder, updatedAt: now }).where(eq(redemptions.orderNumber, order.number))
    }
    await tx
      .update(payments)
      .set({ email: anonymisedEmail('payment', subject.id), updatedAt: now })
      .where(sql`lower(${payments.email}) = ${email}`)

    // Entries this account ran: the person leaves them; the distance stays on the boards, unnamed.
    const ran = await tx
      .select({ id: entries.id })
      .from(entries)
      .where(or(eq(entries.entrantCustomerId, subject.id), eq(entries.emailKey, email)))
    for (const { id } of ran) {
      const placeholder = anonymisedEmail('entry', id)
      await tx
        .update(entries)
        .set({ ...ANONYMISED_NAME, email: placeholder, emailKey: placeholder, entrantCustomerId: null, certificatePdf: null, anonymisedAt: now, updatedAt: now })
        .where(eq(entries.id, id))
    }
    if (ran.length) {
      await tx
        .update(medals)
        .set({
          recipient: `${ANONYMISED_NAME.firstName} ${ANONYMISED_NAME.lastName}`,
          address_firstName: null,
          address_lastName: null,
          address_company: null,
          address_addressLine1: null,
          address_addressLine2: null,
          address_city: null,
          address_county: null,
          address_postcode: null,
          address_phone: null,
          updatedAt: now,
        })
        .where(
          inArray(
            medals.entry,
            ran.map((r) => r.id),
          ),
        )
    }
    // Entries bought for others stay theirs; they only lose the buyer.
    await tx.update(entries).set({ customerId: null, updatedAt: now }).where(eq(entries.customerId, subject.id))
    await tx
      .update(teams)
      .set({ captainEmail: sql`'deleted-team-' || ${teams.id} || '@anonymised.invalid'`, captainCustomerId: null, updatedAt: now })
      .where(or(eq(teams.captainCustomerId, subject.id), sql`lower(${teams.captainEmail}) = ${email}`))
    await tx.update(emblems).set({ uploadedBy: null }).where(eq(emblems.uploadedBy, subject.id))
    await tx.delete(carts).where(and(eq(carts.customerId, subject.id), eq(carts.isCompleted, false)))
    await tx
      .update(carts)
      .set({ email: null, customerId: null, billingAddress: null, shippingAddress: null, notes: null, updatedAt: now })
      .where(or(eq(carts.customerId, subject.id), sql`lower(${carts.email}) = ${email}`))
    await tx.delete(subscribers).where(sql`lower(${subscribers.email}) = ${email}`)
    // Coupon uses keep their count against the coupon but name nobody (holders stay unique by their row id).
    await tx
      .update(claims)
      .set({ holder: sql`'erased:' || ${claims.id}`, updatedAt: now })
      .where(or(eq(claims.holder, `email:${email}`), eq(claims.holder, `customer:${subject.id}`)))
  })

  await payload.delete({ collection: 'addresses', where: { customer: { equals: subject.id } }, overrideAccess: true })
  await payload.delete({ collection: 'customers', where: { id: { equals: subject.id } }, overrideAccess: true })
}

/**
 * An order's lines without the person, read as lines where they can be. A row that cannot (written
 * by hand, damaged) never blocks an erasure: its text is kept with the person's email replaced.
 */
function erasedLines(stored: unknown, email: string, placeholder: string, label: string): unknown {
  try {
    return anonymisedLines(jsonColumn(erasableOrderLines, stored, label) ?? [], email, placeholder)
  } catch (error) {
    console.warn(`[erasure] ${label} could not be read as lines: kept with the email replaced`, error)
    const text = typeof stored === 'string' ? stored : JSON.stringify(stored ?? null)
    const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    try {
      return JSON.parse(text.replace(new RegExp(escaped, 'gi'), placeholder))
    } catch {
      return null
    }
  }
}
