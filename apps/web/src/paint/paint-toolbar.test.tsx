import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '../i18n/i18n'
import { twoSquares } from '../test/two-squares'
import { PaintSession } from './paint-session'
import { PaintToolbar } from './paint-toolbar'
import { PaintTools } from './paint-tools'

function renderHeaderAndTools(session: PaintSession) {
  const none = () => undefined
  return render(
    <>
      <PaintToolbar
        title=""
        progress={session.progress}
        canHint
        onHint={none}
        onClose={none}
        onSettings={none}
        onPrintKit={none}
      />
      <PaintTools session={session} onFind={none} />
    </>,
  )
}

describe('the colouring screen in the reader’s language', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en-US'))
  })

  it('names its buttons and says its progress in English', () => {
    const session = new PaintSession(twoSquares)
    renderHeaderAndTools(session)
    for (const name of ['Close', 'Print kit', 'Hint: show a region to colour']) {
      expect(screen.getByLabelText(name, { selector: 'ion-button' })).toBeInTheDocument()
    }
    expect(screen.getByText('Colour by number')).toBeInTheDocument()
    expect(screen.getByTestId('paint-progress')).toHaveTextContent('0% painted')
  })

  it('speaks German once the language is German, the percentage written the German way', async () => {
    const session = new PaintSession(twoSquares)
    await act(() => changeLanguage('de'))
    renderHeaderAndTools(session)
    for (const name of ['Schließen', 'Set drucken', 'Tipp: eine Fläche zum Ausmalen zeigen']) {
      expect(screen.getByLabelText(name, { selector: 'ion-button' })).toBeInTheDocument()
    }
    expect(screen.getByText('Malen nach Zahlen')).toBeInTheDocument()
    act(() => {
      session.fill(1)
    })
    // 1 of 2 regions: German puts a (narrow) space before the percent sign.
    expect(screen.getByTestId('paint-progress').textContent).toMatch(/^50\s%\sausgemalt$/u)
  })
})
