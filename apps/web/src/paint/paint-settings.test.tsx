import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PaintSettings } from './paint-settings'

function setup(value = {}, deviceReducesMotion = false) {
  const props = { value, deviceReducesMotion, onChange: vi.fn(), onClose: vi.fn() }
  render(<PaintSettings {...props} />)
  return props
}

describe('PaintSettings', () => {
  it('is a named dialog with a switch per setting, the first one focused', () => {
    setup({ largeNumbers: true })
    expect(screen.getByRole('dialog', { name: 'Colouring settings' })).toBeInTheDocument()
    const large = screen.getByRole('switch', { name: /Large numbers/ })
    expect(large).toBeChecked()
    expect(large).toHaveFocus()
    for (const name of [/High-contrast/, /Colour-blind/, /Left-handed/, /Reduced motion/]) {
      expect(screen.getByRole('switch', { name })).not.toBeChecked()
    }
  })

  it('changes one setting at a time', async () => {
    const { onChange } = setup()
    await userEvent.click(screen.getByRole('switch', { name: /Colour-blind/ }))
    expect(onChange).toHaveBeenCalledWith({ colourBlind: true })
    await userEvent.click(screen.getByRole('switch', { name: /Left-handed/ }))
    expect(onChange).toHaveBeenLastCalledWith({ leftHanded: true })
  })

  it("shows the device's reduced motion until the person chooses", () => {
    setup({}, true)
    expect(screen.getByRole('switch', { name: /Reduced motion/ })).toBeChecked()
  })

  it('closes with Done and with Escape', async () => {
    const { onClose } = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('keeps Tab and Shift+Tab inside the settings, going round from the last to the first', async () => {
    render(
      <>
        <button type="button">Behind</button>
        <PaintSettings
          value={{}}
          deviceReducesMotion={false}
          onChange={vi.fn()}
          onClose={vi.fn()}
        />
      </>,
    )
    const first = screen.getByRole('switch', { name: /Large numbers/ })
    const done = screen.getByRole('button', { name: 'Done' })
    expect(first).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(done).toHaveFocus()
    await userEvent.tab()
    expect(first).toHaveFocus()
    for (let i = 0; i < 6; i++) await userEvent.tab()
    expect(first).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Behind' })).not.toHaveFocus()
  })
})
