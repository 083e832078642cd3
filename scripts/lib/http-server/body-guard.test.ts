import { describe, expect, it } from 'vitest'
import { BODY_LIMITS } from '../../../src/lib/http/body-limits'
import { bodyDeadlineMs, refusal } from './body-guard'

describe('refusal', () => {
  it('refuses a declared length above the limit of the path, before reading it', () => {
    expect(refusal('/api/users/login', { 'content-length': String(200 * 1024 * 1024), 'content-type': 'application/json' })).toMatchObject({ status: 413 })
    expect(refusal('/api/graphql?x=1', { 'content-length': String(BODY_LIMITS.graphql + 1) })).toMatchObject({ status: 413 })
    expect(refusal('/de/actions/users/login', { 'content-length': String(BODY_LIMITS.action + 1) })).toMatchObject({ status: 413 })
  })

  it('lets through what fits, and requests without a body', () => {
    expect(refusal('/api/graphql', { 'content-length': String(BODY_LIMITS.graphql) })).toBeNull()
    expect(refusal('/api/media', { 'content-length': String(20 * 1024 * 1024), 'content-type': 'multipart/form-data; boundary=x' })).toBeNull()
    expect(refusal('/about', {})).toBeNull()
    expect(refusal('/api/users/logout', { 'content-length': '0' })).toBeNull()
  })

  it('refuses a body that declares no length', () => {
    expect(refusal('/api/users/login', { 'transfer-encoding': 'chunked' })).toMatchObject({ status: 411 })
  })
})

describe('bodyDeadlineMs', () => {
  it('leaves a 20 MB upload minutes, and a small JSON body seconds', () => {
    expect(bodyDeadlineMs(20 * 1024 * 1024)).toBeGreaterThan(6 * 60_000)
    expect(bodyDeadlineMs(1024)).toBeLessThan(11_000)
  })
})
