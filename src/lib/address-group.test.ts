import { describe, expect, it } from 'vitest'
import { addressGroup } from './address-group'

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('203.0.113.5')).toBe('203.0.113.5')
    expect(addressGroup(' 203.0.113.5 ')).toBe('203.0.113.5')
  })

  it('groups IPv6 addresses by their /64', () => {
    const group = '2001:0db8:0001:0002::/64'
    expect(addressGroup('2001:db8:1:2::1')).toBe(group)
    expect(addressGroup('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(group)
    expect(addressGroup('2001:db8:1:2:dead:beef:0:7')).toBe(group)
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(group)
  })

  it('expands the :: shorthand and ignores case, so every spelling is one key', () => {
    expect(addressGroup('2001:DB8::1')).toBe('2001:0db8:0000:0000::/64')
    expect(addressGroup('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:0db8:0000:0000::/64')
    expect(addressGroup('::1')).toBe('0000:0000:0000:0000::/64')
    expect(addressGroup('::')).toBe('0000:0000:0000:0000::/64')
    expect(addressGroup('fe80::')).toBe('fe80:0000:0000:0000::/64')
    expect(addressGroup('2001:db8:1:2:3::')).toBe('2001:0db8:0001:0002::/64')
  })

  it('drops a zone id and brackets', () => {
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64')
    expect(addressGroup('[2001:db8:1:2::9]')).toBe('2001:0db8:0001:0002::/64')
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(addressGroup('::FFFF:c633:6407')).toBe('198.51.100.7')
    expect(addressGroup('0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7')
  })

  it('keeps a value that is no address as written, and nothing as nothing', () => {
    expect(addressGroup('unknown')).toBe('unknown')
    expect(addressGroup('')).toBeNull()
    expect(addressGroup(null)).toBeNull()
  })
})
