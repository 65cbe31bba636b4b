import { familyMessages } from '@huey/contracts'

/** US English of the Family page, the profile's way to it, and the sign-up's age question. */
export const enUSFamily = {
  family: {
    title: 'Family',
    lede: "Your children's accounts: what each holds, and your rights over them at any time.",
    none: 'No child has named your e-mail address as their parent yet. When one does, their account appears here.',
    failed: 'Something went wrong. Please try again.',
    consent: { granted: 'Consent given', pending: 'Waiting for your consent' },
    premium: 'Premium',
    free: 'Free plan',
    born: 'Born {{date}}',
    joined: 'Joined {{date}}',
    paintings: 'Paintings',
    noPaintings: 'No paintings yet.',
    progress: '{{filled}} of {{total}} areas painted',
    progressOpen: '{{filled}} areas painted',
    done: 'Finished',
    creations: 'Puzzles made from photos: {{count}}',
    sessions: 'Signed in on',
    noSessions: 'Not signed in on any device.',
    lastUsed: '{{device}}, last used {{date}}',
    download: 'Download data',
    downloadHint:
      'A zip file: everything we keep about the account as JSON, and each painting as a PNG.',
    withdraw: 'Withdraw consent',
    withdrawTitle: 'Withdraw consent for {{name}}?',
    withdrawText:
      '{{name}} can still colour on their devices but can no longer buy premium or paint with others. Unless you consent again within 14 days, the account and its data are deleted.',
    delete: 'Delete account',
    deleteTitle: "Delete {{name}}'s account?",
    deleteText:
      "This deletes {{name}}'s account, paintings, progress and sign-ins now. It cannot be undone.",
    confirmWithdraw: 'Withdraw consent',
    confirmDelete: 'Delete everything',
    open: 'Family',
    openText: "See your children's accounts and paintings, download or delete their data.",
    server: { ...familyMessages },
  },
  ageGate: {
    question: 'When were you born?',
    why: 'We ask everyone, once.',
    next: 'Continue',
    given: 'Birthdate: {{date}}',
  },
}
