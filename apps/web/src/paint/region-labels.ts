import type { Label, Region } from '@huey/pbn'
import { colourSymbol, SYMBOL_DOT } from './colour-symbols'

/** How a person asked the picture to look (the colouring settings). */
export interface PaintStyle {
  readonly largeNumbers: boolean
  readonly highContrast: boolean
  /** Colour-blind mode: each colour's symbol beside its number. */
  readonly symbols: boolean
}

export const plainStyle: PaintStyle = { largeNumbers: false, highContrast: false, symbols: false }

/**
 * A number's size on screen (CSS px) stays within these: smaller ones are not drawn (they appear
 * as you zoom in), and none grows past the largest, however large its region.
 */
export const MIN_LEGIBLE_PX = 9
export const MAX_LABEL_PX = 30
/** "Large numbers": each number drawn this much larger, so it reads sooner and from further. */
export const LARGE_NUMBERS = 1.4

const NUMBER = '#5e5b6b'
const NUMBER_SELECTED = '#1f1c33'
const HALO = 'rgba(255, 255, 255, 0.9)'

/** How big a number is drawn in puzzle units at this zoom (CSS px per puzzle px), or 0: unreadable. */
export function labelSize(label: Label, cssScale: number, large = false): number {
  const size = label.size * (large ? LARGE_NUMBERS : 1)
  if (size * cssScale < MIN_LEGIBLE_PX) return 0
  return Math.min(size, (MAX_LABEL_PX * (large ? LARGE_NUMBERS : 1)) / cssScale)
}

/** Every place a region's number goes: its main label, then the extra ones of big or long regions. */
export const labelsOf = (region: Region): readonly Label[] =>
  region.extraLabels ? [region.label, ...region.extraLabels] : [region.label]

const symbolPaths = new Map<string, Path2D>()
function symbolPath(d: string): Path2D | undefined {
  if (typeof Path2D === 'undefined') return undefined
  let path = symbolPaths.get(d)
  if (!path) {
    path = new Path2D(d)
    symbolPaths.set(d, path)
  }
  return path
}

/**
 * Draws a region's numbers (and, in colour-blind mode, its colour's symbol under each) on a context
 * whose transform is in puzzle units. Numbers of the selected colour are bold with a light halo,
 * so they read on its highlight; large numbers always get the halo, as they may reach a border.
 */
export function drawRegionLabels(
  ctx: CanvasRenderingContext2D,
  cssScale: number,
  region: Region,
  selected: boolean,
  style: PaintStyle,
): void {
  const text = String(region.color + 1)
  for (const label of labelsOf(region)) {
    const size = labelSize(label, cssScale, style.largeNumbers)
    if (size === 0) continue
    const withSymbol = style.symbols
    const fontSize = withSymbol ? size * 0.78 : size
    const y = withSymbol ? label.y - size * 0.2 : label.y
    ctx.font = `${selected || style.largeNumbers ? 700 : 400} ${Math.round(fontSize * 2) / 2}px system-ui, sans-serif`
    if (selected || style.largeNumbers || style.highContrast) {
      ctx.strokeStyle = HALO
      ctx.lineWidth = fontSize * 0.22
      ctx.strokeText(text, label.x, y)
    }
    ctx.fillStyle = selected || style.highContrast ? NUMBER_SELECTED : NUMBER
    ctx.fillText(text, label.x, y)
    if (withSymbol) drawSymbol(ctx, region.color, label.x, label.y + size * 0.38, size * 0.2)
  }
}

/** A colour's symbol centred on (x, y), `radius` puzzle units across half its box. */
export function drawSymbol(
  ctx: CanvasRenderingContext2D,
  color: number,
  x: number,
  y: number,
  radius: number,
): void {
  const symbol = colourSymbol(color)
  const path = symbolPath(symbol.path)
  if (!path) return
  ctx.save()
  ctx.translate(x, y)
  ctx.scale(radius, radius)
  ctx.fillStyle = NUMBER_SELECTED
  ctx.strokeStyle = NUMBER_SELECTED
  ctx.lineWidth = 0.28
  ctx.lineJoin = 'round'
  if (symbol.style === 'filled') ctx.fill(path)
  else ctx.stroke(path)
  if (symbol.style === 'dot') {
    const dot = symbolPath(SYMBOL_DOT)
    if (dot) ctx.fill(dot)
  }
  ctx.restore()
}
