import 'i18next'
import type { Messages } from './locales/en-us'

// `t('landing.headline')` is checked against en-US's keys at type-check time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Messages }
  }
}
