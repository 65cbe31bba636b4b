/** A paint-by-number puzzle (DESIGN.md "Puzzle format"). */
export interface Puzzle {
  readonly width: number
  readonly height: number
  readonly palette: readonly string[]
  readonly regions: readonly {
    readonly id: number
    readonly color: number
    readonly path: string
    readonly label: { readonly x: number; readonly y: number; readonly size: number }
    readonly area: number
  }[]
}
