import { IonButton, IonContent, IonPage } from '@ionic/react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useLoggedIn, useProfile } from '../../auth/profile-store'
import { Later } from '../../components/later'
import { useDocumentTitle } from '../../components/use-document-title'
import { HeroArt } from './hero-art'
import './landing-page.css'

const features = ['regions', 'photos', 'daily', 'saved'] as const

export function LandingPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('titles.landing'))
  const signedIn = useLoggedIn()
  const { name } = useProfile()
  return (
    <IonPage>
      <IonContent fullscreen className="landing">
        {/* The outlet mounts its page in one synchronous render: the page's words and buttons in a
            transition of their own keep that task short, under the server's first paint. */}
        <Later>
          <section className="landing-hero">
            <div className="landing-copy">
              <p className="landing-brand">{t('common.appName')}</p>
              <h1>{t('landing.headline')}</h1>
              <p className="landing-lede">{t('landing.lede')}</p>
              <div className="landing-actions">
                <IonButton routerLink="/home" size="large" shape="round">
                  {t('landing.start')}
                </IonButton>
                <IonButton routerLink="/create" size="large" shape="round" fill="outline">
                  {t('landing.usePhoto')}
                </IonButton>
              </div>
              <p className="landing-account">
                {signedIn ? (
                  <Trans
                    i18nKey="notices.signedInPitch"
                    values={{ name: name ?? '' }}
                    components={{ myWorks: <Link to="/my-works" /> }}
                  />
                ) : (
                  <Trans
                    i18nKey="landing.accountPitch"
                    components={{ signIn: <Link to="/sign-in" />, signUp: <Link to="/sign-up" /> }}
                  />
                )}
              </p>
            </div>
            <HeroArt />
          </section>
          <ul className="landing-features">
            {features.map((f) => (
              <li key={f}>
                <h2>{t(`landing.features.${f}Title`)}</h2>
                <p>{t(`landing.features.${f}Text`)}</p>
              </li>
            ))}
          </ul>
        </Later>
      </IonContent>
    </IonPage>
  )
}
