import { describe, expect, it } from 'vitest'
import { type AccountDataStore, anonymisedAddress, anonymisedEmail, anonymisedLines, dataExport, deleteAccount, exportFileName } from './your-data'

const subject = { id: 7, email: 'ann@example.com' }

describe('the data export', () => {
  it('is a dated, versioned document of everything stored, named without the email', () => {
    const now = new Date('2026-11-27T10:00:00Z')
    const data = { account: { email: 'ann@example.com' }, addresses: [], orders: [{ number: 'MP1' }], entries: [], runs: [], teams: [], medals: [], newsletter: null }
    expect(dataExport(data, now)).toEqual({ format: 'milepost-account-data', version: 1, exportedAt: '2026-11-27T10:00:00.000Z', ...data })
    expect(exportFileName(now)).toBe('milepost-my-data-2026-11-27.json')
  })
})

describe('anonymising what the shop keeps', () => {
  it('an email no one has, unique per row, on a reserved domain', () => {
    expect(anonymisedEmail('entry', 12)).toBe('deleted-entry-12@anonymised.invalid')
    expect(anonymisedEmail('entry', 12)).not.toBe(anonymisedEmail('entry', 13))
  })

  it('an address keeps only its country', () => {
    const address = {
      firstName: 'Ann',
      lastName: 'Runner',
      company: 'Club',
      countryCode: 'gb',
      addressLine1: '1 Track Lane',
      addressLine2: 'Flat 2',
      city: 'Leeds',
      county: 'Yorks',
      postcode: 'LS1 1AA',
      phone: '0113',
      email: 'ann@example.com',
    }
    const anonymous = anonymisedAddress(address)!
    expect(anonymous.countryCode).toBe('gb')
    expect(Object.values(anonymous).filter(Boolean)).toEqual(['Anonymised', 'Anonymised', 'gb'])
    expect(anonymisedAddress(null)).toBeNull()
  })

  it('only the person’s own entry lines lose their name and email', () => {
    const lines = [
      { id: 1, options: { email: 'Ann@Example.com', firstName: 'Ann', lastName: 'Runner', distance: '10K' } },
      { id: 2, options: { email: 'friend@example.com', firstName: 'Fay', lastName: 'Friend' } },
      { id: 3, options: { size: 'M' } },
    ]
    const result = anonymisedLines(lines, 'ann@example.com', 'deleted-order-1@anonymised.invalid')
    expect(result[0]!.options).toEqual({ email: 'deleted-order-1@anonymised.invalid', firstName: 'Anonymised', lastName: 'Anonymised', distance: '10K' })
    expect(result.slice(1)).toEqual(lines.slice(1))
  })
})

describe('deleteAccount', () => {
  const store = (password: string) => {
    const erased: number[] = []
    const s: AccountDataStore = {
      collect: async () => {
        throw new Error('not used')
      },
      passwordMatches: async (_, given) => given === password,
      erase: async (who) => {
        erased.push(who.id)
      },
    }
    return { s, erased }
  }

  it('erases the account once the password confirms it', async () => {
    const { s, erased } = store('right-password')
    await deleteAccount(s, subject, 'right-password')
    expect(erased).toEqual([7])
  })

  it('refuses a wrong password with a field error and erases nothing', async () => {
    const { s, erased } = store('right-password')
    await expect(deleteAccount(s, subject, 'wrong')).rejects.toMatchObject({ code: 'invalid_request', fieldErrors: { password: ['accountData.wrongPassword'] } })
    expect(erased).toEqual([])
  })
})
