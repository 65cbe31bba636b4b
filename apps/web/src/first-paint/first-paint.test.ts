import { describe, expect, it } from 'vitest'
import { languages } from '../i18n/languages'
import { de } from '../i18n/locales/de'
import { enUS } from '../i18n/locales/en-us'
import { firstPaints } from './first-paint'

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body

describe('firstPaints', () => {
  const { pages } = firstPaints()

  it('draws landing, home, daily and create in every language', () => {
    expect(Object.keys(pages).sort()).toEqual(['/create', '/daily-images', '/home', '/landing'])
    for (const page of Object.values(pages)) {
      for (const language of languages) expect(parse(page[language]).textContent).not.toBe('')
    }
  })

  it("shows the page's words in the page's language, as the app writes them", () => {
    const landing = parse(pages['/landing'].de)
    expect(landing.querySelector('h1')?.textContent).toBe(de.landing.headline)
    const create = parse(pages['/create']['en-US'])
    // The intro's apostrophe and every other character come through as written.
    expect(create.querySelector('p')?.textContent).toBe(enUS.create.intro)
  })

  it("links the landing page's account pitch to sign-in and sign-up", () => {
    const links = [...parse(pages['/landing']['en-US']).querySelectorAll('.landing-account a')]
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/sign-in', 'Sign in'],
      ['/sign-up', 'create a free account'],
    ])
  })
})
