import { type Kit, SIZE, star, svg } from './kit'

/** Concentric rings of petals and stars with rotational symmetry. */
export function mandala(k: Kit): string {
  const c = SIZE / 2
  const colors = k.palette(7, k.range(55, 80), [30, 85])
  const symmetry = k.pick([6, 8, 10, 12])
  let body = ''
  let r = c * 0.96
  let ring = 0
  while (r > 30) {
    const color = colors[ring % colors.length] as string
    const kind = k.int(0, 2)
    if (kind === 0) {
      body += `<path d="${star(c, c, r, r * k.range(0.6, 0.85), symmetry * k.pick([1, 2]), k.range(0, 1))}" fill="${color}"/>`
    } else {
      const petal = r * k.range(0.25, 0.4)
      for (let i = 0; i < symmetry; i++) {
        const a = (i / symmetry) * 360
        body += `<ellipse cx="${c}" cy="${(c - r + petal).toFixed(1)}" rx="${(petal * 0.55).toFixed(1)}" ry="${petal.toFixed(1)}" fill="${color}" transform="rotate(${a} ${c} ${c})"/>`
      }
      body += `<circle cx="${c}" cy="${c}" r="${(r - petal * 1.6).toFixed(1)}" fill="${colors[(ring + 3) % colors.length]}"/>`
    }
    r *= k.range(0.68, 0.8)
    ring++
  }
  body += `<circle cx="${c}" cy="${c}" r="${r.toFixed(1)}" fill="${colors[0]}"/>`
  return svg(body, colors[colors.length - 1] as string)
}
