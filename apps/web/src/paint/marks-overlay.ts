/**
 * A 2D canvas laid over a WebGL2 screen for the interactive marks (a flashing number, the hint's
 * ring): text and paths stay Canvas 2D's, and the canvas is cleared only after a frame that drew
 * on it. Taps go through it to the screen.
 */
export class MarksOverlay {
  readonly canvas: HTMLCanvasElement
  readonly ctx: CanvasRenderingContext2D | null
  private drawn = false

  constructor(under: HTMLCanvasElement) {
    this.canvas = document.createElement('canvas')
    this.canvas.className = 'paint-marks'
    this.canvas.setAttribute('aria-hidden', 'true')
    this.canvas.style.cssText = 'position:absolute;pointer-events:none;'
    under.after(this.canvas)
    this.ctx = this.canvas.getContext('2d')
  }

  /** Lies exactly over the screen canvas, at its pixel size. */
  resize(under: HTMLCanvasElement): void {
    const { canvas } = this
    canvas.width = under.width
    canvas.height = under.height
    canvas.style.left = `${under.offsetLeft}px`
    canvas.style.top = `${under.offsetTop}px`
    canvas.style.width = `${under.clientWidth}px`
    canvas.style.height = `${under.clientHeight}px`
    this.drawn = false
  }

  /** Clears what the last frame drew, if it drew anything. */
  clear(): void {
    if (!this.drawn || !this.ctx) return
    this.ctx.setTransform(1, 0, 0, 1, 0, 0)
    this.ctx.clearRect(0, 0, this.canvas.width, this.canvas.height)
    this.drawn = false
  }

  /** The frame drew marks: the next one clears them first. */
  keep(): void {
    this.drawn = true
  }

  dispose(): void {
    this.canvas.remove()
  }
}
