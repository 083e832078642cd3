import { describe, expect, it } from 'vitest'
import { serverActionRefusal } from './server-actions'

const site = ['https://milepost.run', 'https://www.milepost.run']
const action = { 'next-action': '7f'.repeat(21) }

describe('server actions', () => {
  it('exist in the admin only', () => {
    expect(serverActionRefusal('POST', '/', action, site)).toEqual({ status: 404, message: 'Not Found' })
    expect(serverActionRefusal('POST', '/de/events', action, site)?.status).toBe(404)
    expect(serverActionRefusal('GET', '/admin', action, site)?.status).toBe(404)
    expect(serverActionRefusal('POST', '/administrator', action, site)?.status).toBe(404)
    expect(serverActionRefusal('POST', '/admin/collections/events', action, site)).toBeNull()
    expect(serverActionRefusal('POST', '/admin', action, site)).toBeNull()
  })

  it('come from the site’s own pages', () => {
    expect(serverActionRefusal('POST', '/admin', { ...action, origin: 'https://evil.example' }, site)?.status).toBe(403)
    expect(serverActionRefusal('POST', '/admin', { ...action, origin: 'null' }, site)?.status).toBe(403)
    expect(serverActionRefusal('POST', '/admin', { ...action, origin: 'https://www.milepost.run' }, site)).toBeNull()
  })

  it('leave every other request alone', () => {
    expect(serverActionRefusal('POST', '/actions/users/login', { origin: 'https://evil.example' }, site)).toBeNull()
  })
})
