import fs from 'node:fs'

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux kernel Node runs on). */
const TICKS_PER_SECOND = 100

/**
 * The CPU time one thread of this process has used, in ms (user and system), from
 * /proc/self/task/<thread>/stat; null where there is no such file (not Linux, or the thread is gone).
 */
export function threadCpuMs(thread: number | null): number | null {
  if (thread === null) return null
  try {
    const stat = fs.readFileSync(`/proc/self/task/${thread}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces and parentheses): state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null
  } catch {
    return null
  }
}
