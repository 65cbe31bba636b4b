import { IonButton, IonButtons, IonIcon, IonProgressBar, IonToolbar } from '@ionic/react'
import { bulbOutline, close, printOutline, settingsOutline } from 'ionicons/icons'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../i18n/format'
import { percentPainted } from '../lib/percent-painted'

/**
 * The colouring screen's header: close, the title, settings, print kit, hint, and the progress bar.
 * Left-handed, it is mirrored: the actions at the left, the hint nearest the edge, and close at the
 * right, so what is used while painting sits under the left thumb.
 */
export function PaintToolbar(props: {
  readonly title: string
  readonly progress: number
  readonly canHint: boolean
  readonly leftHanded?: boolean
  readonly onHint: () => void
  readonly onClose: () => void
  readonly onSettings: () => void
  readonly onPrintKit?: () => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const actions = [
    <IonButton key="settings" onClick={props.onSettings} aria-label={t('colouring.settingsButton')}>
      <IonIcon slot="icon-only" icon={settingsOutline} aria-hidden="true" />
    </IonButton>,
    props.onPrintKit ? (
      <IonButton key="print" onClick={props.onPrintKit} aria-label={t('colouring.printKit')}>
        <IonIcon slot="icon-only" icon={printOutline} aria-hidden="true" />
      </IonButton>
    ) : null,
    <IonButton
      key="hint"
      onClick={props.onHint}
      aria-label={t('colouring.hint')}
      disabled={!props.canHint}
    >
      <IonIcon slot="icon-only" icon={bulbOutline} aria-hidden="true" />
    </IonButton>,
  ]
  const left = props.leftHanded === true
  const title = props.title || t('colouring.untitled')
  return (
    <IonToolbar>
      <IonButtons slot={left ? 'end' : 'start'}>
        <IonButton onClick={props.onClose} aria-label={t('common.close')}>
          <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
        </IonButton>
      </IonButtons>
      {/* The whole title, on up to three lines (smaller when long): a toolbar title would cut a
          picture's name to "Spiral Shell, Dol…" on a phone. */}
      <div className={`paint-title${title.length > 32 ? ' paint-title-long' : ''}`}>{title}</div>
      <IonButtons slot={left ? 'start' : 'end'}>{left ? actions.reverse() : actions}</IonButtons>
      <IonProgressBar
        value={props.progress}
        aria-label={t('colouring.painted', {
          percent: format.percent(percentPainted(props.progress) / 100),
        })}
      />
    </IonToolbar>
  )
}
