import { IonButton, IonButtons, IonIcon, IonProgressBar, IonTitle, IonToolbar } from '@ionic/react'
import { bulbOutline, close, printOutline, settingsOutline } from 'ionicons/icons'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../i18n/format'
import { percentPainted } from '../lib/percent-painted'

/** The colouring screen's header: close, the title, settings, print kit, hint, and the progress bar. */
export function PaintToolbar(props: {
  readonly title: string
  readonly progress: number
  readonly canHint: boolean
  readonly onHint: () => void
  readonly onClose: () => void
  readonly onSettings: () => void
  readonly onPrintKit?: () => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <IonToolbar>
      <IonButtons slot="start">
        <IonButton onClick={props.onClose} aria-label={t('common.close')}>
          <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
        </IonButton>
      </IonButtons>
      <IonTitle>{props.title || t('colouring.untitled')}</IonTitle>
      <IonButtons slot="end">
        <IonButton onClick={props.onSettings} aria-label={t('colouring.settingsButton')}>
          <IonIcon slot="icon-only" icon={settingsOutline} aria-hidden="true" />
        </IonButton>
        {props.onPrintKit ? (
          <IonButton onClick={props.onPrintKit} aria-label={t('colouring.printKit')}>
            <IonIcon slot="icon-only" icon={printOutline} aria-hidden="true" />
          </IonButton>
        ) : null}
        <IonButton
          onClick={props.onHint}
          aria-label={t('colouring.hint')}
          disabled={!props.canHint}
        >
          <IonIcon slot="icon-only" icon={bulbOutline} aria-hidden="true" />
        </IonButton>
      </IonButtons>
      <IonProgressBar
        value={props.progress}
        aria-label={t('colouring.painted', {
          percent: format.percent(percentPainted(props.progress) / 100),
        })}
      />
    </IonToolbar>
  )
}
