/** The admin's server functions are for staff only: a visitor or a customer is refused before Payload runs one. */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { mayCallServerFunctions } from '@/cms/server-function-refusal'

let payload: Payload
const context = { disableRevalidate: true }
const bearer = (token: string | undefined) => new Headers({ authorization: `JWT ${token}` })

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.create({ collection: 'users', data: { email: 'functions.editor@milepost.test', password: 'editor-password-1', roles: ['editor'] }, context })
  await payload.create({ collection: 'customers', data: { email: 'functions.customer@example.com', password: 'customer-password-1', _verified: true } as never, context })
})

describe('who may call the admin’s server functions', () => {
  it('staff who may open the admin', async () => {
    const { token } = await payload.login({ collection: 'users', data: { email: 'functions.editor@milepost.test', password: 'editor-password-1' } })
    expect(await mayCallServerFunctions(payload, bearer(token))).toBe(true)
  })

  it('not a visitor, a forged token, or a customer (whose id may be a staff member’s too)', async () => {
    expect(await mayCallServerFunctions(payload, new Headers())).toBe(false)
    expect(await mayCallServerFunctions(payload, bearer('not-a-token'))).toBe(false)
    const { token } = await payload.login({ collection: 'customers', data: { email: 'functions.customer@example.com', password: 'customer-password-1' } })
    expect(await mayCallServerFunctions(payload, bearer(token))).toBe(false)
  })
})
