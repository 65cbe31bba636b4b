import { IonIcon } from '@ionic/react'
import { checkmark } from 'ionicons/icons'
import { memo, useEffect, useRef, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { colourName } from '../lib/colour-name'
import { colourSymbol, SYMBOL_DOT } from './colour-symbols'
import type { PaintSession } from './paint-session'

/** The relative luminance of WCAG 2, from a hex colour. */
function luminance(hex: string): number {
  const v = Number.parseInt(hex.slice(1, 7), 16)
  const [r, g, b] = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Black or white, whichever contrasts more with the swatch (at least 4.5:1 for any colour). */
export function textOn(hex: string): string {
  const l = luminance(hex)
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000' : '#fff'
}

/** A colour's symbol (colour-blind mode), drawn in the swatch's text colour. */
function SwatchSymbol({ index }: { readonly index: number }) {
  const symbol = colourSymbol(index)
  const filled = symbol.style === 'filled'
  return (
    <svg className="paint-swatch-symbol" viewBox="-1.2 -1.2 2.4 2.4" aria-hidden="true">
      <path
        d={symbol.path}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={0.28}
        strokeLinejoin="round"
      />
      {symbol.style === 'dot' ? <path d={SYMBOL_DOT} fill="currentColor" /> : null}
    </svg>
  )
}

/** "Colour 3, light blue, 12 left": what a screen reader says for a swatch, in the reader's language. */
function useSwatchName(): (index: number, hex: string, left: number) => string {
  const { t } = useTranslation()
  return (index, hex, left) => {
    const { hue, shade } = colourName(hex)
    const colour = t(`colouring.colourNames.${hue}`)
    const name = shade ? t(`colouring.shades.${shade}`, { colour }) : colour
    const count = left === 0 ? t('colouring.done') : t('colouring.left', { count: left })
    return t('colouring.swatch', { number: index + 1, name, left: count })
  }
}

/**
 * One colour of the palette. Kept as it was unless its own count, selection or look changes, so a
 * fill re-renders one swatch, not forty (it was a 20 ms task with a 38-colour puzzle on a busy
 * machine).
 */
const Swatch = memo(function Swatch({
  session,
  index: i,
  hex,
  left,
  selected,
  symbols,
}: {
  readonly session: PaintSession
  readonly index: number
  readonly hex: string
  readonly left: number
  readonly selected: boolean
  readonly symbols: boolean
}) {
  const swatchName = useSwatchName()
  return (
    <button
      type="button"
      aria-pressed={selected}
      className={`paint-swatch${selected ? ' selected' : ''}${left === 0 ? ' done' : ''}`}
      style={{ background: hex, color: textOn(hex) }}
      onClick={() => session.select(i)}
    >
      <span className="visually-hidden">{swatchName(i, hex, left)}</span>
      <span className="paint-swatch-number" aria-hidden="true">
        {left === 0 ? <IonIcon icon={checkmark} /> : i + 1}
      </span>
      {symbols ? <SwatchSymbol index={i} /> : null}
      <small aria-hidden="true">{left === 0 ? '' : left}</small>
    </button>
  )
})

/** The numbered colours: how many regions each still has, a tick when done, and its symbol. */
export function Palette({
  session,
  symbols,
}: {
  readonly session: PaintSession
  /** Colour-blind mode: each swatch shows its colour's symbol. */
  readonly symbols: boolean
}) {
  useSyncExternalStore(session.subscribe, () => session.filled)
  const selected = useSyncExternalStore(session.subscribe, () => session.selectedColor)
  const calm = useSyncExternalStore(session.subscribe, () => session.reducedMotion)
  const row = useRef<HTMLDivElement>(null)
  const { t } = useTranslation()
  // The selected colour stays in sight when it changes by key or after a colour is done.
  useEffect(() => {
    const swatch = row.current?.children[selected]
    if (swatch instanceof HTMLElement) {
      swatch.scrollIntoView?.({
        behavior: calm ? 'auto' : 'smooth',
        block: 'nearest',
        inline: 'nearest',
      })
    }
  }, [selected, calm])
  return (
    <div className="paint-palette" role="toolbar" aria-label={t('colouring.colours')} ref={row}>
      {session.puzzle.palette.map((hex, i) => (
        <Swatch
          // The palette never changes while painting: the index is the colour's identity.
          key={hex + String(i)}
          session={session}
          index={i}
          hex={hex}
          left={session.remainingOf(i)}
          selected={selected === i}
          symbols={symbols}
        />
      ))}
    </div>
  )
}
