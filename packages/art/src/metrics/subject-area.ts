/** The subject of a one-subject picture is drawn inside this group, once (see `subject`). */
export const SUBJECT_OPEN = '<g data-subject="1">'

/**
 * The picture with its subject black and everything else white: rasterised, its dark share is
 * the subject's share of the canvas. Undefined for a picture without a marked subject.
 */
export function subjectMask(svg: string): string | undefined {
  const start = svg.indexOf(SUBJECT_OPEN)
  if (start < 0) return undefined
  let depth = 0
  let end = -1
  const tags = /<g\b[^>]*?(\/?)>|<\/g>/g
  tags.lastIndex = start
  for (let m = tags.exec(svg); m; m = tags.exec(svg)) {
    if (m[0] === '</g>') depth--
    else if (m[1] !== '/') depth++
    if (depth === 0) {
      end = m.index + m[0].length
      break
    }
  }
  if (end < 0) return undefined
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? ''
  const defs = /<defs>[\s\S]*?<\/defs>/.exec(svg)?.[0] ?? ''
  const body = svg.slice(start, end).replace(/(fill|stroke)="#[0-9a-fA-F]{3,6}"/g, '$1="#000000"')
  return `${root}${defs}<rect x="-10000" y="-10000" width="30000" height="30000" fill="#ffffff"/>${body}</svg>`
}

/** The share of pixels darker than mid-grey in an RGB(A) raster of `subjectMask`'s drawing. */
export function darkShare(data: ArrayLike<number>, channels: number): number {
  let dark = 0
  const pixels = data.length / channels
  for (let p = 0; p < data.length; p += channels) if ((data[p] as number) < 128) dark++
  return pixels === 0 ? 0 : dark / pixels
}
