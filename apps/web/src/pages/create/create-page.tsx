import type { Difficulty } from '@huey/contracts'
import { IonButton, IonLabel, IonProgressBar, IonSegment, IonSegmentButton } from '@ionic/react'
import { type DragEvent, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { PageShell } from '../../components/page-shell'
import { decodePhoto, IntakeError } from '../../create/intake'
import { saveCreation } from '../../create/save-creation'
import { overallProgress, usePuzzleMaker } from '../../create/use-puzzle-maker'
import '../../create/create.css'

const stageNames = {
  smooth: 'Softening noise',
  quantize: 'Choosing colours',
  segment: 'Finding regions',
  trace: 'Drawing outlines',
  label: 'Placing numbers',
} as const

type Photo = { data: Uint8ClampedArray; width: number; height: number; name: string }

export function CreatePage() {
  const navigate = useNavigate()
  const [photo, setPhoto] = useState<Photo | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [difficulty, setDifficulty] = useState<Difficulty>('medium')
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const finishedCanvas = useRef<HTMLCanvasElement>(null)
  const { state, make, cancel } = usePuzzleMaker()

  async function choose(file: File | undefined) {
    if (!file) return
    try {
      const decoded = await decodePhoto(file)
      setProblem(null)
      setPhoto({ ...decoded, name: file.name })
    } catch (error) {
      setProblem(error instanceof IntakeError ? error.message : 'This photo could not be opened.')
    }
  }

  useEffect(() => {
    if (photo) void make(photo, difficulty)
  }, [photo, difficulty, make])

  useEffect(() => {
    const canvas = finishedCanvas.current
    if (state.status !== 'done' || !canvas) return
    const { width, height, finished } = state.result
    canvas.width = width
    canvas.height = height
    canvas
      .getContext('2d')
      ?.putImageData(new ImageData(new Uint8ClampedArray(finished), width, height), 0, 0)
  }, [state])

  async function save() {
    if (state.status !== 'done' || !finishedCanvas.current) return
    const thumb = document.createElement('canvas')
    const scale = 240 / Math.max(state.result.width, state.result.height)
    thumb.width = Math.round(state.result.width * scale)
    thumb.height = Math.round(state.result.height * scale)
    thumb.getContext('2d')?.drawImage(finishedCanvas.current, 0, 0, thumb.width, thumb.height)
    const id = await saveCreation({
      svgData: state.result.svgData,
      colors: state.result.colors,
      regions: state.result.regions,
      difficulty,
      thumbnail: thumb.toDataURL('image/png'),
      title: photo?.name.replace(/\.[^.]+$/, '') || 'My photo',
    })
    navigate({ search: `?paint=${encodeURIComponent(id)}` })
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    void choose(e.dataTransfer.files[0])
  }

  return (
    <PageShell title="Create">
      <h1>Create</h1>
      <p>
        Turn one of your own photos into a puzzle. Your photo never leaves this device: the puzzle
        is made right here.
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the button inside is its keyboard path. */}
      <div
        className={`create-drop${dragging ? ' dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>Drop a photo here, or</p>
        <IonButton onClick={() => input.current?.click()}>Choose a photo</IonButton>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,.heic"
          hidden
          data-testid="photo-input"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </div>
      {problem ? (
        <p className="create-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {photo ? (
        <IonSegment
          value={difficulty}
          onIonChange={(e) => setDifficulty(e.detail.value as Difficulty)}
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
      ) : null}
      {state.status === 'working' ? (
        <div className="create-working" role="status">
          <p>{stageNames[state.stage]}…</p>
          <IonProgressBar
            value={overallProgress(state.stage, state.fraction)}
            data-testid="create-progress"
          />
          <IonButton fill="outline" onClick={cancel}>
            Cancel
          </IonButton>
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <p className="create-problem" role="alert">
          {state.message}
        </p>
      ) : null}
      <div className="create-preview" hidden={state.status !== 'done'}>
        <figure>
          <canvas ref={finishedCanvas} aria-label="The finished painting" />
          <figcaption>Finished</figcaption>
        </figure>
        <figure>
          {state.status === 'done' ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(state.result.svgData)}`}
              alt="The numbered outline"
            />
          ) : null}
          <figcaption>
            {state.status === 'done'
              ? `${state.result.regions} regions, ${state.result.colors.length} colours`
              : ''}
          </figcaption>
        </figure>
      </div>
      {state.status === 'done' ? (
        <IonButton expand="block" onClick={() => void save()}>
          Save and start painting
        </IonButton>
      ) : null}
    </PageShell>
  )
}
