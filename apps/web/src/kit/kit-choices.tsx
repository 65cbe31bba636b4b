import { paintSets } from '@huey/kit'

const SIZES = [
  ['a4', 'A4 (21x29.7 cm)'],
  ['letter', 'US Letter'],
  ['a3', 'A3 (29.7x42 cm)'],
  ['30x40cm', '30x40 cm'],
  ['40x50cm', '40x50 cm'],
  ['50x70cm', '50x70 cm'],
  ['custom', 'Custom'],
] as const
const PAPERS = [
  ['a4', 'A4'],
  ['letter', 'US Letter'],
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
  return (
    <>
      <label>
        Size
        <select value={size} onChange={(e) => edit({ size: e.target.value })} disabled={busy}>
          {SIZES.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      {size === 'custom' ? (
        <fieldset className="kit-custom">
          <legend>Custom size in cm</legend>
          <label>
            Width (cm)
            <input
              inputMode="decimal"
              value={custom.width}
              disabled={busy}
              onChange={(e) => edit({ custom: { ...custom, width: e.target.value } })}
            />
          </label>
          <label>
            Height (cm)
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
        Paper
        <select value={paper} onChange={(e) => edit({ paper: e.target.value })} disabled={busy}>
          {PAPERS.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label>
        Paint set
        <select value={paints} onChange={(e) => edit({ paints: e.target.value })} disabled={busy}>
          {Object.values(paintSets).map((set) => (
            <option key={set.id} value={set.id}>
              {set.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Mode
        <select value={mode} onChange={(e) => edit({ mode: e.target.value })} disabled={busy}>
          <option value="mix">Mix: keep the picture's colours, with recipes</option>
          <option value="restrict">Restrict: only the set's own paints</option>
        </select>
      </label>
    </>
  )
}
