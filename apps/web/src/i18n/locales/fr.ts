import type { LocaleMessages } from './en-us'

/** French, in the familiar « tu », friendly enough for a child to read. */
export const fr = {
  common: {
    appName: 'Huey',
    close: 'Fermer',
    cancel: 'Annuler',
    retry: 'Réessayer',
    loading: 'Chargement…',
  },
  tabs: {
    home: 'Galerie',
    dailyImages: 'Du jour',
    create: 'Créer',
    myWorks: 'Mes œuvres',
    profile: 'Profil',
    label: 'Principal',
  },
  titles: {
    landing: 'Bienvenue',
    home: 'Galerie',
    myWorks: 'Mes œuvres',
    dailyImages: 'Du jour',
    create: 'Créer',
    signIn: 'Connexion',
    signUp: 'Inscription',
    profile: 'Profil',
  },
  landing: {
    headline: 'Colorie par numéros, en toute sérénité.',
    lede: 'De jolies images découpées en zones numérotées. Choisis une couleur, touche, et regarde ton tableau prendre vie.',
    start: 'Commencer à peindre',
    usePhoto: 'Utiliser ma photo',
    accountPitch:
      '<signIn>Connecte-toi</signIn> ou <signUp>crée un compte gratuit</signUp> pour retrouver tes peintures sur tous tes appareils.',
    heroAlt: 'Une image à moitié coloriée par numéros',
    features: {
      regionsTitle: 'Des centaines de zones, une touche chacune',
      regionsText: 'Choisis un numéro, touche ses zones et regarde l’image apparaître.',
      photosTitle: 'Tes photos, tes puzzles',
      photosText:
        'Transforme une photo en puzzle en quelques secondes. Elle ne quitte jamais ton appareil.',
      dailyTitle: 'Une nouvelle image chaque jour',
      dailyText: 'Quelque chose de nouveau à colorier chaque matin.',
      savedTitle: 'Ne perds jamais un coup de pinceau',
      savedText:
        'Ta progression est enregistrée pendant que tu peins, et synchronisée quand tu te connectes.',
    },
  },
  language: {
    label: 'Langue',
    hint: 'Huey suit la langue de ton appareil tant que tu n’en choisis pas une ici.',
  },
  update: {
    available: 'Une nouvelle version de Huey est prête.',
    reload: 'Recharger',
    later: 'Plus tard',
  },
  auth: {
    validation: {
      signUpRequired:
        'L’e-mail, le mot de passe, le nom et la date de naissance sont obligatoires.',
      signInRequired: 'L’e-mail et le mot de passe sont obligatoires.',
      notLoggedIn: 'Tu n’es pas connecté.',
      noUserIdForAgeVerification: 'Aucun utilisateur indiqué pour vérifier l’âge.',
      facebookNoAccessToken: 'Échec de la connexion avec Facebook : aucun jeton d’accès.',
      googleNoIdToken: 'Échec de la connexion avec Google : aucun jeton d’identité reçu.',
    },
    operations: {
      facebook: {
        serverError: 'Une erreur s’est produite pendant la connexion avec Facebook.',
        unexpected: 'Une erreur inattendue s’est produite pendant la connexion avec Facebook.',
      },
      google: {
        serverError: 'Une erreur s’est produite pendant la connexion avec Google.',
        unexpected: 'Une erreur inattendue s’est produite pendant la connexion avec Google.',
      },
      signUp: {
        serverError: 'Une erreur s’est produite pendant l’inscription.',
        unexpected: 'Une erreur inattendue s’est produite pendant l’inscription.',
      },
      signIn: {
        serverError: 'Une erreur s’est produite pendant la connexion.',
        unexpected: 'Une erreur inattendue s’est produite pendant la connexion.',
      },
      upgrade: {
        serverError: 'Une erreur s’est produite pendant le passage à premium.',
        unexpected: 'Une erreur inattendue s’est produite pendant le passage à premium.',
      },
      deleteAccount: {
        serverError: 'Une erreur s’est produite pendant la suppression du compte.',
        unexpected: 'Une erreur inattendue s’est produite pendant la suppression du compte.',
      },
      verifyAge: {
        serverError: 'Impossible de vérifier l’âge.',
        unexpected: 'Une erreur inattendue s’est produite pendant la vérification de l’âge.',
      },
      parentEmail: {
        serverError: 'Nous n’avons pas pu envoyer l’e-mail à ton parent.',
        unexpected:
          'Une erreur inattendue s’est produite pendant l’envoi de l’e-mail à ton parent.',
      },
      resendConsent: {
        serverError: 'Nous n’avons pas pu renvoyer l’e-mail à ton parent.',
        unexpected:
          'Une erreur inattendue s’est produite pendant le renvoi de l’e-mail à ton parent.',
      },
    },
    signUpSuccess: 'Compte créé. Connecte-toi maintenant.',
  },
  gallery: {
    title: 'Galerie',
    offline: 'Tu es hors ligne. Les images que tu as déjà vues sont toujours là.',
    allPictures: 'Toutes les images',
    emptyBrowsing: 'Pas encore d’images ici.',
    emptyFiltered: 'Aucune image ne correspond. Essaie d’autres mots ou filtres.',
    credits:
      'Images composées à partir des dessins <fluent>Fluent Emoji</fluent> (© Microsoft, MIT) et <noto>Noto Emoji</noto> (© Google, Apache 2.0).',
    search: 'Chercher des images',
    categories: 'Catégories',
    all: 'Toutes',
    difficulty: 'Difficulté',
    anyLevel: 'Tous niveaux',
    myProgress: 'Ma progression',
  },
  difficulty: { easy: 'Facile', medium: 'Moyen', hard: 'Difficile' },
  status: { new: 'À faire', inProgress: 'En cours', done: 'Terminée' },
  picture: {
    new: 'Nouveau',
    premium: 'Premium',
    painted: '{{percent}} peint',
  },
  daily: {
    title: 'Images du jour',
    intro:
      'Une nouvelle image à colorier chaque jour. La dernière semaine est gratuite ; les archives sont incluses avec premium.',
    failed: 'Impossible de charger les images du jour. Vérifie ta connexion.',
    today: 'Aujourd’hui, {{date}}',
  },
  server: {
    emailTaken: 'Un compte existe déjà avec cet e-mail.',
    parentEmailRequired: 'L’e-mail d’un parent est obligatoire avant 13 ans.',
    invalidCredentials: 'E-mail ou mot de passe incorrect.',
    sessionExpired: 'Ta session a expiré. Connecte-toi à nouveau.',
    consentRequiredToUpgrade: 'L’accord d’un parent est nécessaire pour passer à premium.',
    consentPending: 'L’accord de ton parent est toujours en attente.',
    consentRequiredToUpload: 'L’accord d’un parent est nécessaire pour envoyer des photos.',
    parentEmailSameAsOwn: 'L’e-mail de ton parent doit être différent du tien.',
    consentMailFailed: 'Nous n’avons pas pu envoyer l’e-mail à ton parent. Réessaie.',
    consentMailSent: 'Nous avons envoyé un e-mail à ton parent pour confirmer ton compte.',
    consentNotNeeded: 'Ce compte n’a pas besoin de l’accord d’un parent.',
    consentNotPending: 'Aucun accord parental n’attend d’être renvoyé.',
    birthdateNeededFirst: 'Indique d’abord ta date de naissance.',
    premiumPicture: 'Cette image est réservée aux membres premium.',
    noSubscription: 'Aucun abonnement actif n’a été trouvé.',
    notFound: 'Introuvable.',
    invalidAddress: 'L’adresse contient des caractères non autorisés.',
    invalidCharacters: 'La demande contient des caractères non autorisés.',
    tooManyRequests: 'Trop de demandes. Réessaie plus tard.',
    internal: 'Un problème est survenu de notre côté. Réessaie.',
    verificationMailSent: 'Nous t’avons envoyé un e-mail pour confirmer ton adresse.',
    emailAlreadyVerified: 'Ton adresse e-mail est déjà vérifiée.',
    resetMailSent:
      'Si un compte a cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe.',
    resetLinkDead: 'Ce lien ne fonctionne plus. Demandes-en un nouveau.',
    passwordReset: 'Ton mot de passe est changé. Connecte-toi.',
    passwordChanged: 'Ton mot de passe est changé. Tes autres appareils sont déconnectés.',
    wrongCurrentPassword: 'Le mot de passe actuel n’est pas le bon.',
    noPasswordYet:
      'Ce compte n’a pas de mot de passe. Utilise « Mot de passe oublié » pour en choisir un.',
    signedOutEverywhere: 'Déconnecté sur tous les appareils.',
    sessionSignedOut: 'Cet appareil est déconnecté.',
  },
} satisfies LocaleMessages
