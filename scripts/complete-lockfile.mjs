#!/usr/bin/env node
/**
 * The npm registry reachable here lacks some platform builds that other machines use (e.g.
 * @next/swc-darwin-arm64), so `npm install` leaves them out of package-lock.json and `npm ci`
 * then refuses the lock as out of sync. This adds each missing optional platform package as an
 * optional entry restricted to its platform: npm skips it on other platforms, never fetching it.
 * Run it after `npm install` changes the lockfile.
 */
import fs from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(fs.readFileSync(file, 'utf8'))
const platform = (name) => {
  const os = ['darwin', 'win32', 'linux', 'freebsd', 'android'].find((o) => name.includes(`-${o}-`) || name.endsWith(`-${o}`))
  const cpu = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'arm'].find((c) => new RegExp(`-${c}(-|$)`).test(name))
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) }
}

const added = []
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/` : 'node_modules/'
    const candidates = [`${base}${name}`, `node_modules/${name}`]
    if (candidates.some((c) => lock.packages[c])) continue
    const { os, cpu } = platform(name)
    if (!os && !cpu) continue
    lock.packages[`node_modules/${name}`] = { version, ...(cpu ? { cpu } : {}), optional: true, ...(os ? { os } : {}) }
    added.push(`${name}@${version}`)
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(added.length ? `Added ${added.length} platform entries: ${added.join(', ')}` : 'Lockfile already complete.')
