import {
  MANAGE_SUBSCRIPTION_URLS,
  type Plan,
  PREMIUM_BENEFITS,
  purchaseMessages,
  type WebStore,
} from '@huey/contracts'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { fakePurchasePlugin } from '../../__mocks__/cordova-plugin-purchase'
import { changeLanguage, currentLanguage } from '../i18n/i18n'
import { Paywall } from './paywall'
import { PaywallHost } from './paywall-host'
import { type AccountProfile, type PremiumAccount, Purchases } from './purchases'
import { PurchasesProvider } from './purchases-provider'

const plans: Plan[] = [
  { productId: 'huey.premium.monthly', period: 'month', amount: 499, currency: 'USD' },
  { productId: 'huey.premium.yearly', period: 'year', amount: 3999, currency: 'USD' },
]

function fakeAccount(initial: AccountProfile, loggedIn: boolean) {
  let current = initial
  const listeners = new Set<() => void>()
  const become = (next: AccountProfile) => {
    current = next
    for (const listener of listeners) listener()
  }
  const account: PremiumAccount = {
    profile: () => current,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isLoggedIn: () => loggedIn,
    token: () => (loggedIn ? 'tok' : null),
    upgrade: vi.fn(async () => become({ ...current, premium: true })),
    refresh: vi.fn(async () => current),
  }
  return { account, become }
}

function setup(
  options: {
    store?: WebStore | 'google'
    profile?: AccountProfile
    loggedIn?: boolean
    url?: string
    locale?: () => string
  } = {},
) {
  const { account, become } = fakeAccount(
    options.profile ?? { premium: false, parentConsent: 'not-required' },
    options.loggedIn ?? true,
  )
  const plugin = fakePurchasePlugin()
  const toast = vi.fn()
  const createPortal = vi.fn(async () => 'https://billing.stripe.com/p/session/1')
  const go = vi.fn()
  const createCheckout = vi.fn(async () => 'https://checkout.stripe.com/c/pay/1')
  const purchases = new Purchases({
    account,
    api: {
      fetchPlans: async () => ({
        store: options.store === 'google' ? 'none' : (options.store ?? 'sandbox'),
        plans,
      }),
      createCheckout,
      createPortal,
    },
    nativeStore: async () => (options.store === 'google' ? { plugin, kind: 'google' } : null),
    validatorUrl: '/purchases/validate',
    toast,
    go,
    sleep: async () => undefined,
    locale: options.locale,
  })
  const onSignIn = vi.fn()
  const seen = { location: '' }
  render(
    <MemoryRouter
      initialEntries={[options.url ?? '/home']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <PurchasesProvider purchases={purchases} account={account}>
        {options.url ? <PaywallHost /> : <Paywall onSignIn={onSignIn} onClose={() => {}} />}
        <LocationProbe seen={seen} />
      </PurchasesProvider>
    </MemoryRouter>,
  )
  return {
    purchases,
    account,
    become,
    toast,
    onSignIn,
    go,
    createPortal,
    createCheckout,
    plugin,
    location: () => seen.location,
  }
}

/** Ionic buttons have no role in jsdom (no shadow DOM): found by their text. */
function LocationProbe({ seen }: { readonly seen: { location: string } }) {
  const { pathname, search } = useLocation()
  seen.location = pathname + search
  return null
}

const subscribeButtons = () =>
  screen.queryAllByText(/^Subscribe (monthly|yearly)$/, { selector: 'ion-button' })
const button = (name: string) => screen.findByText(name, { selector: 'ion-button' })

describe('Paywall', () => {
  it('says exactly what premium gives', async () => {
    setup()
    const list = await screen.findByRole('list', { name: 'What premium gives' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...PREMIUM_BENEFITS])
  })

  it('shows the web prices in US dollars per month and per year, each with Subscribe', async () => {
    setup({ store: 'sandbox' })
    const plansList = await screen.findByRole('list', { name: 'Plans' })
    expect(
      within(plansList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['$4.99 per monthSubscribe monthly', '$39.99 per yearSubscribe yearly'])
  })

  it('speaks Brazilian Portuguese, the prices in its own way of writing dollars', async () => {
    await changeLanguage('pt-BR')
    try {
      setup({ store: 'sandbox', locale: currentLanguage })
      const plansList = await screen.findByRole('list', { name: 'Planos' })
      expect(
        within(plansList)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['US$\u00a04,99 por mêsAssinar por mês', 'US$\u00a039,99 por anoAssinar por ano'])
      expect(screen.getByRole('heading', { name: 'Pinte tudo com o Premium' })).toBeInTheDocument()
    } finally {
      await changeLanguage('en-US')
    }
  })

  it('subscribes to the chosen plan', async () => {
    const { account } = setup({ store: 'sandbox' })
    const yearly = await button('Subscribe yearly')
    expect(subscribeButtons()).toHaveLength(2)
    await userEvent.click(yearly)
    await vi.waitFor(() => expect(account.upgrade).toHaveBeenCalledOnce())
  })

  it('shows the store prices and a link to manage the subscription on a phone', async () => {
    setup({ store: 'google' })
    expect(await screen.findByText('4,99 €')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      MANAGE_SUBSCRIPTION_URLS.google,
    )
  })

  it('asks an anonymous user to sign in instead of selling', async () => {
    const { onSignIn } = setup({ loggedIn: false, profile: {} })
    await screen.findByText('$4.99')
    expect(subscribeButtons()).toEqual([])
    expect(screen.queryByText('Restore purchases')).toBeNull()
    await userEvent.click(await button(purchaseMessages.signInToSubscribe))
    expect(onSignIn).toHaveBeenCalledOnce()
  })

  it.each(['pending', 'declined'] as const)(
    'tells a child whose parent consent is %s to ask a parent, with no buy button',
    async (parentConsent) => {
      setup({ profile: { premium: false, parentConsent } })
      await screen.findByText('$4.99')
      expect(screen.getByRole('heading', { name: purchaseMessages.askParent })).toBeInTheDocument()
      expect(screen.getByText(purchaseMessages.askParentExplained)).toBeInTheDocument()
      expect(subscribeButtons()).toEqual([])
    },
  )

  it('explains that the web store sells nothing when there is none', async () => {
    setup({ store: 'none' })
    await screen.findByText(/Premium is not sold on this website yet/)
    expect(subscribeButtons()).toEqual([])
    expect(screen.queryByText('$4.99')).toBeNull()
  })

  it('restores purchases', async () => {
    const { account, toast } = setup({ store: 'sandbox' })
    await userEvent.click(await button('Restore purchases'))
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(purchaseMessages.restoreNothing))
    expect(account.refresh).toHaveBeenCalledOnce()
  })

  it("opens Stripe's billing portal to manage a web subscription", async () => {
    const { go } = setup({ store: 'stripe' })
    await userEvent.click(await button('Manage subscription'))
    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledWith('https://billing.stripe.com/p/session/1'),
    )
  })
})

describe('PaywallHost', () => {
  it('opens the picture that opened the paywall once the profile turns premium', async () => {
    const { become, location } = setup({ url: '/home?paywall=img-7' })
    expect(location()).toBe('/home?paywall=img-7')
    act(() => become({ premium: true, parentConsent: 'not-required' }))
    await vi.waitFor(() => expect(location()).toBe('/home?paint=img-7'))
  })

  it('just closes when it was opened without a picture', async () => {
    const { become, location } = setup({ url: '/profile?paywall=' })
    act(() => become({ premium: true, parentConsent: 'not-required' }))
    await vi.waitFor(() => expect(location()).toBe('/profile'))
  })

  it('sends Stripe Checkout back to the picture that opened it', async () => {
    const { createCheckout, go } = setup({ url: '/home?paywall=img-7', store: 'stripe' })
    await userEvent.click(await button('Subscribe monthly'))
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/1'))
    expect(createCheckout).toHaveBeenCalledWith('huey.premium.monthly', 'img-7')
  })

  it('stays open when an earlier closing is reported late, and closes when the person closes it', async () => {
    const { location } = setup({ url: '/home?paywall=img-7' })
    await button('Subscribe monthly')
    const reportDismissed = (role?: string) =>
      act(() => {
        document
          .querySelector('ion-modal.paywall-modal')
          ?.dispatchEvent(new CustomEvent('didDismiss', { detail: { role } }))
      })
    reportDismissed()
    expect(location()).toBe('/home?paywall=img-7')
    reportDismissed('backdrop')
    expect(location()).toBe('/home')
  })

  it('stays open for a subscriber who opened it to manage their subscription', async () => {
    const { become, location } = setup({
      url: '/profile?paywall=',
      profile: { premium: true, parentConsent: 'not-required' },
    })
    act(() =>
      become({ premium: true, parentConsent: 'not-required', userId: 'x' } as AccountProfile),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(location()).toBe('/profile?paywall=')
  })
})

describe('PurchasesProvider', () => {
  it('back from Stripe Checkout, runs the upgrade and clears the address', async () => {
    const { account, location } = setup({ url: '/profile?checkout=success', store: 'stripe' })
    await vi.waitFor(() => expect(account.upgrade).toHaveBeenCalledOnce())
    expect(account.refresh).toHaveBeenCalled()
    expect(location()).toBe('/profile')
  })

  it('says so when the checkout was cancelled', async () => {
    const { account, toast, location } = setup({
      url: '/profile?checkout=cancelled',
      store: 'stripe',
    })
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(purchaseMessages.cancelled))
    expect(account.upgrade).not.toHaveBeenCalled()
    expect(location()).toBe('/profile')
  })
})
