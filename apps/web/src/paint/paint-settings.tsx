import type { Preferences, PreferencesChange } from '@huey/contracts'
import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

type Setting = 'largeNumbers' | 'highContrast' | 'colourBlind' | 'leftHanded' | 'reducedMotion'

const SETTINGS: readonly Setting[] = [
  'largeNumbers',
  'highContrast',
  'colourBlind',
  'leftHanded',
  'reducedMotion',
]

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: the settings
 * sit over the colouring screen, whose own controls are out of reach while they are open.
 */
function keepFocusInside(e: KeyboardEvent<HTMLElement>): void {
  const controls = [...e.currentTarget.querySelectorAll<HTMLElement>('input, button')]
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  const wrapTo = e.shiftKey
    ? document.activeElement === first && last
    : document.activeElement === last && first
  if (!wrapTo) return
  e.preventDefault()
  wrapTo.focus()
}

/**
 * The colouring settings: switches for the person's preferences. Reduced motion shows the device's
 * own setting until the person chooses. Escape or the Done button closes it; the focus stays inside.
 */
export function PaintSettings({
  value,
  deviceReducesMotion,
  onChange,
  onClose,
}: {
  readonly value: Preferences
  readonly deviceReducesMotion: boolean
  readonly onChange: (change: PreferencesChange) => void
  readonly onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => first.current?.focus(), [])
  const isOn = (key: Setting) =>
    key === 'reducedMotion' ? (value.reducedMotion ?? deviceReducesMotion) : value[key] === true
  return (
    <div
      className="paint-settings"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Tab') keepFocusInside(e)
        if (e.key !== 'Escape') return
        // The colouring screen closes on Escape too; this closes only the settings.
        e.stopPropagation()
        onClose()
      }}
    >
      <h2 id={titleId}>{t('colouring.settings.title')}</h2>
      <p className="paint-settings-note">{t('colouring.settings.note')}</p>
      <ul>
        {SETTINGS.map((key, i) => (
          <li key={key}>
            <label>
              <input
                ref={i === 0 ? first : undefined}
                type="checkbox"
                role="switch"
                aria-checked={isOn(key)}
                checked={isOn(key)}
                onChange={(e) => onChange({ [key]: e.currentTarget.checked })}
              />
              <span>
                <strong>{t(`colouring.settings.${key}`)}</strong>
                <small>{t(`colouring.settings.${key}Detail`)}</small>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <button type="button" className="paint-settings-done" onClick={onClose}>
        {t('colouring.settings.done')}
      </button>
    </div>
  )
}
