// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { revealOrder } from './reveal-order'

describe('revealOrder', () => {
  it('draws the first cards of the rows on screen, then the rest of them, then the rows below, then the grid', () => {
    const order = revealOrder([5, 4, 3], 2, 2, 2)
    const drawn = [
      ...[0, 1, 2, 3, 4].map((i) => ({ card: `a${i}`, rank: order.inRow(0, i) })),
      ...[0, 1, 2, 3].map((i) => ({ card: `b${i}`, rank: order.inRow(1, i) })),
      ...[0, 1, 2].map((i) => ({ card: `c${i}`, rank: order.inRow(2, i) })),
      ...[0, 1].map((i) => ({ card: `g${i}`, rank: order.inGrid(i) })),
    ]
      .sort((x, y) => x.rank - y.rank)
      .map((d) => d.card)
    expect(drawn).toEqual([
      'a0',
      'a1',
      'b0',
      'b1',
      'a2',
      'a3',
      'a4',
      'b2',
      'b3',
      'c0',
      'c1',
      'c2',
      'g0',
      'g1',
    ])
    expect(order.total).toBe(14)
  })

  it('gives every card its own place, with short rows and no rows at all', () => {
    const order = revealOrder([1, 6], 3, 4, 2)
    const ranks = [order.inRow(0, 0), ...[0, 1, 2, 3, 4, 5].map((i) => order.inRow(1, i))]
    ranks.push(...[0, 1, 2].map((i) => order.inGrid(i)))
    expect(new Set(ranks).size).toBe(order.total)
    expect(Math.max(...ranks)).toBe(order.total - 1)
    expect(revealOrder([], 3, 4, 2).inGrid(0)).toBe(0)
  })
})
