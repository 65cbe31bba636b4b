import type { LocaleMessages } from './en-us'

/** German, in the familiar „du“, friendly enough for a child to read. */
export const de = {
  common: {
    appName: 'Huey',
    close: 'Schließen',
    cancel: 'Abbrechen',
    retry: 'Nochmal versuchen',
    loading: 'Wird geladen …',
  },
  tabs: {
    home: 'Galerie',
    dailyImages: 'Täglich',
    create: 'Erstellen',
    myWorks: 'Meine Bilder',
    profile: 'Profil',
    label: 'Hauptmenü',
  },
  titles: {
    landing: 'Willkommen',
    home: 'Galerie',
    myWorks: 'Meine Bilder',
    dailyImages: 'Täglich',
    create: 'Erstellen',
    signIn: 'Anmelden',
    signUp: 'Registrieren',
    profile: 'Profil',
  },
  landing: {
    headline: 'Malen nach Zahlen, ganz entspannt.',
    lede: 'Schöne Bilder, aufgeteilt in nummerierte Felder. Wähle eine Farbe, tippe und sieh zu, wie dein Bild lebendig wird.',
    start: 'Los geht’s',
    usePhoto: 'Mein Foto verwenden',
    accountPitch:
      '<signIn>Melde dich an</signIn> oder <signUp>erstelle ein kostenloses Konto</signUp>, um deine Bilder auf allen Geräten zu haben.',
    heroAlt: 'Ein halb nach Zahlen ausgemaltes Bild',
    features: {
      regionsTitle: 'Hunderte Felder, je ein Tipp',
      regionsText: 'Wähle eine Zahl, tippe auf ihre Felder und sieh zu, wie das Bild erscheint.',
      photosTitle: 'Deine Fotos, deine Rätsel',
      photosText: 'Mach aus einem Foto in Sekunden ein Malbild. Es verlässt nie dein Gerät.',
      dailyTitle: 'Jeden Tag ein neues Bild',
      dailyText: 'Jeden Morgen etwas Neues zum Ausmalen.',
      savedTitle: 'Kein Pinselstrich geht verloren',
      savedText:
        'Dein Fortschritt wird beim Malen gespeichert und abgeglichen, wenn du angemeldet bist.',
    },
  },
  language: {
    label: 'Sprache',
    hint: 'Huey folgt der Sprache deines Geräts, bis du hier eine auswählst.',
  },
  update: {
    available: 'Eine neue Version von Huey ist bereit.',
    reload: 'Neu laden',
    later: 'Später',
  },
  auth: {
    validation: {
      signUpRequired: 'E-Mail, Passwort, Name und Geburtsdatum werden benötigt.',
      signInRequired: 'E-Mail und Passwort werden benötigt.',
      notLoggedIn: 'Du bist nicht angemeldet.',
      noUserIdForAgeVerification: 'Für die Altersprüfung fehlt die Nutzer-ID.',
      facebookNoAccessToken: 'Anmeldung mit Facebook fehlgeschlagen: kein Zugriffstoken.',
      googleNoIdToken: 'Anmeldung mit Google fehlgeschlagen: kein ID-Token erhalten.',
    },
    operations: {
      facebook: {
        serverError: 'Bei der Anmeldung mit Facebook ist ein Fehler aufgetreten.',
        unexpected: 'Bei der Anmeldung mit Facebook ist ein unerwarteter Fehler aufgetreten.',
      },
      google: {
        serverError: 'Bei der Anmeldung mit Google ist ein Fehler aufgetreten.',
        unexpected: 'Bei der Anmeldung mit Google ist ein unerwarteter Fehler aufgetreten.',
      },
      signUp: {
        serverError: 'Bei der Registrierung ist ein Fehler aufgetreten.',
        unexpected: 'Bei der Registrierung ist ein unerwarteter Fehler aufgetreten.',
      },
      signIn: {
        serverError: 'Bei der Anmeldung ist ein Fehler aufgetreten.',
        unexpected: 'Bei der Anmeldung ist ein unerwarteter Fehler aufgetreten.',
      },
      upgrade: {
        serverError: 'Beim Wechsel zu Premium ist ein Fehler aufgetreten.',
        unexpected: 'Beim Wechsel zu Premium ist ein unerwarteter Fehler aufgetreten.',
      },
      deleteAccount: {
        serverError: 'Beim Löschen des Kontos ist ein Fehler aufgetreten.',
        unexpected: 'Beim Löschen des Kontos ist ein unerwarteter Fehler aufgetreten.',
      },
      verifyAge: {
        serverError: 'Das Alter konnte nicht geprüft werden.',
        unexpected: 'Bei der Altersprüfung ist ein unerwarteter Fehler aufgetreten.',
      },
      parentEmail: {
        serverError: 'Wir konnten die E-Mail an deine Eltern nicht senden.',
        unexpected:
          'Beim Senden der E-Mail an deine Eltern ist ein unerwarteter Fehler aufgetreten.',
      },
      resendConsent: {
        serverError: 'Wir konnten die E-Mail an deine Eltern nicht noch einmal senden.',
        unexpected:
          'Beim erneuten Senden der E-Mail an deine Eltern ist ein unerwarteter Fehler aufgetreten.',
      },
    },
    signUpSuccess: 'Konto erstellt. Bitte melde dich an.',
  },
  gallery: {
    title: 'Galerie',
    offline: 'Du bist offline. Bilder, die du schon gesehen hast, sind noch da.',
    allPictures: 'Alle Bilder',
    emptyBrowsing: 'Hier gibt es noch keine Bilder.',
    emptyFiltered: 'Kein Bild passt. Probier andere Wörter oder Filter.',
    credits:
      'Bilder aus Zeichnungen von <fluent>Fluent Emoji</fluent> (© Microsoft, MIT) und <noto>Noto Emoji</noto> (© Google, Apache 2.0).',
    search: 'Bilder suchen',
    categories: 'Kategorien',
    all: 'Alle',
    difficulty: 'Schwierigkeit',
    anyLevel: 'Jede Stufe',
    myProgress: 'Mein Fortschritt',
  },
  difficulty: { easy: 'Leicht', medium: 'Mittel', hard: 'Schwer' },
  status: { new: 'Offen', inProgress: 'Begonnen', done: 'Fertig' },
  picture: {
    new: 'Neu',
    premium: 'Premium',
    painted: '{{percent}} ausgemalt',
  },
  daily: {
    title: 'Bilder des Tages',
    intro:
      'Jeden Tag ein neues Bild zum Ausmalen. Die letzte Woche ist kostenlos, das Archiv gibt es mit Premium.',
    failed: 'Die Bilder des Tages konnten nicht geladen werden. Prüf deine Verbindung.',
    today: 'Heute, {{date}}',
  },
  server: {
    emailTaken: 'Mit dieser E-Mail gibt es schon ein Konto.',
    parentEmailRequired: 'Unter 13 Jahren brauchen wir die E-Mail eines Elternteils.',
    invalidCredentials: 'E-Mail oder Passwort ist falsch.',
    sessionExpired: 'Deine Sitzung ist abgelaufen. Bitte melde dich neu an.',
    consentRequiredToUpgrade: 'Für Premium brauchst du die Zustimmung deiner Eltern.',
    consentPending: 'Die Zustimmung deiner Eltern steht noch aus.',
    consentRequiredToUpload: 'Zum Hochladen von Fotos brauchst du die Zustimmung deiner Eltern.',
    parentEmailSameAsOwn: 'Die E-Mail deiner Eltern muss eine andere sein als deine.',
    consentMailFailed:
      'Wir konnten die E-Mail an deine Eltern nicht senden. Bitte versuch es nochmal.',
    consentMailSent: 'Wir haben deinen Eltern eine E-Mail geschickt, um dein Konto zu bestätigen.',
    consentNotNeeded: 'Dieses Konto braucht keine Zustimmung der Eltern.',
    consentNotPending: 'Es wartet keine Zustimmung der Eltern darauf, erneut gesendet zu werden.',
    birthdateNeededFirst: 'Sag uns zuerst dein Geburtsdatum.',
    premiumPicture: 'Dieses Bild ist für Premium-Mitglieder.',
    noSubscription: 'Es wurde kein aktives Abo gefunden.',
    notFound: 'Nicht gefunden.',
    invalidAddress: 'Die Adresse enthält unerlaubte Zeichen.',
    invalidCharacters: 'Die Anfrage enthält unerlaubte Zeichen.',
    tooManyRequests: 'Zu viele Anfragen. Bitte versuch es später nochmal.',
    internal: 'Bei uns ist etwas schiefgelaufen. Bitte versuch es nochmal.',
    verificationMailSent: 'Wir haben dir eine E-Mail geschickt, um deine Adresse zu bestätigen.',
    emailAlreadyVerified: 'Deine E-Mail-Adresse ist schon bestätigt.',
    resetMailSent:
      'Wenn es zu dieser Adresse ein Konto gibt, haben wir ihr einen Link für ein neues Passwort geschickt.',
    resetLinkDead: 'Dieser Link funktioniert nicht mehr. Fordere einen neuen an.',
    passwordReset: 'Dein Passwort ist geändert. Bitte melde dich an.',
    passwordChanged: 'Dein Passwort ist geändert. Deine anderen Geräte sind abgemeldet.',
    wrongCurrentPassword: 'Das aktuelle Passwort stimmt nicht.',
    noPasswordYet: 'Dieses Konto hat kein Passwort. Leg mit „Passwort vergessen“ eins fest.',
    signedOutEverywhere: 'Auf allen Geräten abgemeldet.',
    sessionSignedOut: 'Dieses Gerät ist abgemeldet.',
  },
} satisfies LocaleMessages
