import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { GallerySearch } from './gallery-search'

describe('GallerySearch', () => {
  it('searches once for the words typed, when typing pauses', async () => {
    const user = userEvent.setup()
    const onSearch = vi.fn()
    render(<GallerySearch value="" label="Search pictures" onSearch={onSearch} />)
    const field = screen.getByRole('searchbox', { name: 'Search pictures' })
    await user.type(field, 'fox')
    expect(onSearch).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('fox'))
    expect(onSearch).toHaveBeenCalledTimes(1)
    // A search landmark (jsdom does not map <search> to its role; Chromium does, as axe checks).
    expect(field.closest('search')).toBeTruthy()
  })
})
