const closers: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}' }

/** Where a quoted string or template that starts at `start` ends (the index after it). */
function skipQuoted(text: string, start: number): number {
  const quote = text[start]
  let i = start + 1
  while (i < text.length && text[i] !== quote) {
    if (text[i] === '\\') i += 1
    else if (quote === '`' && text.startsWith('${', i)) i = skipNested(text, i + 1) - 1
    i += 1
  }
  return i + 1
}

/** Where the bracket opened at `start` closes (the index after it). */
function skipNested(text: string, start: number): number {
  const stack = [closers[text[start] ?? ''] ?? '']
  let i = start + 1
  while (i < text.length && stack.length > 0) {
    const c = text[i] ?? ''
    if (c === "'" || c === '"' || c === '`') {
      i = skipQuoted(text, i)
      continue
    }
    if (closers[c]) stack.push(closers[c] ?? '')
    else if (c === stack[stack.length - 1]) stack.pop()
    i += 1
  }
  return i
}

/**
 * The arguments, as trimmed source text, of every call that starts with `opening` (an HttpError's
 * construction, say), not of a function declared with that name: a reader of our own source,
 * which the error-code test scans.
 */
export function callArguments(source: string, opening: string): string[][] {
  const calls: string[][] = []
  let at = source.indexOf(opening)
  while (at >= 0) {
    const open = at + opening.length - 1
    const end = skipNested(source, open) - 1
    const args: string[] = []
    let from = open + 1
    let i = from
    while (i < end) {
      const c = source[i] ?? ''
      if (c === "'" || c === '"' || c === '`') i = skipQuoted(source, i)
      else if (closers[c]) i = skipNested(source, i)
      else {
        if (c === ',') {
          args.push(source.slice(from, i).trim())
          from = i + 1
        }
        i += 1
      }
    }
    const last = source.slice(from, end).trim()
    if (last) args.push(last)
    if (!source.slice(0, at).endsWith('function ')) calls.push(args)
    at = source.indexOf(opening, end)
  }
  return calls
}
