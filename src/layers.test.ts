import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cmsReachingSiteWiring, configCycles, domainCycles, importCycles, importViolations, type Layer, layerOf, PAYLOAD_CONFIG, sourceFiles } from '../scripts/lib/layers'

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

  it('the check fails on shared infrastructure that imports the Payload config', () => {
    const probe = { 'src/lib/env-probe.ts': "import config from '@payload-config'\nimport { getPayloadClient } from '../server/payload'" }
    expect(importViolations(root, Object.keys(probe), probe).map((v) => v.imports)).toEqual(['@payload-config', '../server/payload'])
  })
})

describe('the Payload config is handed Payload: it never imports itself back', () => {
  const files = sourceFiles(root)
  const runReview = 'src/cms/endpoints/run-review.ts'

  it('no run-time import loop goes through the Payload config', () => {
    expect(configCycles(root, files)).toEqual([])
  })

  it('the check fails on a loop through the config, also through a dynamic import', () => {
    const before = { [runReview]: "export const load = () => import('../../server/races/site')" }
    const [cycle] = configCycles(root, files, before)
    expect(cycle?.[0]).toBe(PAYLOAD_CONFIG)
    expect(cycle?.at(-1)).toBe(PAYLOAD_CONFIG)
    expect(cycle).toEqual(expect.arrayContaining([runReview, 'src/server/races/site.ts', 'src/server/payload.ts']))
  })

  it('no run-time import loop anywhere: payments queue their mails through the job catalogue, not its handlers', () => {
    expect(importCycles(root, files)).toEqual([])
    const mailsFromHandlers = { 'src/server/payments/order-mails.ts': "import { jobTasks } from '../jobs/handlers'\nexport { jobTasks }" }
    expect(importCycles(root, files, mailsFromHandlers)).toEqual([
      expect.arrayContaining(['src/server/jobs/handlers.ts', 'src/server/payments/order-mails.ts', 'src/server/payments/services.ts', 'src/server/services.ts']),
    ])
  })

  it('a type-only import is erased and makes no loop', () => {
    const types = { [runReview]: "import type { races } from '../../server/races/site'\nimport { type viewOf } from '../../server/races/site'\nexport type { races, viewOf }" }
    expect(configCycles(root, files, types)).toEqual([])
  })

  it("no admin file reaches the site's wiring, not even through the composition root", () => {
    expect(cmsReachingSiteWiring(root, files)).toEqual([])
  })

  it("the check fails when the composition root starts using the site's Payload", () => {
    const rooted = { 'src/server/services.ts': "import { getPayloadClient } from './payload'\nexport const services = getPayloadClient" }
    expect(cmsReachingSiteWiring(root, files, rooted)).toContainEqual([runReview, 'src/server/services.ts', 'src/server/payload.ts'])
  })

  it('admin code may use the adapters, the job catalogue and the composition root, and nothing else of the wiring', () => {
    const probe = {
      [runReview]: [
        "import { payloadRaceStore } from '../../server/stores/race-store'",
        "import { jobs } from '../../server/jobs/catalogue'",
        "import { services } from '../../server/services'",
        "import { races } from '../../server/races/site'",
        "import { jobTasks } from '@/server/jobs/handlers'",
        "import { getPayloadClient } from '../../server/payload'",
      ].join('\n'),
    }
    expect(importViolations(root, [runReview], probe).map((v) => v.imports)).toEqual(['../../server/races/site', '@/server/jobs/handlers', '../../server/payload'])
  })
})
