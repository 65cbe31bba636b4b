export { hexToRgb, imageToOklab, oklabToRgb, rgbToHex, rgbToOklab } from './color'
export {
  createPuzzle,
  type Preset,
  type PuzzleOptions,
  type PuzzleResult,
  presets,
} from './create-puzzle'
export { enlarge } from './enlarge'
export { PbnError, type PbnErrorCode } from './errors'
export {
  type IndexedImage,
  type IndexedPuzzleOptions,
  type IndexedPuzzleResult,
  puzzleFromIndexed,
} from './indexed-puzzle'
export { type LabelOptions, label, labelHalfDiagonal, radiusForLabel } from './label/label'
export { mapToPalette, type Quantized, type QuantizeOptions, quantize } from './quantize/quantize'
export { smoothLab } from './quantize/smooth'
export { createRandom } from './random'
export { renderFinished } from './render'
export { regionDistance, updateRegionDistance } from './segment/distance'
export { type Segmentation, type SegmentOptions, segment } from './segment/segment'
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
