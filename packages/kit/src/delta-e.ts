import { deltaE2000, hexToRgb, rgbToCielab } from '@huey/pbn'

const lab = (hex: string) => rgbToCielab(...hexToRgb(hex))

/**
 * CIEDE2000 (the engine's) between two `#rrggbb` colours: about 1 is the smallest difference
 * people notice.
 *
 * @example
 * hexDeltaE('#ff0000', '#fe0000') // well under 1
 */
export const hexDeltaE = (a: string, b: string): number => deltaE2000(lab(a), lab(b))
