import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { i18n } from '../i18n/i18n'

export type Strength = { readonly level: 'weak' | 'ok' | 'strong'; readonly text: string }

let checker: Promise<ZxcvbnFactory> | undefined

/** zxcvbn-ts with its common-password dictionary, loaded the first time someone types a password. */
function load(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
      }),
  )
  return checker
}

/** A hint for the sign-up form; the server has the final word (length 8 to 128, not common). */
export async function passwordStrength(
  password: string,
  hints: readonly string[],
): Promise<Strength> {
  if (password.length < 8) return { level: 'weak', text: i18n.t('passwordStrength.tooShort') }
  if (password.length > 128) return { level: 'weak', text: i18n.t('passwordStrength.tooLong') }
  const { score } = (await load()).check(password, [...hints])
  if (score <= 1) return { level: 'weak', text: i18n.t('passwordStrength.weak') }
  if (score <= 2) return { level: 'ok', text: i18n.t('passwordStrength.fair') }
  return { level: 'strong', text: i18n.t('passwordStrength.strong') }
}
