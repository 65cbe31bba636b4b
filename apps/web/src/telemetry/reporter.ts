/** What the app tells its error and logging reporter (SPEC.md section 1). */
export interface Reporter {
  /** A log line, such as "app started". */
  log(message: string, data?: Readonly<Record<string, unknown>>): void
  /** A non-fatal event: something failed but the app carries on. */
  nonFatal(message: string, data?: Readonly<Record<string, unknown>>): void
  /** A web-vitals measurement. */
  metric(name: string, value: number, rating?: string): void
}

export type TelemetryEvent =
  | {
      readonly kind: 'log'
      readonly message: string
      readonly data?: Readonly<Record<string, unknown>>
    }
  | {
      readonly kind: 'nonFatal'
      readonly message: string
      readonly data?: Readonly<Record<string, unknown>>
    }
  | {
      readonly kind: 'metric'
      readonly name: string
      readonly value: number
      readonly rating?: string
    }

/** Keeps every event in memory too, so the e2e hook and tests can read what was reported. */
export class RecordingReporter implements Reporter {
  readonly events: TelemetryEvent[] = []
  constructor(private readonly inner: Reporter) {}
  log(message: string, data?: Readonly<Record<string, unknown>>): void {
    this.events.push({ kind: 'log', message, data })
    this.inner.log(message, data)
  }
  nonFatal(message: string, data?: Readonly<Record<string, unknown>>): void {
    this.events.push({ kind: 'nonFatal', message, data })
    this.inner.nonFatal(message, data)
  }
  metric(name: string, value: number, rating?: string): void {
    this.events.push({ kind: 'metric', name, value, rating })
    this.inner.metric(name, value, rating)
  }
}
