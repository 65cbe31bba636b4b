import type { Reporter } from './reporter'

/** Loads the speed-measurement script after start-up and reports LCP, INP, CLS, FCP and TTFB. */
export async function startWebVitals(reporter: Reporter): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals')
  const report = (m: { name: string; value: number; rating: string }) =>
    reporter.metric(m.name, m.value, m.rating)
  onLCP(report)
  onINP(report)
  onCLS(report)
  onFCP(report)
  onTTFB(report)
}
