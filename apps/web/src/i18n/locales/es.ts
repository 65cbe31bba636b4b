import type { LocaleMessages } from './en-us'

/** Spanish (neutral, tuteo), friendly enough for a child to read. */
export const es = {
  common: {
    appName: 'Huey',
    close: 'Cerrar',
    cancel: 'Cancelar',
    retry: 'Intentar de nuevo',
    loading: 'Cargando…',
  },
  tabs: {
    home: 'Galería',
    dailyImages: 'Del día',
    create: 'Crear',
    myWorks: 'Mis obras',
    profile: 'Perfil',
    label: 'Principal',
  },
  titles: {
    landing: 'Bienvenida',
    home: 'Galería',
    myWorks: 'Mis obras',
    dailyImages: 'Del día',
    create: 'Crear',
    signIn: 'Iniciar sesión',
    signUp: 'Crear cuenta',
    profile: 'Perfil',
  },
  landing: {
    headline: 'Colorea por números, con calma.',
    lede: 'Dibujos preciosos divididos en zonas numeradas. Elige un color, toca y mira cómo cobra vida tu pintura.',
    start: 'Empezar a pintar',
    usePhoto: 'Usar mi foto',
    accountPitch:
      '<signIn>Inicia sesión</signIn> o <signUp>crea una cuenta gratis</signUp> para tener tus pinturas en todos tus dispositivos.',
    heroAlt: 'Un dibujo coloreado a medias por números',
    features: {
      regionsTitle: 'Cientos de zonas, un toque cada una',
      regionsText: 'Elige un número, toca sus zonas y mira cómo aparece el dibujo.',
      photosTitle: 'Tus fotos, tus puzles',
      photosText: 'Convierte una foto en un puzle en segundos. Nunca sale de tu dispositivo.',
      dailyTitle: 'Un dibujo nuevo cada día',
      dailyText: 'Algo nuevo para colorear cada mañana.',
      savedTitle: 'No pierdas ni un trazo',
      savedText: 'Tu progreso se guarda mientras pintas y se sincroniza al iniciar sesión.',
    },
  },
  language: {
    label: 'Idioma',
    hint: 'Huey usa el idioma de tu dispositivo hasta que elijas otro aquí.',
  },
  update: {
    available: 'Hay una nueva versión de Huey lista.',
    reload: 'Recargar',
    later: 'Más tarde',
  },
  auth: {
    validation: {
      signUpRequired: 'Hacen falta el correo, la contraseña, el nombre y la fecha de nacimiento.',
      signInRequired: 'Hacen falta el correo y la contraseña.',
      notLoggedIn: 'No has iniciado sesión.',
      noUserIdForAgeVerification: 'Falta el usuario para comprobar la edad.',
      facebookNoAccessToken: 'No se pudo entrar con Facebook: no llegó el token de acceso.',
      googleNoIdToken: 'No se pudo entrar con Google: no llegó el token de identidad.',
    },
    operations: {
      facebook: {
        serverError: 'Hubo un error al entrar con Facebook.',
        unexpected: 'Hubo un error inesperado al entrar con Facebook.',
      },
      google: {
        serverError: 'Hubo un error al entrar con Google.',
        unexpected: 'Hubo un error inesperado al entrar con Google.',
      },
      signUp: {
        serverError: 'Hubo un error al crear la cuenta.',
        unexpected: 'Hubo un error inesperado al crear la cuenta.',
      },
      signIn: {
        serverError: 'Hubo un error al iniciar sesión.',
        unexpected: 'Hubo un error inesperado al iniciar sesión.',
      },
      upgrade: {
        serverError: 'Hubo un error al pasar a premium.',
        unexpected: 'Hubo un error inesperado al pasar a premium.',
      },
      deleteAccount: {
        serverError: 'Hubo un error al borrar la cuenta.',
        unexpected: 'Hubo un error inesperado al borrar la cuenta.',
      },
      verifyAge: {
        serverError: 'No se pudo comprobar la edad.',
        unexpected: 'Hubo un error inesperado al comprobar la edad.',
      },
      parentEmail: {
        serverError: 'No pudimos enviar el correo a tu madre, padre o tutor.',
        unexpected: 'Hubo un error inesperado al enviar el correo a tu madre, padre o tutor.',
      },
      resendConsent: {
        serverError: 'No pudimos volver a enviar el correo a tu madre, padre o tutor.',
        unexpected:
          'Hubo un error inesperado al volver a enviar el correo a tu madre, padre o tutor.',
      },
    },
    signUpSuccess: 'Cuenta creada. Ahora inicia sesión.',
  },
  gallery: {
    title: 'Galería',
    offline: 'No tienes conexión. Los dibujos que ya viste siguen aquí.',
    allPictures: 'Todos los dibujos',
    emptyBrowsing: 'Todavía no hay dibujos aquí.',
    emptyFiltered: 'Ningún dibujo coincide. Prueba con otras palabras o filtros.',
    credits:
      'Dibujos hechos con ilustraciones de <fluent>Fluent Emoji</fluent> (© Microsoft, MIT) y <noto>Noto Emoji</noto> (© Google, Apache 2.0).',
    search: 'Buscar dibujos',
    categories: 'Categorías',
    all: 'Todos',
    difficulty: 'Dificultad',
    anyLevel: 'Cualquier nivel',
    myProgress: 'Mi progreso',
  },
  difficulty: { easy: 'Fácil', medium: 'Medio', hard: 'Difícil' },
  status: { new: 'Sin empezar', inProgress: 'En curso', done: 'Terminado' },
  picture: {
    new: 'Nuevo',
    premium: 'Premium',
    painted: '{{percent}} pintado',
  },
  daily: {
    title: 'Dibujos del día',
    intro:
      'Un dibujo nuevo para colorear cada día. La última semana es gratis; el archivo viene con premium.',
    failed: 'No se pudieron cargar los dibujos del día. Revisa tu conexión.',
    today: 'Hoy, {{date}}',
  },
  server: {
    emailTaken: 'Ya existe una cuenta con este correo.',
    parentEmailRequired:
      'Si tienes menos de 13 años, hace falta el correo de tu madre, padre o tutor.',
    invalidCredentials: 'El correo o la contraseña no son correctos.',
    sessionExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
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
} satisfies LocaleMessages
