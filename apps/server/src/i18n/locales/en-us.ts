import { enUSFamily } from './family-words'
/**
 * US English of the server's e-mails and its few HTML pages (parental consent, e-mail
 * verification), the reference every other language matches key for key. Plain text: the mail
 * and page builders escape it for HTML.
 */
export const enUS = {
  family: enUSFamily,
  mail: {
    hello: 'Hello,',
    consent: {
      subject: "Please confirm {{name}}'s Huey account",
      joined:
        "{{name}} has created an account on Huey, a paint-by-number app, and gave your e-mail address as their parent's.",
      meanwhile:
        "Children under 13 need a parent's consent. Until you confirm, {{name}} can colour pictures and turn photos into puzzles on their own device (the photo never leaves it), but cannot buy premium, share, or have a photo made into a puzzle on our servers.",
      link: 'Confirm or decline (the link works once, for 7 days)',
      deadline: 'If you do nothing, the account and its data are deleted after 14 days.',
    },
    notice: {
      subject: '{{name}} joined Huey',
      text: "{{name}} has created an account on Huey, a paint-by-number app, and gave your e-mail address as a parent's. Nothing is needed from you.",
    },
    verify: {
      subject: 'Confirm your e-mail address for Huey',
      welcome: 'Welcome to Huey, {{name}}. Please confirm that this address is yours.',
      link: 'Confirm my address (the link works once, for 7 days)',
      ignore: 'If you did not create a Huey account, ignore this e-mail: nothing will happen.',
    },
    existing: {
      subject: 'Someone tried to create a Huey account with your address',
      tried:
        'Someone (perhaps you) tried to create a Huey account with this e-mail address, which already has one. No new account was created.',
      signIn: 'If it was you, sign in at {{link}}.',
      link: 'Forgot your password? Reset it here',
      ignore: 'If it was not you, you can ignore this e-mail: your account is unchanged.',
    },
    reset: {
      subject: 'Reset your Huey password',
      asked:
        'Someone (perhaps you) asked to reset the password of the Huey account with this address.',
      link: 'Choose a new password (the link works once, for 1 hour)',
      signsOut: 'Choosing a new password signs you out on every device.',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
  },
  pages: {
    consent: {
      title: "Confirm {{name}}'s account",
      joined: '{{name}} signed up for Huey, a paint-by-number app, and named you as their parent.',
      choice:
        '{{name}} can already colour pictures and turn photos into puzzles on their own device; the photo never leaves it. If you confirm, {{name}} can also buy premium, share pictures and, when their device is slow, have a photo made into a puzzle on our servers (sent scaled down, without its location, and not kept). If you decline, the account and everything in it is deleted now.',
      confirm: 'Confirm',
      decline: 'Decline and delete',
    },
    consentInvalid: {
      title: 'This link no longer works',
      text: 'The link has already been used, has expired or was replaced by a newer one. If your child still needs your consent, they can send you a new link from their profile in Huey.',
    },
    consentGiven: { title: 'Thank you', text: 'The account is confirmed. Happy painting!' },
    consentDeclined: {
      title: 'Declined',
      text: 'The account and everything in it have been deleted.',
    },
    verified: {
      title: 'Your e-mail is verified',
      text: 'Thank you: your address is confirmed.',
      link: 'Back to Huey',
    },
    verifyUsed: {
      title: 'This link was already used',
      text: 'The address was confirmed with it already; nothing more is needed.',
      link: 'Back to Huey',
    },
    verifyExpired: {
      title: 'This link has expired',
      text: 'The link is older than 7 days or a newer one was sent. Sign in to Huey and choose "Send again" on your profile to get a new one.',
      link: 'Open my profile',
    },
  },
}

export type ServerMessages = typeof enUS
