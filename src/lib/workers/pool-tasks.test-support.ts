/** Tasks for the pool's tests, run in its workers. */
export type TestTask = { kind: 'echo'; value: unknown } | { kind: 'spin'; ms: number } | { kind: 'sleep'; ms: number } | { kind: 'allocate' } | { kind: 'throw' }

export function handle(task: TestTask): unknown {
  switch (task.kind) {
    case 'echo':
      return task.value
    case 'spin': {
      const until = performance.now() + task.ms
      while (performance.now() < until) {}
      return 'spun'
    }
    case 'sleep':
      // Blocks the worker without using CPU: its CPU budget must not run out.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.ms)
      return 'slept'
    case 'allocate': {
      const hoard: number[][] = []
      for (;;) hoard.push(new Array(1_000_000).fill(hoard.length))
    }
    case 'throw':
      throw new Error('the task failed')
  }
}
