import { mix, ramp, tone } from '../draw/colour'
import { facets, rolling } from '../draw/facets'
import type { Ids, Light } from '../draw/light'
import type { Rng } from '../draw/random'
import { type Point, path, polygon, SIZE, smooth } from '../draw/svg'
import { drawRidge, ridge } from '../landscape/mountains'
import { cloud, skyBands, stars, sun } from '../landscape/sky'
import { type TimeOfDay, times } from '../landscape/times'
import { conifer, leafy } from '../landscape/trees'
import type { Setting } from './subjects'

/** How much a backdrop draws: facet size, bands and trees. */
export interface BackdropDetail {
  readonly cell: number
  readonly bands: number
  readonly trees: number
}

interface Place {
  readonly time: string
  readonly ground?: string
  readonly far: 'ridges' | 'hills' | 'sea' | 'dunes'
  readonly trees: 'conifer' | 'leafy' | 'none'
  readonly water?: boolean
}

const places: Record<Exclude<Setting, 'underwater'>, Place> = {
  meadow: { time: 'morning', far: 'hills', trees: 'leafy' },
  forest: { time: 'morning', far: 'hills', trees: 'conifer' },
  'night-forest': { time: 'night', far: 'hills', trees: 'conifer' },
  garden: { time: 'dawn', far: 'hills', trees: 'leafy', ground: '#7fb455' },
  savanna: { time: 'sunset', far: 'hills', trees: 'leafy', ground: '#c9a04a' },
  jungle: { time: 'morning', far: 'ridges', trees: 'leafy', ground: '#4f8a3a' },
  pond: { time: 'dawn', far: 'hills', trees: 'leafy', water: true },
  snow: { time: 'winter', far: 'ridges', trees: 'conifer' },
  desert: { time: 'sunset', far: 'dunes', trees: 'none', ground: '#e0ae62' },
  beach: { time: 'morning', far: 'sea', trees: 'none', ground: '#ecd29a' },
  mountains: { time: 'dawn', far: 'ridges', trees: 'conifer' },
  farm: { time: 'morning', far: 'hills', trees: 'leafy', ground: '#8cbf5a' },
  'autumn-forest': { time: 'autumn', far: 'hills', trees: 'leafy' },
}

/**
 * The place behind a subject: sky, a far layer fading into haze, a horizon at `horizon`, trees
 * scaled by distance to either side, and a faceted ground plane in the light's bands.
 */
export function backdrop(
  setting: Exclude<Setting, 'underwater'>,
  horizon: number,
  d: BackdropDetail,
  light: Light,
  r: Rng,
  id: Ids,
): string {
  const place = places[setting]
  const t = times.find((x) => x.key === place.time) as TimeOfDay
  const ground = place.ground ?? t.grass
  let out = skyBands(t, horizon + 40, r)
  if (t.key === 'night') out += stars(4 + d.trees, horizon, r, tone(t.sun, -0.02))
  out += sun(
    t,
    t.side === 'left' ? r.range(120, 260) : r.range(740, 880),
    r.range(110, 220),
    r.range(40, 60),
    r,
    Math.min(3, d.bands - 1),
  )
  for (let i = 0; i < Math.min(3, d.bands - 1); i++)
    out += cloud(
      t,
      r.range(100, 900),
      r.range(80, horizon - 220),
      r.range(60, 110),
      r,
      light,
      id,
      Math.min(4, d.bands),
    )
  out += farLayer(place, t, horizon, d, light, r, id)
  const land = polygon([
    [0, horizon],
    [SIZE, horizon],
    [SIZE, SIZE],
    [0, SIZE],
  ])
  const colours = ramp(ground, Math.min(4, d.bands), 0.06)
  out +=
    path(land, ground) +
    facets(
      { x: 0, y: horizon, w: SIZE, h: SIZE - horizon },
      d.cell,
      rolling(r, 40),
      colours,
      light,
      r,
      id.next('g'),
      land,
    )
  if (place.water) out += pond(t, horizon, r)
  if (place.trees !== 'none') out += sideTrees(place, t, horizon, d, light, r, id)
  return out
}

function farLayer(
  place: Place,
  t: TimeOfDay,
  horizon: number,
  d: BackdropDetail,
  light: Light,
  r: Rng,
  id: Ids,
): string {
  if (place.far === 'sea') {
    const sea = polygon([
      [0, horizon - 80],
      [SIZE, horizon - 80],
      [SIZE, horizon + 5],
      [0, horizon + 5],
    ])
    return (
      path(sea, t.water) +
      facets(
        { x: 0, y: horizon - 80, w: SIZE, h: 90 },
        d.cell * 0.6,
        rolling(r, 20, 2),
        ramp(t.water, Math.min(3, d.bands), 0.06),
        light,
        r,
        id.next('s'),
        sea,
      )
    )
  }
  const sharp = place.far === 'ridges'
  const rock =
    place.far === 'dunes'
      ? tone(place.ground ?? t.grass, -0.04)
      : place.far === 'hills'
        ? mix(t.grass, t.rock, 0.4)
        : t.rock
  let out = ''
  const layers = Math.max(1, Math.min(3, d.bands - 1))
  for (let i = 0; i < layers; i++) {
    const g = ridge(r, horizon - (sharp ? 260 : 130) + i * 45, horizon + 4, r.int(2, 3), sharp)
    const snow = sharp && t.key !== 'autumn' ? { colour: t.snow, line: horizon - 170 } : undefined
    out += drawRidge(
      g,
      {
        rock,
        haze: t.haze,
        distance: 0.7 - (0.5 * i) / layers,
        bandCount: Math.min(4, d.bands),
        cell: d.cell * 1.2,
      },
      light,
      r,
      id,
      snow,
    )
  }
  return out
}

/** Still water across the middle ground, its far edge on the horizon. */
function pond(t: TimeOfDay, horizon: number, r: Rng): string {
  const pts: Point[] = []
  for (let a = 0; a < Math.PI * 2; a += Math.PI / 5)
    pts.push([
      500 + Math.cos(a) * r.range(420, 520),
      horizon + 150 + Math.sin(a) * r.range(90, 130),
    ])
  return (
    path(smooth(pts), tone(t.water, 0.03)) +
    path(
      smooth(pts.map(([x, y]) => [500 + (x - 500) * 0.7, y + 25] as Point)),
      tone(t.water, -0.05),
    )
  )
}

/** Trees at the sides, smaller further back: the subject stands in front, in the middle. */
function sideTrees(
  place: Place,
  t: TimeOfDay,
  horizon: number,
  d: BackdropDetail,
  light: Light,
  r: Rng,
  id: Ids,
): string {
  const trees = Array.from({ length: d.trees }, (_, i) => {
    const left = i % 2 === 0
    const depth = r.range(0, 1)
    return {
      x: left ? r.range(-40, 260) : r.range(740, 1040),
      foot: horizon + 10 + depth * 160,
      h: 120 + depth * 260 * r.range(0.7, 1.2),
    }
  }).sort((a, b) => a.foot - b.foot)
  let kind = 0
  return trees
    .map((tr) => {
      kind = (kind + 1) % t.foliage.length
      const green = t.foliage[kind] as string
      return place.trees === 'conifer'
        ? conifer(
            tr.x,
            tr.foot,
            tr.h,
            green,
            t.trunk,
            2 + d.bands,
            light,
            r,
            t.key === 'winter' ? t.snow : undefined,
          )
        : leafy(
            tr.x,
            tr.foot,
            tr.h,
            green,
            t.trunk,
            Math.max(1, d.bands - 1),
            Math.min(4, d.bands),
            light,
            r,
            id,
          )
    })
    .join('')
}
