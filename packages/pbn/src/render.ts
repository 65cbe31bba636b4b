import { hexToRgb } from './color'

/**
 * The finished painting: every pixel in its region's colour (RGBA), for previews and for scoring
 * how faithful the puzzle is to the photo. Written into `out` when given (4 bytes a pixel).
 *
 * @example
 * const rgba = renderFinished(seg.labels, seg.colors, puzzle.palette)
 */
export function renderFinished(
  labels: Int32Array,
  colors: Int32Array,
  palette: readonly string[],
  out: Uint8ClampedArray = new Uint8ClampedArray(labels.length * 4),
): Uint8ClampedArray {
  const rgb = palette.map(hexToRgb)
  for (let p = 0; p < labels.length; p++) {
    const c = rgb[colors[labels[p] as number] as number] as [number, number, number]
    out[p * 4] = c[0]
    out[p * 4 + 1] = c[1]
    out[p * 4 + 2] = c[2]
    out[p * 4 + 3] = 255
  }
  return out
}

/**
 * The finished painting drawn over the segmentation's distances, which are spent once the regions
 * are labelled: a Float32Array holds 4 bytes a pixel too, so the painting needs no buffer of its own.
 */
export function renderFinishedOverDistances(
  seg: {
    readonly labels: Int32Array
    readonly colors: Int32Array
    readonly distance: Float32Array
  },
  palette: readonly string[],
): Uint8ClampedArray {
  const { buffer, byteOffset, length } = seg.distance
  return renderFinished(
    seg.labels,
    seg.colors,
    palette,
    new Uint8ClampedArray(buffer, byteOffset, length * 4),
  )
}
