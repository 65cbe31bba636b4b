import { operationMessages, signUpSuccessMessage, validationMessages } from '@huey/contracts'
import { accessEnUS } from './access'
import { enUSFamily } from './en-us-family'
import { enUSScreens } from './en-us-screens'
import { enUSServer } from './en-us-server'
import { noticesEnUS } from './notices'

/** A language's messages: nested groups of strings, i18next's `{{name}}` for values. */
export interface LocaleMessages {
  readonly [key: string]: string | LocaleMessages
}

/**
 * US English, the default and every language's fallback. SPEC.md's strings come from
 * @huey/contracts as they are, so they cannot drift; the other languages translate each key.
 */
export const enUS = {
  ...enUSScreens,
  ...enUSFamily,
  ...enUSServer,
  ...accessEnUS,
  notices: noticesEnUS,
  common: {
    appName: 'Huey',
    close: 'Close',
    cancel: 'Cancel',
    retry: 'Try again',
    loading: 'Loading…',
  },
  tabs: {
    home: 'Gallery',
    dailyImages: 'Daily',
    create: 'Create',
    myWorks: 'My works',
    profile: 'Profile',
    label: 'Main',
  },
  titles: {
    landing: 'Welcome',
    home: 'Gallery',
    myWorks: 'My works',
    dailyImages: 'Daily',
    create: 'Create',
    signIn: 'Sign in',
    signUp: 'Sign up',
    profile: 'Profile',
  },
  landing: {
    headline: 'Colour by number, calmly.',
    lede: 'Beautiful pictures split into numbered regions. Choose a colour, tap, and watch your painting come alive.',
    start: 'Start painting',
    usePhoto: 'Use my photo',
    accountPitch:
      '<signIn>Sign in</signIn> or <signUp>create a free account</signUp> to keep your paintings on every device.',
    heroAlt: 'A picture half coloured by number',
    features: {
      regionsTitle: 'Hundreds of regions, one tap each',
      regionsText: 'Pick a number, tap its regions, watch the picture appear.',
      photosTitle: 'Your photos, your puzzles',
      photosText: 'Turn a photo into a puzzle in seconds. It never leaves your device.',
      dailyTitle: 'A new picture every day',
      dailyText: 'Something fresh to colour each morning.',
      savedTitle: 'Never lose a stroke',
      savedText: 'Progress is saved as you paint, and synced when you sign in.',
    },
  },
  language: {
    label: 'Language',
    hint: 'Huey follows your device’s language until you choose one here.',
  },
  update: {
    available: 'A new version of Huey is ready.',
    reload: 'Reload',
    later: 'Later',
  },
  auth: {
    validation: { ...validationMessages },
    operations: {
      facebook: { ...operationMessages.facebook },
      google: { ...operationMessages.google },
      apple: { ...operationMessages.apple },
      signUp: { ...operationMessages.signUp },
      signIn: { ...operationMessages.signIn },
      upgrade: { ...operationMessages.upgrade },
      deleteAccount: { ...operationMessages.deleteAccount },
      verifyAge: { ...operationMessages.verifyAge },
      parentEmail: { ...operationMessages.parentEmail },
      resendConsent: { ...operationMessages.resendConsent },
    },
    signUpSuccess: signUpSuccessMessage,
  },
  gallery: {
    title: 'Gallery',
    offline: 'You are offline. Pictures you have seen before are still here.',
    allPictures: 'All pictures',
    emptyBrowsing: 'No pictures here yet.',
    emptyFiltered: 'No pictures match. Try other words or filters.',
    credits:
      'Pictures composed from <fluent>Fluent Emoji</fluent> (© Microsoft, MIT) and <noto>Noto Emoji</noto> (© Google, Apache 2.0) drawings.',
    search: 'Search pictures',
    categories: 'Categories',
    all: 'All',
    difficulty: 'Difficulty',
    anyLevel: 'Any level',
    myProgress: 'My progress',
    loadingMore: 'Loading more pictures…',
  },
  createSave: {
    title: 'Title',
    defaultTitle: 'Photo of {{date}}',
    paint: 'Save and start painting',
    kit: 'Save and print kit',
  },
  difficulty: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
  status: { new: 'Not started', inProgress: 'In progress', done: 'Done' },
  picture: {
    new: 'New',
    premium: 'Premium',
    painted: '{{percent}} painted',
  },
  daily: {
    title: 'Daily pictures',
    intro:
      'A new picture to colour every day. The last week is free; the archive comes with premium.',
    failed: 'The daily pictures could not be loaded. Check your connection.',
    today: 'Today, {{date}}',
  },
  colouring: {
    screen: 'Colouring screen',
    settingsButton: 'Colouring settings',
    tools: 'Tools',
    dragFill: 'Drag fill',
    circleFill: 'Circle fill',
    find: 'Find ({{count}} left)',
    swatch: 'Colour {{number}}, {{name}}, {{left}}',
    left: '{{count}} left',
    done: 'done',
    // The colouring screen's header, canvas, palette, opening and finish card.
    untitled: 'Colour by number',
    printKit: 'Print kit',
    hint: 'Hint: show a region to colour',
    painted: '{{percent}} painted',
    colours: 'Colours',
    picture: 'Picture to colour',
    zoomHint: 'A detailed picture: zoom in to see its smaller numbers.',
    opening: 'Opening the picture',
    unavailable: 'This picture could not be opened.',
    back: 'Back',
    finished: {
      label: 'Picture complete',
      title: 'Beautiful! You finished it.',
      replay: 'Replay',
      savePng: 'Save PNG',
      share: 'Share',
    },
    settings: {
      title: 'Colouring settings',
      note: 'Kept on this device, and in your account when signed in.',
      largeNumbers: 'Large numbers',
      largeNumbersDetail: 'Bigger numbers that show from further out',
      highContrast: 'High-contrast outlines',
      highContrastDetail: 'Black outlines and numbers',
      colourBlind: 'Colour-blind symbols',
      colourBlindDetail: 'Each colour gets a symbol, on the palette and on the picture',
      leftHanded: 'Left-handed layout',
      leftHandedDetail: 'Tools and colours on the left',
      reducedMotion: 'Reduced motion',
      reducedMotionDetail: 'No animated zooms, pulses or blinking',
      done: 'Done',
    },
    colourNames: {
      red: 'red',
      orange: 'orange',
      yellow: 'yellow',
      lime: 'lime',
      green: 'green',
      teal: 'teal',
      blue: 'blue',
      purple: 'purple',
      pink: 'pink',
      brown: 'brown',
      beige: 'beige',
      black: 'black',
      white: 'white',
      grey: 'grey',
    },
    video: {
      save: 'Save video',
      share: 'Share video',
      making: 'Making the video…',
      failed: 'The video could not be made on this device.',
    },
    shades: {
      light: 'light {{colour}}',
      dark: 'dark {{colour}}',
    },
  },
  forms: { required: 'Required.', email: 'E-mail', password: 'Password' },
  signIn: {
    lede: 'Welcome back. Your paintings are waiting.',
    submit: 'Sign in',
    busy: 'Signing in',
    or: 'or',
    google: 'Continue with Google',
    googleBusy: 'Signing in with Google',
    facebook: 'Continue with Facebook',
    facebookBusy: 'Signing in with Facebook',
    newHere: 'New here?',
    createAccount: 'Create an account',
  },
}

export type Messages = typeof enUS
