/** A wrapper @ionic/react makes with one of its own helpers, moved to a module of its own. */
export interface HelpedWrapper {
  /** Its declaration in @ionic/react's module, removed from there. */
  readonly declaration: string
  /** Its module: the helper from @ionic/react's (transformed) module, its component from @ionic/core. */
  readonly module: (real: string) => string
}

const helpers = ['createRoutingComponent', 'createInlineOverlayComponent', 'useController'] as const

const declarationLine =
  /^const (Ion\w+) = \/\*@__PURE__\*\/ (createRoutingComponent|createInlineOverlayComponent)\(.*\);$/gm

/** The line that imports `local` (`import { Name as local } from '...'`), as `Name` and its path. */
function importOf(source: string, local: string): { name: string; from: string } {
  const escaped = local.replace(/\$/g, '\\$')
  const line = new RegExp(`^import \\{ (\\w+) as ${escaped} \\} from '([^']+)';$`, 'm').exec(source)
  if (!line?.[1] || !line[2]) throw new Error(`ionic-split: no import of ${local} in @ionic/react.`)
  return { name: line[1], from: line[2] }
}

/** The imports of the components a declaration names by their renamed import (`IonButton$1`). */
const componentImports = (source: string, declaration: string) =>
  [...new Set(declaration.match(/\b\w+\$\w+\b/g))].map((local) => {
    const { name, from } = importOf(source, local)
    return `import { ${name} as ${local} } from '${from}'`
  })

/**
 * The hooks that present an overlay through its controller (useIonAlert...): each names its
 * component, so it goes with the pages that call it too.
 */
const controllerHook =
  /^function (useIon\w+)\(\) \{\n {4}const controller = useController\('\w+', (\w+), [\s\S]*?^\}$/gm

/** Every wrapper of @ionic/react made by a helper (IonButton, IonItem, IonModal, useIonAlert...). */
export function helperMade(source: string): ReadonlyMap<string, HelpedWrapper> {
  const found = new Map<string, HelpedWrapper>()
  for (const [declaration, name, helper] of source.matchAll(declarationLine)) {
    if (!name || !helper) continue
    found.set(name, {
      declaration,
      module: (real) =>
        [
          `import { ${helper} } from ${JSON.stringify(real)}`,
          ...componentImports(source, declaration),
          `export ${declaration}`,
        ].join('\n'),
    })
  }
  for (const [declaration, name, controller] of source.matchAll(controllerHook)) {
    if (!name || !controller) continue
    found.set(name, {
      declaration,
      module: (real) =>
        [
          "import { useCallback } from 'react'",
          `import { ${controller} } from '@ionic/core/components'`,
          `import { useController } from ${JSON.stringify(real)}`,
          ...componentImports(source, declaration),
          `export ${declaration}`,
        ].join('\n'),
    })
  }
  if (found.size < 15) {
    throw new Error(`ionic-split found only ${found.size} helper-made wrappers: update the plugin.`)
  }
  return found
}

/**
 * @ionic/react's module without the moved wrappers, exporting the helpers they need instead.
 * Its other wrappers made at the top level are marked pure (as its createComponent ones are), so
 * those no page uses (IonNav...) are left out with their components.
 */
export function withoutHelped(code: string, helped: ReadonlyMap<string, HelpedWrapper>): string {
  let out = code
  for (const [name, { declaration }] of helped) {
    const exported = new RegExp(`(export \\{[^}]*?)\\b${name}, `)
    if (!out.includes(declaration) || !exported.test(out)) {
      throw new Error(
        `ionic-split: @ionic/react no longer declares and exports ${name} as expected.`,
      )
    }
    // Its lines kept, empty: the module's source map still holds.
    out = out.replace(declaration, declaration.replace(/[^\n]/g, '')).replace(exported, '$1')
  }
  out = out.replace(
    /^const (\w+) = (createForwardRef|createReactComponent)\(/gm,
    'const $1 = /*@__PURE__*/ $2(',
  )
  return `${out}\nexport { ${helpers.join(', ')} };\n`
}
