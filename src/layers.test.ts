import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { domainCycles, importViolations, type Layer, layerOf, sourceFiles } from '../scripts/lib/layers'

const root = path.resolve(import.meta.dirname, '..')

describe('imports run one way: routes → wiring (src/server) → domain; adapters → domain ports', () => {
  const files = sourceFiles(root)

  it('finds the source files of every layer', () => {
    const layers = new Set<Layer>(files.map((file) => layerOf(file)))
    for (const layer of ['domain', 'adapters', 'server', 'routes', 'lib'] as const) expect(layers, `no ${layer} files found`).toContain(layer)
  })

  it('no file imports against the direction', () => {
    expect(importViolations(root, files)).toEqual([])
  })

  it('domain folders build on each other without a loop (commerce below entries, members, training…)', () => {
    expect(domainCycles(root, files)).toEqual([])
    expect(domainCycles(root, ['src/commerce/cart/types.ts'], { 'src/commerce/cart/types.ts': "import type { EntryProblem } from '../../entries/rules'" })).toEqual([])
    const both = {
      'src/commerce/cart/types.ts': "import type { EntryProblem } from '../../entries/rules'",
      'src/entries/orders.ts': "import type { Order } from '../commerce/orders/complete-order'",
    }
    expect(domainCycles(root, Object.keys(both), both)).toContainEqual(['commerce', 'entries', 'commerce'])
  })

  it('the check fails on a domain module that imports the wiring, a framework or a route', () => {
    const probe = path.join(root, 'src/commerce/__layers-probe.ts')
    fs.writeFileSync(
      probe,
      [
        "import { cartServiceFor } from '../server/cart'",
        "import type { NextRequest } from 'next/server'",
        "import { getPayload } from 'payload'",
        "import { useState } from 'react'",
        "import '@/app/(site)/[locale]/layout'",
        'export { cartServiceFor, getPayload, useState }',
        'export type { NextRequest }',
      ].join('\n'),
    )
    try {
      const found = importViolations(root, ['src/commerce/__layers-probe.ts']).map((v) => v.imports)
      expect(found).toEqual(['../server/cart', 'next/server', 'payload', 'react', '@/app/(site)/[locale]/layout'])
    } finally {
      fs.rmSync(probe)
    }
  })

  it("the check fails on the browser's code in the domain: a client module, the page's storage, the browser's HTTP client", () => {
    const probe = {
      'src/commerce/cart/steps.ts': [
        "'use client'",
        "import { HttpError } from '@/lib/http/client'",
        "import { loadStripe } from '@stripe/stripe-js'",
        "export const saved = () => localStorage.getItem('cart')",
      ].join('\n'),
    }
    expect(importViolations(root, Object.keys(probe), probe).map((v) => v.imports)).toEqual(["'use client'", '@/lib/http/client', '@stripe/stripe-js'])
    const storage = { 'src/entries/draft.ts': "export const draft = () => sessionStorage.getItem('entry')" }
    expect(importViolations(root, Object.keys(storage), storage).map((v) => v.imports)).toEqual(['sessionStorage'])
    const raceWindow = { 'src/races/open.ts': 'export const opens = (window: { opensAt: Date }) => window.opensAt' }
    expect(importViolations(root, Object.keys(raceWindow), raceWindow)).toEqual([])
  })

  it('the check fails on an adapter that calls the wiring', () => {
    expect(
      importViolations(root, ['src/server/stores/cart-store.ts'], {
        'src/server/stores/cart-store.ts': "import { cartServiceFor } from '../cart'\nimport { markRunClubMember } from './membership-store'",
      }),
    ).toEqual([expect.objectContaining({ imports: '../cart' })])
  })

  it('the check fails on wiring that imports a page or a component', () => {
    expect(importViolations(root, ['src/server/cart.ts'], { 'src/server/cart.ts': "import { Basket } from '@/components/cart/Basket.client'" })).toHaveLength(1)
  })
})
