import { differenceCiede2000, modeLab65, modeRgb, useMode } from 'culori/fn'

useMode(modeRgb)
useMode(modeLab65)
const ciede2000 = differenceCiede2000()

const toRgb = (hex: string) => {
  const v = Number.parseInt(hex.slice(1), 16)
  return {
    mode: 'rgb' as const,
    r: ((v >> 16) & 255) / 255,
    g: ((v >> 8) & 255) / 255,
    b: (v & 255) / 255,
  }
}

/**
 * CIEDE2000 between two `#rrggbb` colours: about 1 is the smallest difference people notice.
 *
 * @example
 * deltaE2000('#ff0000', '#fe0000') // well under 1
 */
export function deltaE2000(a: string, b: string): number {
  return ciede2000(toRgb(a), toRgb(b))
}
