import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

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
  if (password.length < 8) return { level: 'weak', text: 'At least 8 characters.' }
  if (password.length > 128) return { level: 'weak', text: 'At most 128 characters.' }
  const { score } = (await load()).check(password, [...hints])
  if (score <= 1) return { level: 'weak', text: 'Too easy to guess. Try a few unrelated words.' }
  if (score <= 2) return { level: 'ok', text: 'Fair. A longer passphrase would be stronger.' }
  return { level: 'strong', text: 'Strong password.' }
}
