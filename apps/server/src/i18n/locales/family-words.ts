/**
 * The family's words in the server's mails and pages, per language (spread into each catalogue
 * as `family`): the copy of what a parent agrees to, and a child's request to name another parent.
 */
export const enUSFamily = {
  agreement: {
    title: 'What you agree to by confirming (keep this copy):',
    keep: "We keep {{name}}'s name, e-mail address, birthdate, paintings and progress, the puzzles made from their photos (never the photos), their language and settings, and the devices they are signed in on, only to run Huey for them.",
    use: '{{name}} may buy premium and paint together with family. We show no ads, sell no data, and children cannot write messages to anyone in Huey.',
    rights:
      'You can see all of this, download it, withdraw your consent or delete the account at any time: sign in to Huey with this e-mail address and open Family from your profile.',
    address: "Only you can approve a change of {{name}}'s parent address.",
  },
  change: {
    subject: "{{name}} asks to change their parent's address on Huey",
    asked:
      '{{name}} asks to name {{email}} as their parent on Huey instead of you. Nothing changes unless you agree.',
    effect:
      'If you agree, {{email}} becomes the parent address and is asked for consent; until they give it, {{name}} cannot buy premium.',
    link: 'Agree or keep yourself as the parent (the link works once, for 7 days)',
    ignore: 'If you do nothing, you stay the parent and nothing changes.',
  },
  changePage: {
    title: "Change {{name}}'s parent?",
    confirm: 'Agree to the change',
    keep: 'Keep me as the parent',
  },
  changeDone: {
    title: 'Done',
    text: 'The new address is now the parent address and has been asked for consent.',
  },
  changeKept: { title: 'Nothing changed', text: 'You stay the parent on this account.' },
}

export const esFamily: typeof enUSFamily = {
  agreement: {
    title: 'Lo que acepta al confirmar (guarde esta copia):',
    keep: 'Guardamos el nombre, la dirección de correo, la fecha de nacimiento, las pinturas y el progreso de {{name}}, los puzles hechos con sus fotos (nunca las fotos), su idioma y ajustes, y los dispositivos en los que ha iniciado sesión, solo para que Huey funcione.',
    use: '{{name}} puede comprar premium y pintar en familia. No mostramos anuncios, no vendemos datos y los niños no pueden escribir mensajes a nadie en Huey.',
    rights:
      'Puede ver todo esto, descargarlo, retirar su consentimiento o eliminar la cuenta en cualquier momento: inicie sesión en Huey con esta dirección de correo y abra Familia desde su perfil.',
    address: 'Solo usted puede aprobar un cambio de la dirección del padre o la madre de {{name}}.',
  },
  change: {
    subject: '{{name}} pide cambiar la dirección de su padre o madre en Huey',
    asked:
      '{{name}} pide nombrar a {{email}} como su padre o madre en Huey en lugar de usted. Nada cambia si usted no lo acepta.',
    effect:
      'Si acepta, {{email}} pasa a ser la dirección del padre o la madre y se le pide su consentimiento; hasta que lo dé, {{name}} no puede comprar premium.',
    link: 'Aceptar o seguir siendo el padre o la madre (el enlace funciona una vez, durante 7 días)',
    ignore: 'Si no hace nada, usted sigue siendo el padre o la madre y nada cambia.',
  },
  changePage: {
    title: '¿Cambiar el padre o la madre de {{name}}?',
    confirm: 'Aceptar el cambio',
    keep: 'Seguir siendo yo',
  },
  changeDone: {
    title: 'Hecho',
    text: 'La nueva dirección es ahora la del padre o la madre y se le ha pedido su consentimiento.',
  },
  changeKept: {
    title: 'Nada ha cambiado',
    text: 'Usted sigue siendo el padre o la madre de esta cuenta.',
  },
}

export const frFamily: typeof enUSFamily = {
  agreement: {
    title: 'Ce que vous acceptez en confirmant (gardez cette copie) :',
    keep: "Nous gardons le nom, l'adresse e-mail, la date de naissance, les peintures et la progression de {{name}}, les puzzles faits à partir de ses photos (jamais les photos), sa langue et ses réglages, et les appareils sur lesquels il ou elle est connecté, uniquement pour faire fonctionner Huey.",
    use: "{{name}} peut acheter premium et peindre en famille. Nous n'affichons aucune publicité, ne vendons aucune donnée, et les enfants ne peuvent écrire de message à personne dans Huey.",
    rights:
      'Vous pouvez tout consulter, le télécharger, retirer votre consentement ou supprimer le compte à tout moment : connectez-vous à Huey avec cette adresse e-mail et ouvrez Famille depuis votre profil.',
    address: "Vous seul pouvez approuver un changement de l'adresse du parent de {{name}}.",
  },
  change: {
    subject: "{{name}} demande à changer l'adresse de son parent sur Huey",
    asked:
      '{{name}} demande à nommer {{email}} comme parent sur Huey à votre place. Rien ne change sans votre accord.',
    effect:
      "Si vous acceptez, {{email}} devient l'adresse du parent et reçoit une demande de consentement ; en attendant, {{name}} ne peut pas acheter premium.",
    link: 'Accepter ou rester le parent (le lien fonctionne une fois, pendant 7 jours)',
    ignore: 'Si vous ne faites rien, vous restez le parent et rien ne change.',
  },
  changePage: {
    title: 'Changer le parent de {{name}} ?',
    confirm: 'Accepter le changement',
    keep: 'Rester le parent',
  },
  changeDone: {
    title: 'C’est fait',
    text: 'La nouvelle adresse est désormais celle du parent et son consentement lui a été demandé.',
  },
  changeKept: { title: 'Rien n’a changé', text: 'Vous restez le parent de ce compte.' },
}

export const deFamily: typeof enUSFamily = {
  agreement: {
    title: 'Dem stimmen Sie mit der Bestätigung zu (bewahren Sie diese Kopie auf):',
    keep: 'Wir speichern Namen, E-Mail-Adresse, Geburtsdatum, Bilder und Fortschritt von {{name}}, die aus Fotos gemachten Malbilder (nie die Fotos), Sprache und Einstellungen sowie die angemeldeten Geräte, nur um Huey zu betreiben.',
    use: '{{name}} darf Premium kaufen und mit der Familie zusammen malen. Wir zeigen keine Werbung, verkaufen keine Daten, und Kinder können in Huey niemandem Nachrichten schreiben.',
    rights:
      'Sie können all das jederzeit ansehen, herunterladen, Ihre Zustimmung widerrufen oder das Konto löschen: Melden Sie sich mit dieser E-Mail-Adresse bei Huey an und öffnen Sie „Familie“ in Ihrem Profil.',
    address: 'Nur Sie können eine Änderung der Elternadresse von {{name}} genehmigen.',
  },
  change: {
    subject: '{{name}} möchte die Elternadresse bei Huey ändern',
    asked:
      '{{name}} möchte bei Huey {{email}} statt Ihnen als Elternteil angeben. Ohne Ihre Zustimmung ändert sich nichts.',
    effect:
      'Wenn Sie zustimmen, wird {{email}} die Elternadresse und um Zustimmung gebeten; bis dahin kann {{name}} kein Premium kaufen.',
    link: 'Zustimmen oder Elternteil bleiben (der Link funktioniert einmal, 7 Tage lang)',
    ignore: 'Wenn Sie nichts tun, bleiben Sie der Elternteil und nichts ändert sich.',
  },
  changePage: {
    title: 'Elternteil von {{name}} ändern?',
    confirm: 'Der Änderung zustimmen',
    keep: 'Elternteil bleiben',
  },
  changeDone: {
    title: 'Erledigt',
    text: 'Die neue Adresse ist jetzt die Elternadresse und wurde um Zustimmung gebeten.',
  },
  changeKept: { title: 'Nichts geändert', text: 'Sie bleiben der Elternteil dieses Kontos.' },
}

export const ptBRFamily: typeof enUSFamily = {
  agreement: {
    title: 'O que você aceita ao confirmar (guarde esta cópia):',
    keep: 'Guardamos o nome, o e-mail, a data de nascimento, as pinturas e o progresso de {{name}}, os quebra-cabeças feitos com suas fotos (nunca as fotos), o idioma e as configurações, e os aparelhos em que a conta está conectada, só para o Huey funcionar.',
    use: '{{name}} pode comprar o premium e pintar junto com a família. Não mostramos anúncios, não vendemos dados, e crianças não podem escrever mensagens para ninguém no Huey.',
    rights:
      'Você pode ver tudo isso, baixar, retirar seu consentimento ou excluir a conta a qualquer momento: entre no Huey com este e-mail e abra Família no seu perfil.',
    address: 'Só você pode aprovar uma mudança do e-mail do responsável de {{name}}.',
  },
  change: {
    subject: '{{name}} pede para mudar o e-mail do responsável no Huey',
    asked:
      '{{name}} pede para indicar {{email}} como responsável no Huey no seu lugar. Nada muda sem a sua aprovação.',
    effect:
      'Se você aprovar, {{email}} passa a ser o e-mail do responsável e recebe um pedido de consentimento; até lá, {{name}} não pode comprar o premium.',
    link: 'Aprovar ou continuar como responsável (o link funciona uma vez, por 7 dias)',
    ignore: 'Se você não fizer nada, continua sendo o responsável e nada muda.',
  },
  changePage: {
    title: 'Mudar o responsável de {{name}}?',
    confirm: 'Aprovar a mudança',
    keep: 'Continuar como responsável',
  },
  changeDone: {
    title: 'Pronto',
    text: 'O novo e-mail agora é o do responsável e recebeu um pedido de consentimento.',
  },
  changeKept: { title: 'Nada mudou', text: 'Você continua sendo o responsável por esta conta.' },
}
