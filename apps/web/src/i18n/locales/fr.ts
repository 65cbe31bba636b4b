import { accessFr } from './access'
import type { LocaleMessages } from './en-us'
import { frFamily } from './fr-family'
import { frScreens } from './fr-screens'
import { frServer } from './fr-server'
import { noticesFr } from './notices'

/** French, in the familiar « tu », friendly enough for a child to read. */
export const fr = {
  ...frScreens,
  ...frFamily,
  ...frServer,
  ...accessFr,
  notices: noticesFr,
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
      apple: {
        serverError: 'Une erreur s’est produite lors de la connexion avec Apple.',
        unexpected: 'Une erreur inattendue s’est produite lors de la connexion avec Apple.',
      },
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
    loadingMore: 'Chargement d’autres images…',
  },
  createSave: {
    title: 'Titre',
    defaultTitle: 'Photo du {{date}}',
    paint: 'Enregistrer et commencer à peindre',
    kit: 'Enregistrer et imprimer le kit',
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
  colouring: {
    screen: 'Écran de coloriage',
    settingsButton: 'Réglages du coloriage',
    tools: 'Outils',
    dragFill: 'Glisser pour peindre',
    circleFill: 'Peindre en cercle',
    find: 'Trouver ({{count}} restantes)',
    swatch: 'Couleur {{number}}, {{name}}, {{left}}',
    left: '{{count}} restantes',
    done: 'terminée',
    // The colouring screen's header, canvas, palette, opening and finish card.
    untitled: 'Coloriage par numéros',
    printKit: 'Kit à imprimer',
    hint: 'Indice : montrer une zone à colorier',
    painted: '{{percent}} peint',
    colours: 'Couleurs',
    picture: 'Image à colorier',
    zoomHint: 'Image très détaillée : zoomez pour voir ses plus petits numéros.',
    opening: 'Ouverture de l’image',
    unavailable: 'Impossible d’ouvrir cette image.',
    back: 'Retour',
    finished: {
      label: 'Image terminée',
      title: 'Magnifique ! Tu l’as terminée.',
      replay: 'Revoir',
      savePng: 'Enregistrer en PNG',
      share: 'Partager',
    },
    settings: {
      title: 'Réglages du coloriage',
      note: 'Gardés sur cet appareil, et dans ton compte une fois connecté.',
      largeNumbers: 'Grands numéros',
      largeNumbersDetail: 'Des numéros plus grands, visibles de plus loin',
      highContrast: 'Contours très contrastés',
      highContrastDetail: 'Contours et numéros en noir',
      colourBlind: 'Symboles pour daltoniens',
      colourBlindDetail: 'Chaque couleur a son symbole, dans la palette et sur le dessin',
      leftHanded: 'Disposition pour gauchers',
      leftHandedDetail: 'Outils et couleurs à gauche',
      reducedMotion: 'Animations réduites',
      reducedMotionDetail: 'Pas de zoom animé, de pulsation ni de clignotement',
      done: 'OK',
    },
    colourNames: {
      red: 'rouge',
      orange: 'orange',
      yellow: 'jaune',
      lime: 'vert citron',
      green: 'vert',
      teal: 'bleu canard',
      blue: 'bleu',
      purple: 'violet',
      pink: 'rose',
      brown: 'marron',
      beige: 'beige',
      black: 'noir',
      white: 'blanc',
      grey: 'gris',
    },
    video: {
      save: 'Enregistrer la vidéo',
      share: 'Partager la vidéo',
      making: 'Création de la vidéo…',
      failed: 'Impossible de créer la vidéo sur cet appareil.',
    },
    shades: {
      light: '{{colour}} clair',
      dark: '{{colour}} foncé',
    },
  },
  forms: { required: 'Obligatoire.', email: 'E-mail', password: 'Mot de passe' },
  signIn: {
    lede: 'Bon retour ! Tes peintures t’attendent.',
    submit: 'Se connecter',
    busy: 'Connexion en cours',
    or: 'ou',
    google: 'Continuer avec Google',
    googleBusy: 'Connexion avec Google',
    facebook: 'Continuer avec Facebook',
    facebookBusy: 'Connexion avec Facebook',
    newHere: 'Nouveau ici ?',
    createAccount: 'Crée un compte',
  },
} satisfies LocaleMessages
