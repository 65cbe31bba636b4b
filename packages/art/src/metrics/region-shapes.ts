import type { Puzzle } from '@huey/pbn'
import type { RegionShape } from './repeated-shapes'

/**
 * Each region's area and bounding box, read from its traced path (an absolute move, then
 * relative lines, per ring: the format pbn's trace writes).
 */
export function regionShapes(puzzle: Puzzle): RegionShape[] {
  return puzzle.regions.map((region) => {
    let minX = Number.POSITIVE_INFINITY
    let minY = Number.POSITIVE_INFINITY
    let maxX = Number.NEGATIVE_INFINITY
    let maxY = Number.NEGATIVE_INFINITY
    for (const ring of region.path.split('Z')) {
      if (!ring) continue
      const [move = '', rel = ''] = ring.slice(1).split('l')
      const [sx, sy] = move.split(' ').map(Number) as [number, number]
      let x = sx
      let y = sy
      const visit = () => {
        if (x < minX) minX = x
        if (x > maxX) maxX = x
        if (y < minY) minY = y
        if (y > maxY) maxY = y
      }
      visit()
      const nums = rel.match(/-?\d+(\.\d+)?/g) ?? []
      for (let i = 0; i + 1 < nums.length; i += 2) {
        x += Number(nums[i])
        y += Number(nums[i + 1])
        visit()
      }
    }
    return { area: region.area, width: maxX - minX, height: maxY - minY }
  })
}
