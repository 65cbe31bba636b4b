/** The Family page, the profile's way to it and the sign-up's age question (see en-us-family.ts). */
export const frFamily = {
  family: {
    title: 'Famille',
    lede: 'Les comptes de tes enfants : ce que chacun contient, et tes droits sur eux à tout moment.',
    none: "Aucun enfant n'a encore donné ton adresse e-mail comme celle de son parent. Dès que l'un le fait, son compte apparaît ici.",
    failed: "Quelque chose s'est mal passé. Réessaie.",
    consent: { granted: 'Consentement donné', pending: 'En attente de ton consentement' },
    premium: 'Premium',
    free: 'Offre gratuite',
    born: 'Né(e) le {{date}}',
    joined: 'Inscrit(e) le {{date}}',
    paintings: 'Peintures',
    noPaintings: 'Pas encore de peinture.',
    progress: '{{filled}} zones peintes sur {{total}}',
    progressOpen: '{{filled}} zones peintes',
    done: 'Terminée',
    creations: 'Puzzles faits à partir de photos : {{count}}',
    sessions: 'Connecté(e) sur',
    noSessions: 'Connecté(e) sur aucun appareil.',
    lastUsed: '{{device}}, utilisé le {{date}}',
    download: 'Télécharger les données',
    downloadHint:
      'Un fichier zip : tout ce que nous gardons du compte en JSON, et chaque peinture en PNG.',
    withdraw: 'Retirer le consentement',
    withdrawTitle: 'Retirer le consentement pour {{name}} ?',
    withdrawText:
      "{{name}} peut encore colorier sur ses appareils, mais ne peut plus acheter premium ni peindre avec d'autres. Sans nouveau consentement sous 14 jours, le compte et ses données sont supprimés.",
    delete: 'Supprimer le compte',
    deleteTitle: 'Supprimer le compte de {{name}} ?',
    deleteText:
      'Cela supprime maintenant le compte, les peintures, la progression et les connexions de {{name}}. Impossible de revenir en arrière.',
    confirmWithdraw: 'Retirer le consentement',
    confirmDelete: 'Tout supprimer',
    open: 'Famille',
    openText:
      'Vois les comptes et les peintures de tes enfants, télécharge ou supprime leurs données.',
    server: {
      notYourChild: "Ce compte n'est pas celui de l'un de tes enfants.",
      parentMustBeVerified:
        "Confirme d'abord ta propre adresse e-mail, puis ta famille apparaîtra ici.",
      parentMustBeAdult: "Seul un compte d'adulte peut s'occuper d'une famille.",
      consentWithdrawn: "Consentement retiré. Le compte de l'enfant attend de nouveau un parent.",
      childDeleted: "Le compte de l'enfant et tout son contenu sont supprimés.",
      parentChangeMailSent:
        "Nous avons écrit à ton parent à l'adresse actuelle : la nouvelle adresse sera utilisée dès qu'il ou elle sera d'accord.",
    },
  },
  ageGate: {
    question: 'Quelle est ta date de naissance ?',
    why: 'Nous la demandons à tout le monde, une fois.',
    next: 'Continuer',
    given: 'Date de naissance : {{date}}',
  },
  together: {
    start: 'Peindre ensemble',
    title: 'On peint ensemble',
    code: 'Code :',
    link: "Lien d'invitation",
    painters: 'Peintres',
    you: '{{name}} (toi)',
    offline: 'Hors ligne : continue de peindre, ta peinture sera envoyée à ton retour.',
    ended: 'Cette invitation est terminée.',
    react: 'Envoyer {{emoji}}',
    leave: 'Arrêter de peindre ensemble',
    failed: "Peindre ensemble n'est pas disponible pour le moment. Réessaie.",
    server: {
      notFound: "Cette invitation n'existe pas ou a expiré.",
      full: 'Huit peintres peignent déjà ce dessin.',
      childNotFamily: 'Un enfant ne peut peindre ensemble qu’avec sa famille.',
      consentNeeded: "Il faut le consentement d'un parent pour peindre ensemble.",
    },
  },
}
