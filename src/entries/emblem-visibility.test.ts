import { describe, expect, it } from 'vitest'
import { emblemVisible } from './emblem-visibility'

const visitor = { staff: false, customerId: null }

describe('who may fetch an uploaded team emblem', () => {
  it('everyone, once a team carries it', () => {
    expect(emblemVisible({ uploadedBy: 7, teamsUsingIt: 1 }, visitor)).toBe(true)
  })

  it('before that, only its uploader and staff', () => {
    const unused = { uploadedBy: 7, teamsUsingIt: 0 }
    expect(emblemVisible(unused, visitor)).toBe(false)
    expect(emblemVisible(unused, { staff: false, customerId: 8 })).toBe(false)
    expect(emblemVisible(unused, { staff: false, customerId: 7 })).toBe(true)
    expect(emblemVisible(unused, { staff: true, customerId: null })).toBe(true)
    expect(emblemVisible({ uploadedBy: null, teamsUsingIt: 0 }, visitor)).toBe(false)
  })
})
