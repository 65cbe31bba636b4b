import { createContext, type ReactNode, useContext } from 'react'
import { changeLanguage } from './i18n'
import type { Language } from './languages'

/** What choosing a language does: the app keeps it (on the device, and in the account). */
export type ChooseLanguage = (language: Language) => Promise<void>

// Without a provider (a page rendered alone) the choice switches the language and keeps nothing.
const LanguageChoiceContext = createContext<ChooseLanguage>(changeLanguage)

export function LanguageChoiceProvider(props: {
  readonly choose: ChooseLanguage
  readonly children: ReactNode
}) {
  return (
    <LanguageChoiceContext.Provider value={props.choose}>
      {props.children}
    </LanguageChoiceContext.Provider>
  )
}

export function useChooseLanguage(): ChooseLanguage {
  return useContext(LanguageChoiceContext)
}
