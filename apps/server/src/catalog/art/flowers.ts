import { type Kit, SIZE, svg } from './kit'

/** A meadow of flowers: petals around hearts, on stems with leaves. */
export function flowers(k: Kit): string {
  const petals = k.palette(4, 75, [45, 75])
  const green = k.pick(['#4f9d52', '#3f8a5a', '#6aa84f'])
  let body = `<rect y="${SIZE * 0.7}" width="${SIZE}" height="${SIZE * 0.3}" fill="${k.pick(['#a7d48b', '#9cc97a', '#b5dc9a'])}"/>`
  const count = k.int(3, 6)
  for (let i = 0; i < count; i++) {
    const cx = (SIZE / (count + 1)) * (i + 1) + k.range(-20, 20)
    const cy = k.range(SIZE * 0.2, SIZE * 0.55)
    const r = k.range(35, 70)
    body += `<path d="M${cx.toFixed(0)} ${cy.toFixed(0)}C${(cx + 20).toFixed(0)} ${(cy + 150).toFixed(0)} ${(cx - 20).toFixed(0)} ${(SIZE - 120).toFixed(0)} ${cx.toFixed(0)} ${SIZE}" stroke="${green}" stroke-width="10" fill="none"/>`
    body += `<ellipse cx="${(cx + 28).toFixed(0)}" cy="${(cy + 140).toFixed(0)}" rx="30" ry="12" fill="${green}" transform="rotate(-30 ${(cx + 28).toFixed(0)} ${(cy + 140).toFixed(0)})"/>`
    const n = k.int(5, 9)
    const color = k.pick(petals)
    for (let p = 0; p < n; p++) {
      const a = (p / n) * 360
      body += `<ellipse cx="${cx.toFixed(0)}" cy="${(cy - r * 0.6).toFixed(0)}" rx="${(r * 0.32).toFixed(0)}" ry="${(r * 0.6).toFixed(0)}" fill="${color}" transform="rotate(${a.toFixed(0)} ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`
    }
    body += `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(r * 0.35).toFixed(0)}" fill="${k.pick(['#ffcc33', '#f4a261', '#6d3b2a'])}"/>`
  }
  return svg(body, k.pick(['#dff3ff', '#fdf1e3', '#eaf4e4']))
}
