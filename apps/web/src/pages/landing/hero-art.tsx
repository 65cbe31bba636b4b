import { useTranslation } from 'react-i18next'

/** A half-painted paint-by-number picture: filled regions beside numbered outlines. */
const regions = [
  { d: 'M0 150 L60 80 L120 140 L0 200 Z', fill: '#7bc96f', n: 1, x: 50, y: 150 },
  { d: 'M60 80 L130 20 L200 110 L120 140 Z', fill: '#4f8fe8', n: 2, x: 128, y: 90 },
  { d: 'M200 110 L260 60 L320 130 L320 200 L200 200 Z', fill: null, n: 3, x: 262, y: 150 },
  { d: 'M120 140 L200 110 L200 200 L0 200 Z', fill: '#f2b84b', n: 4, x: 130, y: 175 },
  { d: 'M130 20 L260 60 L200 110 Z', fill: null, n: 5, x: 200, y: 65 },
] as const

export function HeroArt() {
  const { t } = useTranslation()
  return (
    <svg className="landing-art" viewBox="0 0 320 200" role="img" aria-label={t('landing.heroAlt')}>
      <rect width="320" height="200" fill="#fff" />
      {regions.map((r) => (
        <g key={r.n}>
          <path d={r.d} fill={r.fill ?? '#f4f1fb'} stroke="#5b5670" strokeWidth="1.5" />
          {r.fill === null ? (
            <text x={r.x} y={r.y} textAnchor="middle" fontSize="18" fill="#5b5670">
              {r.n}
            </text>
          ) : null}
        </g>
      ))}
      <circle cx="282" cy="36" r="18" fill="#ff8aa5" stroke="#5b5670" strokeWidth="1.5" />
    </svg>
  )
}
