import fs from 'node:fs'
import path from 'node:path'

/**
 * The layers of src/ and the one direction their imports run (docs/decisions/0023-layers.md):
 * routes (app, components) → wiring (server) → domain; adapters (server/stores) implement the
 * domain's ports. lib, i18n and db are shared infrastructure below all of them.
 */
export type Layer = 'domain' | 'adapters' | 'server' | 'cms' | 'routes' | 'lib' | 'config'

const DOMAIN = ['accounts', 'commerce', 'contact', 'content', 'entries', 'jobs', 'members', 'newsletter', 'races', 'shop', 'training']
const LIB = ['lib', 'i18n', 'db']

export function layerOf(file: string): Layer {
  const [top, dir = ''] = file.split('/')
  if (top !== 'src') return 'config'
  if (DOMAIN.includes(dir)) return 'domain'
  if (LIB.includes(dir)) return 'lib'
  if (dir === 'server') return file.startsWith('src/server/stores/') ? 'adapters' : 'server'
  if (dir === 'cms') return 'cms'
  if (dir === 'app' || dir === 'components' || dir === 'proxy.ts' || dir === 'instrumentation.ts') return 'routes'
  return 'config'
}

const FRAMEWORKS = /^(next|next-intl|payload|@payloadcms\/[^/]+|react|react-dom|@stripe\/stripe-js|canvas-confetti)(\/|$)/

/**
 * Browser code: a client module, or one that reaches the page's document or storage. It lives with
 * the components (the checkout's steps are src/components/checkout/flow), never in the domain.
 * `window` alone is not looked for: a race window is a domain word.
 */
const BROWSER = /^\s*(['"]use client['"])|(?<![\w.])(document|localStorage|sessionStorage|navigator)\.\w/m

type Rule = { packages?: RegExp; paths: string[]; except?: string[]; browser?: boolean; why: string }

/** What each layer must not import: packages by name, modules by their path under the repository. */
const RULES: Partial<Record<Layer, Rule>> = {
  domain: {
    packages: FRAMEWORKS,
    paths: ['src/app', 'src/components', 'src/server', 'src/cms', 'src/seed', 'src/migrations', 'src/payload.config', 'src/lib/payload', 'src/lib/http/client'],
    browser: true,
    why: "domain modules are plain TypeScript run on the server: frameworks, wiring, routes and the browser's code stay out",
  },
  adapters: {
    paths: ['src/app', 'src/components', 'src/server'],
    except: ['src/server/stores'],
    why: "adapters implement the domain's ports and never call the wiring",
  },
  server: { paths: ['src/app', 'src/components'], why: 'the wiring serves routes and never imports them' },
  cms: { paths: ['src/app'], why: 'the admin configuration does not depend on the site routes' },
  lib: { paths: ['src/app', 'src/components', 'src/server', 'src/cms', 'src/seed'], why: 'shared infrastructure depends on nothing above it' },
}

export type Violation = { file: string; imports: string; why: string }

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g

export function importsOf(source: string): string[] {
  // Group 2 is not optional: every match has it.
  return [...source.matchAll(SPECIFIER)].map((m) => m[2]!)
}

/** The repository path an import names (without extension), or null for a package. */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.posix.join('src', specifier.slice(2))
  if (specifier === '@payload-config') return 'src/payload.config'
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
  return null
}

const isTest = (file: string) => /\.(test|test-support|int\.test|e2e\.test)\.tsx?$/.test(file)

export function sourceFiles(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) walk(rel)
      else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !isTest(rel)) out.push(rel)
    }
  }
  walk('src')
  return out.sort()
}

export function importViolations(root: string, files: string[], sources: Record<string, string> = {}): Violation[] {
  const out: Violation[] = []
  for (const file of files) {
    const rule = RULES[layerOf(file)]
    if (!rule) continue
    const source = sources[file] ?? fs.readFileSync(path.join(root, file), 'utf8')
    const browser = rule.browser ? source.match(BROWSER) : null
    if (browser) out.push({ file, imports: browser[1] ?? `${browser[2]}`, why: rule.why })
    for (const specifier of importsOf(source)) {
      const target = targetOf(file, specifier)
      const within = (p: string) => target === p || target?.startsWith(`${p}/`) || target?.startsWith(`${p}.`)
      const refused = target === null ? !!rule.packages?.test(specifier) : rule.paths.some(within) && !rule.except?.some(within)
      if (refused) out.push({ file, imports: specifier, why: rule.why })
    }
  }
  return out
}

/** Domain folders that import each other, directly or round a loop: each cycle as its folder names. */
export function domainCycles(root: string, files: string[], sources: Record<string, string> = {}): string[][] {
  const edges = new Map<string, Set<string>>()
  for (const file of files) {
    if (layerOf(file) !== 'domain') continue
    const from = file.split('/')[1]!
    const source = sources[file] ?? fs.readFileSync(path.join(root, file), 'utf8')
    for (const specifier of importsOf(source)) {
      const target = targetOf(file, specifier)
      const to = target?.split('/')[1]
      if (!target || !to || to === from || layerOf(`${target}.ts`) !== 'domain') continue
      if (!edges.has(from)) edges.set(from, new Set())
      edges.get(from)!.add(to)
    }
  }
  const cycles: string[][] = []
  const visit = (folder: string, trail: string[]) => {
    for (const next of edges.get(folder) ?? []) {
      const at = trail.indexOf(next)
      if (at >= 0) cycles.push([...trail.slice(at), next])
      else visit(next, [...trail, next])
    }
  }
  for (const folder of edges.keys()) visit(folder, [folder])
  return cycles
}
