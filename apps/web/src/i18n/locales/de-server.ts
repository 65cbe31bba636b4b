import type { LocaleMessages } from './en-us'

/** German of what the server answers (its JSON messages are English; the app shows them so). */
export const deServer = {
  server: {
    emailTaken: 'Mit dieser E-Mail gibt es schon ein Konto.',
    parentEmailRequired: 'Unter 13 Jahren brauchen wir die E-Mail eines Elternteils.',
    invalidCredentials: 'E-Mail oder Passwort ist falsch.',
    sessionExpired: 'Deine Sitzung ist abgelaufen. Bitte melde dich neu an.',
    accountDeleted: 'Dieses Konto wurde gelöscht.',
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
  answers: {
    emailInvalid: 'Gib eine gültige E-Mail-Adresse ein.',
    passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen haben.',
    passwordTooLong: 'Das Passwort darf höchstens 128 Zeichen haben.',
    passwordTooCommon:
      'Dieses Passwort ist zu verbreitet. Wähle eines, das schwerer zu erraten ist.',
    nameRequired: 'Der Name fehlt.',
    nameTooLong: 'Der Name darf höchstens 80 Zeichen haben.',
    nameControlCharacters: 'Der Name darf keine Steuerzeichen enthalten.',
    birthdateFormat: 'Das Geburtsdatum muss ein Datum wie 2010-04-23 sein.',
    birthdateNotReal: 'Das Geburtsdatum muss ein echtes Datum wie 2010-04-23 sein.',
    birthdateInFuture: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
    birthdateBefore1900: 'Das Geburtsdatum darf nicht vor 1900 liegen.',
    birthdateNeeded: 'Zum Bestätigen des Alters brauchen wir ein Geburtsdatum.',
    mailFailed: 'Wir konnten die E-Mail nicht senden. Bitte versuch es noch einmal.',
    emailTakenUsePassword:
      'Mit dieser E-Mail gibt es schon ein Konto. Melde dich mit deinem Passwort an.',
    emailTakenOtherSocial:
      'Mit dieser E-Mail gibt es schon ein Konto. Es ist mit einem anderen {{provider}}-Konto verbunden.',
    socialUnavailable:
      'Die Anmeldung mit {{provider}} ist gerade nicht möglich. Bitte versuch es noch einmal.',
    socialNotOffered: 'Die Anmeldung mit {{provider}} gibt es auf diesem Server nicht.',
    socialNotVerified: 'Die Anmeldung mit {{provider}} konnte nicht bestätigt werden.',
    consentToLinkSocial:
      'Um ein {{provider}}-Konto zu verbinden, brauchst du die Zustimmung deiner Eltern.',
    subscriptionActive: 'Du hast schon ein aktives Abo.',
    noWebSubscription: 'Es wurde kein Web-Abo gefunden.',
    webPurchasesUnavailable: 'Web-Käufe sind hier nicht möglich.',
    tooManyAttempts:
      'Zu viele Versuche. Warte {{seconds}} Sekunden und versuch es dann noch einmal.',
  },
} satisfies LocaleMessages
