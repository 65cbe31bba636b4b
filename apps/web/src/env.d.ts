/** True only in the e2e test build (vite.config.ts). */
declare const __E2E__: boolean

interface ImportMetaEnv {
  readonly VITE_SENTRY_DSN?: string
  readonly VITE_API_URL?: string
  readonly VITE_GOOGLE_WEB_CLIENT_ID?: string
  readonly VITE_GOOGLE_IOS_CLIENT_ID?: string
  readonly VITE_FACEBOOK_APP_ID?: string
  readonly VITE_APPLE_CLIENT_ID?: string
  readonly VITE_APPLE_REDIRECT_URL?: string
}
