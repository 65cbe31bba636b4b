import { describe, expect, it } from 'vitest'
import { PerKeyLimit } from './per-key-limit'

describe('PerKeyLimit', () => {
  it('runs at most max tasks per key, refuses the rest at once, and frees slots as tasks end', async () => {
    const limit = new PerKeyLimit(2)
    const gates: (() => void)[] = []
    const task = () => new Promise<string>((resolve) => gates.push(() => resolve('done')))
    const a1 = limit.run('a', task)
    const a2 = limit.run('a', task)
    expect(await limit.run('a', task)).toBeUndefined()
    const b1 = limit.run('b', task)
    for (const open of gates.splice(0)) open()
    expect(await Promise.all([a1, a2, b1])).toEqual([
      { value: 'done' },
      { value: 'done' },
      { value: 'done' },
    ])
    const failing = limit.run('a', () => Promise.reject(new Error('boom')))
    await expect(failing).rejects.toThrow('boom')
    const again = limit.run('a', task)
    for (const open of gates.splice(0)) open()
    expect(await again).toEqual({ value: 'done' })
  })
})
