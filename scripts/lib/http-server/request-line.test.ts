import { describe, expect, it } from 'vitest'
import { requestLineRefusal } from './request-line'

describe('requestLineRefusal', () => {
  it('lets the site’s own methods and paths through', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(requestLineRefusal(method, '/de/events/spring-10k?x=%ff')).toBeNull()
    expect(requestLineRefusal('GET', '/api/events/12/versions')).toBeNull()
    expect(requestLineRefusal('GET', '/fr/blog/caf%C3%A9')).toBeNull()
  })

  it('refuses other methods with 405', () => {
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'get', undefined]) expect(requestLineRefusal(method, '/about')).toMatchObject({ status: 405 })
  })

  it('refuses a target that is not a path with 400: OPTIONS *, a full URL', () => {
    for (const url of ['*', 'http://evil.example/about', '//evil.example/about', '', undefined]) expect([url, requestLineRefusal('OPTIONS', url)?.status]).toEqual([url, 400])
  })

  it('refuses a path whose escapes do not decode with 400', () => {
    for (const url of ['/%ff', '/%', '/de/%c0%af', '/api/events/%ed%a0%80']) expect(requestLineRefusal('GET', url)).toMatchObject({ status: 400 })
  })

  it('refuses, with 404, a segment naming a member of every object, written plainly or escaped', () => {
    for (const url of ['/api/toString', '/api/%74oString/1', '/api/%5f%5fproto%5f%5f', '/admin/__proto__', '/api/constructo%72/login', '/de/valueOf']) {
      expect([url, requestLineRefusal('GET', url)?.status]).toEqual([url, 404])
    }
  })
})
