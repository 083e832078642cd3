import { describe, expect, it } from 'vitest'
import { hasRunClubAccess, isMembersOnly, isRunClubPage } from './run-club'

describe('the run club’s members’ pages let in members and editors only (C2 U4)', () => {
  it('knows the nine run-club pages and which are for members', () => {
    expect(isRunClubPage('members-home')).toBe(true)
    expect(isRunClubPage('secret')).toBe(false)
    expect(isMembersOnly('landing')).toBe(false)
    expect(isMembersOnly('join')).toBe(false)
    expect(isMembersOnly('discounts')).toBe(true)
  })

  it('lets members and editors in, and nobody else', () => {
    expect(hasRunClubAccess(null)).toBe(false)
    expect(hasRunClubAccess({ collection: 'customers', runClubMember: false })).toBe(false)
    expect(hasRunClubAccess({ collection: 'customers', runClubMember: true })).toBe(true)
    expect(hasRunClubAccess({ collection: 'users', roles: ['editor'] })).toBe(true)
  })
})
