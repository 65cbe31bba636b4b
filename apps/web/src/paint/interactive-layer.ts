import type { Region } from '@huey/pbn'
import type { FrameLoop } from './frame-loop'
import type { Viewport } from './paint-session'
import type { RegionPaths } from './region-path-cache'

export const FLASH_MS = 700
export const PULSE_MS = 1400
/** The wrong-colour flash's number, and the hint's ring. */
export const FLASH_COLOUR = '#d62839'
export const PULSE_COLOUR = '#6a4cff'
export const RING_MS = 450

/** The circle fill's circle, in puzzle units. */
interface Ring {
  readonly x: number
  readonly y: number
  readonly r: number
  readonly until: number
}

interface Mark {
  readonly id: number
  readonly kind: 'flash' | 'pulse'
  readonly until: number
}

/**
 * The interactive layer of the colouring screen (STYLE.md rule 11), drawn over the static layers
 * every frame while it has marks: a flashing number (a tap with the wrong colour) and the hint's
 * pulsing ring round a region. Marks fade out on their own.
 */
export class InteractiveLayer {
  private marks: Mark[] = []
  private rings: Ring[] = []

  constructor(
    private readonly loop: FrameLoop,
    private readonly regions: ReadonlyMap<number, Region>,
    private readonly paths: RegionPaths,
    /** Reduced motion: marks hold still (no blinking, no growing ring) until they go. */
    private readonly calm: () => boolean = () => false,
  ) {}

  flash(id: number): void {
    this.mark(id, 'flash', FLASH_MS)
  }

  pulse(id: number): void {
    this.mark(id, 'pulse', PULSE_MS)
  }

  /** Shows the circle a circle fill covered, fading. */
  ring(x: number, y: number, r: number): void {
    this.rings = [...this.rings, { x, y, r, until: this.loop.now() + RING_MS }]
    this.keepDrawing()
  }

  /** Draws the marks still showing; answers whether there were any. */
  draw(ctx: CanvasRenderingContext2D, view: Viewport, time: number, dpr: number): boolean {
    const now = this.loop.now()
    this.marks = this.marks.filter((m) => m.until > now)
    this.rings = this.rings.filter((r) => r.until > now)
    if (this.marks.length === 0 && this.rings.length === 0) return false
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
    for (const ring of this.rings) {
      ctx.globalAlpha = (ring.until - now) / RING_MS
      ctx.strokeStyle = PULSE_COLOUR
      ctx.lineWidth = 2
      ctx.beginPath()
      ctx.arc(
        view.x + ring.x * view.scale,
        view.y + ring.y * view.scale,
        ring.r * view.scale,
        0,
        Math.PI * 2,
      )
      ctx.stroke()
      ctx.globalAlpha = 1
    }
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    for (const m of this.marks) {
      const r = this.regions.get(m.id)
      if (!r) continue
      const left = (m.until - now) / (m.kind === 'flash' ? FLASH_MS : PULSE_MS)
      if (m.kind === 'flash') this.drawFlash(ctx, view, r, left, time, dpr)
      else this.drawPulse(ctx, view, r, left, dpr)
      ctx.globalAlpha = 1
    }
    return true
  }

  private mark(id: number, kind: Mark['kind'], ms: number): void {
    const until = this.loop.now() + ms
    this.marks = [...this.marks.filter((m) => m.id !== id || m.kind !== kind), { id, kind, until }]
    this.keepDrawing()
  }

  private keepDrawing(): void {
    this.loop.animate(() => {
      this.loop.invalidate()
      const now = this.loop.now()
      return this.marks.some((m) => m.until > now) || this.rings.some((r) => r.until > now)
    })
  }

  private drawFlash(
    ctx: CanvasRenderingContext2D,
    view: Viewport,
    r: Region,
    left: number,
    time: number,
    dpr: number,
  ): void {
    const calm = this.calm()
    const blink = calm ? 1 : 0.6 + 0.4 * Math.abs(Math.sin(time / 70))
    const path = this.paths.get(r.id)
    if (path) {
      // The whole region flashes, so a wrong tap shows where it landed even on a tiny number.
      ctx.save()
      ctx.setTransform(dpr * view.scale, 0, 0, dpr * view.scale, dpr * view.x, dpr * view.y)
      ctx.globalAlpha = Math.min(1, left * 2.5) * 0.55 * blink
      ctx.fillStyle = FLASH_COLOUR
      ctx.fill(path, 'evenodd')
      ctx.restore()
    }
    const x = view.x + r.label.x * view.scale
    const y = view.y + r.label.y * view.scale
    const size =
      Math.max(14, Math.min(30, r.label.size * view.scale)) * (calm ? 1 : 1 + 0.25 * left)
    ctx.globalAlpha = Math.min(1, left * 2.5) * blink
    ctx.font = `700 ${size}px system-ui, sans-serif`
    ctx.lineWidth = 4
    ctx.strokeStyle = '#ffffff'
    ctx.strokeText(String(r.color + 1), x, y)
    ctx.globalAlpha = Math.min(1, left * 2.5)
    ctx.fillStyle = FLASH_COLOUR
    ctx.fillText(String(r.color + 1), x, y)
  }

  private drawPulse(
    ctx: CanvasRenderingContext2D,
    view: Viewport,
    r: Region,
    left: number,
    dpr: number,
  ): void {
    const path = this.paths.get(r.id)
    ctx.globalAlpha = Math.min(1, left * 2)
    if (path) {
      ctx.save()
      ctx.setTransform(dpr * view.scale, 0, 0, dpr * view.scale, dpr * view.x, dpr * view.y)
      ctx.strokeStyle = PULSE_COLOUR
      ctx.lineWidth = 3 / view.scale
      ctx.stroke(path)
      ctx.restore()
    }
    ctx.strokeStyle = PULSE_COLOUR
    ctx.lineWidth = 3
    ctx.beginPath()
    const x = view.x + r.label.x * view.scale
    const y = view.y + r.label.y * view.scale
    const grow = this.calm() ? 0.5 : 1 - (left % 0.5) * 2
    ctx.arc(x, y, 18 + 40 * grow, 0, Math.PI * 2)
    ctx.stroke()
  }
}
