import { formattersFor } from '../i18n/format'
import { currentLanguage, i18n } from '../i18n/i18n'
import type { KitResult } from './kit-api'

/**
 * Why the kit engine refused, in the reader's language: a size too small with its numbers (in the
 * locale's own digits), a custom size it cannot read as what to type; the engine's English line
 * for the refusals the form's menus cannot cause.
 */
export function kitMessage(refusal: Extract<KitResult, { ok: false }>): string {
  const { number } = formattersFor(currentLanguage())
  const v = refusal.values
  if (refusal.code === 'size-too-small' && v.numberMm !== undefined) {
    return i18n.t('kit.tooSmall', {
      width: number(v.width ?? 0),
      height: number(v.height ?? 0),
      numberMm: number(v.numberMm, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      neededMm: number(v.neededMm ?? 0),
      suggestedWidth: number(v.suggestedWidth ?? 0),
      suggestedHeight: number(v.suggestedHeight ?? 0),
    })
  }
  if (refusal.code === 'invalid-size') return i18n.t('kit.invalidSize')
  return refusal.message
}
