/** An RGBA image: 4 bytes a pixel, rows top to bottom (the layout of ImageData and sharp's raw output). */
export interface RgbaImage {
  readonly data: Uint8ClampedArray | Uint8Array
  readonly width: number
  readonly height: number
}

/** A colour's number as people see it: 1-based (DESIGN.md: palette index = number - 1). */
export type ColorNumber = number & { readonly __brand: 'ColorNumber' }

export interface Label {
  /** The pole of inaccessibility: the point of the region farthest from its border. */
  readonly x: number
  readonly y: number
  /** The largest font size (px) whose number fits inside the region around that point. */
  readonly size: number
}

export interface Region {
  /** 1-based and dense: regions are 1..regions.length. */
  readonly id: number
  /** 0-based index into the palette. */
  readonly color: number
  /** SVG path data (evenodd), in puzzle pixels. */
  readonly path: string
  readonly label: Label
  /**
   * Further labels of a large or long region, so a number is in sight wherever the painter looks
   * (none for most regions). Each lies inside the region, as `label` does.
   */
  readonly extraLabels?: readonly Label[]
  /** Area in pixels. */
  readonly area: number
}

/** A paint-by-number puzzle (DESIGN.md "Puzzle format"). */
export interface Puzzle {
  readonly width: number
  readonly height: number
  /** Hex colours; a region's `color` indexes this list. */
  readonly palette: readonly string[]
  readonly regions: readonly Region[]
}

export type Stage = 'smooth' | 'quantize' | 'segment' | 'trace' | 'label'

export type ProgressCallback = (stage: Stage, fraction: number) => void
