import { fromSvg } from '@huey/pbn'
import { type RefObject, useEffect } from 'react'

export interface PreviewPuzzle {
  readonly svgData: string
  readonly colors: readonly string[]
  readonly regions: number
  readonly width: number
  readonly height: number
  /** The engine's finished painting (RGBA); drawn from the outline when absent (server puzzles). */
  readonly finished?: Uint8ClampedArray
}

/** Draws the finished painting: the engine's pixels, or every region filled with its colour. */
function paintFinished(canvas: HTMLCanvasElement, puzzle: PreviewPuzzle): void {
  canvas.width = puzzle.width
  canvas.height = puzzle.height
  const ctx = canvas.getContext('2d')
  if (!ctx) return
  if (puzzle.finished) {
    const pixels = new Uint8ClampedArray(puzzle.finished)
    ctx.putImageData(new ImageData(pixels, puzzle.width, puzzle.height), 0, 0)
    return
  }
  const parsed = fromSvg(puzzle.svgData)
  for (const region of parsed.regions) {
    const path = new Path2D(region.path)
    ctx.fillStyle = parsed.palette[region.color] ?? '#fff'
    ctx.strokeStyle = ctx.fillStyle
    ctx.fill(path, 'evenodd')
    ctx.stroke(path)
  }
}

/** The finished painting and the numbered outline, side by side. */
export function PuzzlePreview(props: {
  readonly puzzle: PreviewPuzzle | null
  readonly canvas: RefObject<HTMLCanvasElement | null>
}) {
  const { puzzle, canvas } = props
  useEffect(() => {
    if (puzzle && canvas.current) paintFinished(canvas.current, puzzle)
  }, [puzzle, canvas])
  return (
    <div className="create-preview" hidden={!puzzle}>
      <figure>
        <canvas ref={canvas} aria-label="The finished painting" data-testid="finished-preview" />
        <figcaption>Finished</figcaption>
      </figure>
      <figure>
        {puzzle ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(puzzle.svgData)}`}
            alt="The numbered outline"
            data-testid="outline-preview"
          />
        ) : null}
        <figcaption>
          {puzzle ? `${puzzle.regions} regions, ${puzzle.colors.length} colours` : ''}
        </figcaption>
      </figure>
    </div>
  )
}

/** A small PNG of the finished painting for the gallery card. */
export function thumbnailOf(source: HTMLCanvasElement, side = 240): string {
  const thumb = document.createElement('canvas')
  const scale = side / Math.max(source.width, source.height)
  thumb.width = Math.max(1, Math.round(source.width * scale))
  thumb.height = Math.max(1, Math.round(source.height * scale))
  thumb.getContext('2d')?.drawImage(source, 0, 0, thumb.width, thumb.height)
  return thumb.toDataURL('image/png')
}
