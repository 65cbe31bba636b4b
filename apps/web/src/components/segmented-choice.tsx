import { useId } from 'react'

export interface Choice<T extends string> {
  readonly value: T
  readonly label: string
}

/**
 * One of a few choices side by side, drawn as Ionic's segment but made of native radio buttons:
 * arrow keys move between them and screen readers announce a radio group, and a phone's first
 * load starts no ion-segment and ion-segment-button components (about 100 ms of its main thread).
 * Its styles (segmented-choice.css) come with the app's (app/app.tsx).
 */
export function SegmentedChoice<T extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  readonly label: string
  readonly choices: readonly Choice<T>[]
  readonly value: T
  readonly onChange: (value: T) => void
}) {
  const name = useId()
  return (
    <div className="segmented" role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <label key={choice.value} className="segmented-option">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  )
}
