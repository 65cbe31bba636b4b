import { type TogetherReaction, togetherReactionSchema } from '@huey/contracts'
import { IonButton, IonIcon, IonSpinner } from '@ionic/react'
import { closeOutline, peopleOutline } from 'ionicons/icons'
import { useEffect, useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import type { TogetherLink } from './together-link'
import { type SharedPainting, TOGETHER_PARAM, useTogether } from './use-together'
import './together.css'

/** Where the others are: a dot in their colour at the region each painted last. */
function Markers(props: {
  readonly link: TogetherLink
  readonly painting: SharedPainting
  readonly toScreen: (x: number, y: number) => { x: number; y: number }
}) {
  const { link, painting, toScreen } = props
  // The picture moves under the markers (pan, zoom): they follow it a few times a second.
  const [, tick] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    const timer = setInterval(tick, 100)
    return () => clearInterval(timer)
  }, [])
  return (
    <>
      {link.painters
        .filter((p) => p.painterId !== link.you && p.here && link.positions.has(p.painterId))
        .map((p) => {
          const at = link.positions.get(p.painterId) ?? { x: 0, y: 0 }
          const spot = toScreen(at.x * painting.puzzle.width, at.y * painting.puzzle.height)
          return (
            <span
              key={p.painterId}
              className="together-marker"
              data-testid="together-marker"
              style={{ left: spot.x, top: spot.y, background: p.colour }}
              title={p.name}
            />
          )
        })}
    </>
  )
}

/**
 * "Paint together" on the colouring screen: the invitation (code and link), who is painting and
 * who is here, where each one is, and fixed reactions (no free text: children may be painting).
 */
export function TogetherOverlay(props: {
  readonly imageId: string
  readonly painting: SharedPainting
  readonly toScreen: (x: number, y: number) => { x: number; y: number }
}) {
  const { t } = useTranslation()
  const together = useTogether(props.imageId, props.painting)
  const { link, invite } = together
  if (!together.signedIn) return null
  if (!invite || !link) {
    return (
      <IonButton
        className="together-start"
        size="small"
        disabled={together.busy}
        onClick={() => void together.start()}
      >
        {together.busy ? (
          <IonSpinner name="dots" />
        ) : (
          <IonIcon slot="start" icon={peopleOutline} aria-hidden="true" />
        )}
        {t('together.start')}
      </IonButton>
    )
  }
  const url = `${window.location.origin}${window.location.pathname}?paint=${encodeURIComponent(props.imageId)}&${TOGETHER_PARAM}=${invite.code}`
  const reactor = link.painters.find((p) => p.painterId === link.reaction?.by)
  return (
    <>
      <section
        className="together-panel"
        aria-label={t('together.title')}
        data-testid="together-panel"
      >
        <p className="together-code">
          {t('together.code')} <strong data-testid="together-code">{invite.code}</strong>
        </p>
        <input
          className="together-link"
          readOnly
          value={url}
          aria-label={t('together.link')}
          onFocus={(e) => e.target.select()}
        />
        <ul className="together-painters" aria-label={t('together.painters')}>
          {link.painters.map((p) => (
            <li
              key={p.painterId}
              className={p.here ? 'here' : 'away'}
              data-testid="together-painter"
            >
              <span className="together-dot" style={{ background: p.colour }} aria-hidden="true" />
              {p.painterId === link.you ? t('together.you', { name: p.name }) : p.name}
            </li>
          ))}
        </ul>
        {link.online ? null : (
          <p className="together-offline" role="status">
            {t(link.ended ? 'together.ended' : 'together.offline')}
          </p>
        )}
        <div className="together-reactions">
          {togetherReactionSchema.options.map((emoji: TogetherReaction) => (
            <button
              key={emoji}
              type="button"
              onClick={() => link.react(emoji)}
              aria-label={t('together.react', { emoji })}
            >
              {emoji}
            </button>
          ))}
          {reactor && link.reaction ? (
            <span role="status">{`${reactor.name} ${link.reaction.emoji}`}</span>
          ) : null}
        </div>
        <IonButton fill="clear" size="small" onClick={together.leave}>
          <IonIcon slot="start" icon={closeOutline} aria-hidden="true" />
          {t('together.leave')}
        </IonButton>
      </section>
      <Markers link={link} painting={props.painting} toScreen={props.toScreen} />
    </>
  )
}
