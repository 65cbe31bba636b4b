import type { Catalogue } from '@huey/contracts'
import { ptBRFamily } from './family-words'

/** Brazilian Portuguese: "você" to everyone, as the app speaks. */
export const ptBR = {
  family: ptBRFamily,
  mail: {
    hello: 'Olá,',
    consent: {
      subject: 'Confirme a conta do Huey de {{name}}',
      joined:
        '{{name}} criou uma conta no Huey, um app de pintar por números, e informou o seu e-mail como o do responsável.',
      meanwhile:
        'Menores de 13 anos precisam da autorização de um responsável. Até você confirmar, {{name}} pode colorir imagens e transformar fotos em quebra-cabeças no próprio aparelho (a foto nunca sai dele), mas não pode comprar o premium, compartilhar nem transformar uma foto em quebra-cabeça nos nossos servidores.',
      link: 'Confirmar ou recusar (o link funciona uma vez, por 7 dias)',
      deadline:
        'Se você não fizer nada, a conta e os dados dela serão excluídos depois de 14 dias.',
    },
    notice: {
      subject: '{{name}} entrou no Huey',
      text: '{{name}} criou uma conta no Huey, um app de pintar por números, e informou o seu e-mail como o de um responsável. Você não precisa fazer nada.',
    },
    verify: {
      subject: 'Confirme seu endereço de e-mail no Huey',
      welcome: 'Boas-vindas ao Huey, {{name}}. Confirme que este endereço é seu.',
      link: 'Confirmar meu endereço (o link funciona uma vez, por 7 dias)',
      ignore: 'Se você não criou uma conta no Huey, ignore este e-mail: nada vai acontecer.',
    },
    existing: {
      subject: 'Alguém tentou criar uma conta no Huey com o seu endereço',
      tried:
        'Alguém (talvez você) tentou criar uma conta no Huey com este endereço de e-mail, que já tem uma. Nenhuma conta nova foi criada.',
      signIn: 'Se foi você, entre em {{link}}.',
      link: 'Esqueceu a senha? Redefina aqui',
      ignore: 'Se não foi você, pode ignorar este e-mail: sua conta não mudou.',
    },
    reset: {
      subject: 'Redefina sua senha do Huey',
      asked:
        'Alguém (talvez você) pediu para redefinir a senha da conta do Huey com este endereço.',
      link: 'Escolher uma nova senha (o link funciona uma vez, por 1 hora)',
      signsOut: 'Escolher uma nova senha encerra sua sessão em todos os aparelhos.',
      ignore: 'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
    },
  },
  pages: {
    consent: {
      title: 'Confirmar a conta de {{name}}',
      joined:
        '{{name}} se cadastrou no Huey, um app de pintar por números, e indicou você como responsável.',
      choice:
        '{{name}} já pode colorir imagens e transformar fotos em quebra-cabeças no próprio aparelho; a foto nunca sai dele. Se você confirmar, {{name}} também poderá comprar o premium, compartilhar imagens e, quando o aparelho for lento, transformar uma foto em quebra-cabeça nos nossos servidores (enviada reduzida, sem a localização e sem ser guardada). Se você recusar, a conta e tudo o que há nela serão excluídos agora.',
      confirm: 'Confirmar',
      decline: 'Recusar e excluir',
    },
    consentInvalid: {
      title: 'Este link não funciona mais',
      text: 'O link já foi usado, expirou ou foi substituído por um mais novo. Se a criança ainda precisa da sua autorização, ela pode enviar um novo link pelo perfil no Huey.',
    },
    consentGiven: { title: 'Obrigado', text: 'A conta está confirmada. Boa pintura!' },
    consentDeclined: {
      title: 'Recusada',
      text: 'A conta e tudo o que havia nela foram excluídos.',
    },
    verified: {
      title: 'Seu e-mail está verificado',
      text: 'Obrigado: seu endereço está confirmado.',
      link: 'Voltar ao Huey',
    },
    verifyUsed: {
      title: 'Este link já foi usado',
      text: 'O endereço já foi confirmado com ele; não é preciso mais nada.',
      link: 'Voltar ao Huey',
    },
    verifyExpired: {
      title: 'Este link expirou',
      text: 'O link tem mais de 7 dias ou um mais novo foi enviado. Entre no Huey e escolha "Enviar de novo" no seu perfil para receber outro.',
      link: 'Abrir meu perfil',
    },
  },
} satisfies Catalogue
