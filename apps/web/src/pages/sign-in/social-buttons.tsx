import { IonButton, IonIcon, IonSpinner } from '@ionic/react'
import { logoApple, logoFacebook, logoGoogle } from 'ionicons/icons'
import { useTranslation } from 'react-i18next'
import { authService, socialAuth } from '../../auth/auth'

export type SignInKind = 'email' | 'google' | 'facebook' | 'apple'

/** "or" and a button per configured social sign-in, each showing its own progress; none otherwise. */
export function SocialButtons(props: {
  readonly disabled: boolean
  readonly busy: SignInKind | null
  readonly run: (kind: SignInKind, action: () => Promise<unknown>) => Promise<void>
}) {
  const { t } = useTranslation()
  const { busy, run } = props
  const social = socialAuth()
  if (!(social.googleEnabled || social.facebookEnabled || social.appleEnabled)) return null
  const button = (
    kind: Exclude<SignInKind, 'email'>,
    icon: string,
    label: string,
    busyLabel: string,
    action: () => Promise<unknown>,
  ) => (
    <IonButton
      expand="block"
      fill="outline"
      disabled={props.disabled}
      onClick={() => void run(kind, action)}
    >
      <IonIcon slot="start" icon={icon} aria-hidden="true" />
      {busy === kind ? <IonSpinner name="dots" aria-label={busyLabel} /> : label}
    </IonButton>
  )
  return (
    <div className="auth-social">
      <p className="auth-or">{t('signIn.or')}</p>
      {social.googleEnabled
        ? button('google', logoGoogle, t('signIn.google'), t('signIn.googleBusy'), () =>
            authService.signInWithGoogle(),
          )
        : null}
      {social.appleEnabled
        ? button('apple', logoApple, t('account.apple.continue'), t('account.apple.busy'), () =>
            authService.signInWithApple(),
          )
        : null}
      {social.facebookEnabled
        ? button('facebook', logoFacebook, t('signIn.facebook'), t('signIn.facebookBusy'), () =>
            authService.signInWithFacebook(),
          )
        : null}
    </div>
  )
}
