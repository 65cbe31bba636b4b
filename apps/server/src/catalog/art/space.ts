import { type Kit, star, svg } from './kit'

/** Planets with rings and moons among stars. */
export function space(k: Kit): string {
  const planets = k.palette(5, 60, [35, 70])
  let body = ''
  for (let s = 0; s < k.int(10, 18); s++) {
    body += `<path d="${star(k.range(10, 590), k.range(10, 590), k.range(8, 16), k.range(3, 6), 4)}" fill="#fff6c2"/>`
  }
  const cx = k.range(200, 400)
  const cy = k.range(220, 380)
  const r = k.range(110, 170)
  body += `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${planets[2]}"/>`
  for (let b = 1; b < 4; b++) {
    body += `<ellipse cx="${cx.toFixed(0)}" cy="${(cy - r + (b * r) / 2).toFixed(0)}" rx="${(r * Math.sin((b * Math.PI) / 4) * 0.98).toFixed(0)}" ry="${(r * 0.12).toFixed(0)}" fill="${planets[b % 2 ? 1 : 3]}"/>`
  }
  body += `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(r * 1.7).toFixed(0)}" ry="${(r * 0.32).toFixed(0)}" fill="none" stroke="${planets[4]}" stroke-width="22" transform="rotate(-15 ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`
  for (let m = 0; m < k.int(1, 3); m++) {
    body += `<circle cx="${k.range(60, 540).toFixed(0)}" cy="${k.range(60, 540).toFixed(0)}" r="${k.range(25, 50).toFixed(0)}" fill="${planets[m]}"/>`
  }
  return svg(body, k.pick(['#14142b', '#1a1038', '#0b1d3a']))
}
