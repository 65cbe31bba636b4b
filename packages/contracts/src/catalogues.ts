/**
 * What the web app's and the server's language catalogues share: nested groups of strings,
 * i18next's `{{name}}` for values and `<tag>` for markup, en-US the reference every other
 * language must match key for key (the catalogue tests of both read this).
 */
export interface Catalogue {
  readonly [key: string]: string | Catalogue
}

/** Every string of a catalogue by its dotted key. */
export function catalogueEntries(messages: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of catalogueEntries(value, path)) out.set(k, v)
  }
  return out
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort()
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort()

/**
 * The keys `language` must have: the reference's keys, with each plural key (`x_one`, `x_other`)
 * asked in every plural form the language has (French and Spanish also have `_many`).
 */
export function expectedCatalogueKeys(reference: Catalogue, language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  const keys = new Set<string>()
  for (const key of catalogueEntries(reference).keys()) {
    if (!pluralSuffix.test(key)) keys.add(key)
    else for (const c of categories) keys.add(key.replace(pluralSuffix, `_${c}`))
  }
  return [...keys].sort()
}

/**
 * What is wrong with a language's catalogue against the reference, one line each: a key missing
 * or extra, an empty message, values or tags unlike the reference's. None means it is complete.
 */
export function catalogueProblems(
  reference: Catalogue,
  catalogue: Catalogue,
  language: string,
): string[] {
  const entries = catalogueEntries(catalogue)
  const expected = expectedCatalogueKeys(reference, language)
  const english = catalogueEntries(reference)
  const problems = [
    ...expected.filter((k) => !entries.has(k)).map((k) => `${language} lacks ${k}`),
    ...[...entries.keys()]
      .filter((k) => !expected.includes(k))
      .map((k) => `${language} has extra ${k}`),
  ]
  for (const [key, text] of entries) {
    const source = english.get(key) ?? english.get(key.replace(pluralSuffix, '_other')) ?? ''
    if (!text.trim()) problems.push(`${language} ${key} is empty`)
    if (placeholders(text).join() !== placeholders(source).join())
      problems.push(
        `${language} ${key} has values ${placeholders(text)}, not ${placeholders(source)}`,
      )
    if (tags(text).join() !== tags(source).join())
      problems.push(`${language} ${key} has tags ${tags(text)}, not ${tags(source)}`)
  }
  return problems
}
