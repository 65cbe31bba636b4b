import { IonProgressBar } from '@ionic/react'

/** Where making a kit has got to. */
export type KitStatus =
  | { readonly step: 'form' }
  | { readonly step: 'making'; readonly progress: number }
  | { readonly step: 'made'; readonly pdf: Blob; readonly sheets: number; readonly colours: number }
  | { readonly step: 'failed'; readonly message: string; readonly suggestedSize?: string }

/**
 * The kit form's foot: the Make button, then a progress bar, then Save and Share once the PDF is
 * there; a bad choice's one-line message, and for a size too small the size that works.
 */
export function KitOutcome({
  status,
  canMake,
  takeSuggested,
  keep,
}: {
  readonly status: KitStatus
  readonly canMake: boolean
  readonly takeSuggested: (size: string) => void
  readonly keep: (pdf: Blob, how: 'save' | 'share') => void
}) {
  const busy = status.step === 'making'
  return (
    <>
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
          <button type="button" className="kit-button" onClick={() => keep(status.pdf, 'save')}>
            Save PDF
          </button>
          <button
            type="button"
            className="kit-button secondary"
            onClick={() => keep(status.pdf, 'share')}
          >
            Share PDF
          </button>
        </>
      ) : (
        <button type="submit" className="kit-button" disabled={!canMake || busy}>
          {busy ? 'Making the kit…' : 'Make kit'}
        </button>
      )}
    </>
  )
}
