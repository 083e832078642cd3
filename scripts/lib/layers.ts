import fs from 'node:fs'
import path from 'node:path'

/**
 * The layers of src/ and the one direction their imports run (docs/decisions/0023-layers.md):
 * routes (app, components) → wiring (server) → domain; adapters (server/stores) implement the
 * domain's ports. lib, i18n and db are shared infrastructure below all of them. The Payload config
 * (src/cms) is handed Payload and builds on the domain, the adapters and the composition root, never
 * on the site's process or requests (docs/decisions/0047-composition-root.md).
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

/**
 * What of the wiring the Payload config may use: the adapters, the job catalogue and the
 * composition root, all of which take the Payload they are handed.
 */
const CMS_MAY_USE = ['src/server/stores', 'src/server/jobs/catalogue', 'src/server/services']

/** The site's own wiring: the process's Payload and the request handling. The config reaches neither, not even through the composition root. */
const SITE_WIRING = ['src/server/payload', 'src/server/site-services', 'src/server/http']

type Rule = { packages?: RegExp; paths: string[]; except?: string[]; browser?: boolean; why: string }

/** What each layer must not import: packages by name, modules by their path under the repository. */
const RULES: Partial<Record<Layer, Rule>> = {
  domain: {
    packages: FRAMEWORKS,
    paths: ['src/app', 'src/components', 'src/server', 'src/cms', 'src/seed', 'src/migrations', 'src/payload.config', 'src/lib/http/client'],
    browser: true,
    why: "domain modules are plain TypeScript run on the server: frameworks, wiring, routes and the browser's code stay out",
  },
  adapters: {
    paths: ['src/app', 'src/components', 'src/server'],
    except: ['src/server/stores'],
    why: "adapters implement the domain's ports and never call the wiring",
  },
  server: { paths: ['src/app', 'src/components'], why: 'the wiring serves routes and never imports them' },
  cms: {
    paths: ['src/app', 'src/components', 'src/server'],
    except: CMS_MAY_USE,
    why: "the admin configuration is handed Payload: it uses the adapters, the job catalogue and the composition root, never the site's wiring",
  },
  lib: {
    paths: ['src/app', 'src/components', 'src/server', 'src/cms', 'src/seed', 'src/payload.config'],
    why: 'shared infrastructure depends on nothing above it, the Payload config included',
  },
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

/** An import erased at build time (`import type`, or braces holding types only): it makes no cycle at run time. */
const TYPE_IMPORT = /\b(?:import|export)\s+type\s[^;'"]*?\bfrom\s*(['"])[^'"]+\1/g
const BRACED_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*(['"])[^'"]+\2/g

export function runtimeImportsOf(source: string): string[] {
  const kept = source
    .replace(TYPE_IMPORT, '')
    .replace(BRACED_IMPORT, (statement, names: string) => (names.split(',').every((name) => !name.trim() || name.trim().startsWith('type ')) ? '' : statement))
  return importsOf(kept)
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx']

/** Which source file imports which at run time (static and dynamic imports; packages left out). */
function moduleGraph(root: string, files: string[], sources: Record<string, string>): Map<string, string[]> {
  const known = new Set([...files, ...Object.keys(sources)])
  const resolve = (target: string) => (known.has(target) ? target : EXTENSIONS.map((ext) => target + ext).find((file) => known.has(file)))
  const graph = new Map<string, string[]>()
  for (const file of known) {
    const source = sources[file] ?? fs.readFileSync(path.join(root, file), 'utf8')
    const targets = runtimeImportsOf(source).flatMap((specifier) => {
      const target = targetOf(file, specifier)
      const found = target === null ? undefined : resolve(target)
      return found ? [found] : []
    })
    graph.set(file, targets)
  }
  return graph
}

/** The shortest trail of imports from `from` to a file `reached` accepts, or null. */
function trailTo(graph: Map<string, string[]>, from: string, reached: (file: string) => boolean): string[] | null {
  const previous = new Map<string, string | null>([[from, null]])
  const queue = [from]
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const next of graph.get(at) ?? []) {
      if (reached(next)) {
        const trail = [next]
        for (let back: string | null | undefined = at; back; back = previous.get(back)) trail.unshift(back)
        return trail
      }
      if (previous.has(next)) continue
      previous.set(next, at)
      queue.push(next)
    }
  }
  return null
}

export const PAYLOAD_CONFIG = 'src/payload.config.ts'

/**
 * A loop of run-time imports through the Payload config (config → collection → … → config), as the
 * files round it; none when the config builds only on what never asks for the site's Payload.
 */
export function configCycles(root: string, files: string[], sources: Record<string, string> = {}): string[][] {
  const cycle = trailTo(moduleGraph(root, files, sources), PAYLOAD_CONFIG, (file) => file === PAYLOAD_CONFIG)
  return cycle ? [cycle] : []
}

/** Each admin (src/cms) file that reaches the site's wiring through run-time imports, with the trail there. */
export function cmsReachingSiteWiring(root: string, files: string[], sources: Record<string, string> = {}): string[][] {
  const graph = moduleGraph(root, files, sources)
  const wiring = (file: string) => SITE_WIRING.some((p) => file === p || file.startsWith(`${p}.`) || file.startsWith(`${p}/`))
  return [...graph.keys()]
    .filter((file) => layerOf(file) === 'cms')
    .sort()
    .flatMap((file) => {
      const trail = trailTo(graph, file, wiring)
      return trail ? [trail] : []
    })
}

/** Files that import each other at run time, directly or round a loop: each loop's files, sorted. */
export function importCycles(root: string, files: string[], sources: Record<string, string> = {}): string[][] {
  const graph = moduleGraph(root, files, sources)
  // Tarjan's strongly connected components: a component of two files or more is a loop.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const loops: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file) ?? 0)
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0))
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    for (let top = stack.pop(); top !== undefined; top = top === file ? undefined : stack.pop()) component.push(top)
    if (component.length > 1) loops.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return loops
}
