import { blob, type Kit, SIZE, star } from './kit'

export const f = (v: number) => v.toFixed(1)
export const rect = (y: number, h: number, fill: string) =>
  `<rect y="${f(y)}" width="${SIZE}" height="${f(h)}" fill="${fill}"/>`

/** Sky bands from the top down to `horizon`, lighter towards it. */
export function sky(k: Kit, horizon: number, hue: number, bands = 3, night = false): string {
  const tones = k.palette(bands, hue, night ? 45 : 60, night ? [12, 30] : [68, 90])
  let out = ''
  for (let i = 0; i < bands; i++)
    out += rect(
      (horizon * i) / bands,
      horizon / bands + 2,
      tones[night ? i : bands - 1 - i] as string,
    )
  return out
}

/** Rolling hills from `top`, each layer nearer and darker, the last reaching the bottom. */
export function hills(k: Kit, top: number, layers: number, hue: number, saturation = 45): string {
  const tones = k.palette(layers, hue, saturation, [35, 70])
  let out = ''
  for (let l = 0; l < layers; l++) {
    const base = top + ((SIZE - top) * l) / (layers + 1)
    let d = `M0 ${SIZE}L0 ${f(base)}`
    const bumps = k.int(2, 4)
    for (let i = 1; i <= bumps; i++) {
      const x = (i / bumps) * SIZE
      d += `Q${f(x - SIZE / bumps / 2)} ${f(base - k.range(20, 90))} ${f(x)} ${f(base + k.range(-15, 15))}`
    }
    out += `<path d="${d}L${SIZE} ${SIZE}Z" fill="${tones[l]}"/>`
  }
  return out
}

export function clouds(k: Kit, n: number, top: number, bottom: number, fill = '#ffffff'): string {
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = ((i + 0.5) / n) * SIZE + k.range(-40, 40)
    out += `<path d="${blob(k, x, k.range(top, bottom), k.range(40, 70), 8, 0.25)}" fill="${i % 2 ? fill : '#eef4fb'}"/>`
  }
  return out
}

export function sun(k: Kit, x: number, y: number, r: number): string {
  const rays = k.int(8, 14)
  let out = `<path d="${star(x, y, r * 1.55, r * 1.1, rays)}" fill="#ffc94a"/>`
  out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#ffe27a"/>`
  return out
}

/** Small shapes scattered over a band: tufts, pebbles, flowers, snowflakes, stars. */
export function scatter(
  k: Kit,
  n: number,
  top: number,
  bottom: number,
  draw: (x: number, y: number, i: number) => string,
): string {
  let out = ''
  const cols = Math.ceil(Math.sqrt(n * 2))
  for (let i = 0; i < n; i++) {
    const x = ((i % cols) + k.range(0.15, 0.85)) * (SIZE / cols)
    const y =
      top + ((Math.floor(i / cols) + k.range(0.1, 0.9)) * (bottom - top)) / Math.ceil(n / cols)
    out += draw(x, y, i)
  }
  return out
}

export const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`

export const circle = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/>`
export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`

export const tuft = (x: number, y: number, s: number, fill: string) =>
  `<path d="M${f(x - s)} ${f(y)}L${f(x - s * 0.4)} ${f(y - s * 1.6)}L${f(x)} ${f(y - s * 0.5)}L${f(x + s * 0.5)} ${f(y - s * 1.8)}L${f(x + s)} ${f(y)}Z" fill="${fill}"/>`
