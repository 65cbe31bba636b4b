import { KitError } from './errors'

/** A width and height in millimetres. */
export interface SizeMm {
  readonly width: number
  readonly height: number
}

/** Points (1/72 inch, PDF's unit) in a millimetre. */
export const PT_PER_MM = 72 / 25.4

/** Canvas and paper sizes people choose a kit by, portrait (width ≤ height). */
export const printSizes: Readonly<Record<string, SizeMm>> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
  a3: { width: 297, height: 420 },
  '30x40cm': { width: 300, height: 400 },
  '40x50cm': { width: 400, height: 500 },
  '50x70cm': { width: 500, height: 700 },
}

/** The sheets a printer takes. */
export const paperSizes: Readonly<Record<string, SizeMm>> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
  a3: { width: 297, height: 420 },
}

const custom = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)(mm|cm|in)$/

/** `a4`, `40x50cm`, `300x400mm` or `16x20in` to millimetres; undefined if it is none of these. */
function parseSize(text: string, named: Readonly<Record<string, SizeMm>>): SizeMm | undefined {
  const key = text.trim().toLowerCase()
  const known = named[key]
  if (known) return known
  const m = custom.exec(key)
  if (!m) return undefined
  const unit = m[3] === 'cm' ? 10 : m[3] === 'in' ? 25.4 : 1
  const width = Number(m[1]) * unit
  const height = Number(m[2]) * unit
  return width > 0 && height > 0 ? { width, height } : undefined
}

/**
 * A canvas size from its name (`40x50cm`, `a4`...) or a custom `WxH` in mm, cm or in.
 *
 * @example
 * canvasSize('40x50cm') // { width: 400, height: 500 }
 */
export function canvasSize(text: string): SizeMm {
  const size = parseSize(text, printSizes)
  if (!size || size.width < 50 || size.height < 50 || size.width > 3000 || size.height > 3000) {
    throw new KitError(
      'invalid-size',
      `Unknown size "${text}": use a4, letter, a3, 30x40cm, 40x50cm, 50x70cm or WxH in mm, cm or in (5 to 300 cm a side).`,
    )
  }
  return size
}

/**
 * A paper size from its name (`a4`, `letter`, `a3`) or a custom `WxH` in mm, cm or in.
 *
 * @example
 * paperSize('letter') // { width: 215.9, height: 279.4 }
 */
export function paperSize(text: string): SizeMm {
  const size = parseSize(text, paperSizes)
  if (!size) {
    throw new KitError(
      'invalid-paper',
      `Unknown paper "${text}": use a4, letter, a3 or WxH in mm, cm or in.`,
    )
  }
  return size
}

/**
 * The canvas turned to the picture: landscape pictures get the long side across.
 *
 * @example
 * orient({ width: 400, height: 500 }, 1600, 1200) // { width: 500, height: 400 }
 */
export function orient(size: SizeMm, pictureWidth: number, pictureHeight: number): SizeMm {
  const long = Math.max(size.width, size.height)
  const short = Math.min(size.width, size.height)
  return pictureWidth > pictureHeight
    ? { width: long, height: short }
    : { width: short, height: long }
}

/** "40x50 cm" for people: whole centimetres when the size is in whole centimetres. */
export function formatSize(size: SizeMm): string {
  const cm = (mm: number) => Math.round(mm) / 10
  return `${cm(size.width)}x${cm(size.height)} cm`
}
