/** Resident memory of a process and its descendants, read from /proc (Linux), for the benchmarks. */
import fs from 'node:fs'

const PAGE = 4096

function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      // The command name may hold spaces and parentheses: the fields follow its last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)])
    } catch {
      // the process ended while we looked
    }
  }
  return children
}

export function treeRssBytes(root: number): number {
  const children = parents()
  let total = 0
  const queue = [root]
  while (queue.length) {
    const pid = queue.pop()!
    try {
      total += Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE
    } catch {
      continue
    }
    queue.push(...(children.get(pid) ?? []))
  }
  return total
}

/** Samples the tree of `root()` (which may change: a restarted server) every `everyMs`; `takePeak` answers the peak since the last call. */
export function rssSampler(root: () => number | null, everyMs = 100) {
  let peak = 0
  const timer = setInterval(() => {
    const pid = root()
    if (pid) peak = Math.max(peak, treeRssBytes(pid))
  }, everyMs)
  return {
    takePeak() {
      const value = peak
      peak = 0
      return value
    },
    stop: () => clearInterval(timer),
  }
}
