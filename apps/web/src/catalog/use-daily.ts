import { DAILY_PAGE_DAYS, type DailyImage } from '@huey/contracts'
import { startTransition, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchDailyImages } from './catalog-api'

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10)

/** The last two weeks of daily pictures, newest first; the server makes any day not made yet. */
export function useDailyImages(days = DAILY_PAGE_DAYS): {
  days: readonly DailyImage[]
  loading: boolean
  failed: boolean
} {
  const [state, setState] = useState<{
    days: readonly DailyImage[]
    loading: boolean
    failed: boolean
  }>({
    days: [],
    loading: true,
    failed: false,
  })
  // The days' titles come in the app's language: asked again when it changes.
  const { language } = useTranslation().i18n
  // biome-ignore lint/correctness/useExhaustiveDependencies: the API client sends the language (Accept-Language); a new one asks again
  useEffect(() => {
    const now = Date.now()
    fetchDailyImages(isoDay(now - (days - 1) * 86_400_000), isoDay(now)).then(
      // The pictures render in slices (a transition), not in one long task.
      (list) => startTransition(() => setState({ days: list, loading: false, failed: false })),
      () => setState((s) => ({ ...s, loading: false, failed: true })),
    )
  }, [days, language])
  return state
}
