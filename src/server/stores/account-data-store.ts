import 'server-only'
import { eq, inArray, or, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { z } from 'zod'
import { passwordMatches } from '../../accounts/password'
import type { AccountDataStore, DataSubject, StoredAccountData } from '../../accounts/your-data'
import { drizzleOf, jsonColumn } from '../../db/drizzle-tables'
import { eraseAccount } from './account-erasure'

/** A row without what must never leave the server (hashes, tokens, certificates' bytes). */
const without = <Row extends Record<string, unknown>>(row: Row, ...secret: string[]) => Object.fromEntries(Object.entries(row).filter(([key]) => !secret.includes(key)))

/** A customer's data in Payload's tables: read for the download, erased on deletion. */
export function payloadAccountDataStore(payload: Payload): AccountDataStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { customers, addresses, orders, entries, activities, teams, subscribers } = tables
  const medals = tables.medal_shipments

  return {
    async collect(subject: DataSubject): Promise<StoredAccountData> {
      const email = subject.email.toLowerCase()
      const [account] = await drizzle
        .select({
          id: customers.id,
          email: customers.email,
          firstName: customers.firstName,
          lastName: customers.lastName,
          pendingEmail: customers.pendingEmail,
          locale: customers.locale,
          runClubMember: customers.runClubMember,
          createdAt: customers.createdAt,
        })
        .from(customers)
        .where(eq(customers.id, subject.id))
      const [addressRows, orderRows, entryRows, teamRows, subscriberRows] = await Promise.all([
        drizzle.select().from(addresses).where(eq(addresses.customer, subject.id)),
        drizzle
          .select()
          .from(orders)
          .where(or(eq(orders.customerId, subject.id), sql`lower(${orders.email}) = ${email}`)),
        drizzle
          .select()
          .from(entries)
          .where(or(eq(entries.entrantCustomerId, subject.id), eq(entries.customerId, subject.id), eq(entries.emailKey, email))),
        drizzle
          .select({ id: teams.id, event: teams.event, name: teams.name, captainEmail: teams.captainEmail, orderNumber: teams.orderNumber, createdAt: teams.createdAt })
          .from(teams)
          .where(or(eq(teams.captainCustomerId, subject.id), sql`lower(${teams.captainEmail}) = ${email}`)),
        drizzle.select().from(subscribers).where(sql`lower(${subscribers.email}) = ${email}`),
      ])
      const entryIds = entryRows.map((entry) => entry.id)
      const [runRows, medalRows] = entryIds.length
        ? await Promise.all([drizzle.select().from(activities).where(inArray(activities.entry, entryIds)), drizzle.select().from(medals).where(inArray(medals.entry, entryIds))])
        : [[], []]
      return {
        account: account ?? { id: subject.id, email: subject.email },
        addresses: addressRows,
        orders: orderRows.map((order) => ({
          ...without(order, 'accessKey'),
          lineItems: jsonColumn(z.unknown(), order.lineItems, `order ${order.number} lineItems`),
          billingAddress: jsonColumn(z.unknown(), order.billingAddress, `order ${order.number} billingAddress`),
          shippingAddress: jsonColumn(z.unknown(), order.shippingAddress, `order ${order.number} shippingAddress`),
        })),
        entries: entryRows.map((entry) => without(entry, 'certificatePdf')),
        runs: runRows,
        teams: teamRows,
        medals: medalRows,
        newsletter: subscriberRows[0] ? without(subscriberRows[0], 'confirmTokenHash') : null,
      }
    },

    async passwordMatches(subject, password) {
      const stored = await payload.db.findOne<{ id: number; hash?: string | null; salt?: string | null }>({ collection: 'customers', where: { id: { equals: subject.id } } })
      return !!stored && (await passwordMatches(stored, password))
    },

    erase: (subject) => eraseAccount(payload, subject),
  }
}
