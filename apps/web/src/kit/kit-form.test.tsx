import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '../i18n/i18n'
import { twoSquares } from '../test/two-squares'
import { kitApi } from './kit-api'
import { KitForm } from './kit-form'
import type { KitMaker } from './make-kit'

// The worker's own code, run in the test's thread: the real kit, without a Worker.
const inThread: KitMaker = (puzzle, request, onProgress) =>
  kitApi.make(puzzle, request, {}, onProgress)

describe('KitForm', () => {
  it('makes the kit with the chosen size, paper, paints and mode, then saves it as a PDF', async () => {
    const user = userEvent.setup()
    const keep = vi.fn(async () => 'saved' as const)
    const make = vi.fn(inThread)
    render(<KitForm puzzle={twoSquares} title="Two squares" make={make} keep={keep} />)
    await user.selectOptions(screen.getByLabelText('Size'), 'custom')
    await user.clear(screen.getByLabelText('Width (cm)'))
    await user.type(screen.getByLabelText('Width (cm)'), '20')
    await user.clear(screen.getByLabelText('Height (cm)'))
    await user.type(screen.getByLabelText('Height (cm)'), '10')
    await user.selectOptions(screen.getByLabelText('Paint set'), 'acrylic-24')
    await user.selectOptions(screen.getByLabelText('Mode'), 'restrict')
    await user.click(screen.getByRole('button', { name: 'Make kit' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your kit is ready: 1 sheet of outline, 2 colours.',
    )
    expect(make).toHaveBeenCalledWith(
      twoSquares,
      { size: '20x10cm', paper: 'a4', paints: 'acrylic-24', mode: 'restrict' },
      expect.any(Function),
    )
    await user.click(screen.getByRole('button', { name: 'Save PDF' }))
    const [pdf, title, how] = keep.mock.calls[0] as unknown as [Blob, string, string]
    expect([pdf.type, title, how]).toEqual(['application/pdf', 'Two squares', 'save'])
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('keeps the ready kit when a progress report arrives after it, as the worker can send one', async () => {
    const user = userEvent.setup()
    let late: (() => void) | undefined
    const make: KitMaker = async (puzzle, request, onProgress) => {
      const made = await kitApi.make(puzzle, request, {}, () => undefined)
      late = () => onProgress(0.9)
      return made
    }
    render(<KitForm puzzle={twoSquares} title="" make={make} keep={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Make kit' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Your kit is ready')
    act(() => late?.())
    expect(screen.getByRole('status')).toHaveTextContent('Your kit is ready')
    expect(screen.getByRole('button', { name: 'Save PDF' })).toBeEnabled()
  })

  it('shows a size too small in one line and offers the size that works', async () => {
    const user = userEvent.setup()
    // Numbers 0.1 px high: on A4 (14.85 mm a px) the digits would be 1 mm tall.
    const tiny = {
      ...twoSquares,
      regions: twoSquares.regions.map((r) => ({ ...r, label: { ...r.label, size: 0.1 } })),
    }
    render(<KitForm puzzle={tiny} title="" make={inThread} keep={vi.fn()} />)
    await user.selectOptions(screen.getByLabelText('Size'), 'a4')
    await user.click(screen.getByRole('button', { name: 'Make kit' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^29.7x21 cm is too small for this picture's regions: its smallest numbers would be 1\.1 mm tall \(2 mm needed\); choose 57x40 cm or larger\.$/,
    )
    await user.click(screen.getByRole('button', { name: 'Use 57x40 cm' }))
    expect(screen.getByLabelText('Width (cm)')).toHaveValue('57')
    await user.click(screen.getByRole('button', { name: 'Make kit' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Your kit is ready')
  })

  it('names an unknown paint set in one line', async () => {
    const user = userEvent.setup()
    const make: KitMaker = (puzzle, request, onProgress) =>
      kitApi.make(puzzle, { ...request, paints: 'oils-99' }, {}, onProgress)
    render(<KitForm puzzle={twoSquares} title="" make={make} keep={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Make kit' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unknown paint set "oils-99": choose acrylic-12 or acrylic-24.',
    )
  })
})

describe('KitForm in French', () => {
  afterEach(() => changeLanguage('en-US'))

  it('says a size too small in French, with French decimals, and offers the size that works', async () => {
    await changeLanguage('fr')
    const user = userEvent.setup()
    const tiny = {
      ...twoSquares,
      regions: twoSquares.regions.map((r) => ({ ...r, label: { ...r.label, size: 0.1 } })),
    }
    render(<KitForm puzzle={tiny} title="" make={inThread} keep={vi.fn()} />)
    await user.selectOptions(screen.getByLabelText('Taille'), 'a4')
    expect(screen.getByRole('option', { name: 'A4 (21x29,7 cm)' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Créer le kit' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '29,7x21 cm, c’est trop petit pour les zones de cette image : ses plus petits numéros mesureraient 1,1 mm de haut (il en faut 2) ; choisis 57x40 cm ou plus.',
    )
    await user.click(screen.getByRole('button', { name: 'Utiliser 57x40 cm' }))
    expect(screen.getByLabelText('Largeur (cm)')).toHaveValue('57')
    await user.click(screen.getByRole('button', { name: 'Créer le kit' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ton kit est prêt : 6 feuilles de contour, 2 couleurs.',
    )
  })
})
