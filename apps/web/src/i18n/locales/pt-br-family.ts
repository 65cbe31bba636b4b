/** The Family page, the profile's way to it and the sign-up's age question (see en-us-family.ts). */
export const ptBRFamily = {
  family: {
    title: 'Família',
    lede: 'As contas dos seus filhos: o que cada uma guarda e os seus direitos sobre elas a qualquer momento.',
    none: 'Nenhuma criança indicou seu e-mail como o do responsável ainda. Quando alguma indicar, a conta dela aparece aqui.',
    failed: 'Algo deu errado. Tente de novo.',
    consent: { granted: 'Consentimento dado', pending: 'Aguardando seu consentimento' },
    premium: 'Premium',
    free: 'Plano gratuito',
    born: 'Nasceu em {{date}}',
    joined: 'Entrou em {{date}}',
    paintings: 'Pinturas',
    noPaintings: 'Nenhuma pintura ainda.',
    progress: '{{filled}} de {{total}} áreas pintadas',
    progressOpen: '{{filled}} áreas pintadas',
    done: 'Concluída',
    creations: 'Quebra-cabeças feitos com fotos: {{count}}',
    sessions: 'Conectada em',
    noSessions: 'Não está conectada em nenhum aparelho.',
    lastUsed: '{{device}}, usado pela última vez em {{date}}',
    download: 'Baixar dados',
    downloadHint: 'Um arquivo zip: tudo o que guardamos da conta em JSON e cada pintura em PNG.',
    withdraw: 'Retirar consentimento',
    withdrawTitle: 'Retirar o consentimento para {{name}}?',
    withdrawText:
      '{{name}} ainda pode colorir nos próprios aparelhos, mas não pode mais comprar o premium nem pintar com outras pessoas. Sem um novo consentimento em 14 dias, a conta e os dados dela são excluídos.',
    delete: 'Excluir conta',
    deleteTitle: 'Excluir a conta de {{name}}?',
    deleteText:
      'Isso exclui agora a conta, as pinturas, o progresso e as sessões de {{name}}. Não dá para desfazer.',
    confirmWithdraw: 'Retirar consentimento',
    confirmDelete: 'Excluir tudo',
    open: 'Família',
    openText: 'Veja as contas e pinturas dos seus filhos, baixe ou exclua os dados deles.',
    server: {
      notYourChild: 'Esta conta não é de um dos seus filhos.',
      parentMustBeVerified:
        'Confirme primeiro o seu próprio e-mail; depois sua família aparece aqui.',
      parentMustBeAdult: 'Só uma conta de adulto pode cuidar de uma família.',
      consentWithdrawn:
        'Consentimento retirado. A conta da criança volta a aguardar um responsável.',
      childDeleted: 'A conta da criança e tudo o que havia nela foram excluídos.',
      parentChangeMailSent:
        'Enviamos um e-mail ao seu responsável no endereço atual: o novo endereço passa a valer quando ele aceitar.',
    },
  },
  ageGate: {
    question: 'Quando você nasceu?',
    why: 'Perguntamos a todo mundo, uma vez.',
    next: 'Continuar',
    given: 'Data de nascimento: {{date}}',
  },
}
