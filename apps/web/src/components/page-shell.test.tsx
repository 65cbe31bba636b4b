import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PageShell } from './page-shell'

describe('PageShell', () => {
  it('shows the page’s title once, its own heading, and names the browser tab after it', () => {
    render(
      <PageShell title="My works">
        <h1>My works</h1>
      </PageShell>,
    )
    expect(screen.getAllByText('My works')).toHaveLength(1)
    expect(document.title).toBe('My works · Huey')
  })
})
