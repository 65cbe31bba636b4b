import { Component, type ErrorInfo, type ReactNode } from 'react'
import { i18n } from '../i18n/i18n'
import { reportGlobalError } from './global-errors'
import { reporter } from './telemetry'

interface State {
  readonly failed: boolean
}

/** Records a render error as a global error and offers a way back instead of a blank screen. */
export class ErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportGlobalError(reporter(), error)
    console.error(info.componentStack)
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return (
      <div role="alert" className="crash">
        <h1>{i18n.t('crash.title')}</h1>
        <p>{i18n.t('crash.text')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {i18n.t('crash.reload')}
        </button>
      </div>
    )
  }
}
