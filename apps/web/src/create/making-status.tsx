import { IonButton, IonProgressBar } from '@ionic/react'
import { useTranslation } from 'react-i18next'
import { translateMessage } from '../i18n/messages'
import type { ServerState } from './use-create-flow'
import { type MakerProgress, type MakerState, overallProgress } from './use-puzzle-maker'

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
  const { t } = useTranslation()
  const failure =
    server?.status === 'failed' ? server.message : maker.status === 'failed' ? maker.message : null
  return (
    <>
      {maker.status === 'working' ? (
        <div className="create-working" role="status">
          <p data-testid="create-stage">{t(`create.stages.${progress.stage}`)}</p>
          <IonProgressBar
            value={overallProgress(progress.stage, progress.fraction)}
            data-testid="create-progress"
          />
          <IonButton fill="outline" onClick={props.onCancel}>
            {t('common.cancel')}
          </IonButton>
          {props.offerServer ? (
            <p className="create-server">
              {t('create.slow')}{' '}
              <IonButton size="small" fill="clear" onClick={props.onServer}>
                {t('create.onServer')}
              </IonButton>
              <br />
              <small>{t('create.serverNote')}</small>
            </p>
          ) : null}
        </div>
      ) : null}
      {server?.status === 'working' ? (
        <div className="create-working" role="status">
          <p>{t('create.makingOnServer')}</p>
          <IonProgressBar type="indeterminate" />
        </div>
      ) : null}
      {failure !== null ? (
        <p className="create-problem" role="alert">
          {translateMessage(failure)}
        </p>
      ) : null}
    </>
  )
}
