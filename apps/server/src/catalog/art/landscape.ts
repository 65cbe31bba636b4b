import { type Kit, SIZE, svg } from './kit'

/** Layered hills under a sky with a sun, fading into the distance. */
export function landscape(k: Kit): string {
  const sky = k.palette(3, 60, [70, 90])
  const hills = k.palette(5, k.range(35, 60), [25, 65])
  let body = `<rect width="${SIZE}" height="${SIZE * 0.45}" fill="${sky[0]}"/><rect y="${SIZE * 0.25}" width="${SIZE}" height="${SIZE * 0.25}" fill="${sky[1]}"/>`
  body += `<circle cx="${k.range(100, 500).toFixed(0)}" cy="${k.range(80, 180).toFixed(0)}" r="${k.range(40, 70).toFixed(0)}" fill="${k.pick(['#ffd166', '#ffb347', '#fff1a8'])}"/>`
  for (let i = 0; i < 3; i++) {
    const cy = k.range(60, 160)
    body += `<ellipse cx="${k.range(50, 550).toFixed(0)}" cy="${cy.toFixed(0)}" rx="${k.range(40, 80).toFixed(0)}" ry="${k.range(14, 24).toFixed(0)}" fill="#ffffff"/>`
  }
  for (let layer = 0; layer < 5; layer++) {
    const base = SIZE * (0.42 + layer * 0.12)
    let d = `M0 ${SIZE}L0 ${base.toFixed(0)}`
    const bumps = k.int(2, 4)
    for (let i = 1; i <= bumps; i++) {
      const x = (i / bumps) * SIZE
      const cx = x - SIZE / bumps / 2
      d += `Q${cx.toFixed(0)} ${(base - k.range(30, 120)).toFixed(0)} ${x.toFixed(0)} ${(base + k.range(-20, 20)).toFixed(0)}`
    }
    d += `L${SIZE} ${SIZE}Z`
    body += `<path d="${d}" fill="${hills[4 - layer]}"/>`
    if (layer === 2) {
      for (let t = 0; t < k.int(3, 7); t++) {
        const x = k.range(20, 580)
        const y = base + k.range(10, 40)
        body += `<path d="M${x.toFixed(0)} ${(y - 60).toFixed(0)}L${(x - 18).toFixed(0)} ${y.toFixed(0)}L${(x + 18).toFixed(0)} ${y.toFixed(0)}Z" fill="${hills[0]}"/>`
      }
    }
  }
  return svg(body, sky[2] as string)
}
