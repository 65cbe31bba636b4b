import { IonProgressBar } from '@ionic/react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../i18n/format'

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
  const { t } = useTranslation()
  const { number } = useFormat()
  return (
    <>
      {status.step === 'making' ? (
        <IonProgressBar value={status.progress} aria-label={t('kit.making')} />
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
          {t('kit.use', { size: status.suggestedSize.replace('cm', ' cm') })}
        </button>
      ) : null}
      {status.step === 'made' ? (
        <>
          <p role="status">
            {t('kit.ready', { count: status.sheets, colours: number(status.colours) })}
          </p>
          <button type="button" className="kit-button" onClick={() => keep(status.pdf, 'save')}>
            {t('kit.savePdf')}
          </button>
          <button
            type="button"
            className="kit-button secondary"
            onClick={() => keep(status.pdf, 'share')}
          >
            {t('kit.sharePdf')}
          </button>
        </>
      ) : (
        <button type="submit" className="kit-button" disabled={!canMake || busy}>
          {busy ? t('kit.makingBusy') : t('kit.make')}
        </button>
      )}
    </>
  )
}
