export { hexToRgb, imageToOklab, oklabToRgb, rgbToHex, rgbToOklab } from './color'
export { createPuzzle, type PuzzleResult } from './create-puzzle'
export { cielabToRgb, deltaE2000, rgbToCielab } from './delta-e'
export { enlarge } from './enlarge'
export { PbnError, type PbnErrorCode } from './errors'
export {
  type IndexedImage,
  type IndexedPuzzleOptions,
  type IndexedPuzzleResult,
  puzzleFromIndexed,
} from './indexed-puzzle'
export { type ExtraLabelOptions, extraLabels } from './label/extra-labels'
export {
  fitLabel,
  LABEL_MARGIN,
  type LabelOptions,
  label,
  labelHalfDiagonal,
  radiusForLabel,
} from './label/label'
export {
  type Preset,
  type PuzzleOptions,
  presets,
  resolveOptions,
  type Settings,
} from './puzzle-options'
export { mapToPalette, type Quantized, type QuantizeOptions, quantize } from './quantize/quantize'
export { smoothLab } from './quantize/smooth'
export { createRandom } from './random'
export { renderFinished } from './render'
export { regionDistance, updateRegionDistance } from './segment/distance'
export { type OpenOptions, openRegions } from './segment/open-regions'
export { type Segmentation, type SegmentOptions, segment } from './segment/segment'
export { ThinMap, thinParts } from './segment/thin-parts'
export { fromSvg, type SvgOptions, toSvg } from './svg'
export { type SvgStyle, type SvgStyleName, type SvgStyleOption, svgStyles } from './svg-style'
export { simplifyPolyline, smoothPolyline } from './trace/simplify'
export { type TraceOptions, trace } from './trace/trace'
export type {
  ColorNumber,
  Label,
  ProgressCallback,
  Puzzle,
  Region,
  RgbaImage,
  Stage,
} from './types'
