import { IonIcon } from '@ionic/react'
import { checkmark } from 'ionicons/icons'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { PaintSession } from './paint-session'

/** Light text on dark swatches, dark on light ones. */
function textOn(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16)
  const luminance = 0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)
  return luminance > 150 ? '#222' : '#fff'
}

/** The numbered colours: how many regions each still has, and a tick when done. */
export function Palette({ session }: { readonly session: PaintSession }) {
  useSyncExternalStore(session.subscribe, () => session.filled)
  const selected = useSyncExternalStore(session.subscribe, () => session.selectedColor)
  const row = useRef<HTMLDivElement>(null)
  // The selected colour stays in sight when it changes by key or after a colour is done.
  useEffect(() => {
    const swatch = row.current?.children[selected]
    if (swatch instanceof HTMLElement) {
      swatch.scrollIntoView?.({ behavior: 'smooth', block: 'nearest', inline: 'nearest' })
    }
  }, [selected])
  return (
    <div className="paint-palette" role="toolbar" aria-label="Colours" ref={row}>
      {session.puzzle.palette.map((hex, i) => {
        const left = session.remainingOf(i)
        return (
          <button
            // The palette never changes while painting: the index is the colour's identity.
            key={hex + String(i)}
            type="button"
            aria-pressed={selected === i}
            aria-label={`Colour ${i + 1}${left === 0 ? ', done' : `, ${left} left`}`}
            className={`paint-swatch${selected === i ? ' selected' : ''}${left === 0 ? ' done' : ''}`}
            style={{ background: hex, color: textOn(hex) }}
            onClick={() => session.select(i)}
          >
            {left === 0 ? <IonIcon icon={checkmark} aria-hidden="true" /> : <span>{i + 1}</span>}
            <small>{left === 0 ? '' : left}</small>
          </button>
        )
      })}
    </div>
  )
}
