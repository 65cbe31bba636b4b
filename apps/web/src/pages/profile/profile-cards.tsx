import {
  IonBadge,
  IonButton,
  IonCard,
  IonCardContent,
  IonCardHeader,
  IonCardSubtitle,
  IonCardTitle,
  IonIcon,
} from '@ionic/react'
import { sparklesOutline } from 'ionicons/icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import type { Profile } from '../../auth/profile-store'
import { paywallSearch } from '../../purchases/paywall-search'

export function NameCard({ profile }: { readonly profile: Profile }) {
  const { t } = useTranslation()
  return (
    <IonCard className="profile-card">
      <IonCardHeader>
        {/* A label, not a heading: the name is the card's heading (h2, under the page's h1). */}
        <p className="profile-label">{t('profile.name')}</p>
        <IonCardTitle data-testid="profile-name">{profile.name ?? '—'}</IonCardTitle>
      </IonCardHeader>
      <IonCardContent>
        <p className="profile-label">{t('profile.email')}</p>
        <p className="profile-email">{profile.email ?? '—'}</p>
      </IonCardContent>
    </IonCard>
  )
}

/** Free or premium, and the way to the paywall (to upgrade, or to manage the subscription). */
export function PlanCard(props: { readonly profile: Profile; readonly disabled: boolean }) {
  const navigate = useNavigate()
  const { t } = useTranslation()
  const { premium } = props.profile
  return (
    <IonCard className="profile-card">
      <IonCardHeader>
        <IonCardSubtitle>{t('profile.plan')}</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
        <p data-testid="premium-status">
          {premium ? (
            <IonBadge color="success">{t('profile.premium')}</IonBadge>
          ) : (
            t('profile.free')
          )}
        </p>
        <IonButton
          fill={premium ? 'outline' : 'solid'}
          disabled={props.disabled}
          onClick={() => navigate({ search: paywallSearch() })}
        >
          <IonIcon slot="start" icon={sparklesOutline} aria-hidden="true" />
          {premium ? t('profile.manage') : t('profile.upgrade')}
        </IonButton>
      </IonCardContent>
    </IonCard>
  )
}
