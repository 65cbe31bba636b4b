import { paintSets } from '@huey/kit'
import type { TFunction } from 'i18next'

const paintSetKeys: Readonly<
  Record<string, 'kit.paintSets.acrylic-12' | 'kit.paintSets.acrylic-24'>
> = { 'acrylic-12': 'kit.paintSets.acrylic-12', 'acrylic-24': 'kit.paintSets.acrylic-24' }

/** A paint set's name in the reader's language, for the form and for the kit's PDF. */
export function paintSetName(id: string, t: TFunction): string {
  const key = paintSetKeys[id]
  return key ? t(key) : (paintSets[id]?.name ?? id)
}
