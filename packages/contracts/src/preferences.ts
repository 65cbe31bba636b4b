import { z } from 'zod'

/** The languages the app speaks (DESIGN.md: en-US first, then es, fr, de and pt-BR). */
export const languageSchema = z.enum(['en-US', 'es', 'fr', 'de', 'pt-BR'])
export type Language = z.infer<typeof languageSchema>

/**
 * What a person chose for how the app looks and behaves, kept per device and, when signed in, in the
 * account (`GET /auth/preferences`, `PUT /auth/preferences`). Every key is optional: a missing key
 * means "the app's default" (for `reducedMotion`, the device's `prefers-reduced-motion`). Unknown
 * keys are refused, so a typo never lands in the account; add a key here to store a new setting.
 */
export const preferencesSchema = z.strictObject({
  /** The UI language; missing means the device's language. */
  language: languageSchema.optional(),
  /** Numbers on the colouring screen drawn half again as large, and shown from a lower zoom. */
  largeNumbers: z.boolean().optional(),
  /** Region outlines in black at full strength, whatever the picture. */
  highContrast: z.boolean().optional(),
  /** Each palette colour also gets its own symbol, in the palette and on its regions. */
  colourBlind: z.boolean().optional(),
  /** The palette and the colouring tools on the left, where a left thumb reaches. */
  leftHanded: z.boolean().optional(),
  /** No pulses, confetti or animated zooms; missing means follow `prefers-reduced-motion`. */
  reducedMotion: z.boolean().optional(),
  /** The colouring screen has told this person once that a detailed picture's numbers show as they zoom. */
  zoomHintSeen: z.boolean().optional(),
})
export type Preferences = z.infer<typeof preferencesSchema>

/**
 * A change to the account's preferences: each key given replaces that key, `null` removes it
 * (back to the default), and keys not given stay as they are, so two screens that each own a few
 * keys (the language, the colouring settings) never undo each other.
 */
export const preferencesChangeSchema = z.strictObject({
  language: languageSchema.nullable().optional(),
  largeNumbers: z.boolean().nullable().optional(),
  highContrast: z.boolean().nullable().optional(),
  colourBlind: z.boolean().nullable().optional(),
  leftHanded: z.boolean().nullable().optional(),
  reducedMotion: z.boolean().nullable().optional(),
  zoomHintSeen: z.boolean().nullable().optional(),
})
export type PreferencesChange = z.infer<typeof preferencesChangeSchema>

export const preferencesResponseSchema = z.object({
  preferences: preferencesSchema,
  /** When the account's preferences last changed; null when they never have. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>
