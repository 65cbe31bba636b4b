export { KitError, type KitErrorCode } from './errors'
export {
  type LegendEntry,
  LIGHT_L,
  legend,
  lightness,
  ML_PER_CM2,
  ML_STEP,
  recipeMl,
} from './legend'
export { type Paint, type PaintSet, paintSet, paintSets } from './paint-sets'
export { type PdfPath, toPdfPath } from './path'
export { KIT_FONT_FILES, type KitFontFiles } from './pdf/kit-fonts'
export { kitPdf } from './pdf/kit-pdf'
export { paintTotals } from './pdf/legend-pages'
export { numbersBySheet, type PlacedNumber } from './pdf/outline-pages'
export type { KitText } from './pdf/words/english'
export type { KitLanguage } from './pdf/words/kit-words'
export { kitTexts } from './pdf/words/languages'
export {
  type KitMode,
  type KitPlan,
  type KitRequest,
  type KitSettings,
  kitFromPhoto,
  kitFromPuzzle,
  kitSettings,
  placePicture,
} from './plan'
export {
  DIGIT_HEIGHT,
  defaultRules,
  minFontMm,
  type PrintPuzzleOptions,
  type PrintRules,
  printPuzzle,
  workingSize,
} from './print-puzzle'
export { describeRecipe, mixer, type Recipe, type RecipePart } from './recipes'
export {
  canvasSize,
  formatSize,
  orient,
  PT_PER_MM,
  paperSize,
  paperSizes,
  printSizes,
  type SizeMm,
} from './sizes'
export { checkPaper, MIN_WINDOW, ownerOf, type Tile, type Tiling, tile } from './tiler'
