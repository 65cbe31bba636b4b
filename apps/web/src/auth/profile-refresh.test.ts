import { describe, expect, it } from 'vitest'
import { keepProfileFresh, PROFILE_STALE_MS } from './profile-refresh'

function setup(options: { loggedIn?: boolean; online?: boolean; fails?: boolean } = {}) {
  const state = { loggedIn: options.loggedIn ?? true, online: options.online ?? true, now: 0 }
  const target = new EventTarget()
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  })
  let calls = 0
  const stop = keepProfileFresh({
    window: target as unknown as Window,
    document: doc as unknown as Document,
    online: () => state.online,
    isLoggedIn: () => state.loggedIn,
    refresh: async () => {
      calls++
      if (options.fails) throw new Error('offline')
    },
    now: () => state.now,
  })
  return {
    state,
    calls: () => calls,
    stop,
    goOnline: () => target.dispatchEvent(new Event('online')),
    show: () => doc.dispatchEvent(new Event('visibilitychange')),
  }
}

describe('keepProfileFresh', () => {
  it('asks the server for the profile at start when signed in and online', () => {
    expect(setup().calls()).toBe(1)
  })

  it('leaves a signed-out or offline start alone', () => {
    expect(setup({ loggedIn: false }).calls()).toBe(0)
    expect(setup({ online: false }).calls()).toBe(0)
  })

  it('asks again when the connection returns', () => {
    const app = setup({ online: false })
    app.state.online = true
    app.goOnline()
    expect(app.calls()).toBe(1)
  })

  it('asks again when the app comes back into view only after the profile has gone stale', () => {
    const app = setup()
    app.state.now = PROFILE_STALE_MS - 1
    app.show()
    expect(app.calls()).toBe(1)
    app.state.now = PROFILE_STALE_MS
    app.show()
    expect(app.calls()).toBe(2)
  })

  it('keeps the restored profile when the server cannot be reached, without an unhandled rejection', async () => {
    const app = setup({ fails: true })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(app.calls()).toBe(1)
  })

  it('stops listening when stopped', () => {
    const app = setup()
    app.stop()
    app.goOnline()
    app.state.now = PROFILE_STALE_MS * 2
    app.show()
    expect(app.calls()).toBe(1)
  })
})
