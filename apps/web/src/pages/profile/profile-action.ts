/** The profile's calls, one at a time: which one is under way. */
export type ProfileAction = 'verify' | 'logout' | 'delete'

/** Runs one of the profile's calls; the auth service has shown any failure in a toast. */
export type RunAction = (
  action: ProfileAction,
  task: () => Promise<unknown>,
  then?: () => void,
) => Promise<void>
