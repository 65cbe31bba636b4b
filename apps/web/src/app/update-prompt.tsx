import { IonButton } from '@ionic/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dismissUpdate, onUpdateAvailable, type UpdateAvailable } from './update-store'
import './update-prompt.css'

/** "A new version is ready": reload now, or later (the next start runs it anyway). */
export function UpdatePrompt() {
  const { t } = useTranslation()
  const [update, setUpdate] = useState<UpdateAvailable | null>(null)
  useEffect(() => onUpdateAvailable(setUpdate), [])
  if (!update) return null
  return (
    <section className="update-prompt" role="status" aria-label={t('update.available')}>
      <p>{t('update.available')}</p>
      <IonButton size="small" onClick={update.apply}>
        {t('update.reload')}
      </IonButton>
      <IonButton size="small" fill="clear" onClick={dismissUpdate}>
        {t('update.later')}
      </IonButton>
    </section>
  )
}
