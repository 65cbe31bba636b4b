import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/** Every route of SPEC.md section 2, each page its own chunk. */
export interface PageRoute {
  readonly path: string
  readonly title: string
  readonly page: LazyExoticComponent<ComponentType>
  readonly loggedInOnly: boolean
}

export const pageRoutes: readonly PageRoute[] = [
  {
    path: '/landing',
    title: 'Welcome',
    page: lazy(() =>
      import('../pages/landing/landing-page').then((m) => ({ default: m.LandingPage })),
    ),
    loggedInOnly: false,
  },
  {
    path: '/home',
    title: 'Gallery',
    page: lazy(() => import('../pages/home/home-page').then((m) => ({ default: m.HomePage }))),
    loggedInOnly: false,
  },
  {
    path: '/my-works',
    title: 'My works',
    // The works' puzzles (the engine's SVG reader, the catalogue's schemas) load with this page,
    // not with the app's routes on every page's start.
    page: lazy(() =>
      Promise.all([import('../pages/my-works/my-works-page'), import('./work-puzzle')]).then(
        ([m, { workPuzzle }]) => ({
          default: () => <m.MyWorksPage puzzleOf={workPuzzle} />,
        }),
      ),
    ),
    loggedInOnly: false,
  },
  {
    path: '/daily-images',
    title: 'Daily',
    page: lazy(() =>
      import('../pages/daily-images/daily-images-page').then((m) => ({
        default: m.DailyImagesPage,
      })),
    ),
    loggedInOnly: false,
  },
  {
    path: '/create',
    title: 'Create',
    page: lazy(() =>
      import('../pages/create/create-page').then((m) => ({ default: m.CreatePage })),
    ),
    loggedInOnly: false,
  },
  {
    path: '/sign-in',
    title: 'Sign in',
    page: lazy(() =>
      import('../pages/sign-in/sign-in-page').then((m) => ({ default: m.SignInPage })),
    ),
    loggedInOnly: false,
  },
  {
    path: '/sign-up',
    title: 'Sign up',
    page: lazy(() =>
      import('../pages/sign-up/sign-up-page').then((m) => ({ default: m.SignUpPage })),
    ),
    loggedInOnly: false,
  },
  // Not in SPEC.md: the password pages (a mailed reset link opens the second).
  {
    path: '/forgot-password',
    title: 'Forgot password',
    page: lazy(() =>
      import('../pages/password/forgot-password-page').then((m) => ({
        default: m.ForgotPasswordPage,
      })),
    ),
    loggedInOnly: false,
  },
  {
    path: '/reset-password',
    title: 'Choose a new password',
    page: lazy(() =>
      import('../pages/password/reset-password-page').then((m) => ({
        default: m.ResetPasswordPage,
      })),
    ),
    loggedInOnly: false,
  },
  {
    path: '/profile',
    title: 'Profile',
    page: lazy(() =>
      import('../pages/profile/profile-page').then((m) => ({ default: m.ProfilePage })),
    ),
    loggedInOnly: true,
  },
  // Not in SPEC.md: a parent's place (their children's accounts).
  {
    path: '/family',
    title: 'Family',
    page: lazy(() =>
      import('../pages/family/family-page').then((m) => ({ default: m.FamilyPage })),
    ),
    loggedInOnly: true,
  },
]
