import type { Job, JobStore } from './queue'

type Row = Job & { leaseUntil: Date | null; worker: string | null; lastError: string | null }

/** The job store's contract over an array, for unit tests of the queue. */
export function memoryJobStore() {
  const rows: Row[] = []
  const leased = (row: Row, worker: string) => row.worker === worker && row.status === 'queued'
  const store: JobStore = {
    async enqueue(job) {
      if (job.key !== null && rows.some((r) => r.key === job.key)) return false
      rows.push({ ...job, id: rows.length + 1, status: 'queued', attempts: 0, leaseUntil: null, worker: null, lastError: null })
      return true
    },
    async claim(now, leaseUntil, worker, tasks) {
      const due = rows
        .filter((r) => tasks.includes(r.task) && r.status === 'queued' && r.runAt <= now && (!r.leaseUntil || r.leaseUntil < now))
        .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id)[0]
      if (!due) return null
      Object.assign(due, { leaseUntil, worker, attempts: due.attempts + 1 })
      return { ...due }
    },
    async finish(id, worker) {
      const row = rows.find((r) => r.id === id)
      if (!row || !leased(row, worker)) return false
      Object.assign(row, { status: 'done', leaseUntil: null })
      return true
    },
    async retryLater(id, worker, runAt, error) {
      const row = rows.find((r) => r.id === id)
      if (row && leased(row, worker)) Object.assign(row, { runAt, leaseUntil: null, worker: null, lastError: error })
    },
    async fail(id, worker, error) {
      const row = rows.find((r) => r.id === id)
      if (row && leased(row, worker)) Object.assign(row, { status: 'failed', leaseUntil: null, lastError: error })
    },
  }
  return { store, rows }
}
