import { describe, expect, it } from 'vitest'
import { isPlanAccessCode, planAccessCode, planLinkQuery } from './delivery-link'

describe('a guest’s link to a bought plan', () => {
  const code = planAccessCode('secret', 'MP-1001', 3)

  it('opens the plan of that order only', () => {
    expect(isPlanAccessCode('secret', 'MP-1001', 3, code)).toBe(true)
    expect(isPlanAccessCode('secret', 'MP-1001', 4, code)).toBe(false)
    expect(isPlanAccessCode('secret', 'MP-1002', 3, code)).toBe(false)
    expect(isPlanAccessCode('another secret', 'MP-1001', 3, code)).toBe(false)
    expect(isPlanAccessCode('secret', 'MP-1001', 3, code.slice(1))).toBe(false)
    expect(isPlanAccessCode('secret', 'MP-1001', 3, '')).toBe(false)
  })

  it('is unguessable and carries no order secret', () => {
    expect(code).toMatch(/^[\w-]{43}$/)
    expect(planLinkQuery('secret', 'MP-1001', 3)).toBe(`order=MP-1001&access=${code}`)
  })
})
