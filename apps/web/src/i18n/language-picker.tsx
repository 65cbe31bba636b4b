import { IonSelect, IonSelectOption } from '@ionic/react'
import { useTranslation } from 'react-i18next'
import { useChooseLanguage } from './language-choice'
import { isLanguage, languageNames, languages } from './languages'

/** The language menu of the profile page; each language is named in itself. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation()
  const choose = useChooseLanguage()
  return (
    <div className="language-picker">
      <IonSelect
        label={t('language.label')}
        labelPlacement="stacked"
        fill="outline"
        interface="popover"
        value={i18n.resolvedLanguage}
        onIonChange={(event) => {
          const language: unknown = event.detail.value
          if (isLanguage(language)) void choose(language)
        }}
      >
        {languages.map((language) => (
          <IonSelectOption key={language} value={language} lang={language}>
            {languageNames[language]}
          </IonSelectOption>
        ))}
      </IonSelect>
      <p className="form-hint">{t('language.hint')}</p>
    </div>
  )
}
