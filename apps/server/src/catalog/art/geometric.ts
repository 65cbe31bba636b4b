import { type Kit, SIZE, svg } from './kit'

/** Tiles of triangles and circles in a bold palette. */
export function geometric(k: Kit): string {
  const colors = k.palette(6, k.range(50, 80), [30, 85])
  const cells = k.pick([4, 5, 6])
  const s = SIZE / cells
  let body = ''
  for (let y = 0; y < cells; y++) {
    for (let x = 0; x < cells; x++) {
      const x0 = x * s
      const y0 = y * s
      const kind = k.int(0, 3)
      body += `<rect x="${x0.toFixed(1)}" y="${y0.toFixed(1)}" width="${s.toFixed(1)}" height="${s.toFixed(1)}" fill="${k.pick(colors)}"/>`
      if (kind === 0)
        body += `<path d="M${x0.toFixed(1)} ${y0.toFixed(1)}L${(x0 + s).toFixed(1)} ${y0.toFixed(1)}L${x0.toFixed(1)} ${(y0 + s).toFixed(1)}Z" fill="${k.pick(colors)}"/>`
      else if (kind === 1)
        body += `<circle cx="${(x0 + s / 2).toFixed(1)}" cy="${(y0 + s / 2).toFixed(1)}" r="${(s * 0.38).toFixed(1)}" fill="${k.pick(colors)}"/>`
      else if (kind === 2)
        body += `<path d="M${x0.toFixed(1)} ${(y0 + s).toFixed(1)}A${s.toFixed(1)} ${s.toFixed(1)} 0 0 1 ${(x0 + s).toFixed(1)} ${y0.toFixed(1)}L${(x0 + s).toFixed(1)} ${(y0 + s).toFixed(1)}Z" fill="${k.pick(colors)}"/>`
    }
  }
  return svg(body, colors[0] as string)
}
