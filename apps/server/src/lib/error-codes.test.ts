import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import * as contracts from '@huey/contracts'
import { errorCodes } from '@huey/contracts'
import { describe, expect, it } from 'vitest'
import { callArguments } from './call-arguments'

const src = join(import.meta.dirname, '..')

// Messages that reach `new HttpError` through a variable, each with where its words come from.
const throughVariables: Readonly<Record<string, string>> = {
  'auth/sign-up.ts problem': 'birthdateProblem: answerMessages.birthdate*',
  'auth/age-verification.ts problem': 'birthdateProblem: answerMessages.birthdate*',
  'auth/required-fields.ts message':
    'requireFields(fields, message): checked below as requireFields( calls',
  'processing/decode.ts message': 'refuse(status, message): checked below as refuse( calls',
  'processing/service.ts outcome.refused.message': 'an HttpError caught on the worker, its message',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

const shape = (message: string) => message.replace(/\{\{\w+\}\}/g, '{{}}')
const catalogued = new Set(Object.values(errorCodes).map(shape))
const messageSets = contracts as unknown as Record<string, Record<string, unknown> | undefined>

/** The messages an argument can be, `{{}}` for each value put in; undefined when not literal. */
function messagesOf(text: string): string[] | undefined {
  const choice = /^[\w.!]+ \? ([\w.]+) : ([\w.]+)$/s.exec(text)
  if (choice) return [choice[1], choice[2]].flatMap((part) => messagesOf(part ?? '') ?? [])
  if (/^errorCodes\[[\w.]+\]$/.test(text)) return [] // a code's own words
  const filled = /^fillMessage\(([\w.]+),/s.exec(text)
  if (filled) return messagesOf(filled[1] ?? '')
  const named = /^(\w+Messages)\.(\w+)$/.exec(text)
  if (named) {
    const message = messageSets[named[1] ?? '']?.[named[2] ?? '']
    return typeof message === 'string' ? [shape(message)] : ['(not in contracts) ' + text]
  }
  if (/^'[^']*'$/.test(text)) return [text.slice(1, -1)]
  if (/^`[^`]*`$/s.test(text)) return [text.slice(1, -1).replace(/\$\{[^}]*\}/g, '{{}}')]
  return undefined
}

/** What in one file is thrown with a message that has no code (a variable not named above, too). */
function uncatalogued(file: string, text: string): string[] {
  const calls = ['new HttpError(', 'refuse(', 'requireFields('].flatMap((opening) =>
    callArguments(text, opening),
  )
  return calls.flatMap((args) => {
    const argument = args[1] ?? ''
    const messages = messagesOf(argument)
    if (!messages) {
      if (`${file} ${argument}` in throughVariables) return []
      return [`${file}: ${argument} (a variable: name where it comes from in throughVariables)`]
    }
    return messages.filter((m) => !catalogued.has(m)).map((m) => `${file}: ${m}`)
  })
}

describe('every error the server throws has a code in errorCodes (packages/contracts)', () => {
  const files = sourceFiles(src).map((path) => ({
    file: relative(src, path),
    text: readFileSync(path, 'utf8'),
  }))

  it('reads the throws across lines, literal, templated, filled or chosen', () => {
    const text = `throw new HttpError(\n  409,\n  \`At most \${n.toLocaleString('en')} kept.\`,\n)
      new HttpError(400, 'No such thing.', {}, cause)
      new HttpError(403, a ? serverMessages.notFound : answerMessages.nameRequired)
      new HttpError(401, fillMessage(answerMessages.socialNotVerified, { provider }))
      new HttpError(400, someVariable)`
    expect(uncatalogued('x.ts', text)).toEqual([
      'x.ts: At most {{}} kept.',
      'x.ts: No such thing.',
      'x.ts: someVariable (a variable: name where it comes from in throughVariables)',
    ])
  })

  it('finds every throw of the server', () => {
    const count = files.reduce((n, { text }) => n + callArguments(text, 'new HttpError(').length, 0)
    expect(count).toBeGreaterThan(80)
  })

  it('has each thrown message in errorCodes, or knows where a variable one comes from', () => {
    expect(files.flatMap(({ file, text }) => uncatalogued(file, text))).toEqual([])
  })
})
