import type { LocaleMessages } from './en-us'

/** Spanish of what the server answers (its JSON messages are English; the app shows them so). */
export const esServer = {
  server: {
    emailTaken: 'Ya existe una cuenta con este correo.',
    parentEmailRequired:
      'Si tienes menos de 13 años, hace falta el correo de tu madre, padre o tutor.',
    invalidCredentials: 'El correo o la contraseña no son correctos.',
    sessionExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    accountDeleted: 'Esta cuenta se eliminó.',
    consentRequiredToUpgrade:
      'Para pasar a premium hace falta el permiso de tu madre, padre o tutor.',
    consentPending: 'Todavía esperamos el permiso de tu madre, padre o tutor.',
    consentRequiredToUpload: 'Para subir fotos hace falta el permiso de tu madre, padre o tutor.',
    parentEmailSameAsOwn: 'El correo de tu madre, padre o tutor tiene que ser distinto del tuyo.',
    consentMailFailed: 'No pudimos enviar el correo a tu madre, padre o tutor. Inténtalo de nuevo.',
    consentMailSent: 'Hemos enviado un correo a tu madre, padre o tutor para confirmar tu cuenta.',
    consentNotNeeded: 'Esta cuenta no necesita el permiso de una madre, padre o tutor.',
    consentNotPending: 'No hay ningún permiso pendiente que volver a enviar.',
    birthdateNeededFirst: 'Primero dinos tu fecha de nacimiento.',
    premiumPicture: 'Este dibujo es para miembros premium.',
    noSubscription: 'No encontramos ninguna suscripción activa.',
    notFound: 'No encontrado.',
    invalidAddress: 'La dirección tiene caracteres no permitidos.',
    invalidCharacters: 'La solicitud tiene caracteres no permitidos.',
    tooManyRequests: 'Demasiados intentos. Inténtalo de nuevo más tarde.',
    internal: 'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
    verificationMailSent: 'Te enviamos un correo para confirmar tu dirección.',
    emailAlreadyVerified: 'Tu dirección de correo ya está verificada.',
    resetMailSent:
      'Si hay una cuenta con esta dirección, le enviamos un enlace para elegir una contraseña nueva.',
    resetLinkDead: 'Este enlace ya no funciona. Pide uno nuevo.',
    passwordReset: 'Tu contraseña ha cambiado. Inicia sesión.',
    passwordChanged: 'Tu contraseña ha cambiado. Se cerró la sesión en tus otros dispositivos.',
    wrongCurrentPassword: 'La contraseña actual no es correcta.',
    noPasswordYet: 'Esta cuenta no tiene contraseña. Usa «Olvidé mi contraseña» para crear una.',
    signedOutEverywhere: 'Sesión cerrada en todos los dispositivos.',
    sessionSignedOut: 'Se cerró la sesión en ese dispositivo.',
  },
  answers: {
    emailInvalid: 'Escribe un correo electrónico válido.',
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
    passwordTooLong: 'La contraseña debe tener como máximo 128 caracteres.',
    passwordTooCommon: 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
    nameRequired: 'El nombre es obligatorio.',
    nameTooLong: 'El nombre debe tener como máximo 80 caracteres.',
    nameControlCharacters: 'El nombre no puede contener caracteres de control.',
    birthdateFormat: 'La fecha de nacimiento debe ser una fecha como 2010-04-23.',
    birthdateNotReal: 'La fecha de nacimiento debe ser una fecha real, como 2010-04-23.',
    birthdateInFuture: 'La fecha de nacimiento no puede estar en el futuro.',
    birthdateBefore1900: 'La fecha de nacimiento no puede ser anterior a 1900.',
    birthdateNeeded: 'Hace falta una fecha de nacimiento para verificar la edad.',
    mailFailed: 'No pudimos enviar el correo. Inténtalo de nuevo.',
    emailTakenUsePassword: 'Ya existe una cuenta con este correo. Inicia sesión con tu contraseña.',
    emailTakenOtherSocial:
      'Ya existe una cuenta con este correo. Está vinculada a otra cuenta de {{provider}}.',
    socialUnavailable:
      'El inicio de sesión con {{provider}} no está disponible ahora. Inténtalo de nuevo.',
    socialNotOffered: 'El inicio de sesión con {{provider}} no está disponible en este servidor.',
    socialNotVerified: 'No se pudo verificar el inicio de sesión con {{provider}}.',
    consentToLinkSocial:
      'Hace falta el permiso de tu madre, padre o tutor para vincular una cuenta de {{provider}}.',
    subscriptionActive: 'Ya tienes una suscripción activa.',
    noWebSubscription: 'No se encontró ninguna suscripción web.',
    webPurchasesUnavailable: 'Aquí no se pueden hacer compras web.',
    tooManyAttempts: 'Demasiados intentos. Espera {{seconds}} segundos y vuelve a intentarlo.',
  },
} satisfies LocaleMessages
