import { IonButton } from '@ionic/react'
import { useNavigate } from 'react-router-dom'
import { useLoggedIn } from '../../auth/profile-store'
import { PageShell } from '../../components/page-shell'
import { DifficultyPicker } from '../../create/difficulty-picker'
import { MakingStatus } from '../../create/making-status'
import { PhotoIntake } from '../../create/photo-intake'
import { PuzzlePreview } from '../../create/puzzle-preview'
import { useCreateFlow } from '../../create/use-create-flow'
import { KIT_PARAM } from '../../kit/kit-host'
import { syncCreations } from '../../works/creation-sync'
import '../../create/create.css'

export function CreatePage() {
  const navigate = useNavigate()
  const loggedIn = useLoggedIn()
  const flow = useCreateFlow()
  const { photo } = flow

  /** Keeps the puzzle, then opens it to paint or, through the kit host, to print. */
  async function save(then: 'paint' | typeof KIT_PARAM) {
    const id = await flow.save()
    if (!id) return
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
      <DifficultyPicker value={flow.difficulty} onChange={flow.setDifficulty} />
      <PhotoIntake onFile={(file) => void photo.choose(file)} onCamera={photo.fromCamera} />
      {photo.reading ? <p role="status">Opening your photo…</p> : null}
      {photo.problem ? (
        <p className="create-problem" role="alert">
          {photo.problem}
        </p>
      ) : null}
      <MakingStatus
        maker={flow.maker}
        progress={flow.progress}
        server={flow.server}
        offerServer={flow.slow && loggedIn}
        onCancel={flow.cancel}
        onServer={() => void flow.makeOnServerInstead()}
      />
      <PuzzlePreview puzzle={flow.puzzle} canvas={flow.finished} />
      {flow.puzzle ? (
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
