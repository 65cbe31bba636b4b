import { signUpSuccessMessage } from '@huey/contracts'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '../../i18n/i18n'
import { onToast, type Toast } from '../../lib/toasts'
import { SignUpPage } from './sign-up-page'

vi.mock('@capgo/capacitor-social-login')
vi.mock('../../components/form-field', () => import('../../test/plain-form-field'))

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

let toasts: Toast[]
let stopToasts: () => void
beforeEach(() => {
  localStorage.clear()
  toasts = []
  stopToasts = onToast((toast) => toasts.push(toast))
})
afterEach(() => {
  stopToasts()
  server.resetHandlers()
})

const yearsAgo = (years: number) => {
  const d = new Date()
  d.setFullYear(d.getFullYear() - years)
  return d.toISOString().slice(0, 10)
}

/** The server's side of a sign-up: what it was sent, and this answer. */
function serveSignUp(answer: () => Response) {
  const sent: unknown[] = []
  server.use(
    http.post('*/auth/signup', async ({ request }) => {
      sent.push(await request.json())
      return answer()
    }),
  )
  return sent
}

function renderPage() {
  render(
    <MemoryRouter
      initialEntries={['/sign-up']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <Routes>
        <Route path="/sign-up" element={<SignUpPage />} />
        <Route path="/sign-in" element={<p>The sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
// Ionic's button is a web component too: the form is sent as "Create account" would send it.
const submit = () => {
  const form = screen.getByLabelText('E-mail').closest('form')
  if (form) fireEvent.submit(form)
}

/** The first question, alone: the birthdate, then "Continue" to the rest of the form. */
async function giveAge(birthdate: string, label = 'Birthdate') {
  type(label, birthdate)
  const form = screen.getByLabelText(label).closest('form')
  if (form) fireEvent.submit(form)
  await screen.findByLabelText(label === 'Birthdate' ? 'E-mail' : 'E-Mail')
}

async function fillAccount(birthdate: string) {
  await giveAge(birthdate)
  type('E-mail', ' ada@example.com ')
  type('Password', 'long enough words')
  type('Name', ' Ada ')
}

describe('SignUpPage', () => {
  it('signs an adult up without a parent, says so, and goes on to sign in', async () => {
    const sent = serveSignUp(() => HttpResponse.json({ message: 'ok' }, { status: 201 }))
    renderPage()
    await fillAccount(yearsAgo(30))
    const parent = screen.getByLabelText("Parent's e-mail (optional)")
    expect(parent).not.toBeRequired()
    submit()
    // The first test also loads the password checker's dictionary: on a busy machine that takes
    // longer than findBy's one second.
    expect(await screen.findByText('The sign-in page', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(sent).toEqual([
      {
        email: 'ada@example.com',
        password: 'long enough words',
        name: 'Ada',
        birthdate: yearsAgo(30),
      },
    ])
    expect(toasts.map((t) => t.message)).toEqual([signUpSuccessMessage])
  })

  it("asks a child under 13 for a parent's e-mail once, required and explained, and sends it", async () => {
    const sent = serveSignUp(() => HttpResponse.json({ message: 'ok' }, { status: 201 }))
    renderPage()
    await fillAccount(yearsAgo(9))
    expect(screen.getByText('You are under 13.')).toBeInTheDocument()
    expect(screen.queryByLabelText("Parent's e-mail (optional)")).toBeNull()
    const parent = screen.getByLabelText("Parent's e-mail")
    expect(parent).toBeRequired()
    type("Parent's e-mail", ' mum@example.com ')
    submit()
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ birthdate: yearsAgo(9), parentEmail: 'mum@example.com' })
  })

  it("stays on the form with the server's message when the account cannot be made", async () => {
    const error = 'An account with this e-mail already exists.'
    serveSignUp(() => HttpResponse.json({ error }, { status: 409 }))
    renderPage()
    await fillAccount(yearsAgo(30))
    submit()
    await waitFor(() => expect(toasts.map((t) => t.message)).toEqual([error]))
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument()
    expect(screen.queryByText('The sign-in page')).toBeNull()
  })

  it('asks the birthdate alone, and nothing on the page tells which answers change the form', async () => {
    renderPage()
    expect(screen.getByText('When were you born?')).toBeInTheDocument()
    expect(screen.queryByLabelText('E-mail')).toBeNull()
    const before = document.body.textContent
    type('Birthdate', yearsAgo(9))
    expect(document.body.textContent).toBe(before)
    type('Birthdate', yearsAgo(30))
    expect(document.body.textContent).toBe(before)
  })

  it("keeps a child's birthdate: coming back starts after it, with no field to change it", async () => {
    renderPage()
    await giveAge(yearsAgo(9))
    cleanup()
    renderPage()
    expect(screen.queryByLabelText('Birthdate')).toBeNull()
    expect(screen.getByTestId('given-birthdate')).toBeInTheDocument()
    expect(screen.getByText('You are under 13.')).toBeInTheDocument()
  })
})

describe('SignUpPage in German', () => {
  afterEach(() => changeLanguage('en-US'))

  it('speaks German: the form, the under-13 box and the success toast', async () => {
    await changeLanguage('de')
    const sent = serveSignUp(() => HttpResponse.json({ message: 'ok' }, { status: 201 }))
    renderPage()
    expect(screen.getByRole('heading', { name: 'Registrieren' })).toBeInTheDocument()
    expect(screen.getByText('Deine Bilder sicher und auf allen Geräten.')).toBeInTheDocument()
    expect(screen.getByText('Wann bist du geboren?')).toBeInTheDocument()
    await giveAge(yearsAgo(9), 'Geburtsdatum')
    type('E-Mail', 'ada@example.com')
    type('Passwort', 'lange genug Wörter')
    type('Name', 'Ada')
    expect(screen.getByText('Du bist unter 13.')).toBeInTheDocument()
    type('E-Mail eines Elternteils', 'mama@example.com')
    expect(screen.getByText('Du hast schon ein Konto?')).toBeInTheDocument()
    fireEvent.submit(screen.getByLabelText('E-Mail').closest('form') as HTMLFormElement)
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(toasts.map((t) => t.message)).toEqual(['Konto erstellt. Bitte melde dich an.'])
  })
})
