import type { Catalogue } from '@huey/contracts'
import { frFamily } from './family-words'

/** French: « tu » to the account's owner, as the app speaks; « vous » to a parent. */
export const fr = {
  family: frFamily,
  mail: {
    hello: 'Bonjour,',
    consent: {
      subject: 'Merci de confirmer le compte Huey de {{name}}',
      joined:
        '{{name}} a créé un compte sur Huey, une app de peinture par numéros, et a donné votre adresse e-mail comme celle de son parent.',
      meanwhile:
        'Avant 13 ans, l’accord d’un parent est nécessaire. Tant que vous n’avez pas confirmé, {{name}} peut colorier des images et transformer des photos en puzzles sur son propre appareil (la photo ne le quitte jamais), mais ne peut pas acheter premium, partager, ni faire transformer une photo en puzzle sur nos serveurs.',
      link: 'Confirmer ou refuser (le lien fonctionne une fois, pendant 7 jours)',
      deadline:
        'Sans réponse de votre part, le compte et ses données sont supprimés au bout de 14 jours.',
    },
    notice: {
      subject: '{{name}} a rejoint Huey',
      text: '{{name}} a créé un compte sur Huey, une app de peinture par numéros, et a donné votre adresse e-mail comme celle d’un parent. Vous n’avez rien à faire.',
    },
    verify: {
      subject: 'Confirme ton adresse e-mail pour Huey',
      welcome: 'Bienvenue sur Huey, {{name}}. Confirme que cette adresse est bien la tienne.',
      link: 'Confirmer mon adresse (le lien fonctionne une fois, pendant 7 jours)',
      ignore: 'Si tu n’as pas créé de compte Huey, ignore cet e-mail : il ne se passera rien.',
    },
    existing: {
      subject: 'Quelqu’un a essayé de créer un compte Huey avec ton adresse',
      tried:
        'Quelqu’un (peut-être toi) a essayé de créer un compte Huey avec cette adresse e-mail, qui en a déjà un. Aucun nouveau compte n’a été créé.',
      signIn: 'Si c’était toi, connecte-toi sur {{link}}.',
      link: 'Mot de passe oublié ? Réinitialise-le ici',
      ignore: 'Si ce n’était pas toi, tu peux ignorer cet e-mail : ton compte n’a pas changé.',
    },
    reset: {
      subject: 'Réinitialise ton mot de passe Huey',
      asked:
        'Quelqu’un (peut-être toi) a demandé à réinitialiser le mot de passe du compte Huey de cette adresse.',
      link: 'Choisir un nouveau mot de passe (le lien fonctionne une fois, pendant 1 heure)',
      signsOut: 'Choisir un nouveau mot de passe te déconnecte sur tous les appareils.',
      ignore: 'Si tu n’as rien demandé, ignore cet e-mail : ton mot de passe reste le même.',
    },
  },
  pages: {
    consent: {
      title: 'Confirmer le compte de {{name}}',
      joined:
        '{{name}} s’est inscrit sur Huey, une app de peinture par numéros, et vous a indiqué comme parent.',
      choice:
        '{{name}} peut déjà colorier des images et transformer des photos en puzzles sur son propre appareil ; la photo ne le quitte jamais. Si vous confirmez, {{name}} pourra aussi acheter premium, partager des images et, quand son appareil est lent, faire transformer une photo en puzzle sur nos serveurs (envoyée réduite, sans sa position, et non conservée). Si vous refusez, le compte et tout ce qu’il contient sont supprimés maintenant.',
      confirm: 'Confirmer',
      decline: 'Refuser et supprimer',
    },
    consentInvalid: {
      title: 'Ce lien ne fonctionne plus',
      text: 'Le lien a déjà servi, a expiré ou a été remplacé par un plus récent. Si votre enfant a encore besoin de votre accord, il peut vous envoyer un nouveau lien depuis son profil dans Huey.',
    },
    consentGiven: { title: 'Merci', text: 'Le compte est confirmé. Bonne peinture !' },
    consentDeclined: {
      title: 'Refusé',
      text: 'Le compte et tout ce qu’il contenait ont été supprimés.',
    },
    verified: {
      title: 'Ton e-mail est vérifié',
      text: 'Merci : ton adresse est confirmée.',
      link: 'Retour à Huey',
    },
    verifyUsed: {
      title: 'Ce lien a déjà servi',
      text: 'L’adresse a déjà été confirmée avec ce lien ; il n’y a rien d’autre à faire.',
      link: 'Retour à Huey',
    },
    verifyExpired: {
      title: 'Ce lien a expiré',
      text: 'Le lien date de plus de 7 jours ou un plus récent a été envoyé. Connecte-toi à Huey et choisis « Renvoyer » sur ton profil pour en recevoir un nouveau.',
      link: 'Ouvrir mon profil',
    },
  },
} satisfies Catalogue
