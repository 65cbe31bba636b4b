import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useLoggedIn } from '../../auth/profile-store'
import { Later } from '../../components/later'
import { PageShell } from '../../components/page-shell'
import { DifficultyPicker } from '../../create/difficulty-picker'
import { PhotoIntake } from '../../create/photo-intake'
import { useCreateFlow } from '../../create/use-create-flow'
import { formattersFor } from '../../i18n/format'
import { KIT_PARAM } from '../../kit/kit-param'
import '../../create/create.css'

// The parts a page with no photo yet does not show (Ionic's progress bar, input and buttons, the
// engine's SVG reader load with them) come once a photo is chosen, not with the page's first paint.
const loadMakingStatus = () => import('../../create/making-status')
const loadPuzzlePreview = () => import('../../create/puzzle-preview')
const loadSaveBar = () => import('../../create/save-bar')
const MakingStatus = lazy(() => loadMakingStatus().then((m) => ({ default: m.MakingStatus })))
const PuzzlePreview = lazy(() => loadPuzzlePreview().then((m) => ({ default: m.PuzzlePreview })))
const SaveBar = lazy(() => loadSaveBar().then((m) => ({ default: m.SaveBar })))

export function CreatePage() {
  const navigate = useNavigate()
  const loggedIn = useLoggedIn()
  const flow = useCreateFlow()
  const { photo } = flow
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const [title, setTitle] = useState('')
  const takenAt = photo.photo?.takenAt
  const chosen = photo.photo !== null || photo.reading

  useEffect(() => {
    if (!chosen) return
    void loadMakingStatus()
    void loadPuzzlePreview()
    void loadSaveBar()
  }, [chosen])

  // A new photo is named after the day it was taken, never its file name ("IMG_2041").
  useEffect(() => {
    if (!takenAt) return
    const long = { day: 'numeric', month: 'long', year: 'numeric' } as const
    setTitle(t('createSave.defaultTitle', { date: formattersFor(language).date(takenAt, long) }))
  }, [takenAt, language, t])

  /** Keeps the puzzle, then opens it to paint or, through the kit host, to print. */
  async function save(then: 'paint' | typeof KIT_PARAM) {
    const id = await flow.save(title)
    if (!id) return
    navigate({ search: `?${then}=${encodeURIComponent(id)}` })
    // Signed in, the puzzle (never the photo) goes along with the user's works.
    void import('../../works/creation-sync').then((m) => m.syncCreations())
  }

  return (
    <PageShell
      title={t('titles.create')}
      footer={
        flow.puzzle ? (
          <Suspense fallback={null}>
            <SaveBar
              title={title}
              onTitle={setTitle}
              onPaint={() => void save('paint')}
              onKit={() => void save(KIT_PARAM)}
            />
          </Suspense>
        ) : null
      }
    >
      <h1>{t('titles.create')}</h1>
      <p>{t('create.intro')}</p>
      {/* Ionic's segment and buttons each drawn in a task of their own (a phone's main thread). */}
      <Later>
        <DifficultyPicker value={flow.difficulty} onChange={flow.setDifficulty} />
      </Later>
      <Later>
        <PhotoIntake onFile={(file) => void photo.choose(file)} onCamera={photo.fromCamera} />
      </Later>
      {photo.reading ? <p role="status">{t('create.opening')}</p> : null}
      {photo.problem ? (
        <p className="create-problem" role="alert">
          {photo.problem}
        </p>
      ) : null}
      {flow.maker.status !== 'idle' || flow.server ? (
        <Suspense fallback={null}>
          <MakingStatus
            maker={flow.maker}
            progress={flow.progress}
            server={flow.server}
            offerServer={flow.slow && loggedIn}
            onCancel={flow.cancel}
            onServer={() => void flow.makeOnServerInstead()}
          />
        </Suspense>
      ) : null}
      {flow.puzzle ? (
        <Suspense fallback={null}>
          <PuzzlePreview puzzle={flow.puzzle} canvas={flow.finished} />
        </Suspense>
      ) : null}
    </PageShell>
  )
}
