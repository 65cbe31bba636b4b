import { IonButton, IonCard, IonCardContent, IonCardHeader, IonCardSubtitle } from '@ionic/react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { isAdult } from '../../auth/age'
import type { Profile } from '../../auth/profile-store'

/** An adult's way to the Family page, where the children who named them appear. */
export function FamilyCard({ profile }: { readonly profile: Profile }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  if (!isAdult(profile.birthdate)) return null
  return (
    <IonCard className="profile-card" data-testid="family-card">
      <IonCardHeader>
        <IonCardSubtitle>{t('family.open')}</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
        <p>{t('family.openText')}</p>
        <IonButton fill="outline" onClick={() => navigate('/family')}>
          {t('family.open')}
        </IonButton>
      </IonCardContent>
    </IonCard>
  )
}
