import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useSearchUpdate } from '../lib/use-search-update'
import type { AccountProfile, PremiumAccount, Purchases, PurchasesState } from './purchases'

interface PurchasesContextValue {
  readonly purchases: Purchases
  readonly account: PremiumAccount
}

const PurchasesContext = createContext<PurchasesContextValue | null>(null)

/**
 * Gives the app its purchases and the account they upgrade, connects the store at start-up (so a
 * purchase approved while the app was closed is validated and finished), and finishes a return
 * from Stripe Checkout (`?checkout=success` or `?checkout=cancel`). Must sit inside the router.
 */
export function PurchasesProvider({
  purchases,
  account,
  children,
}: {
  readonly purchases: Purchases
  readonly account: PremiumAccount
  readonly children: ReactNode
}) {
  useEffect(() => {
    void purchases.start()
  }, [purchases])
  return (
    <PurchasesContext.Provider value={{ purchases, account }}>
      <CheckoutReturn purchases={purchases} />
      {children}
    </PurchasesContext.Provider>
  )
}

function CheckoutReturn({ purchases }: { readonly purchases: Purchases }) {
  const [params] = useSearchParams()
  const updateSearch = useSearchUpdate()
  const checkout = params.get('checkout')
  useEffect(() => {
    if (checkout === null) return
    updateSearch((next) => next.delete('checkout'))
    if (checkout === 'success') void purchases.completeCheckout()
    else purchases.checkoutCancelled()
  }, [checkout, updateSearch, purchases])
  return null
}

export interface UsePurchases {
  readonly purchases: Purchases
  readonly state: PurchasesState
  readonly profile: AccountProfile
  readonly loggedIn: boolean
}

/** The purchases, their state and the account's profile; throws outside `PurchasesProvider`. */
export function usePurchases(): UsePurchases {
  const context = useContext(PurchasesContext)
  if (!context) throw new Error('usePurchases() needs a <PurchasesProvider> above it.')
  const { purchases, account } = context
  const state = useSyncExternalStore(purchases.subscribe, purchases.get)
  const profile = useSyncExternalStore(account.subscribe, account.profile)
  return { purchases, state, profile, loggedIn: account.isLoggedIn() }
}
