import { paintSets } from '@huey/kit'
import type { Puzzle } from '@huey/pbn'
import { IonProgressBar } from '@ionic/react'
import { useState } from 'react'
import type { ShareOutcome } from '../lib/keep-file'
import type { KitResult } from './kit-api'
import type { KitMaker } from './make-kit'

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

type Status =
  | { readonly step: 'form' }
  | { readonly step: 'making'; readonly progress: number }
  | { readonly step: 'made'; readonly pdf: Blob; readonly sheets: number; readonly colours: number }
  | { readonly step: 'failed'; readonly message: string; readonly suggestedSize?: string }

/**
 * The "Print kit" form: canvas size, paper, paint set and mode; then a progress bar while the
 * worker makes the PDF, and Save and Share once it is there. Bad choices show the kit's one-line
 * message, and a size too small offers the size that works.
 */
export function KitForm({
  puzzle,
  title,
  make,
  keep,
}: {
  readonly puzzle: Puzzle | null
  readonly title: string
  readonly make: KitMaker
  readonly keep: (pdf: Blob, title: string, how: 'save' | 'share') => Promise<ShareOutcome>
}) {
  const [size, setSize] = useState('40x50cm')
  const [custom, setCustom] = useState({ width: '40', height: '50' })
  const [paper, setPaper] = useState('a4')
  const [paints, setPaints] = useState('acrylic-12')
  const [mode, setMode] = useState('mix')
  const [status, setStatus] = useState<Status>({ step: 'form' })

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!puzzle) return
    const chosen = size === 'custom' ? `${custom.width}x${custom.height}cm` : size
    setStatus({ step: 'making', progress: 0 })
    let result: KitResult
    try {
      // Comlink brings the worker's progress calls over their own port, so the last one can
      // arrive after the kit itself: progress only moves a kit still being made.
      result = await make(puzzle, { size: chosen, paper, paints, mode }, (progress) =>
        setStatus((now) => (now.step === 'making' ? { step: 'making', progress } : now)),
      )
    } catch (error) {
      setStatus({ step: 'failed', message: error instanceof Error ? error.message : String(error) })
      return
    }
    if (!result.ok) {
      setStatus({ step: 'failed', message: result.message, suggestedSize: result.suggestedSize })
      return
    }
    const pdf = new Blob([result.pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
    setStatus({ step: 'made', pdf, sheets: result.sheets, colours: result.colours })
  }

  function takeSuggested(suggested: string) {
    const [width, height] = suggested.replace(/cm$/, '').split('x')
    setSize('custom')
    setCustom({ width: width ?? '', height: height ?? '' })
    setStatus({ step: 'form' })
  }

  const busy = status.step === 'making'
  /** A changed choice makes the last kit or message stale. */
  const edit = (change: () => void) => {
    change()
    setStatus({ step: 'form' })
  }
  return (
    <form className="kit-form" onSubmit={submit} aria-label="Print kit">
      <label>
        Size
        <select value={size} onChange={(e) => edit(() => setSize(e.target.value))} disabled={busy}>
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
              onChange={(e) => edit(() => setCustom({ ...custom, width: e.target.value }))}
            />
          </label>
          <label>
            Height (cm)
            <input
              inputMode="decimal"
              value={custom.height}
              disabled={busy}
              onChange={(e) => edit(() => setCustom({ ...custom, height: e.target.value }))}
            />
          </label>
        </fieldset>
      ) : null}
      <label>
        Paper
        <select
          value={paper}
          onChange={(e) => edit(() => setPaper(e.target.value))}
          disabled={busy}
        >
          {PAPERS.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label>
        Paint set
        <select
          value={paints}
          onChange={(e) => edit(() => setPaints(e.target.value))}
          disabled={busy}
        >
          {Object.values(paintSets).map((set) => (
            <option key={set.id} value={set.id}>
              {set.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Mode
        <select value={mode} onChange={(e) => edit(() => setMode(e.target.value))} disabled={busy}>
          <option value="mix">Mix: keep the picture's colours, with recipes</option>
          <option value="restrict">Restrict: only the set's own paints</option>
        </select>
      </label>
      {status.step === 'making' ? (
        <IonProgressBar value={status.progress} aria-label="Making the kit" />
      ) : null}
      {status.step === 'failed' ? (
        <p className="kit-error" role="alert">
          {status.message}
        </p>
      ) : null}
      {status.step === 'failed' && status.suggestedSize ? (
        <button
          type="button"
          className="kit-button secondary"
          onClick={() => takeSuggested(status.suggestedSize ?? '')}
        >
          Use {status.suggestedSize.replace('cm', ' cm')}
        </button>
      ) : null}
      {status.step === 'made' ? (
        <>
          <p role="status">
            Your kit is ready: {status.sheets} sheet{status.sheets === 1 ? '' : 's'} of outline,{' '}
            {status.colours} colours.
          </p>
          <button
            type="button"
            className="kit-button"
            onClick={() => void keep(status.pdf, title, 'save')}
          >
            Save PDF
          </button>
          <button
            type="button"
            className="kit-button secondary"
            onClick={() => void keep(status.pdf, title, 'share')}
          >
            Share PDF
          </button>
        </>
      ) : (
        <button type="submit" className="kit-button" disabled={!puzzle || busy}>
          {busy ? 'Making the kit…' : 'Make kit'}
        </button>
      )}
    </form>
  )
}
