/** The stripes' period in device px: a constant size on screen, whatever the zoom. */
const PERIOD = 12

/**
 * The mark of the selected colour's regions: diagonal stripes, a dark one and a white one side by
 * side, so they stand out on pale and on dark colours alike. Made once per context and zoom.
 */
export class SelectionPattern {
  private readonly made = new Map<number, CanvasPattern | string>()

  style(ctx: CanvasRenderingContext2D, scale: number): CanvasPattern | string {
    const cached = this.made.get(scale)
    if (cached) return cached
    let style: CanvasPattern | string = 'rgba(31, 28, 51, 0.25)'
    const tile = typeof document === 'undefined' ? null : document.createElement('canvas')
    const t = tile?.getContext('2d')
    if (tile && t) {
      tile.width = PERIOD
      tile.height = PERIOD
      const stripe = (offset: number, colour: string) => {
        t.strokeStyle = colour
        t.lineWidth = 2.4
        t.beginPath()
        for (const o of [-PERIOD, 0, PERIOD]) {
          t.moveTo(o + offset, PERIOD)
          t.lineTo(o + offset + PERIOD, 0)
        }
        t.stroke()
      }
      stripe(0, 'rgba(31, 28, 51, 0.62)')
      stripe(PERIOD / 2, 'rgba(255, 255, 255, 0.9)')
      const pattern = ctx.createPattern(tile, 'repeat')
      if (pattern) {
        pattern.setTransform?.(new DOMMatrix([1 / scale, 0, 0, 1 / scale, 0, 0]))
        style = pattern
      }
    }
    if (this.made.size > 32) this.made.clear()
    this.made.set(scale, style)
    return style
  }
}
