import { IonButton, IonContent, IonPage } from '@ionic/react'
import { Link } from 'react-router-dom'
import { HeroArt } from './hero-art'
import './landing-page.css'

const features = [
  {
    title: 'Hundreds of regions, one tap each',
    text: 'Pick a number, tap its regions, watch the picture appear.',
  },
  {
    title: 'Your photos, your puzzles',
    text: 'Turn a photo into a puzzle in seconds. It never leaves your device.',
  },
  { title: 'A new picture every day', text: 'Something fresh to colour each morning.' },
  {
    title: 'Never lose a stroke',
    text: 'Progress is saved as you paint, and synced when you sign in.',
  },
] as const

export function LandingPage() {
  return (
    <IonPage>
      <IonContent fullscreen className="landing">
        <section className="landing-hero">
          <div className="landing-copy">
            <p className="landing-brand">Huey</p>
            <h1>Colour by number, calmly.</h1>
            <p className="landing-lede">
              Beautiful pictures split into numbered regions. Choose a colour, tap, and watch your
              painting come alive.
            </p>
            <div className="landing-actions">
              <IonButton routerLink="/home" size="large" shape="round">
                Start painting
              </IonButton>
              <IonButton routerLink="/create" size="large" shape="round" fill="outline">
                Use my photo
              </IonButton>
            </div>
            <p className="landing-account">
              <Link to="/sign-in">Sign in</Link> or <Link to="/sign-up">create a free account</Link>{' '}
              to keep your paintings on every device.
            </p>
          </div>
          <HeroArt />
        </section>
        <ul className="landing-features">
          {features.map((f) => (
            <li key={f.title}>
              <h2>{f.title}</h2>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </IonContent>
    </IonPage>
  )
}
