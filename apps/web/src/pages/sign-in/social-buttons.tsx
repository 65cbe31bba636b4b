import { IonButton, IonIcon, IonSpinner } from '@ionic/react'
import { logoFacebook, logoGoogle } from 'ionicons/icons'
import { useTranslation } from 'react-i18next'
import { authService, socialAuth } from '../../auth/auth'

type Kind = 'email' | 'google' | 'facebook'

/** "or" and a button per configured social sign-in, each showing its own progress. */
export function SocialButtons(props: {
  readonly disabled: boolean
  readonly busy: Kind | null
  readonly run: (kind: Kind, action: () => Promise<unknown>) => Promise<void>
}) {
  const { t } = useTranslation()
  const social = socialAuth()
  return social.googleEnabled || social.facebookEnabled ? (
    <div className="auth-social">
      <p className="auth-or">{t('signIn.or')}</p>
      {social.googleEnabled ? (
        <IonButton
          expand="block"
          fill="outline"
          disabled={props.disabled}
          onClick={() => void props.run('google', () => authService.signInWithGoogle())}
        >
          <IonIcon slot="start" icon={logoGoogle} aria-hidden="true" />
          {props.busy === 'google' ? (
            <IonSpinner name="dots" aria-label={t('signIn.googleBusy')} />
          ) : (
            t('signIn.google')
          )}
        </IonButton>
      ) : null}
      {social.facebookEnabled ? (
        <IonButton
          expand="block"
          fill="outline"
          disabled={props.disabled}
          onClick={() => void props.run('facebook', () => authService.signInWithFacebook())}
        >
          <IonIcon slot="start" icon={logoFacebook} aria-hidden="true" />
          {props.busy === 'facebook' ? (
            <IonSpinner name="dots" aria-label={t('signIn.facebookBusy')} />
          ) : (
            t('signIn.facebook')
          )}
        </IonButton>
      ) : null}
    </div>
  ) : null
}
