import { hexToRgb } from './color'

/**
 * The finished painting: every pixel in its region's colour (RGBA), for previews and for scoring
 * how faithful the puzzle is to the photo. Written into `out` when given (4 bytes a pixel, starting
 * on a 4-byte boundary, as every typed array's own buffer does).
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
  // Each region's four bytes as one word, laid out by a byte view so the machine's byte order
  // does not matter: one write a pixel instead of four.
  const words = new Uint32Array(colors.length)
  const bytes = new Uint8Array(words.buffer)
  const rgb = palette.map(hexToRgb)
  for (let r = 0; r < colors.length; r++) {
    bytes.set(rgb[colors[r] as number] as [number, number, number], r * 4)
    bytes[r * 4 + 3] = 255
  }
  const pixels = new Uint32Array(out.buffer, out.byteOffset, labels.length)
  for (let p = 0; p < labels.length; p++) pixels[p] = words[labels[p] as number] as number
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
