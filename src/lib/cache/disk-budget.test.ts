import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cacheMegabytes, DEFAULT_CACHE_MB, dataCacheBytes, diskBudget, imageCacheBytes } from './disk-budget.mjs'

const dirs: string[] = []
const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-budget-'))
  dirs.push(dir)
  return dir
}
const write = (dir: string, name: string, bytes: number) => {
  const file = path.join(dir, name)
  fs.writeFileSync(file, Buffer.alloc(bytes))
  return file
}
const dirBytes = (dir: string) => fs.readdirSync(dir).reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).size, 0)

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('the disk budget of a cache', () => {
  it('holds the files under the cap, deleting the least recently used first', () => {
    const dir = scratch()
    const budget = diskBudget(10_000)
    for (let i = 0; i < 10; i++) budget.written(`e${i}`, [write(dir, `e${i}`, 2_000)])
    expect(dirBytes(dir)).toBeLessThanOrEqual(10_000)
    expect(budget.bytes()).toBe(dirBytes(dir))
    expect(fs.readdirSync(dir).sort()).toEqual(['e5', 'e6', 'e7', 'e8', 'e9'])

    budget.used('e5')
    budget.written('e10', [write(dir, 'e10', 2_000)])
    expect(fs.readdirSync(dir).sort()).toEqual(['e10', 'e5', 'e7', 'e8', 'e9'])
  })

  it('counts a rewritten entry once, and keeps the entry just written even past the cap', () => {
    const dir = scratch()
    const budget = diskBudget(3_000)
    budget.written('a', [write(dir, 'a', 1_000)])
    budget.written('a', [write(dir, 'a', 1_500)])
    expect(budget.bytes()).toBe(1_500)
    budget.written('big', [write(dir, 'big', 5_000)])
    expect(fs.readdirSync(dir)).toEqual(['big'])
  })

  it('adopts what an earlier process left on disk, oldest first', () => {
    const dir = scratch()
    for (let i = 0; i < 6; i++) {
      const file = write(dir, `old${i}`, 1_000)
      fs.utimesSync(file, new Date(1_000 * i), new Date(1_000 * i))
    }
    const budget = diskBudget(3_000)
    budget.adopt(dir, 'FETCH:')
    expect(fs.readdirSync(dir).sort()).toEqual(['old3', 'old4', 'old5'])
    budget.used('FETCH:old3')
    budget.written('FETCH:new', [write(dir, 'new', 1_000)])
    expect(fs.readdirSync(dir).sort()).toEqual(['new', 'old3', 'old5'])
    budget.adopt(path.join(dir, 'missing'))
  })

  it('reads its caps in MB from the environment, 256 MB unless set', () => {
    expect(cacheMegabytes(undefined)).toBe(DEFAULT_CACHE_MB)
    expect(cacheMegabytes('')).toBe(DEFAULT_CACHE_MB)
    expect(cacheMegabytes('0.5')).toBe(0.5)
    expect(cacheMegabytes('-1')).toBe(DEFAULT_CACHE_MB)
    expect(dataCacheBytes({ DATA_CACHE_MAX_MB: '1' })).toBe(1024 * 1024)
    expect(imageCacheBytes({})).toBe(256 * 1024 * 1024)
  })
})
