import type { Catalogue } from './en';

/* Portuguese (pt): reviewed against en.ts key for key. */
const pt: Catalogue = {
  // The page itself
  'page.title': 'Cuba e-Arrival - Acompanhe o seu pedido',
  'page.description':
    'Acompanhe o seu pedido de cartão Cuba e-Arrival e faça o download do seu cartão de chegada aprovado.',
  'language.switch': 'Idioma',

  // The brand's navbar and footer
  'nav.home': 'Início',
  'nav.apply': 'Solicitar agora',
  'nav.benefits': 'Vantagens adicionais',
  'nav.terms': 'Termos e condições',
  'nav.privacy': 'Política de privacidade',
  'nav.faq': 'Perguntas frequentes',
  'nav.refund': 'Política de reembolso',
  'nav.contact': 'Atendimento ao cliente',
  'nav.label': 'Site {brand}',
  'nav.openMenu': 'Abrir menu',
  'nav.closeMenu': 'Fechar menu',
  'brand.earrival.tagline': 'Serviço de cartão de chegada digital',
  'brand.earrival.footerNote':
    'Somos uma agência privada que ajuda os viajantes a apresentar a sua solicitação Cuba e-Arrival; não temos qualquer vínculo com o Governo de Cuba.',
  'brand.arrivalpass.tagline': 'Documentos de viagem, sem complicações',
  'brand.arrivalpass.footerNote':
    'A Arrival Pass Cuba é um prestador de serviços independente e não é um site governamental.',
  'footer.rights': '© {year} {brand}. Todos os direitos reservados.',

  // The track page
  'track.title': 'Faça o download do seu cartão de chegada a Cuba',
  'track.lead':
    'Indique o ID do pedido e o endereço de e-mail que utilizou na solicitação para ver o seu pedido e fazer o download do seu documento.',
  'track.form': 'Acompanhar pedido',
  'track.orderId': 'ID do pedido',
  'track.email': 'E-mail',
  'track.submit': 'CONSULTAR PEDIDO',
  'track.help': 'Precisa de ajuda?',
  'track.contact': 'Atendimento ao cliente',
  'track.orderIdRequired': 'Indique o ID do pedido',
  'track.emailRequired': 'Indique o seu e-mail',
  'track.orderIdTooLong': 'O ID do pedido pode ter no máximo {max} caracteres',
  'track.emailTooLong': 'O e-mail pode ter no máximo {max} caracteres',
  'track.badOrderId':
    'Número de pedido inválido: {orderId}. Verifique o número do pedido indicado no seu e-mail.',
  'track.fieldsTooLong': 'Verifique o ID do pedido e o e-mail: um deles é muito longo.',
  'track.linkRefused':
    'Este link já não é válido (os links dos nossos e-mails funcionam durante 24 horas). Indique abaixo o ID do pedido e o endereço de e-mail.',
  'track.found': 'O seu pedido foi encontrado.',
  'track.notMatched': 'Não foi encontrado nenhum pedido com este ID do pedido e este e-mail.',
  'track.needsProof': 'Consulte primeiro o seu pedido com o ID do pedido e o seu e-mail.',
  'track.linkNotice':
    'Se este e-mail corresponder ao do pedido, foi enviado para ele um link de acesso aos seus documentos.',
  'form.crossSite':
    'Este formulário foi enviado a partir de outro site e, por isso, não foi processado. Preencha-o nesta página.',
  'error.network':
    'Não foi possível comunicar com o nosso servidor. Verifique o seu acesso à Internet e tente novamente.',

  // The download page
  'download.heading': 'Pedido {orderId}',
  'download.orderId': 'ID do pedido {orderId}',
  'download.loading': 'Aguarde enquanto o seu pedido é carregado…',
  'download.completed': 'A sua solicitação Cuba e-Arrival foi concluída com êxito.',
  'download.processing': 'A sua solicitação Cuba e-Arrival ainda está em processamento.',
  'download.processingDetail':
    'Poderá fazer o download do seu documento aqui assim que estiver pronto. Também o enviaremos por e-mail.',
  'download.unavailable': 'Não há nenhum documento disponível para download neste pedido.',
  'download.unavailableDetail': 'Se tiver alguma dúvida, fale com o nosso atendimento ao cliente.',
  'download.missing': 'O seu documento não está disponível para download neste momento.',
  'download.missingDetail': 'Fale com o nosso atendimento ao cliente e voltaremos a enviá-lo.',
  'download.button': 'Fazer download',
  'download.starting': 'O download começará em breve.',
  'download.notReady': 'O seu documento ainda não está pronto.',
  'download.notFound': 'Documento não encontrado.',
  'download.badName': 'Nome de documento inválido.',
  'download.tooMany':
    'Foram feitos muitos downloads a partir da sua rede. Tente novamente dentro de {minutes, plural, one {# minuto} other {# minutos}}.',

  // The download history
  'history.title': 'Histórico de downloads',
  'history.region': 'Tabela: {title}',
  'history.number': '#',
  'history.orderId': 'ID do pedido',
  'history.time': 'Data e hora ({zone})',
  'history.ip': 'Endereço IP do dispositivo',
  'history.device': 'Dispositivo',
  'history.deviceType': 'Tipo de dispositivo',
  'history.browser': 'Navegador',
  'history.os': 'SO',
  'history.location': 'Localização do dispositivo',
  'history.empty': 'Nenhum resultado encontrado',
  'history.repeats': '{count, plural, one {# download} other {# downloads}}',
  'history.last': 'último: {time}',
  'history.type':
    '{type, select, mobile {Smartphone} tablet {Tablet} desktop {Computador} smarttv {Smart TV} console {Console} wearable {Dispositivo vestível} other {{type}}}',

  // An address the site does not have
  'notFound.title': 'Página não encontrada',
  'notFound.text': 'Para fazer o download do seu documento, abra o link do seu e-mail ou aceda a {link}.',
  'notFound.link': 'Acompanhar pedido',

  // Under every page
  'customs.title': 'Informações aduaneiras para viajantes com destino a Cuba',
  'customs.currency': 'É permitido entrar em Cuba com moeda livremente convertível sem restrições.',
  'customs.declare':
    'Os valores superiores a 5000 USD (ou o equivalente em outra moeda) devem ser declarados na alfândega.',
  'customs.goods': 'É permitida a entrada de bens diversos até um valor de 1000 USD.',
  'widget.translate': 'Traduzir',
  'widget.failed': 'A tradução não está disponível. Tente novamente',

  // Every customer e-mail
  'mail.greeting': 'Olá, {name},',
  'mail.questions': 'Tem alguma dúvida? Ligue para o {phone}.',
  'mail.terms': 'Termos',
  'mail.privacy': 'Privacidade',
  'mail.contact': 'Atendimento',
  'mail.refund': 'Reembolsos',
  'mail.approved.subject': 'O seu cartão Cuba e-Arrival foi aprovado - pedido {orderId}',
  'mail.approved.news':
    'Boas notícias: a sua solicitação Cuba e-Arrival, pedido número {orderId}, foi aprovada.',
  'mail.approved.attached':
    'O seu cartão de chegada segue em anexo a este e-mail. Imprima-o ou guarde-o no seu telefone para a sua chegada a Cuba.',
  'mail.approved.link':
    'Também pode fazer o download do cartão a qualquer momento na página do seu pedido: {link}',
  'mail.trackLink.subject': 'Acompanhe o seu pedido Cuba e-Arrival {orderId}',
  'mail.trackLink.follow':
    'Pode acompanhar o seu pedido Cuba e-Arrival {orderId} e fazer o download do seu cartão de chegada aqui: {link}',
  'mail.trackLink.how':
    'Nessa página, indique o ID do pedido ({orderId}) e o endereço de e-mail que utilizou na solicitação.',
  'mail.invoice.subject': 'Fatura {invoiceNumber} do seu pedido Cuba e-Arrival {orderId}',
  'mail.invoice.attached':
    'Obrigado pelo seu pedido {orderId}. Segue em anexo a sua fatura {invoiceNumber} em formato PDF.',
  'mail.documentsLink.subject': 'Link para o seu pedido Cuba e-Arrival {orderId}',
  'mail.documentsLink.asked':
    'Alguém (esperamos que tenha sido você) pediu acesso ao seu pedido Cuba e-Arrival {orderId} na nossa página de acompanhamento de pedidos, com este endereço de e-mail.',
  'mail.documentsLink.open':
    'Abra o seu pedido e faça o download do seu cartão de chegada com este link, válido durante 24 horas: {link}',
  'mail.documentsLink.ignore':
    'Se não tiver sido você, pode ignorar este e-mail: o link só funciona para quem tiver acesso a esta caixa de e-mail.',
};

export default pt;
