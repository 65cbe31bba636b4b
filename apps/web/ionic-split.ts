import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { helperMade, withoutHelped } from './ionic-split-helped'

const SHIM = '\0ionic-react-split'
const WRAP = '\0ionic-react-wrap:'

/**
 * Lets each page chunk carry only the Ionic components it shows. @ionic/react is one module that
 * defines a React wrapper for every component at once, so every component the app uses anywhere
 * (select, input, searchbar, refresher...) sat in the start-up chunk of every page. This plugin
 * serves the app's `@ionic/react` as that module plus one small module per wrapper made by
 * Stencil's `createComponent` (copied from @ionic/react's own source, so props and events are
 * exactly Ionic's); the bundler then places each wrapper, and its component, with the pages that
 * use it. The wrappers @ionic/react writes with helpers of its own (routing ones such as IonButton
 * and IonItem, inline overlays such as IonModal and IonToast) get a module each too, the helpers
 * exported for them, so a page's IonItem no longer brings ion-item into every page's start-up.
 * Build only: tests and the dev server use @ionic/react as it is.
 */
export function ionicSplit(): Plugin {
  const real = createRequire(import.meta.url).resolve('@ionic/react')
  const source = readFileSync(real, 'utf8')
  const blocks = new Map<string, string>()
  const block = /^const (Ion\w+) = \/\*@__PURE__\*\/ createComponent\(\{$[\s\S]*?^\}\);$/gm
  for (const match of source.matchAll(block)) if (match[1]) blocks.set(match[1], match[0])
  const imports = new Map<string, string>()
  const importLine =
    /^import \{ (Ion\w+) as \1\$1, defineCustomElement as (defineCustomElement\$\w+) \} from '([^']+)';$/gm
  for (const match of source.matchAll(importLine)) {
    const [line, name] = match
    if (name) imports.set(name, line)
  }
  const split = [...blocks.keys()].filter((name) => imports.has(name))
  if (split.length < 50) {
    throw new Error(
      `ionic-split found only ${split.length} wrappers in ${real}: update the plugin.`,
    )
  }

  const helped = helperMade(source)

  return {
    name: 'huey:ionic-split',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === '@ionic/react' && importer !== SHIM) return SHIM
      if (id.startsWith(WRAP)) return id
      return null
    },
    load(id) {
      if (id === SHIM) {
        const own = [...split, ...helped.keys()].map(
          (name) => `export { ${name} } from '${WRAP}${name}'`,
        )
        const code = [`export * from ${JSON.stringify(real)}`, ...own].join('\n')
        // Neither module does anything unless a wrapper is used: the bundler may then leave
        // each wrapper out of the chunks that do not use it.
        return { code, moduleSideEffects: false }
      }
      if (!id.startsWith(WRAP)) return null
      const name = id.slice(WRAP.length)
      const made = helped.get(name)
      if (made) return { code: made.module(real), moduleSideEffects: false }
      const code = [
        "import React from 'react'",
        "import { createComponent } from '@stencil/react-output-target/runtime'",
        imports.get(name),
        `export ${blocks.get(name)}`,
      ].join('\n')
      return { code, moduleSideEffects: false }
    },
    transform(code, id) {
      if (id !== real) return null
      return { code: withoutHelped(code, helped), map: null }
    },
  }
}
