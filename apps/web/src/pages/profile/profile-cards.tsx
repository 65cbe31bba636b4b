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
import { useNavigate } from 'react-router-dom'
import type { Profile } from '../../auth/profile-store'
import { paywallSearch } from '../../purchases/paywall-host'

export function NameCard({ profile }: { readonly profile: Profile }) {
  return (
    <IonCard className="profile-card">
      <IonCardHeader>
        {/* A label, not a heading: the name is the card's heading (h2, under the page's h1). */}
        <p className="profile-label">Name</p>
        <IonCardTitle data-testid="profile-name">{profile.name ?? '—'}</IonCardTitle>
      </IonCardHeader>
      <IonCardContent>
        <p className="profile-label">E-mail</p>
        <p className="profile-email">{profile.email ?? '—'}</p>
      </IonCardContent>
    </IonCard>
  )
}

/** Free or premium, and the way to the paywall (to upgrade, or to manage the subscription). */
export function PlanCard(props: { readonly profile: Profile; readonly disabled: boolean }) {
  const navigate = useNavigate()
  const { premium } = props.profile
  return (
    <IonCard className="profile-card">
      <IonCardHeader>
        <IonCardSubtitle>Plan</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
        <p data-testid="premium-status">
          {premium ? (
            <IonBadge color="success">Premium</IonBadge>
          ) : (
            'Free: the premium pictures and the daily archive are locked.'
          )}
        </p>
        <IonButton
          fill={premium ? 'outline' : 'solid'}
          disabled={props.disabled}
          onClick={() => navigate({ search: paywallSearch() })}
        >
          <IonIcon slot="start" icon={sparklesOutline} aria-hidden="true" />
          {premium ? 'Manage subscription' : 'Upgrade to premium'}
        </IonButton>
      </IonCardContent>
    </IonCard>
  )
}
