import type { SessionInfo } from '@huey/contracts'
import {
  IonButton,
  IonCard,
  IonCardContent,
  IonCardHeader,
  IonCardSubtitle,
  IonItem,
  IonLabel,
  IonList,
} from '@ionic/react'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { accountSecurity } from '../../auth/auth'
import { useFormat } from '../../i18n/format'

/** The devices signed in to the account, each with "Sign out", and "Sign out everywhere". */
export function SessionsCard() {
  const { t } = useTranslation()
  const { date } = useFormat()
  const navigate = useNavigate()
  const [sessions, setSessions] = useState<readonly SessionInfo[]>([])
  const [busy, setBusy] = useState(false)
  const when = (iso: string) => date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })

  const load = useCallback(async () => {
    try {
      setSessions(await accountSecurity.sessions())
    } catch {
      // The toast has said why; the list stays as it was.
    }
  }, [])
  useEffect(() => void load(), [load])

  async function run(task: () => Promise<void>, then: () => void | Promise<void>) {
    setBusy(true)
    try {
      await task()
      await then()
    } catch {
      // The toast has said why.
    } finally {
      setBusy(false)
    }
  }

  return (
    <IonCard className="profile-card" data-testid="sessions">
      <IonCardHeader>
        <IonCardSubtitle>{t('account.sessions.title')}</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
        <IonList lines="inset">
          {sessions.map((s) => (
            <IonItem key={s.sessionId} data-testid="session">
              <IonLabel>
                <h3>
                  {s.device}
                  {s.current ? ` · ${t('account.sessions.thisDevice')}` : ''}
                </h3>
                <p>{t('account.sessions.since', { date: when(s.createdAt) })}</p>
                <p>{t('account.sessions.lastUsed', { date: when(s.lastUsedAt) })}</p>
              </IonLabel>
              {s.current ? null : (
                <IonButton
                  slot="end"
                  fill="clear"
                  disabled={busy}
                  aria-label={t('account.sessions.signOutDevice', { device: s.device })}
                  onClick={() => void run(() => accountSecurity.signOutSession(s.sessionId), load)}
                >
                  {t('account.sessions.signOut')}
                </IonButton>
              )}
            </IonItem>
          ))}
        </IonList>
        <IonButton
          fill="outline"
          color="danger"
          disabled={busy}
          onClick={() =>
            void run(
              () => accountSecurity.signOutEverywhere(),
              () => navigate('/landing', { replace: true }),
            )
          }
        >
          {t('account.sessions.signOutEverywhere')}
        </IonButton>
      </IonCardContent>
    </IonCard>
  )
}
