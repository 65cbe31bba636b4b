import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Names the browser's tab and history entry after the page: "My works · Huey". */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation()
  const app = t('common.appName')
  useEffect(() => {
    document.title = `${title} · ${app}`
  }, [title, app])
}
