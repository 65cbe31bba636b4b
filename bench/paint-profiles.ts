// The paint bench's browser profiles: a desktop, and a mid-range phone (iPhone 12-14 sized,
// 390x844 at dpr 3, touch) at full speed and at Lighthouse's 4x CPU slowdown.
import type { BrowserContextOptions, CDPSession } from 'playwright-core'

export interface Profile {
  readonly name: string
  readonly label: string
  readonly context: BrowserContextOptions
  /** CPU slowdown of the page's main thread (CDP Emulation.setCPUThrottlingRate); 1 for none. */
  readonly cpuSlowdown: number
}

const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
}

export const profiles: readonly Profile[] = [
  {
    name: 'desktop',
    label: 'desktop 1280x800, dpr 1',
    context: { viewport: { width: 1280, height: 800 } },
    cpuSlowdown: 1,
  },
  { name: 'phone', label: 'phone 390x844, dpr 3', context: phone, cpuSlowdown: 1 },
  {
    name: 'phone4x',
    label: 'phone 390x844, dpr 3, 4x CPU slowdown',
    context: phone,
    cpuSlowdown: 4,
  },
]

/** Slows the page's main thread (workers and the GPU process run at full speed, as on a phone). */
export async function throttle(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}
