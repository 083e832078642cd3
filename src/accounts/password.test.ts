import { pbkdf2Sync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { passwordMatches } from './password'

// Written by Payload 3.90's generatePasswordSaltHash for "correct horse battery".
const payloadHash = {
  hash: 'pbkdf2-sha256-v1:d415b05da239bddf2028113fb35fcf95a3ec96acb82828dccd2ce5edc2fc768d',
  salt: '3bd396388ba9c229246f6ce2f88802cd1764b84b3f916aff231ff38a4f88af7d',
}

describe('checking a customer’s current password', () => {
  it('accepts the password behind a hash Payload wrote, and nothing else', async () => {
    expect(await passwordMatches(payloadHash, 'correct horse battery')).toBe(true)
    expect(await passwordMatches(payloadHash, 'correct horse batterY')).toBe(false)
    expect(await passwordMatches(payloadHash, '')).toBe(false)
  })

  it('reads the older unprefixed hashes Payload still accepts', async () => {
    const salt = 'a1b2c3d4'.repeat(8)
    const legacy = { hash: pbkdf2Sync('old password', salt, 25_000, 512, 'sha256').toString('hex'), salt }
    expect(await passwordMatches(legacy, 'old password')).toBe(true)
    expect(await passwordMatches(legacy, 'new password')).toBe(false)
  })

  it('refuses an account without a password or with a damaged hash', async () => {
    expect(await passwordMatches({ hash: null, salt: null }, 'anything')).toBe(false)
    expect(await passwordMatches({ ...payloadHash, hash: `${payloadHash.hash.slice(0, -2)}` }, 'correct horse battery')).toBe(false)
  })
})

describe('the work of a sign-up that creates nothing', () => {
  it('hashes as Payload hashes a new password: as long as checking a current hash, well within a factor of two', async () => {
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now()
      await work()
      return performance.now() - started
    }
    const { hashingWork } = await import('./password')
    await hashingWork('warm up')
    const check = await timed(() => passwordMatches(payloadHash, 'correct horse battery'))
    const hashing = await timed(() => hashingWork('correct horse battery'))
    expect(hashing / check).toBeGreaterThan(0.5)
    expect(hashing / check).toBeLessThan(2)
  })
})
