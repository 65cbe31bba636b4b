import { IonButton } from '@ionic/react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../components/form-field'

/**
 * The made puzzle's title and the ways to keep it, in the page's footer so "Save and start
 * painting" stays in view on a phone under the previews.
 */
export function SaveBar(props: {
  readonly title: string
  onTitle(title: string): void
  onPaint(): void
  onKit(): void
}) {
  const { t } = useTranslation()
  return (
    <div className="create-save">
      <FormField
        label={t('createSave.title')}
        value={props.title}
        maxlength={120}
        onIonInput={(e) => props.onTitle(String(e.detail.value ?? ''))}
      />
      <div className="create-save-buttons">
        <IonButton className="create-save-paint" onClick={props.onPaint}>
          {t('createSave.paint')}
        </IonButton>
        <IonButton fill="outline" onClick={props.onKit}>
          {t('createSave.kit')}
        </IonButton>
      </div>
    </div>
  )
}
