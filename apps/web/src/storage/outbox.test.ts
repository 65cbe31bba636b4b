import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { dropMyDb } from '../test/drop-my-db'
import { sessionToken } from '../test/session-token'
import { removeToken, writeToken } from './local-storage'
import { flushOutbox, registerSender, type SendOutcome, waitingChanges } from './outbox'
import { queueChange, queuedChanges } from './outbox-queue'
import { RETRY_FIRST_MS, SEND_SOON_MS, startOutbox } from './outbox-triggers'
import { currentOwner } from './owner'

afterEach(async () => {
  removeToken()
  await dropMyDb()
})

const token = sessionToken('0b1d2c3e-0000-4000-8000-00000000000a')

/** A sender that answers what the test says, and records what it was asked to send. */
function recordingSender(kind: string, answers: SendOutcome[]) {
  const sent: string[] = []
  registerSender(kind, async (change) => {
    sent.push(change.key)
    const answer = answers.shift() ?? 'sent'
    if (answer === 'retry') throw new Error('offline')
    return answer
  })
  return sent
}

describe('the outbox', () => {
  it('sends each queued key once, however often it was queued, and empties', async () => {
    writeToken(token)
    const sent = recordingSender('test-a', [])
    await queueChange(currentOwner(), 'test-a', 'one')
    await queueChange(currentOwner(), 'test-a', 'two')
    await queueChange(currentOwner(), 'test-a', 'one')
    expect(await flushOutbox()).toEqual({ sent: 2, left: 0 })
    expect(sent.sort()).toEqual(['one', 'two'])
    expect(await waitingChanges()).toBe(0)
  })

  it('keeps a change that failed, and one queued again while it was being sent', async () => {
    writeToken(token)
    const owner = currentOwner()
    registerSender('test-b', async (change) => {
      if (change.key === 'busy') await queueChange(owner, 'test-b', 'busy')
      return change.key === 'down' ? 'retry' : 'sent'
    })
    await queueChange(owner, 'test-b', 'busy')
    expect(await flushOutbox()).toEqual({ sent: 1, left: 1 })
    await queueChange(owner, 'test-b', 'down')
    const result = await flushOutbox()
    expect(result.left).toBeGreaterThan(0)
    expect((await queuedChanges(owner)).find((c) => c.key === 'down')?.attempts).toBe(1)
  })

  it('sends nothing signed out, and only the signed-in account’s changes', async () => {
    const sent = recordingSender('test-c', [])
    await queueChange('user:someone-else', 'test-c', 'theirs')
    expect(await flushOutbox()).toEqual({ sent: 0, left: 0 })
    writeToken(token)
    await queueChange(currentOwner(), 'test-c', 'mine')
    await flushOutbox()
    expect(sent).toEqual(['mine'])
    expect(await queuedChanges('user:someone-else')).toHaveLength(1)
  })
})

/** Timers the test runs by hand. */
function manualTimers() {
  const timers = new Map<number, { fn: () => void; ms: number }>()
  let next = 0
  return {
    setTimer: (fn: () => void, ms: number) => {
      timers.set(++next, { fn, ms })
      return next
    },
    clearTimer: (handle: unknown) => void timers.delete(handle as number),
    delays: () => [...timers.values()].map((t) => t.ms),
    runAll: async () => {
      const due = [...timers.entries()]
      timers.clear()
      for (const [, t] of due) t.fn()
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
  }
}

describe('startOutbox', () => {
  it('sends at start, soon after a change, when online again, and backs off while failing', async () => {
    const win = new EventTarget() as unknown as Window
    const doc = new EventTarget() as unknown as Document
    const timers = manualTimers()
    let online = true
    const left: number[] = [0, 1, 1, 0]
    const flushes: number[] = []
    const stop = startOutbox({
      window: win,
      document: doc,
      online: () => online,
      flush: async () => {
        flushes.push(flushes.length)
        return { sent: 0, left: left.shift() ?? 0 }
      },
      ...timers,
    })
    expect(timers.delays()).toEqual([0])
    await timers.runAll()
    expect(flushes).toHaveLength(1)
    await queueChange('user:x', 'test-d', 'k')
    expect(timers.delays()).toEqual([SEND_SOON_MS])
    await timers.runAll()
    expect(timers.delays()).toEqual([RETRY_FIRST_MS])
    await timers.runAll()
    expect(timers.delays()).toEqual([RETRY_FIRST_MS * 2])
    online = false
    await timers.runAll()
    expect(flushes).toHaveLength(3)
    online = true
    win.dispatchEvent(new Event('online'))
    expect(timers.delays()).toEqual([0])
    await timers.runAll()
    expect(flushes).toHaveLength(4)
    expect(timers.delays()).toEqual([])
    stop()
  })
})
