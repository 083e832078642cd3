import { describe, expect, it } from 'vitest'
import { memoryJobStore } from '../../jobs/memory-store.test-support'
import { UnknownTask } from '../../jobs/queue'
import { jobCatalogue, jobs, queueJob } from './catalogue'

describe('the job catalogue', () => {
  it('names each kind once', () => {
    const names = jobCatalogue.map((job) => job.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('queues a kind with its attempts, and refuses an input the kind does not take before anything is queued', async () => {
    const { store, rows } = memoryJobStore()
    expect(await queueJob(store, jobs.sendMail, { sealed: 'abc' }, 'mail:1')).toBe(true)
    expect(rows[0]).toMatchObject({ task: 'send-mail', maxAttempts: 14, input: { sealed: 'abc' }, key: 'mail:1' })
    expect(() => queueJob(store, jobs.raceFinished, { entryId: -1 })).toThrow()
    expect(() => queueJob(store, jobs.sendMail, { sealed: '' })).toThrow()
    expect(rows).toHaveLength(1)
  })

  it('refuses a kind it does not list', () => {
    const { store, rows } = memoryJobStore()
    expect(() => queueJob(store, { name: 'not-listed', attempts: 1, input: jobs.pruneJobs.input }, null)).toThrow(UnknownTask)
    expect(rows).toHaveLength(0)
  })
})
