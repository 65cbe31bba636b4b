import { emoji } from './emoji/emoji'
import { landscape } from './landscape/landscape'
import { stainedGlass } from './stained-glass/stained-glass'
import type { Style } from './types'

/** Every style the catalogue draws from. */
export const styles: readonly Style[] = [emoji, landscape, stainedGlass]
