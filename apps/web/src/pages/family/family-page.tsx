import { IonSpinner } from '@ionic/react'
import { useTranslation } from 'react-i18next'
import { PageShell } from '../../components/page-shell'
import { useFamily } from '../../family/use-family'
import { ChildCard } from './child-card'
import '../../components/forms.css'
import './family-page.css'

/** A parent's place: each child's account, paintings and sessions, with the parent's rights. */
export function FamilyPage() {
  const family = useFamily()
  const { t } = useTranslation()
  return (
    <PageShell title={t('family.title')}>
      <div className="auth-card profile family">
        <h1>{t('family.title')}</h1>
        <p className="auth-lede">{t('family.lede')}</p>
        {family.children === null ? (
          <IonSpinner name="dots" aria-label={t('common.loading')} />
        ) : family.refused ? (
          <p role="status">{family.refused}</p>
        ) : family.children.length === 0 ? (
          <p role="status">{t('family.none')}</p>
        ) : (
          family.children.map((child) => (
            <ChildCard
              key={`${child.userId}-${child.parentConsent}`}
              child={child}
              family={family}
            />
          ))
        )}
      </div>
    </PageShell>
  )
}
