import type { Catalogue } from './en';

/* French (fr): reviewed against en.ts key for key. */
const fr: Catalogue = {
  // The page itself
  'page.title': 'Cuba e-Arrival - Suivi de votre commande',
  'page.description':
    'Suivez votre commande de carte Cuba e-Arrival et téléchargez votre carte d’arrivée approuvée.',
  'language.switch': 'Langue',

  // The brand's navbar and footer
  'nav.home': 'Accueil',
  'nav.apply': 'Faire une demande',
  'nav.benefits': 'Avantages supplémentaires',
  'nav.terms': 'Conditions générales',
  'nav.privacy': 'Politique de confidentialité',
  'nav.faq': 'FAQ',
  'nav.refund': 'Politique de remboursement',
  'nav.contact': 'Nous contacter',
  'nav.label': 'Site {brand}',
  'nav.openMenu': 'Ouvrir le menu',
  'nav.closeMenu': 'Fermer le menu',
  'brand.earrival.tagline': 'Service de carte d’arrivée électronique',
  'brand.earrival.footerNote':
    'Nous sommes une agence privée qui aide les voyageurs à déposer leur demande Cuba e-Arrival ; nous ne sommes pas affiliés au gouvernement cubain.',
  'brand.arrivalpass.tagline': 'Vos documents de voyage, en toute simplicité',
  'brand.arrivalpass.footerNote':
    'Arrival Pass Cuba est un prestataire de services indépendant et n’est pas un site gouvernemental.',
  'footer.rights': '© {year} {brand}. Tous droits réservés.',

  // The track page
  'track.title': 'Téléchargez votre carte d’arrivée à Cuba',
  'track.lead':
    'Saisissez votre numéro de commande et l’adresse e-mail utilisée lors de votre demande pour consulter votre commande et télécharger votre document.',
  'track.form': 'Suivi de commande',
  'track.orderId': 'Numéro de commande',
  'track.email': 'Adresse e-mail',
  'track.submit': 'SUIVRE LA COMMANDE',
  'track.help': 'Besoin d’aide ?',
  'track.contact': 'Contacter l’assistance',
  'track.orderIdRequired': 'Veuillez saisir votre numéro de commande',
  'track.emailRequired': 'Veuillez saisir votre adresse e-mail',
  'track.orderIdTooLong': 'Le numéro de commande ne peut pas dépasser {max} caractères',
  'track.emailTooLong': 'L’adresse e-mail ne peut pas dépasser {max} caractères',
  'track.badOrderId':
    'Numéro de commande non valide : {orderId}. Vérifiez le numéro de commande indiqué dans votre e-mail.',
  'track.fieldsTooLong':
    'Veuillez vérifier votre numéro de commande et votre adresse e-mail : l’un des deux est trop long.',
  'track.linkRefused':
    'Ce lien n’est plus valide (les liens de nos e-mails fonctionnent pendant 24 heures). Veuillez saisir ci-dessous votre numéro de commande et votre adresse e-mail.',
  'track.found': 'Nous avons trouvé votre commande.',
  'track.notMatched': 'Aucune commande ne correspond à ce numéro de commande et à cette adresse e-mail.',
  'track.needsProof':
    'Veuillez d’abord rechercher votre commande avec son numéro de commande et votre adresse e-mail.',
  'track.linkNotice':
    'Si cette adresse e-mail correspond à la commande, nous y avons envoyé un lien vers vos documents.',
  'form.crossSite':
    'Ce formulaire a été envoyé depuis un autre site web ; il n’a donc pas été pris en compte. Veuillez le remplir sur cette page.',
  'error.network': 'Impossible de joindre notre serveur. Veuillez vérifier votre connexion et réessayer.',

  // The download page
  'download.heading': 'Commande {orderId}',
  'download.orderId': 'Numéro de commande {orderId}',
  'download.loading': 'Chargement de votre commande…',
  'download.completed': 'Votre demande Cuba e-Arrival a bien été finalisée.',
  'download.processing': 'Votre demande Cuba e-Arrival est toujours en cours de traitement.',
  'download.processingDetail':
    'Vous pourrez télécharger votre document ici dès qu’il sera prêt. Nous vous l’enverrons également par e-mail.',
  'download.unavailable': 'Aucun document n’est disponible au téléchargement pour cette commande.',
  'download.unavailableDetail': 'Pour toute question, veuillez contacter l’assistance.',
  'download.missing': 'Votre document n’est pas disponible au téléchargement pour le moment.',
  'download.missingDetail': 'Veuillez contacter l’assistance : nous vous le renverrons.',
  'download.button': 'Télécharger',
  'download.starting': 'Votre téléchargement va commencer dans quelques instants.',
  'download.notReady': 'Votre document n’est pas encore prêt.',
  'download.notFound': 'Document introuvable.',
  'download.badName': 'Nom de fichier non valide.',
  'download.tooMany':
    'Trop de téléchargements depuis votre connexion. Veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}}.',

  // The download history
  'history.title': 'Historique des téléchargements',
  'history.region': 'Tableau : {title}',
  'history.number': '#',
  'history.orderId': 'Numéro de commande',
  'history.time': 'Date et heure ({zone})',
  'history.ip': 'Adresse IP de l’appareil',
  'history.device': 'Appareil',
  'history.deviceType': 'Type d’appareil',
  'history.browser': 'Navigateur',
  'history.os': 'Système d’exploitation',
  'history.location': 'Localisation de l’appareil',
  'history.empty': 'Aucun résultat',
  'history.repeats': '{count, plural, one {# téléchargement} other {# téléchargements}}',
  'history.last': 'dernier : {time}',
  'history.type':
    '{type, select, mobile {Mobile} tablet {Tablette} desktop {Ordinateur} smarttv {Smart TV} console {Console} wearable {Objet connecté} other {{type}}}',

  // An address the site does not have
  'notFound.title': 'Page introuvable',
  'notFound.text':
    'Pour télécharger votre document, ouvrez le lien reçu par e-mail ou rendez-vous sur {link}.',
  'notFound.link': 'Suivre ma commande',

  // Under every page
  'customs.title': 'Informations douanières pour les voyageurs à destination de Cuba',
  'customs.currency': 'L’importation de devises librement convertibles à Cuba est libre.',
  'customs.declare':
    'Les montants supérieurs à 5000 USD (ou leur équivalent dans une autre devise) doivent être déclarés en douane.',
  'customs.goods': 'Les marchandises diverses peuvent être importées jusqu’à une valeur de 1000 USD.',
  'widget.translate': 'Traduire',
  'widget.failed': 'La traduction n’est pas disponible, veuillez réessayer',

  // Every customer e-mail
  'mail.greeting': 'Bonjour {name},',
  'mail.questions': 'Des questions ? Appelez-nous au {phone}.',
  'mail.terms': 'Conditions',
  'mail.privacy': 'Confidentialité',
  'mail.contact': 'Contact',
  'mail.refund': 'Remboursements',
  'mail.approved.subject': 'Votre carte Cuba e-Arrival est approuvée - commande {orderId}',
  'mail.approved.news':
    'Bonne nouvelle : votre demande Cuba e-Arrival, commande numéro {orderId}, a été approuvée.',
  'mail.approved.attached':
    'Votre carte d’arrivée est jointe à cet e-mail. Veuillez l’imprimer ou la conserver sur votre téléphone pour votre arrivée à Cuba.',
  'mail.approved.link':
    'Vous pouvez également la télécharger à tout moment depuis la page de votre commande : {link}',
  'mail.trackLink.subject': 'Suivez votre commande Cuba e-Arrival {orderId}',
  'mail.trackLink.follow':
    'Vous pouvez suivre votre commande Cuba e-Arrival {orderId} et télécharger votre carte d’arrivée ici : {link}',
  'mail.trackLink.how':
    'Sur cette page, saisissez votre numéro de commande ({orderId}) et l’adresse e-mail utilisée lors de votre demande.',
  'mail.invoice.subject': 'Facture {invoiceNumber} pour votre commande Cuba e-Arrival {orderId}',
  'mail.invoice.attached':
    'Merci pour votre commande {orderId}. Vous trouverez ci-joint votre facture {invoiceNumber} au format PDF.',
  'mail.documentsLink.subject': 'Lien vers votre commande Cuba e-Arrival {orderId}',
  'mail.documentsLink.asked':
    'Quelqu’un (vous, nous l’espérons) a demandé l’accès à votre commande Cuba e-Arrival {orderId} sur notre page de suivi de commande avec cette adresse e-mail.',
  'mail.documentsLink.open':
    'Ouvrez votre commande et téléchargez votre carte d’arrivée grâce à ce lien, valable 24 heures : {link}',
  'mail.documentsLink.ignore':
    'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail : le lien ne fonctionne que pour la personne qui a accès à cette boîte de réception.',
};

export default fr;
