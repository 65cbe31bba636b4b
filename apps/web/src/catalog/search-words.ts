/** A begun word finds the words it starts only from this length, as on the server. */
const PREFIX_MIN_LETTERS = 3

const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** A searched word's forms: itself, and the singular of a plural ("roses" finds "Rose"). */
function formsOf(word: string): string[] {
  const forms = [word]
  if (word.length > 3 && word.endsWith('es')) forms.push(word.slice(0, -2))
  if (word.length > 3 && word.endsWith('s')) forms.push(word.slice(0, -1))
  return forms
}

const hasWhole = (words: readonly string[], forms: readonly string[]) =>
  words.some((word) => forms.includes(word))

/**
 * The items whose text holds every searched word as the server finds them: as a whole word ("car"
 * finds "Racing Car", not "Carousel"), or, when no item has the whole word, as the start of a word
 * from three letters ("carou" finds "Carousel"). The offline gallery's search.
 */
export function narrowBySearch<T>(
  items: readonly T[],
  textOf: (item: T) => string,
  search: string,
): T[] {
  const texts = items.map((item) => wordsOf(textOf(item)))
  const rules = wordsOf(search).map((searched) => {
    const forms = formsOf(searched)
    const whole = texts.some((words) => hasWhole(words, forms))
    return (words: readonly string[]) =>
      whole
        ? hasWhole(words, forms)
        : searched.length >= PREFIX_MIN_LETTERS && words.some((w) => w.startsWith(searched))
  })
  return items.filter((_, i) => rules.every((rule) => rule(texts[i] ?? [])))
}
