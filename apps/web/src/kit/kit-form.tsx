import type { Puzzle } from '@huey/pbn'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShareOutcome } from '../lib/keep-file'
import type { KitResult } from './kit-api'
import { chosenSize, defaultKitChoice, type KitChoice, KitChoices } from './kit-choices'
import { kitMessage } from './kit-message'
import { KitOutcome, type KitStatus } from './kit-outcome'
import type { KitMaker } from './make-kit'

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
  const [choice, setChoice] = useState<KitChoice>(defaultKitChoice)
  const [status, setStatus] = useState<KitStatus>({ step: 'form' })
  const { t } = useTranslation()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!puzzle) return
    const { paper, paints, mode } = choice
    setStatus({ step: 'making', progress: 0 })
    let result: KitResult
    try {
      // Comlink brings the worker's progress calls over their own port, so the last one can
      // arrive after the kit itself: progress only moves a kit still being made.
      result = await make(puzzle, { size: chosenSize(choice), paper, paints, mode }, (progress) =>
        setStatus((now) => (now.step === 'making' ? { step: 'making', progress } : now)),
      )
    } catch (error) {
      setStatus({ step: 'failed', message: error instanceof Error ? error.message : String(error) })
      return
    }
    if (!result.ok) {
      setStatus({
        step: 'failed',
        message: kitMessage(result),
        suggestedSize: result.suggestedSize,
      })
      return
    }
    const pdf = new Blob([result.pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
    setStatus({ step: 'made', pdf, sheets: result.sheets, colours: result.colours })
  }

  /** A changed choice makes the last kit or message stale. */
  const edit = (change: Partial<KitChoice>) => {
    setChoice((now) => ({ ...now, ...change }))
    setStatus({ step: 'form' })
  }
  const takeSuggested = (suggested: string) => {
    const [width, height] = suggested.replace(/cm$/, '').split('x')
    edit({ size: 'custom', custom: { width: width ?? '', height: height ?? '' } })
  }
  return (
    <form className="kit-form" onSubmit={submit} aria-label={t('kit.title')}>
      <KitChoices choice={choice} busy={status.step === 'making'} edit={edit} />
      <KitOutcome
        status={status}
        canMake={puzzle !== null}
        takeSuggested={takeSuggested}
        keep={(pdf, how) => void keep(pdf, title, how)}
      />
    </form>
  )
}
