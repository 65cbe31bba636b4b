import { accessDe } from './access'
import { deFamily } from './de-family'
import { deScreens } from './de-screens'
import { deServer } from './de-server'
import type { LocaleMessages } from './en-us'
import { noticesDe } from './notices'

/** German, in the familiar „du“, friendly enough for a child to read. */
export const de = {
  ...deScreens,
  ...deFamily,
  ...deServer,
  ...accessDe,
  notices: noticesDe,
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
      apple: {
        serverError: 'Bei der Anmeldung mit Apple ist ein Fehler aufgetreten.',
        unexpected: 'Bei der Apple-Anmeldung ist ein unerwarteter Fehler aufgetreten.',
      },
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
    loadingMore: 'Weitere Bilder werden geladen…',
  },
  createSave: {
    title: 'Titel',
    defaultTitle: 'Foto vom {{date}}',
    paint: 'Speichern und losmalen',
    kit: 'Speichern und Set drucken',
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
  colouring: {
    screen: 'Malbildschirm',
    settingsButton: 'Mal-Einstellungen',
    tools: 'Werkzeuge',
    dragFill: 'Ziehen zum Malen',
    circleFill: 'Kreis füllen',
    find: 'Finden (noch {{count}})',
    swatch: 'Farbe {{number}}, {{name}}, {{left}}',
    left: 'noch {{count}}',
    done: 'fertig',
    // The colouring screen's header, canvas, palette, opening and finish card.
    untitled: 'Malen nach Zahlen',
    printKit: 'Set drucken',
    hint: 'Tipp: eine Fläche zum Ausmalen zeigen',
    painted: '{{percent}} ausgemalt',
    colours: 'Farben',
    picture: 'Bild zum Ausmalen',
    zoomHint: 'Ein detailreiches Bild: Zoome hinein, um die kleineren Zahlen zu sehen.',
    opening: 'Das Bild wird geöffnet',
    unavailable: 'Dieses Bild konnte nicht geöffnet werden.',
    back: 'Zurück',
    finished: {
      label: 'Bild fertig',
      title: 'Wunderschön! Du hast es geschafft.',
      replay: 'Noch einmal ansehen',
      savePng: 'Als PNG speichern',
      share: 'Teilen',
    },
    settings: {
      title: 'Mal-Einstellungen',
      note: 'Auf diesem Gerät gespeichert und, wenn du angemeldet bist, in deinem Konto.',
      largeNumbers: 'Große Zahlen',
      largeNumbersDetail: 'Größere Zahlen, die man schon von Weitem sieht',
      highContrast: 'Kontrastreiche Umrisse',
      highContrastDetail: 'Schwarze Umrisse und Zahlen',
      colourBlind: 'Symbole bei Farbenblindheit',
      colourBlindDetail: 'Jede Farbe bekommt ein Symbol, in der Palette und im Bild',
      leftHanded: 'Linkshänder-Ansicht',
      leftHandedDetail: 'Werkzeuge und Farben links',
      reducedMotion: 'Weniger Bewegung',
      reducedMotionDetail: 'Kein animiertes Zoomen, Pulsieren oder Blinken',
      done: 'Fertig',
    },
    colourNames: {
      red: 'Rot',
      orange: 'Orange',
      yellow: 'Gelb',
      lime: 'Limettengrün',
      green: 'Grün',
      teal: 'Petrol',
      blue: 'Blau',
      purple: 'Lila',
      pink: 'Rosa',
      brown: 'Braun',
      beige: 'Beige',
      black: 'Schwarz',
      white: 'Weiß',
      grey: 'Grau',
    },
    video: {
      save: 'Video speichern',
      share: 'Video teilen',
      making: 'Video wird erstellt…',
      failed: 'Das Video konnte auf diesem Gerät nicht erstellt werden.',
    },
    shades: {
      light: 'helles {{colour}}',
      dark: 'dunkles {{colour}}',
    },
  },
  forms: { required: 'Pflichtfeld.', email: 'E-Mail', password: 'Passwort' },
  signIn: {
    lede: 'Schön, dass du wieder da bist. Deine Bilder warten schon.',
    submit: 'Anmelden',
    busy: 'Anmeldung läuft',
    or: 'oder',
    google: 'Weiter mit Google',
    googleBusy: 'Anmeldung mit Google läuft',
    facebook: 'Weiter mit Facebook',
    facebookBusy: 'Anmeldung mit Facebook läuft',
    newHere: 'Neu hier?',
    createAccount: 'Konto erstellen',
  },
} satisfies LocaleMessages
