import type { Preferences, PreferencesChange } from '@huey/contracts'
import { useEffect, useId, useRef } from 'react'
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
 * The colouring settings: switches for the person's preferences. Reduced motion shows the device's
 * own setting until the person chooses. Escape or the Done button closes it.
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
