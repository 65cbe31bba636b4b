export { minColourDistance, svgColours } from './metrics/colour-distance'
export { regionShapes } from './metrics/region-shapes'
export {
  type RegionShape,
  repeatedSmallShapeShare,
  SMALL_SHAPE_SHARE,
} from './metrics/repeated-shapes'
export { darkShare, SUBJECT_OPEN, subjectMask } from './metrics/subject-area'
export { bandedShare, tonalFamilies } from './metrics/tonal-bands'
export { styles } from './styles'
export type { Difficulty, Style, Variant } from './types'
