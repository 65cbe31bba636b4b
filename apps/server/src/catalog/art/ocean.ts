import { blob, type Kit, SIZE, svg } from './kit'

/** Waves over a seabed with fish and coral. */
export function ocean(k: Kit): string {
  const blues = ['#1d3557', '#245c8a', '#2f7fb5', '#5fa8d3', '#a8dadc']
  let body = ''
  for (let i = 0; i < 5; i++) {
    const y = SIZE * (0.1 + i * 0.18)
    let d = `M0 ${y.toFixed(0)}`
    for (let x = 0; x < SIZE; x += 100)
      d += `Q${x + 50} ${(y + k.range(-30, 30)).toFixed(0)} ${x + 100} ${y.toFixed(0)}`
    d += `L${SIZE} ${SIZE}L0 ${SIZE}Z`
    body += `<path d="${d}" fill="${blues[(i + 1) % blues.length]}"/>`
  }
  body += `<path d="${blob(k, 300, 620, 320, 9, 0.15)}" fill="#e9c46a"/>`
  for (let c = 0; c < k.int(2, 4); c++) {
    const x = k.range(60, 540)
    body += `<path d="M${x.toFixed(0)} 560L${(x - 30).toFixed(0)} 470L${(x - 5).toFixed(0)} 500L${x.toFixed(0)} 440L${(x + 8).toFixed(0)} 500L${(x + 35).toFixed(0)} 460L${(x + 20).toFixed(0)} 560Z" fill="${k.pick(['#e76f51', '#f4a261', '#ff8fab'])}"/>`
  }
  for (let f = 0; f < k.int(3, 6); f++) {
    const x = k.range(80, 520)
    const y = k.range(120, 420)
    const s = k.range(25, 45)
    const color = k.pick(['#ffb703', '#fb8500', '#ff006e', '#8ecae6', '#ffd6a5'])
    const dir = k.random() < 0.5 ? 1 : -1
    body += `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${s.toFixed(0)}" ry="${(s * 0.55).toFixed(0)}" fill="${color}"/>`
    body += `<path d="M${(x - dir * s * 0.9).toFixed(0)} ${y.toFixed(0)}L${(x - dir * s * 1.6).toFixed(0)} ${(y - s * 0.5).toFixed(0)}L${(x - dir * s * 1.6).toFixed(0)} ${(y + s * 0.5).toFixed(0)}Z" fill="${color}"/>`
    body += `<circle cx="${(x + dir * s * 0.5).toFixed(0)}" cy="${(y - s * 0.1).toFixed(0)}" r="${(s * 0.12).toFixed(0)}" fill="#1b1b1b"/>`
  }
  return svg(body, blues[4] as string)
}
