/**
 * A recording stand-in for a 2D context (d3's test/context.js idea): it logs what is drawn, as
 * `name(arg,arg)` for calls (a canvas argument shows as its id, another object as `path`) and `name=value` for the styles set, so a test asserts what reached the screen.
 */
export function recordingContext(canvas?: HTMLCanvasElement) {
  const calls: string[] = []
  const state: Record<string, unknown> = { canvas }
  // Numbers to two decimals: what is drawn, not the float noise of getting there.
  const show = (a: unknown) =>
    a instanceof HTMLCanvasElement
      ? `canvas#${a.id}`
      : typeof a === 'number'
        ? String(Math.round(a * 100) / 100)
        : typeof a === 'object'
          ? 'path'
          : String(a)
  const ctx = new Proxy(state, {
    get(target, key) {
      if (key in target) return target[key as string]
      if (key === 'getImageData') return () => ({ data: new Uint8ClampedArray(4) })
      return (...args: unknown[]) => {
        calls.push(`${String(key)}(${args.map(show).join(',')})`)
      }
    },
    set(target, key, value) {
      target[key as string] = value
      if (key === 'fillStyle' || key === 'strokeStyle')
        calls.push(`${String(key)}=${String(value)}`)
      return true
    },
  })
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls }
}
