// spectral.js (MIT) ships no types; this is the part of its API the kit uses.
declare module 'spectral.js' {
  export class Color {
    constructor(value: string | readonly number[])
    readonly sRGB: readonly number[]
    readonly OKLab: readonly number[]
    tintingStrength: number
    toString(options?: { format?: 'hex' | 'rgb'; method?: 'map' | 'clip' }): string
  }
  export function mix(...colors: [Color, number][]): Color
}
