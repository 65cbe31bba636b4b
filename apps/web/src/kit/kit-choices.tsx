import { paintSets } from '@huey/kit'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { paintSetName } from './paint-set-name'

const sizes = (t: TFunction) =>
  [
    ['a4', t('kit.sizes.a4')],
    ['letter', t('kit.sizes.letter')],
    ['a3', t('kit.sizes.a3')],
    ['30x40cm', '30x40 cm'],
    ['40x50cm', '40x50 cm'],
    ['50x70cm', '50x70 cm'],
    ['custom', t('kit.sizes.custom')],
  ] as const
const papers = (t: TFunction) =>
  [
    ['a4', 'A4'],
    ['letter', t('kit.sizes.letter')],
  ] as const

/** What a kit is made for: canvas size (or a custom one in cm), paper, paint set and mode. */
export interface KitChoice {
  readonly size: string
  readonly custom: { readonly width: string; readonly height: string }
  readonly paper: string
  readonly paints: string
  readonly mode: string
}

export const defaultKitChoice: KitChoice = {
  size: '40x50cm',
  custom: { width: '40', height: '50' },
  paper: 'a4',
  paints: 'acrylic-12',
  mode: 'mix',
}

/** The size the kit asks the engine for: a named size, or the custom one as `WxHcm`. */
export const chosenSize = ({ size, custom }: KitChoice) =>
  size === 'custom' ? `${custom.width}x${custom.height}cm` : size

/** The kit form's fields; every change goes to `edit`, and nothing changes while a kit is made. */
export function KitChoices({
  choice,
  busy,
  edit,
}: {
  readonly choice: KitChoice
  readonly busy: boolean
  readonly edit: (change: Partial<KitChoice>) => void
}) {
  const { size, custom, paper, paints, mode } = choice
  const { t } = useTranslation()
  return (
    <>
      <label>
        {t('kit.size')}
        <select value={size} onChange={(e) => edit({ size: e.target.value })} disabled={busy}>
          {sizes(t).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      {size === 'custom' ? (
        <fieldset className="kit-custom">
          <legend>{t('kit.customSize')}</legend>
          <label>
            {t('kit.width')}
            <input
              inputMode="decimal"
              value={custom.width}
              disabled={busy}
              onChange={(e) => edit({ custom: { ...custom, width: e.target.value } })}
            />
          </label>
          <label>
            {t('kit.height')}
            <input
              inputMode="decimal"
              value={custom.height}
              disabled={busy}
              onChange={(e) => edit({ custom: { ...custom, height: e.target.value } })}
            />
          </label>
        </fieldset>
      ) : null}
      <label>
        {t('kit.paper')}
        <select value={paper} onChange={(e) => edit({ paper: e.target.value })} disabled={busy}>
          {papers(t).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('kit.paintSet')}
        <select value={paints} onChange={(e) => edit({ paints: e.target.value })} disabled={busy}>
          {Object.values(paintSets).map((set) => (
            <option key={set.id} value={set.id}>
              {paintSetName(set.id, t)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('kit.mode')}
        <select value={mode} onChange={(e) => edit({ mode: e.target.value })} disabled={busy}>
          <option value="mix">{t('kit.mix')}</option>
          <option value="restrict">{t('kit.restrict')}</option>
        </select>
      </label>
    </>
  )
}
