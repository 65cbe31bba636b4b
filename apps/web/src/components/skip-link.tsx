import './skip-link.css'

/**
 * The first stop of the keyboard on a page whose content starts far down (the gallery's filters):
 * shown once focused, it moves the focus to the first element of the page matching `to`.
 */
export function SkipLink({ label, to }: { readonly label: string; readonly to: string }) {
  return (
    <button
      type="button"
      className="skip-link"
      onClick={(event) => {
        const page = event.currentTarget.closest('.ion-page') ?? document
        page.querySelector<HTMLElement>(to)?.focus()
      }}
    >
      {label}
    </button>
  )
}
