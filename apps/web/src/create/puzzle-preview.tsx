import { fromSvg } from '@huey/pbn'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../i18n/format'
import type { PreviewBitmaps } from './preview-render'

export interface PreviewPuzzle {
  readonly svgData: string
  readonly colors: readonly string[]
  readonly regions: number
  readonly width: number
  readonly height: number
  /** Drawn by the worker; absent for puzzles made on the server. */
  readonly previews?: PreviewBitmaps | null
}

/** Puts a bitmap on a canvas at its own size. */
function show(canvas: HTMLCanvasElement, bitmap: ImageBitmap): void {
  canvas.width = bitmap.width
  canvas.height = bitmap.height
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0)
}

/** Every region filled with its colour, for puzzles that come without the worker's bitmaps. */
function paintFromSvg(canvas: HTMLCanvasElement, puzzle: PreviewPuzzle): void {
  canvas.width = puzzle.width
  canvas.height = puzzle.height
  const ctx = canvas.getContext('2d')
  if (!ctx) return
  const parsed = fromSvg(puzzle.svgData)
  for (const region of parsed.regions) {
    const path = new Path2D(region.path)
    ctx.fillStyle = parsed.palette[region.color] ?? '#fff'
    ctx.strokeStyle = ctx.fillStyle
    ctx.fill(path, 'evenodd')
    ctx.stroke(path)
  }
}

/**
 * The finished painting and the numbered outline, side by side. Both are bitmaps the worker drew:
 * the page's thread only copies pixels, so showing even a hard puzzle stays well under a frame.
 */
export function PuzzlePreview(props: {
  readonly puzzle: PreviewPuzzle | null
  readonly canvas: RefObject<HTMLCanvasElement | null>
}) {
  const { puzzle, canvas } = props
  const { t } = useTranslation()
  const { number } = useFormat()
  const outlineCanvas = useRef<HTMLCanvasElement>(null)
  const previews = puzzle?.previews ?? null
  const outlineUrl = useObjectUrl(puzzle && !previews ? puzzle.svgData : undefined)
  useEffect(() => {
    if (!puzzle || !canvas.current) return
    if (previews) {
      show(canvas.current, previews.finished)
      if (outlineCanvas.current) show(outlineCanvas.current, previews.outline)
    } else {
      paintFromSvg(canvas.current, puzzle)
    }
  }, [puzzle, previews, canvas])
  return (
    <div className="create-preview" hidden={!puzzle}>
      <figure>
        <canvas
          ref={canvas}
          aria-label={t('create.finishedLabel')}
          data-testid="finished-preview"
        />
        <figcaption>{t('create.finished')}</figcaption>
      </figure>
      <figure>
        {previews ? (
          <canvas
            ref={outlineCanvas}
            role="img"
            aria-label={t('create.outlineLabel')}
            data-testid="outline-preview"
          />
        ) : outlineUrl ? (
          <img src={outlineUrl} alt={t('create.outlineLabel')} data-testid="outline-preview" />
        ) : null}
        <figcaption>
          {puzzle
            ? t('create.summary', {
                regions: number(puzzle.regions),
                colours: number(puzzle.colors.length),
              })
            : ''}
        </figcaption>
      </figure>
    </div>
  )
}

/** A blob URL for an SVG, revoked when it changes (a data URL of a large SVG costs the main thread). */
function useObjectUrl(svg: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (svg === undefined) {
      setUrl(null)
      return
    }
    const made = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [svg])
  return url
}
