import { mix, ramp, tone } from '../draw/colour'
import { facets, rolling } from '../draw/facets'
import { bands, type Ids, type Light } from '../draw/light'
import type { Rng } from '../draw/random'
import { n1, type Point, path, polygon, SIZE } from '../draw/svg'
import type { BackdropDetail } from './backdrops'

const WATER = '#2f86b8'
const SAND = '#e2c58c'

/** Deep water lit from above: bands of depth, rays of light, a sandy floor with weed and stones. */
export function underwater(
  floor: number,
  d: BackdropDetail,
  light: Light,
  r: Rng,
  id: Ids,
): string {
  const depth = ramp(WATER, Math.min(5, d.bands + 1), 0.06)
  let out = ''
  for (const [i, c] of depth.entries()) {
    const y = (floor * i) / depth.length
    out += path(
      polygon([
        [0, y - (i ? r.range(0, 30) : 0)],
        [SIZE, y + (i ? r.range(0, 30) : 0)],
        [SIZE, SIZE],
        [0, SIZE],
      ]),
      c,
    )
  }
  let x = r.range(-200, 0)
  while (x < SIZE) {
    const w = r.range(40, 110)
    const lean = r.range(120, 260)
    out += path(
      polygon([
        [x, 0],
        [x + w, 0],
        [x + w + lean, floor],
        [x + lean + w * 0.3, floor],
      ]),
      mix(depth[1] as string, '#ffffff', 0.18),
    )
    x += w + r.range(120, 260)
  }
  const sand: Point[] = []
  for (let sx = -40; sx <= SIZE + 40; sx += r.range(140, 240))
    sand.push([sx, floor + r.range(-25, 25)])
  const bed = polygon([...sand, [SIZE + 40, SIZE], [-40, SIZE]])
  out +=
    path(bed, SAND) +
    facets(
      { x: -40, y: floor - 40, w: SIZE + 80, h: SIZE - floor + 40 },
      d.cell,
      rolling(r, 35),
      ramp(SAND, Math.min(4, d.bands), 0.06),
      light,
      r,
      id.next('u'),
      bed,
    )
  for (let i = 0; i < 2 + d.trees; i++)
    out += weed(
      i % 2 === 0 ? r.range(0, 230) : r.range(770, SIZE),
      floor + r.range(0, 60),
      r.range(140, 320),
      r,
    )
  for (let i = 0; i < Math.max(2, d.trees / 2); i++) {
    const sx = r.range(40, 960)
    const sy = r.range(floor + 40, SIZE - 20)
    const w = r.range(30, 70)
    const pts: Point[] = [
      [sx - w, sy],
      [sx - w * 0.7, sy - w * 0.6],
      [sx, sy - w * 0.8],
      [sx + w * 0.8, sy - w * 0.5],
      [sx + w, sy],
    ]
    out += bands(
      polygon(pts),
      [sx, sy - w * 0.4],
      w,
      ramp('#7d8a94', Math.min(4, d.bands), 0.08),
      light,
      id,
    )
  }
  return out
}

/** A frond of sea weed swaying up from the floor, light on one edge. */
function weed(x: number, foot: number, h: number, r: Rng): string {
  const green = r.pick(['#3f9a6a', '#5aa84a', '#2f7f74'])
  const sway = r.range(20, 50)
  const w = r.range(12, 22)
  const pts: string[] = []
  const back: string[] = []
  for (let k = 0; k <= 6; k++) {
    const y = foot - (h * k) / 6
    const cx = x + Math.sin(k * 1.1 + sway) * sway
    const half = w * (1 - k / 7)
    pts.push(`${n1(cx - half)} ${n1(y)}`)
    back.unshift(`${n1(cx + half)} ${n1(y)}`)
  }
  return (
    path(`M${pts.join('L')}L${back.join('L')}Z`, green) +
    path(`M${pts.join('L')}Z`, tone(green, 0.08))
  )
}
