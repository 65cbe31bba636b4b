import type { FamilyChild } from '@huey/contracts'
import {
  IonBadge,
  IonButton,
  IonCard,
  IonCardContent,
  IonCardHeader,
  IonCardSubtitle,
  IonCardTitle,
  IonIcon,
  IonItem,
  IonLabel,
  IonList,
  IonSpinner,
  useIonAlert,
} from '@ionic/react'
import { closeCircleOutline, downloadOutline, trashOutline } from 'ionicons/icons'
import { useTranslation } from 'react-i18next'
import type { FamilyAction, FamilyState } from '../../family/use-family'
import { useFormat } from '../../i18n/format'

function ChildWorks({ child }: { readonly child: FamilyChild }) {
  const { t } = useTranslation()
  if (child.works.length === 0) return <p>{t('family.noPaintings')}</p>
  return (
    <IonList lines="inset" data-testid="child-works">
      {child.works.map((w) => (
        <IonItem key={w.imageId}>
          <IonLabel>
            <h3>{w.title}</h3>
            <p>
              {w.completedAt
                ? t('family.done')
                : w.regionCount
                  ? t('family.progress', { filled: w.filledCount, total: w.regionCount })
                  : t('family.progressOpen', { filled: w.filledCount })}
            </p>
          </IonLabel>
        </IonItem>
      ))}
    </IonList>
  )
}

function ChildSessions({ child }: { readonly child: FamilyChild }) {
  const { t } = useTranslation()
  const { date } = useFormat()
  const when = (iso: string) => date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  if (child.sessions.length === 0) return <p>{t('family.noSessions')}</p>
  return (
    <ul className="family-sessions">
      {child.sessions.map((s) => (
        <li key={`${s.device}-${s.createdAt}`}>
          {t('family.lastUsed', { device: s.device, date: when(s.lastUsedAt) })}
        </li>
      ))}
    </ul>
  )
}

/** One child: what the account holds, and the parent's three rights over it. */
export function ChildCard(props: { readonly child: FamilyChild; readonly family: FamilyState }) {
  const { child, family } = props
  const { t } = useTranslation()
  const { date } = useFormat()
  const [confirm] = useIonAlert()
  const busy = family.busy !== null
  const working = (action: FamilyAction) =>
    family.busy?.action === action && family.busy.childId === child.userId
  const day = (iso: string) => date(new Date(iso), { dateStyle: 'long' })

  function ask(action: 'withdraw' | 'delete') {
    const keys =
      action === 'withdraw'
        ? ['family.withdrawTitle', 'family.withdrawText', 'family.confirmWithdraw']
        : ['family.deleteTitle', 'family.deleteText', 'family.confirmDelete']
    const [title = '', text = '', yes = ''] = keys.map((k) => t(k as never, { name: child.name }))
    void confirm({
      header: title,
      message: text,
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: yes,
          role: 'destructive',
          cssClass: 'alert-button-danger',
          handler: () => void family.run(action, child),
        },
      ],
    })
  }

  return (
    <IonCard className="profile-card family-child" data-testid="family-child">
      <IonCardHeader>
        <IonCardTitle>{child.name}</IonCardTitle>
        <IonCardSubtitle>{child.email}</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
        <p className="family-badges">
          <IonBadge color={child.parentConsent === 'granted' ? 'success' : 'warning'}>
            {t(
              child.parentConsent === 'granted'
                ? 'family.consent.granted'
                : 'family.consent.pending',
            )}
          </IonBadge>{' '}
          <IonBadge color={child.premium ? 'tertiary' : 'medium'}>
            {child.premium ? t('family.premium') : t('family.free')}
          </IonBadge>
        </p>
        {child.birthdate ? <p>{t('family.born', { date: day(child.birthdate) })}</p> : null}
        <p>{t('family.joined', { date: day(child.createdAt) })}</p>
        <h3 className="family-heading">{t('family.paintings')}</h3>
        <ChildWorks child={child} />
        <p>{t('family.creations', { count: child.creationCount })}</p>
        <h3 className="family-heading">{t('family.sessions')}</h3>
        <ChildSessions child={child} />
        <div className="family-actions">
          <IonButton
            fill="outline"
            disabled={busy}
            onClick={() => void family.run('download', child)}
          >
            {working('download') ? (
              <IonSpinner name="dots" />
            ) : (
              <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
            )}
            {t('family.download')}
          </IonButton>
          <p className="family-hint">{t('family.downloadHint')}</p>
          {child.parentConsent === 'granted' ? (
            <IonButton
              fill="outline"
              color="warning"
              disabled={busy}
              onClick={() => ask('withdraw')}
            >
              <IonIcon slot="start" icon={closeCircleOutline} aria-hidden="true" />
              {t('family.withdraw')}
            </IonButton>
          ) : null}
          <IonButton fill="clear" color="danger" disabled={busy} onClick={() => ask('delete')}>
            <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
            {t('family.delete')}
          </IonButton>
        </div>
      </IonCardContent>
    </IonCard>
  )
}
