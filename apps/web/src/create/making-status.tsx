import { IonButton, IonProgressBar } from '@ionic/react'
import type { ServerState } from './use-create-flow'
import { type MakerProgress, type MakerState, overallProgress } from './use-puzzle-maker'

const stageNames = {
  smooth: 'Softening noise',
  quantize: 'Choosing colours',
  segment: 'Finding regions',
  trace: 'Drawing outlines',
  label: 'Placing numbers',
} as const

/** Where the making of a puzzle is: the engine's stage, the server's turn, or what went wrong. */
export function MakingStatus(props: {
  readonly maker: MakerState
  readonly progress: MakerProgress
  readonly server: ServerState
  /** Offer the server (only to signed-in people whose device is slow). */
  readonly offerServer: boolean
  readonly onCancel: () => void
  readonly onServer: () => void
}) {
  const { maker, progress, server } = props
  const failure =
    server?.status === 'failed' ? server.message : maker.status === 'failed' ? maker.message : null
  return (
    <>
      {maker.status === 'working' ? (
        <div className="create-working" role="status">
          <p data-testid="create-stage">{stageNames[progress.stage]}…</p>
          <IonProgressBar
            value={overallProgress(progress.stage, progress.fraction)}
            data-testid="create-progress"
          />
          <IonButton fill="outline" onClick={props.onCancel}>
            Cancel
          </IonButton>
          {props.offerServer ? (
            <p className="create-server">
              Taking long on this device?{' '}
              <IonButton size="small" fill="clear" onClick={props.onServer}>
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
      {failure !== null ? (
        <p className="create-problem" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  )
}
