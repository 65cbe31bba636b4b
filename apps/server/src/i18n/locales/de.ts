import type { Catalogue } from '@huey/contracts'
import { deFamily } from './family-words'

/** German: „du“ to the account's owner, as the app speaks; „Sie“ to a parent. */
export const de = {
  family: deFamily,
  mail: {
    hello: 'Hallo,',
    consent: {
      subject: 'Bitte bestätigen Sie das Huey-Konto von {{name}}',
      joined:
        '{{name}} hat ein Konto bei Huey erstellt, einer App zum Malen nach Zahlen, und Ihre E-Mail-Adresse als die eines Elternteils angegeben.',
      meanwhile:
        'Kinder unter 13 brauchen die Zustimmung eines Elternteils. Bis Sie bestätigen, kann {{name}} Bilder ausmalen und Fotos auf dem eigenen Gerät in Malbilder verwandeln (das Foto verlässt es nie), aber kein Premium kaufen, nichts teilen und kein Foto auf unseren Servern in ein Malbild verwandeln lassen.',
      link: 'Bestätigen oder ablehnen (der Link funktioniert einmal, 7 Tage lang)',
      deadline: 'Wenn Sie nichts tun, werden das Konto und seine Daten nach 14 Tagen gelöscht.',
    },
    notice: {
      subject: '{{name}} ist jetzt bei Huey',
      text: '{{name}} hat ein Konto bei Huey erstellt, einer App zum Malen nach Zahlen, und Ihre E-Mail-Adresse als die eines Elternteils angegeben. Sie müssen nichts tun.',
    },
    verify: {
      subject: 'Bestätige deine E-Mail-Adresse für Huey',
      welcome: 'Willkommen bei Huey, {{name}}. Bitte bestätige, dass diese Adresse dir gehört.',
      link: 'Meine Adresse bestätigen (der Link funktioniert einmal, 7 Tage lang)',
      ignore: 'Wenn du kein Huey-Konto erstellt hast, ignoriere diese E-Mail: Es passiert nichts.',
    },
    existing: {
      subject: 'Jemand wollte mit deiner Adresse ein Huey-Konto erstellen',
      tried:
        'Jemand (vielleicht du) wollte mit dieser E-Mail-Adresse ein Huey-Konto erstellen, aber sie hat schon eins. Es wurde kein neues Konto erstellt.',
      signIn: 'Wenn du es warst, melde dich hier an: {{link}}.',
      link: 'Passwort vergessen? Hier zurücksetzen',
      ignore:
        'Wenn du es nicht warst, kannst du diese E-Mail ignorieren: Dein Konto ist unverändert.',
    },
    reset: {
      subject: 'Setze dein Huey-Passwort zurück',
      asked:
        'Jemand (vielleicht du) hat darum gebeten, das Passwort des Huey-Kontos mit dieser Adresse zurückzusetzen.',
      link: 'Neues Passwort wählen (der Link funktioniert einmal, 1 Stunde lang)',
      signsOut: 'Wenn du ein neues Passwort wählst, wirst du auf allen Geräten abgemeldet.',
      ignore:
        'Wenn du nicht darum gebeten hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
    },
  },
  pages: {
    consent: {
      title: 'Das Konto von {{name}} bestätigen',
      joined:
        '{{name}} hat sich bei Huey angemeldet, einer App zum Malen nach Zahlen, und Sie als Elternteil angegeben.',
      choice:
        '{{name}} kann schon jetzt Bilder ausmalen und Fotos auf dem eigenen Gerät in Malbilder verwandeln; das Foto verlässt es nie. Wenn Sie bestätigen, kann {{name}} auch Premium kaufen, Bilder teilen und, wenn das Gerät langsam ist, ein Foto auf unseren Servern in ein Malbild verwandeln lassen (verkleinert, ohne Ort gesendet und nicht behalten). Wenn Sie ablehnen, werden das Konto und alles darin sofort gelöscht.',
      confirm: 'Bestätigen',
      decline: 'Ablehnen und löschen',
    },
    consentInvalid: {
      title: 'Dieser Link funktioniert nicht mehr',
      text: 'Der Link wurde schon benutzt, ist abgelaufen oder wurde durch einen neueren ersetzt. Wenn Ihr Kind Ihre Zustimmung noch braucht, kann es Ihnen in seinem Profil in Huey einen neuen Link schicken.',
    },
    consentGiven: { title: 'Danke', text: 'Das Konto ist bestätigt. Viel Spaß beim Malen!' },
    consentDeclined: {
      title: 'Abgelehnt',
      text: 'Das Konto und alles darin wurden gelöscht.',
    },
    verified: {
      title: 'Deine E-Mail ist bestätigt',
      text: 'Danke: Deine Adresse ist bestätigt.',
      link: 'Zurück zu Huey',
    },
    verifyUsed: {
      title: 'Dieser Link wurde schon benutzt',
      text: 'Die Adresse wurde damit schon bestätigt; es ist nichts mehr nötig.',
      link: 'Zurück zu Huey',
    },
    verifyExpired: {
      title: 'Dieser Link ist abgelaufen',
      text: 'Der Link ist älter als 7 Tage oder es wurde ein neuerer geschickt. Melde dich bei Huey an und wähle in deinem Profil „Nochmal senden“, um einen neuen zu bekommen.',
      link: 'Mein Profil öffnen',
    },
  },
} satisfies Catalogue
