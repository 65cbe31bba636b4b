import { hsl, type Kit, SIZE, star } from './kit'
import type { Band, Zone } from './layout'
import { circle, clouds, ellipse, f, hills, path, rect, scatter, sky, sun, tuft } from './scenery'

/** A scene's setting: its drawing, and the bands where subjects of each zone stand. */
export interface Setting {
  readonly body: string
  readonly bands: Partial<Record<Zone, Band>>
}

export const settingKinds = [
  'meadow',
  'savanna',
  'forest',
  'snow',
  'sea',
  'beach',
  'sky',
  'space',
  'garden',
  'table',
  'street',
  'night',
] as const
export type SettingKind = (typeof settingKinds)[number]

/** The four tints scattered things take in turn. */
const tints = {
  flake: ['#ffffff', '#dbe9f7', '#c6dcf2', '#eaf3fb'],
  bubble: ['#cdeefc', '#b4e3f7', '#e3f6fd', '#9fd7ef'],
  pebble: ['#c9a66b', '#b08a55', '#d8bd83', '#a37b4c'],
  sand: ['#dcbf7c', '#e6cb8b', '#c9a66b', '#f6e3b4'],
  star: ['#ffffff', '#fff3b0', '#cfe3ff', '#ffd6f0'],
}
const tint = (thing: keyof typeof tints, i: number) => tints[thing][i % 4] as string

/** What every setting draws with: the seeded kit, the picture's hue, detail and the ground's band. */
interface Ground {
  readonly k: Kit
  readonly hue: number
  /** `n` scaled by the picture's detail. */
  readonly many: (n: number) => number
  readonly land: Band
}

function green(kind: SettingKind, { k, many, land }: Ground): Setting {
  const grass = kind === 'savanna' ? 45 : kind === 'forest' ? 130 : 100
  let body =
    sky(k, 600, k.range(190, 215)) + sun(k, k.range(120, 880), k.range(90, 200), k.range(45, 70))
  body += clouds(k, k.int(2, 4), 80, 300)
  body += hills(k, 470, 4, grass + k.range(-10, 10), kind === 'savanna' ? 55 : 45)
  const tones = k.palette(4, grass + 20, 55, [35, 65])
  body += scatter(k, many(60), 620, 990, (x, y, i) =>
    tuft(x, y, k.range(10, 18), tones[i % 4] as string),
  )
  return { body, bands: { ground: land, sky: { top: 120, bottom: 420, far: 90, near: 150 } } }
}

function snow({ k, many, land }: Ground): Setting {
  let body = sky(k, 600, k.range(200, 230), 4)
  body += hills(k, 470, 4, 205, 25)
  body += scatter(k, many(70), 20, 990, (x, y, i) =>
    path(star(x, y, 15, 8, 6, i), tint('flake', i)),
  )
  return { body, bands: { ground: land, sky: { top: 100, bottom: 400, far: 90, near: 140 } } }
}

function underSea({ k, many }: Ground): Setting {
  const water = k.palette(5, k.range(185, 215), 65, [25, 65])
  let body = ''
  for (let i = 0; i < 5; i++) body += rect(i * 170, 172, water[4 - i] as string)
  body += `<path d="M0 ${SIZE}L0 880Q250 840 500 880T${SIZE} 870L${SIZE} ${SIZE}Z" fill="#e9cf8f"/>`
  const weed = k.palette(4, 120, 50, [30, 55])
  const frond = (x: number, y: number, i: number) =>
    `M${f(x)} ${f(y)}Q${f(x - 30)} ${f(y - 90)} ${f(x + 10)} ${f(y - 170 - i * 3)}Q${f(x + 15)} ${f(y - 80)} ${f(x + 22)} ${f(y)}Z`
  body += scatter(k, many(14), 860, 990, (x, y, i) => path(frond(x, y, i), weed[i % 4] as string))
  body += scatter(k, many(40), 60, 820, (x, y, i) =>
    circle(x, y, k.range(8, 16), tint('bubble', i)),
  )
  body += scatter(k, many(30), 905, 995, (x, y, i) =>
    ellipse(x, y, k.range(12, 22), k.range(7, 11), tint('pebble', i)),
  )
  return { body, bands: { water: { top: 160, bottom: 900, far: 120, near: 250 } } }
}

function beach({ k, many, land }: Ground): Setting {
  let body =
    sky(k, 450, k.range(190, 210)) + sun(k, k.range(150, 850), 120, 55) + clouds(k, 3, 90, 280)
  const sea = k.palette(3, 200, 65, [40, 65])
  body += rect(450, 110, sea[0] as string) + rect(520, 80, sea[1] as string)
  body += `<path d="M0 ${SIZE}L0 600Q300 570 600 610T${SIZE} 590L${SIZE} ${SIZE}Z" fill="#f0d89a"/>`
  body += scatter(k, many(40), 640, 990, (x, y, i) =>
    ellipse(x, y, k.range(10, 18), 8, tint('sand', i)),
  )
  return {
    body,
    bands: { ground: { ...land, top: 640 }, sky: { top: 60, bottom: 400, far: 80, near: 140 } },
  }
}

function openSky({ k, many }: Ground): Setting {
  let body = sky(k, SIZE, k.range(190, 220), 5) + sun(k, k.range(120, 880), k.range(100, 250), 60)
  body += clouds(k, many(9), 80, 900)
  return { body, bands: { sky: { top: 150, bottom: 950, far: 130, near: 260 } } }
}

function starry(kind: SettingKind, { k, hue, many, land }: Ground): Setting {
  const night = kind === 'night'
  let body = sky(k, SIZE, k.range(220, 270), 5, true)
  body += scatter(k, many(90), 10, night ? 560 : 990, (x, y, i) =>
    path(star(x, y, k.range(13, 20), 8, 4 + (i % 3)), tint('star', i)),
  )
  if (night) {
    body +=
      `<circle cx="${f(k.range(150, 850))}" cy="140" r="70" fill="#fff4c2"/>` +
      hills(k, 560, 3, hue, 30)
    return {
      body,
      bands: { ground: land, sky: { top: 200, bottom: 480, far: 100, near: 150 } },
    }
  }
  for (let p = 0; p < 2; p++) {
    const x = p === 0 ? k.range(80, 300) : k.range(700, 920)
    const y = k.range(100, 900)
    const r = k.range(40, 90)
    const tones = k.palette(3, k.range(0, 360), 55, [40, 75])
    body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${tones[0]}"/>`
    body += `<path d="M${f(x - r)} ${f(y)}Q${f(x)} ${f(y + r * 0.5)} ${f(x + r)} ${f(y)}A${f(r)} ${f(r)} 0 0 1 ${f(x - r)} ${f(y)}Z" fill="${tones[1]}"/>`
  }
  return { body, bands: { sky: { top: 180, bottom: 960, far: 130, near: 260 } } }
}

function garden({ k, many, land }: Ground): Setting {
  let body = sky(k, 520, k.range(190, 215)) + clouds(k, 3, 70, 260)
  const wood = k.palette(3, 30, 45, [55, 80])
  for (let x = 0; x < SIZE; x += 70)
    body += `<path d="M${x + 6} 640L${x + 6} 430L${x + 35} 395L${x + 64} 430L${x + 64} 640Z" fill="${wood[(x / 70) % 3]}"/>`
  body += rect(470, 26, wood[2] as string) + rect(570, 26, wood[1] as string)
  body += rect(620, 380, hsl(100 + k.range(-10, 10), 45, 48))
  const bed = k.palette(4, 110, 50, [30, 60])
  body += scatter(k, many(70), 660, 990, (x, y, i) =>
    tuft(x, y, k.range(10, 16), bed[i % 4] as string),
  )
  return {
    body,
    bands: { ground: { ...land, top: 650 }, sky: { top: 80, bottom: 360, far: 80, near: 130 } },
  }
}

function tableTop({ k, hue }: Ground): Setting {
  const wall = k.palette(5, hue, 40, [72, 92])
  let body = ''
  for (let x = 0; x < SIZE; x += 100)
    body += `<rect x="${x}" width="100" height="640" fill="${wall[(x / 100) % 5]}"/>`
  body += `<rect x="300" y="90" width="400" height="300" fill="#8b5e3c"/><rect x="320" y="110" width="170" height="125" fill="#bfe3f7"/><rect x="510" y="110" width="170" height="125" fill="#a9d8f2"/><rect x="320" y="250" width="170" height="120" fill="#d5eefb"/><rect x="510" y="250" width="170" height="120" fill="#bfe3f7"/>`
  const cloth = k.palette(5, hue + 180, 55, [45, 85])
  for (let j = 0; j < 4; j++)
    for (let i = 0; i < 10; i++)
      body += `<rect x="${i * 100}" y="${640 + j * 90}" width="100" height="90" fill="${cloth[(i + 2 * j) % 5]}"/>`
  // Small things lie on the cloth below the row of subjects, never reaching up to it.
  return {
    body,
    bands: {
      table: { top: 680, bottom: 720, far: 260, near: 300 },
      ground: { top: 840, bottom: 995, far: 220, near: 320 },
    },
  }
}

function street({ k, many }: Ground): Setting {
  let body = sky(k, 700, k.range(190, 215)) + clouds(k, 2, 60, 180)
  let x = -20
  let b = 0
  let lit = 0
  while (x < SIZE) {
    const w = k.range(110, 190)
    const h = k.range(250, 520)
    const tones = k.palette(3, k.range(0, 360), 30, [45, 80])
    body += `<rect x="${f(x)}" y="${f(700 - h)}" width="${f(w)}" height="${f(h)}" fill="${tones[b % 3]}"/>`
    for (let wy = 700 - h + 25; wy < 660; wy += many(1) > 0.6 ? 55 : 80)
      for (let wx = x + 18; wx < x + w - 30; wx += 40)
        body += `<rect x="${f(wx)}" y="${f(wy)}" width="22" height="30" fill="${['#fff1a8', '#a9cce3', '#f7d794', '#85a9c9'][lit++ % 4]}"/>`
    x += w + 4
    b++
  }
  body += rect(700, 60, '#c8c3bc') + rect(760, 240, '#5b5f66')
  for (let lx = 20; lx < SIZE; lx += 160)
    body += `<rect x="${lx}" y="870" width="90" height="14" fill="#f4f1e8"/>`
  // The subjects stand on the pavement as large as the street allows: smaller, they were specks at
  // the foot of the towers and lost their windows and signs to the cut.
  const pavement = { top: 800, bottom: 990, far: 210, near: 280 }
  return { body, bands: { ground: pavement, sky: { top: 40, bottom: 260, far: 90, near: 130 } } }
}

const drawings: Record<SettingKind, (kind: SettingKind, ground: Ground) => Setting> = {
  meadow: green,
  savanna: green,
  forest: green,
  snow: (_kind, g) => snow(g),
  sea: (_kind, g) => underSea(g),
  beach: (_kind, g) => beach(g),
  sky: (_kind, g) => openSky(g),
  space: starry,
  night: starry,
  garden: (_kind, g) => garden(g),
  table: (_kind, g) => tableTop(g),
  street: (_kind, g) => street(g),
}

/** The setting's drawing; `detail` (0 to 1) scales how many small shapes it scatters. */
export function setting(kind: SettingKind, k: Kit, detail: number): Setting {
  const hue = k.range(0, 360)
  const many = (n: number) => Math.round(n * detail)
  const land: Band = { top: 560, bottom: 985, far: 170, near: 400 }
  return drawings[kind](kind, { k, hue, many, land })
}
