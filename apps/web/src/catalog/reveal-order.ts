/** Where each of the home page's cards comes in the order they are drawn (0 first). */
export interface RevealOrder {
  readonly inRow: (row: number, index: number) => number
  readonly inGrid: (index: number) => number
  /** How many cards there are in all. */
  readonly total: number
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0)

/**
 * The order in which the home page draws its cards, a few per task (lib/use-revealed.ts): the
 * first `onScreen` cards of the `rowsOnScreen` rows a phone shows, then the rest of those rows,
 * then each row below, then the grid. What is on screen comes first, and no task draws much.
 */
export function revealOrder(
  rowLengths: readonly number[],
  gridLength: number,
  onScreen: number,
  rowsOnScreen: number,
): RevealOrder {
  const top = rowLengths.slice(0, rowsOnScreen)
  const heads = top.map((length) => Math.min(onScreen, length))
  const tails = top.map((length, r) => length - (heads[r] ?? 0))
  const allRows = sum(rowLengths)
  return {
    inRow: (row, index) => {
      if (row >= rowsOnScreen) return sum(rowLengths.slice(0, row)) + index
      if (index < onScreen) return sum(heads.slice(0, row)) + index
      return sum(heads) + sum(tails.slice(0, row)) + index - onScreen
    },
    inGrid: (index) => allRows + index,
    total: allRows + gridLength,
  }
}
