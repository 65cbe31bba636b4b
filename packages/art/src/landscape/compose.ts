import { mix, ramp, tone } from '../draw/colour'
import { facets, rolling } from '../draw/facets'
import { type Ids, ids, type Light, lightFrom } from '../draw/light'
import type { Rng } from '../draw/random'
import { type Point, path, SIZE, smooth } from '../draw/svg'
import type { LandscapeDetail } from './detail'
import { rocks, tufts } from './foreground'
import { reflection, ripples, water } from './lake'
import { drawRidge, ridge } from './mountains'
import { cloud, skyBands, stars, sun } from './sky'
import type { TimeOfDay } from './times'
import { conifer, leafy } from './trees'

export type Composition = 'mountain-lake' | 'alpine-meadow' | 'forest-hills'

/** Draws the landscape's layers back to front: sky, ranges fading with distance, water or land, trees. */
export function composeLandscape(c: Composition, t: TimeOfDay, d: LandscapeDetail, r: Rng): string {
  const light = lightFrom(t.side, t.elevation)
  const id = ids()
  const horizon = r.range(430, 520)
  const sunX = t.side === 'left' ? r.range(150, 380) : r.range(620, 850)
  const sunY = horizon - 60 - t.elevation * (horizon - 160)
  let out = skyBands(t, horizon + 60, r)
  if (t.key === 'night') out += stars(d.stars, horizon, r, tone(t.sun, -0.02))
  out += sun(t, sunX, sunY, r.range(40, 70), r, d.facets)
  for (let i = 0; i < d.clouds; i++)
    out += cloud(
      t,
      r.range(120, 880),
      r.range(80, horizon - 180),
      r.range(70, 130),
      r,
      light,
      id,
      d.cloudBands,
    )
  const ranges = c === 'forest-hills' ? Math.max(2, d.ridges - 1) : d.ridges
  const sharp = c !== 'forest-hills'
  let last = ridge(r, horizon - 300, horizon, 3, sharp)
  for (let i = 0; i < ranges; i++) {
    const far = 1 - i / Math.max(1, ranges)
    const top = horizon - 330 + i * 55
    last = ridge(r, top, horizon + i * 25, r.int(2, 4), sharp)
    const rock = c === 'forest-hills' ? mix(t.grass, t.rock, 0.5) : t.rock
    const snow = sharp && t.key !== 'autumn' ? { colour: t.snow, line: top + 110 } : undefined
    out += drawRidge(
      last,
      {
        rock,
        haze: t.haze,
        distance: 0.15 + far * 0.6,
        bandCount: d.facets + 1,
        cell: d.cell * (1.6 - i * 0.15),
      },
      light,
      r,
      id,
      snow,
    )
  }
  const ground = horizon + (ranges - 1) * 25
  if (c === 'mountain-lake') {
    out += water(t.water, ground, SIZE)
    out += reflection(last, mix(t.rock, t.haze, 0.3), t.water, ground, SIZE, id)
    out += ripples(d.ripples, ground + 20, SIZE - 150, tone(t.water, 0.12), r)
    out += shore(t, d, SIZE - r.range(130, 190), light, r, id)
  } else {
    out += meadow(t, d, ground, light, r, id, c)
  }
  out += rocks(d.rocks, SIZE - 120, SIZE - 10, t.rock, light, r, id, Math.min(4, d.facets + 1))
  return out + tufts(d.tufts, SIZE - 140, SIZE, t.grass, r)
}

/** Rolling land from `top` to the bottom in bands, nearer bands lit and darker, trees on them. */
function meadow(
  t: TimeOfDay,
  d: LandscapeDetail,
  top: number,
  light: Light,
  r: Rng,
  id: Ids,
  c: Composition,
): string {
  let out = ''
  const rows = 2 + Math.min(2, d.facets)
  for (let i = 0; i < rows; i++) {
    const y = top + ((SIZE - top) * i) / rows
    const pts: Point[] = []
    for (let x = -60; x <= SIZE + 60; x += r.range(180, 300)) pts.push([x, y + r.range(-30, 30)])
    pts.push([SIZE + 60, SIZE + 60], [-60, SIZE + 60])
    const land = smooth(pts)
    const base = tone(mix(t.grass, t.haze, 0.35 * (1 - i / rows)), -0.035 * i)
    const colours = ramp(base, Math.min(4, d.facets + 1), 0.06)
    out += path(land, base)
    out += facets(
      { x: -60, y: y - 40, w: SIZE + 120, h: SIZE - y + 40 },
      d.cell * 1.3,
      rolling(r, 40),
      colours,
      light,
      r,
      id.next('g'),
      land,
    )
    out += forest(
      t,
      d,
      y + 30,
      (d.trees / rows) | 0,
      0.4 + (0.6 * i) / rows,
      light,
      r,
      id,
      c !== 'alpine-meadow',
    )
  }
  return out
}

/** The near bank of a lake, its edge wavy, with trees standing on it. */
function shore(
  t: TimeOfDay,
  d: LandscapeDetail,
  top: number,
  light: Light,
  r: Rng,
  id: Ids,
): string {
  const pts: Point[] = []
  for (let x = -60; x <= SIZE + 60; x += r.range(120, 220)) pts.push([x, top + r.range(-25, 25)])
  pts.push([SIZE + 60, SIZE + 80], [-60, SIZE + 80])
  return (
    path(smooth(pts), t.grass) +
    path(smooth(pts.map(([x, y]) => [x, y + 55] as Point)), tone(t.grass, -0.07)) +
    forest(t, d, top + 40, d.trees, 1, light, r, id, t.key === 'autumn')
  )
}

/** `count` trees along a line, sized by `scale` (distance) and each other, back to front. */
function forest(
  t: TimeOfDay,
  d: LandscapeDetail,
  y: number,
  count: number,
  scale: number,
  light: Light,
  r: Rng,
  id: Ids,
  leafyToo: boolean,
): string {
  const trees = Array.from({ length: count }, () => ({
    x: r.range(-20, SIZE + 20),
    foot: y + r.range(-20, 40),
    h: r.range(0.45, 1.6) * 280 * scale,
  }))
  trees.sort((a, b) => a.foot - b.foot)
  let kind = r.int(0, t.foliage.length - 1)
  return trees
    .map((tr) => {
      // Neighbours take turns through the greens: two trees of one colour side by side would be one region.
      kind = (kind + r.int(1, Math.max(1, t.foliage.length - 1))) % t.foliage.length
      const green = t.foliage[kind] as string
      const snowy = t.key === 'winter' ? t.snow : undefined
      return leafyToo && r.chance(0.6)
        ? leafy(
            tr.x,
            tr.foot,
            tr.h,
            green,
            t.trunk,
            d.lobes,
            Math.min(4, d.facets + 1),
            light,
            r,
            id,
          )
        : conifer(tr.x, tr.foot, tr.h, green, t.trunk, d.tiers, light, r, snowy)
    })
    .join('')
}
