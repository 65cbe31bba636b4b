import { type SettingKind, setting } from './backgrounds'
import { type IconRef, iconSymbol, placeIcon, useIcon } from './icons'
import { type Kit, petal, SIZE, star, svg } from './kit'
import { inRow, layOut, type Zone } from './layout'
import { type PatternKind, pattern, patternColours } from './patterns'
import { settingThings } from './things'

/** How busy a picture is drawn: the composers scale their small shapes by it. */
export type Detail = 'low' | 'mid' | 'high'

const cellFor: Record<Detail, [number, number]> = { low: [150, 200], mid: [60, 76], high: [36, 42] }
const f = (v: number) => v.toFixed(1)

/** One subject, large, on a patterned ground inside a frame. */
export function portrait(k: Kit, subject: IconRef, kind: PatternKind, detail: Detail): string {
  const hue = k.range(0, 360)
  const [lo, hi] = cellFor[detail]
  // A busy portrait's ground is the subject itself, small and many, over a pattern.
  let body =
    detail === 'high'
      ? wallpaper(k, [subject], kind, { cell: k.range(lo, hi), step: 76, hue })
      : pattern(kind, k.range(lo, hi), patternColours(k, hue))
  const frame = k.palette(3, hue + 180, 45, [55, 90])
  const shape = k.int(0, 2)
  // Busier portraits leave more of their pattern showing around a smaller frame.
  const m = detail === 'low' ? 80 : detail === 'mid' ? 150 : 190
  const inset = (pad: number, fill: string) =>
    shape === 0
      ? `<circle cx="500" cy="500" r="${500 - m - pad}" fill="${fill}"/>`
      : shape === 1
        ? `<rect x="${m + pad}" y="${m + pad}" width="${1000 - 2 * (m + pad)}" height="${1000 - 2 * (m + pad)}" rx="${90 - pad}" fill="${fill}"/>`
        : `<path d="M${m + pad} ${1000 - m}L${m + pad} 500A${500 - m - pad} ${500 - m - pad} 0 0 1 ${1000 - m - pad} 500L${1000 - m - pad} ${1000 - m}Z" fill="${fill}"/>`
  body += inset(0, frame[2] as string) + inset(28, frame[0] as string)
  body += `<ellipse cx="500" cy="800" rx="230" ry="34" fill="${frame[1]}"/>`
  const size = detail === 'low' ? 600 : detail === 'mid' ? 520 : 560
  body += placeIcon(subject, 500 - size / 2, 790 - size, size, k.random() < 0.5)
  return svg(body, frame[0] as string)
}

/** How many small shapes a setting scatters, by detail: a busy scene's detail is in its drawings. */
const scatterOf: Record<Detail, number> = { low: 0.4, mid: 1.3, high: 1.3 }

/**
 * A setting with several subjects placed by its layout rules. A busy (high detail) scene fills the
 * rest of its ground and sky with the setting's own small things (flowers, shells, trees, stars),
 * so a painter paints drawings, not a background cut into tiny cells.
 */
export function scene(
  k: Kit,
  kind: SettingKind,
  subjects: readonly { ref: IconRef; zone: Zone }[],
  detail: Detail,
): string {
  const place = setting(kind, k, scatterOf[detail])
  const table = subjects.filter((s) => s.zone === 'table').map((s) => s.ref)
  const rest = subjects.filter((s) => s.zone !== 'table')
  let body = place.body
  if (table.length > 0) body += inRow(k, table, place.bands.table?.bottom ?? 700, 300)
  const things = detail === 'high' ? settingThings(k, kind, 60) : []
  body += layOut(k, [...rest, ...things], place.bands)
  if (detail === 'high')
    body += drawingsFrame(
      k,
      () => settingThings(k, kind, 1)[0]?.ref ?? subjects[0]?.ref ?? 'noto:star',
    )
  return svg(body, '#ffffff')
}

/** A frame of small drawings on plates, 90 units wide, around the picture. */
function drawingsFrame(k: Kit, next: () => IconRef): string {
  const hue = k.range(0, 360)
  const [ground, ...plates] = k.palette(3, hue, 45, [45, 88])
  let out = `<path d="M0 0H1000V1000H0ZM90 90V910H910V90Z" fill-rule="evenodd" fill="${ground}"/>`
  const slots: [number, number][] = []
  for (let i = 0; i < 11; i++) slots.push([45 + i * 91, 45], [45 + i * 91, 955])
  for (let j = 1; j < 10; j++) slots.push([45, 45 + j * 91], [955, 45 + j * 91])
  for (const [n, [x, y]] of slots.entries()) {
    out += `<circle cx="${x}" cy="${y}" r="41" fill="${plates[n % 2]}"/>`
    out += placeIcon(next(), x - 34, y - 34, 68, n % 2 === 1)
  }
  return out
}

/**
 * A mandala: rings of petals, each ring in alternating colours of its own, with drawings as
 * motifs on one ring. `rings` and `petals` set the detail.
 */
export function mandala(k: Kit, motif: IconRef | undefined, detail: Detail): string {
  const hue = k.range(0, 360)
  const colours = k.palette(8, hue, k.range(45, 75), [35, 88])
  const rings = detail === 'low' ? 3 : detail === 'mid' ? 6 : 10
  const base = detail === 'low' ? 6 : detail === 'mid' ? 10 : 16
  let body = pattern(
    'dots',
    detail === 'high' ? 48 : detail === 'mid' ? 90 : 160,
    k.palette(5, hue + 180, 35, [70, 94]),
  )
  body += `<circle cx="500" cy="500" r="470" fill="${colours[7]}"/><circle cx="500" cy="500" r="455" fill="${colours[0]}"/>`
  const motifRing = motif ? k.int(1, rings - 1) : -1
  for (let ring = rings - 1; ring >= 0; ring--) {
    const outer = 60 + (390 * (ring + 1)) / rings
    const inner = 50 + (390 * ring) / rings
    const count = base + ring * (detail === 'high' ? 5 : 2)
    const turn = (k.random() * Math.PI) / count
    if (ring === motifRing && motif) {
      const size = Math.min(90, ((2 * Math.PI * (inner + outer)) / 2 / count) * 0.8)
      for (let i = 0; i < count; i++) {
        const a = turn + (i / count) * Math.PI * 2
        const r = (inner + outer) / 2
        body += placeIcon(
          motif,
          500 + Math.cos(a) * r - size / 2,
          500 + Math.sin(a) * r - size / 2,
          size,
        )
      }
      continue
    }
    const style = k.int(0, 2)
    for (let i = 0; i < count; i++) {
      const a = turn + (i / count) * Math.PI * 2
      const fill = colours[1 + ((ring * 3 + (i % 3)) % 7)]
      const width = (Math.PI * outer) / count
      const inside = colours[1 + ((ring * 3 + (i % 3) + 3) % 7)]
      if (style === 0) {
        body += `<path d="${petal(500, 500, a, inner - 10, outer - inner + 10, width * 0.55)}" fill="${fill}"/>`
        if (detail !== 'low')
          body += `<path d="${petal(500, 500, a, inner + (outer - inner) * 0.2, (outer - inner) * 0.6, width * 0.25)}" fill="${inside}"/>`
      } else if (style === 1)
        body += `<circle cx="${f(500 + (Math.cos(a) * (inner + outer)) / 2)}" cy="${f(500 + (Math.sin(a) * (inner + outer)) / 2)}" r="${f(Math.min(width * 0.45, (outer - inner) / 2))}" fill="${fill}"/>`
      else
        body += `<path d="${star(500 + (Math.cos(a) * (inner + outer)) / 2, 500 + (Math.sin(a) * (inner + outer)) / 2, Math.min(width * 0.5, (outer - inner) / 2), Math.min(width * 0.22, (outer - inner) / 4), 5, a)}" fill="${fill}"/>`
    }
  }
  body += `<path d="${star(500, 500, 60, 30, 8)}" fill="${colours[3]}"/><circle cx="500" cy="500" r="26" fill="${colours[6]}"/>`
  return svg(body, colours[0] as string)
}

/** Drawings set as tiles on a patterned ground, rows offset like wallpaper. */
export function tiles(
  k: Kit,
  motifs: readonly IconRef[],
  kind: PatternKind,
  detail: Detail,
): string {
  const hue = k.range(0, 360)
  const [lo, hi] = cellFor[detail]
  const step = detail === 'low' ? 330 : detail === 'mid' ? 200 : 100
  return svg(
    wallpaper(k, motifs, kind, {
      cell: k.range(lo, hi) * (detail === 'high' ? 1 : 0.7),
      step,
      hue,
    }),
    '#ffffff',
  )
}

/** Drawings `step` units apart on plates, rows offset, over a pattern of `cell`-unit tiles. */
function wallpaper(
  k: Kit,
  motifs: readonly IconRef[],
  kind: PatternKind,
  { cell, step, hue, motif = 0.62 }: { cell: number; step: number; hue: number; motif?: number },
): string {
  let body = pattern(kind, cell, patternColours(k, hue))
  const size = step * motif
  const symbol = (i: number, mirror: boolean) => `wp${i}${mirror ? 'm' : ''}`
  body += `<defs>${motifs.map((m, i) => iconSymbol(m, symbol(i, false)) + iconSymbol(m, symbol(i, true), true)).join('')}</defs>`
  let n = 0
  for (let y = step / 2 - size / 2; y < SIZE - size / 3; y += step) {
    const row = Math.round(y / step)
    for (
      let x = (row % 2 ? step / 2 : 0) + step / 4 - size / 2 + 20;
      x < SIZE - size / 3;
      x += step
    ) {
      const plate = k.palette(2, hue + 150, 40, [80, 92])
      body += `<circle cx="${f(x + size / 2)}" cy="${f(y + size / 2)}" r="${f(size * 0.62)}" fill="${plate[n % 2]}"/>`
      const i = n % motifs.length
      body += useIcon(symbol(i, row % 2 === 1), motifs[i] as IconRef, x, y, size)
      n++
    }
  }
  return body
}
