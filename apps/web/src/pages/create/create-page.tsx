import { type Difficulty, difficultySchema } from '@huey/contracts'
import { IonButton, IonLabel, IonProgressBar, IonSegment, IonSegmentButton } from '@ionic/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLoggedIn } from '../../auth/profile-store'
import { PageShell } from '../../components/page-shell'
import { CameraError, type PhotoSource } from '../../create/camera'
import { fileProblem, IntakeError, type PhotoPixels } from '../../create/intake'
import { PhotoIntake } from '../../create/photo-intake'
import { type PreviewPuzzle, PuzzlePreview, thumbnailOf } from '../../create/puzzle-preview'
import { saveCreation } from '../../create/save-creation'
import { makeOnServer } from '../../create/server-maker'
import { useCamera } from '../../create/use-camera'
import { overallProgress, usePuzzleMaker } from '../../create/use-puzzle-maker'
import { readPhoto } from '../../create/workers'
import { KIT_PARAM } from '../../kit/kit-host'
import { syncCreations } from '../../works/creation-sync'
import '../../create/create.css'

const stageNames = {
  smooth: 'Softening noise',
  quantize: 'Choosing colours',
  segment: 'Finding regions',
  trace: 'Drawing outlines',
  label: 'Placing numbers',
} as const

/** After this long on the device, signed-in people are offered the server. */
const SLOW_MS = 6000

type Photo = PhotoPixels & { readonly name: string }

export function CreatePage() {
  const navigate = useNavigate()
  const loggedIn = useLoggedIn()
  const takePhoto = useCamera()
  const [photo, setPhoto] = useState<Photo | null>(null)
  const [reading, setReading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [difficulty, setDifficulty] = useState<Difficulty>('medium')
  const [slow, setSlow] = useState(false)
  const [server, setServer] = useState<
    { status: 'working' } | { status: 'failed'; message: string } | null
  >(null)
  const [serverPuzzle, setServerPuzzle] = useState<PreviewPuzzle | null>(null)
  const finished = useRef<HTMLCanvasElement>(null)
  const { state, progress, make, cancel } = usePuzzleMaker()

  // A file that cannot be used only says so: the photo and puzzle already here stay.
  const choose = useCallback(async (file: File | undefined) => {
    if (!file) return
    const early = fileProblem(file)
    if (early) {
      setProblem(early)
      return
    }
    setReading(true)
    try {
      const pixels = await readPhoto(file)
      setProblem(null)
      setServer(null)
      setServerPuzzle(null)
      setPhoto({ ...pixels, name: file.name })
    } catch (error) {
      setProblem(error instanceof IntakeError ? error.message : 'This photo could not be opened.')
    } finally {
      setReading(false)
    }
  }, [])

  const fromCamera = takePhoto
    ? (source: PhotoSource) =>
        void takePhoto(source).then(
          (file) => choose(file ?? undefined),
          (error: unknown) =>
            setProblem(error instanceof CameraError ? error.message : 'The camera could not open.'),
        )
    : null

  useEffect(() => {
    setSlow(false)
    setServerPuzzle(null)
    if (photo) void make(photo, difficulty)
  }, [photo, difficulty, make])

  useEffect(() => {
    if (state.status !== 'working') return
    const timer = setTimeout(() => setSlow(true), SLOW_MS)
    return () => clearTimeout(timer)
  }, [state.status])

  async function makeThereInstead() {
    if (!photo) return
    cancel()
    setServer({ status: 'working' })
    try {
      const made = await makeOnServer(photo, difficulty)
      setServerPuzzle({
        ...made,
        regions: regionCount(made.svgData),
        width: photo.width,
        height: photo.height,
      })
      setServer(null)
    } catch (error) {
      setServer({
        status: 'failed',
        message: error instanceof Error ? error.message : String(error),
      })
    }
  }

  const puzzle: PreviewPuzzle | null =
    serverPuzzle ?? (state.status === 'done' ? state.result : null)

  /** Keeps the puzzle, then opens it to paint or, through the kit host, to print. */
  async function save(then: 'paint' | typeof KIT_PARAM) {
    if (!puzzle || !finished.current) return
    const id = await saveCreation({
      svgData: puzzle.svgData,
      colors: puzzle.colors,
      regions: puzzle.regions,
      difficulty,
      thumbnail: thumbnailOf(finished.current),
      title: photo?.name.replace(/\.[^.]+$/, '') || 'My photo',
    })
    navigate({ search: `?${then}=${encodeURIComponent(id)}` })
    // Signed in, the puzzle (never the photo) goes along with the user's works.
    void syncCreations()
  }

  return (
    <PageShell title="Create">
      <h1>Create</h1>
      <p>
        Turn one of your own photos into a puzzle. Your photo never leaves this device: the puzzle
        is made right here, and only the puzzle is kept.
      </p>
      <IonSegment
        value={difficulty}
        onIonChange={(e) => {
          // Ionic also reports programmatic changes; only a real, different choice regenerates.
          const value = difficultySchema.safeParse(e.detail.value)
          if (value.success && value.data !== difficulty) setDifficulty(value.data)
        }}
        aria-label="Difficulty"
      >
        <IonSegmentButton value="easy">
          <IonLabel>Easy</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="medium">
          <IonLabel>Medium</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="hard">
          <IonLabel>Hard</IonLabel>
        </IonSegmentButton>
      </IonSegment>
      <PhotoIntake onFile={(file) => void choose(file)} onCamera={fromCamera} />
      {reading ? <p role="status">Opening your photo…</p> : null}
      {problem ? (
        <p className="create-problem" role="alert">
          {problem}
        </p>
      ) : null}

      {state.status === 'working' ? (
        <div className="create-working" role="status">
          <p data-testid="create-stage">{stageNames[progress.stage]}…</p>
          <IonProgressBar
            value={overallProgress(progress.stage, progress.fraction)}
            data-testid="create-progress"
          />
          <IonButton fill="outline" onClick={cancel}>
            Cancel
          </IonButton>
          {slow && loggedIn ? (
            <p className="create-server">
              Taking long on this device?{' '}
              <IonButton size="small" fill="clear" onClick={() => void makeThereInstead()}>
                Make it on the Huey server
              </IonButton>
              <br />
              <small>
                Only then is the photo sent, scaled down and without its location, to our server,
                which makes the puzzle and does not keep the photo.
              </small>
            </p>
          ) : null}
        </div>
      ) : null}
      {server?.status === 'working' ? (
        <div className="create-working" role="status">
          <p>Making the puzzle on the Huey server…</p>
          <IonProgressBar type="indeterminate" />
        </div>
      ) : null}
      {state.status === 'failed' || server?.status === 'failed' ? (
        <p className="create-problem" role="alert">
          {server?.status === 'failed'
            ? server.message
            : state.status === 'failed'
              ? state.message
              : ''}
        </p>
      ) : null}
      <PuzzlePreview puzzle={puzzle} canvas={finished} />
      {puzzle ? (
        <>
          <IonButton expand="block" onClick={() => void save('paint')}>
            Save and start painting
          </IonButton>
          <IonButton expand="block" fill="outline" onClick={() => void save(KIT_PARAM)}>
            Save and print kit
          </IonButton>
        </>
      ) : null}
    </PageShell>
  )
}

function regionCount(svgData: string): number {
  return svgData.match(/data-region=/g)?.length ?? 0
}
