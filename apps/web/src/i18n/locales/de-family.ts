/** The Family page, the profile's way to it and the sign-up's age question (see en-us-family.ts). */
export const deFamily = {
  family: {
    title: 'Familie',
    lede: 'Die Konten deiner Kinder: was jedes enthält, und deine Rechte daran, jederzeit.',
    none: 'Noch kein Kind hat deine E-Mail-Adresse als die eines Elternteils angegeben. Sobald eines es tut, erscheint sein Konto hier.',
    failed: 'Etwas ist schiefgegangen. Bitte versuche es noch einmal.',
    consent: { granted: 'Zustimmung erteilt', pending: 'Wartet auf deine Zustimmung' },
    premium: 'Premium',
    free: 'Kostenlos',
    born: 'Geboren am {{date}}',
    joined: 'Dabei seit {{date}}',
    paintings: 'Bilder',
    noPaintings: 'Noch keine Bilder.',
    progress: '{{filled}} von {{total}} Flächen gemalt',
    progressOpen: '{{filled}} Flächen gemalt',
    done: 'Fertig',
    creations: 'Malbilder aus Fotos: {{count}}',
    sessions: 'Angemeldet auf',
    noSessions: 'Auf keinem Gerät angemeldet.',
    lastUsed: '{{device}}, zuletzt benutzt am {{date}}',
    download: 'Daten herunterladen',
    downloadHint:
      'Eine ZIP-Datei: alles, was wir zum Konto speichern, als JSON, und jedes Bild als PNG.',
    withdraw: 'Zustimmung widerrufen',
    withdrawTitle: 'Zustimmung für {{name}} widerrufen?',
    withdrawText:
      '{{name}} kann auf den eigenen Geräten weiter ausmalen, aber kein Premium mehr kaufen und nicht mehr mit anderen malen. Ohne neue Zustimmung innerhalb von 14 Tagen werden das Konto und seine Daten gelöscht.',
    delete: 'Konto löschen',
    deleteTitle: 'Konto von {{name}} löschen?',
    deleteText:
      'Damit werden Konto, Bilder, Fortschritt und Anmeldungen von {{name}} sofort gelöscht. Das lässt sich nicht rückgängig machen.',
    confirmWithdraw: 'Zustimmung widerrufen',
    confirmDelete: 'Alles löschen',
    open: 'Familie',
    openText:
      'Sieh dir die Konten und Bilder deiner Kinder an, lade ihre Daten herunter oder lösche sie.',
    server: {
      notYourChild: 'Dieses Konto gehört keinem deiner Kinder.',
      parentMustBeVerified:
        'Bestätige zuerst deine eigene E-Mail-Adresse, dann erscheint hier deine Familie.',
      parentMustBeAdult: 'Nur ein Konto eines Erwachsenen kann sich um eine Familie kümmern.',
      consentWithdrawn:
        'Zustimmung widerrufen. Das Konto des Kindes wartet wieder auf einen Elternteil.',
      childDeleted: 'Das Konto des Kindes und alles darin sind gelöscht.',
      parentChangeMailSent:
        'Wir haben deinem Elternteil an die bisherige Adresse geschrieben: Die neue Adresse gilt, sobald er oder sie zustimmt.',
    },
  },
  ageGate: {
    question: 'Wann bist du geboren?',
    why: 'Das fragen wir alle, einmal.',
    next: 'Weiter',
    given: 'Geburtsdatum: {{date}}',
  },
  together: {
    start: 'Zusammen malen',
    title: 'Wir malen zusammen',
    code: 'Code:',
    link: 'Einladungslink',
    painters: 'Maler',
    you: '{{name}} (du)',
    offline: 'Offline: Mal einfach weiter, dein Bild wird gesendet, sobald du zurück bist.',
    ended: 'Diese Einladung ist beendet.',
    react: '{{emoji}} senden',
    leave: 'Nicht mehr zusammen malen',
    failed: 'Zusammen malen geht gerade nicht. Bitte versuche es noch einmal.',
    server: {
      notFound: 'Diese Einladung gibt es nicht oder sie ist abgelaufen.',
      full: 'An diesem Bild malen schon acht.',
      childNotFamily: 'Ein Kind kann nur mit seiner Familie zusammen malen.',
      consentNeeded: 'Zum Zusammenmalen braucht es die Zustimmung eines Elternteils.',
    },
  },
}
