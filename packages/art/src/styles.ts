import { emoji } from './emoji/emoji'
import { kids } from './emoji/kids'
import { landscape } from './landscape/landscape'
import { mandalaAnimals } from './mandala/mandala'
import { stainedGlass } from './stained-glass/stained-glass'
import type { Style } from './types'

/** Every style the catalogue draws from. */
export const styles: readonly Style[] = [emoji, kids, landscape, stainedGlass, mandalaAnimals]
