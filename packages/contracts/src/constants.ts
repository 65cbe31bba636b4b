/** Business constants of SPEC.md section 9: defined once, read by client and server. */
export const TOAST_DURATION_MS = 2000
export const TOAST_DEFAULT_COLOR = 'success'
export const TOAST_ERROR_COLOR = 'danger'
export const LOCAL_DB_NAME = 'MyDb'
export const LOCAL_DB_VERSION = 4
export const NATIVE_PLUGIN_READY_WARNING_MS = 5000
export const AUTH_SCHEME = 'Bearer'
export const DEFAULT_LOCALE = 'en-US'
export const DEFAULT_CURRENCY = 'USD'

/** localStorage keys of SPEC.md section 3. */
export const TOKEN_STORAGE_KEY = 'token'
export const USER_DATA_STORAGE_KEY = 'userData'

/** Age under which a parent's consent is needed (COPPA). */
export const PARENTAL_CONSENT_AGE = 13
