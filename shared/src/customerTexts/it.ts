import type { Catalogue } from './en';

/* Italian (it): reviewed against en.ts key for key. */
const it: Catalogue = {
  // The page itself
  'page.title': 'Cuba e-Arrival - Tracciamento dell’ordine',
  'page.description':
    'Segua il suo ordine della carta Cuba e-Arrival e scarichi la sua carta d’arrivo approvata.',
  'language.switch': 'Lingua',

  // The brand's navbar and footer
  'nav.home': 'Home',
  'nav.apply': 'Richiedi ora',
  'nav.benefits': 'Vantaggi aggiuntivi',
  'nav.terms': 'Termini e condizioni',
  'nav.privacy': 'Informativa sulla privacy',
  'nav.faq': 'Domande frequenti',
  'nav.refund': 'Politica di rimborso',
  'nav.contact': 'Contatti',
  'nav.label': 'Sito {brand}',
  'nav.openMenu': 'Apri il menu',
  'nav.closeMenu': 'Chiudi il menu',
  'brand.earrival.tagline': 'Servizio per la carta d’arrivo elettronica',
  'brand.earrival.footerNote':
    'Siamo un’agenzia privata che aiuta i viaggiatori a presentare la domanda Cuba e-Arrival; non siamo affiliati al Governo di Cuba.',
  'brand.arrivalpass.tagline': 'Documenti di viaggio, senza complicazioni',
  'brand.arrivalpass.footerNote':
    'Arrival Pass Cuba è un fornitore di servizi indipendente e non è un sito governativo.',
  'footer.rights': '© {year} {brand}. Tutti i diritti riservati.',

  // The track page
  'track.title': 'Scarichi la sua carta d’arrivo per Cuba',
  'track.lead':
    'Inserisca l’ID dell’ordine e l’indirizzo e-mail indicato nella domanda per visualizzare l’ordine e scaricare il documento.',
  'track.form': 'Tracciamento dell’ordine',
  'track.orderId': 'ID ordine',
  'track.email': 'Indirizzo e-mail',
  'track.submit': 'TRACCIA ORDINE',
  'track.help': 'Ha bisogno di aiuto?',
  'track.contact': 'Assistenza clienti',
  'track.orderIdRequired': 'Inserisca l’ID dell’ordine',
  'track.emailRequired': 'Inserisca il suo indirizzo e-mail',
  'track.orderIdTooLong': 'L’ID dell’ordine può contenere al massimo {max} caratteri',
  'track.emailTooLong': 'L’indirizzo e-mail può contenere al massimo {max} caratteri',
  'track.badOrderId':
    'Numero d’ordine non valido: {orderId}. Controlli il numero d’ordine indicato nella Sua e-mail.',
  'track.fieldsTooLong': 'Controlli l’ID dell’ordine e l’indirizzo e-mail: uno dei due è troppo lungo.',
  'track.linkRefused':
    'Questo link non è più valido (i link contenuti nelle nostre e-mail sono validi per 24 ore). Inserisca qui sotto l’ID dell’ordine e l’indirizzo e-mail.',
  'track.found': 'Abbiamo trovato il suo ordine.',
  'track.notMatched': 'Non abbiamo trovato alcun ordine con questo ID ordine e questo indirizzo e-mail.',
  'track.needsProof': 'Cerchi prima il suo ordine con l’ID dell’ordine e l’indirizzo e-mail.',
  'track.linkNotice':
    'Se questo indirizzo e-mail corrisponde all’ordine, vi abbiamo inviato un link per accedere ai suoi documenti.',
  'form.crossSite':
    'Questo modulo è stato inviato da un altro sito web e pertanto non è stato elaborato. La preghiamo di compilarlo in questa pagina.',
  'error.network': 'Non è stato possibile raggiungere il nostro server. Controlli la connessione e riprovi.',

  // The download page
  'download.heading': 'Ordine {orderId}',
  'download.orderId': 'ID ordine {orderId}',
  'download.loading': 'Caricamento dell’ordine in corso…',
  'download.completed': 'La sua domanda Cuba e-Arrival è stata completata correttamente.',
  'download.processing': 'La sua domanda Cuba e-Arrival è ancora in fase di elaborazione.',
  'download.processingDetail':
    'Potrà scaricare il documento qui non appena sarà pronto. Glielo invieremo anche via e-mail.',
  'download.unavailable': 'Per questo ordine non c’è alcun documento da scaricare.',
  'download.unavailableDetail': 'Per qualsiasi domanda, contatti l’assistenza clienti.',
  'download.missing': 'Al momento il suo documento non è disponibile per il download.',
  'download.missingDetail': 'Contatti l’assistenza clienti e glielo invieremo di nuovo.',
  'download.button': 'Scarica ora',
  'download.starting': 'Il download inizierà a breve.',
  'download.notReady': 'Il suo documento non è ancora pronto.',
  'download.notFound': 'Documento non trovato.',
  'download.badName': 'Nome file non valido.',
  'download.tooMany':
    'Troppi download dalla sua connessione. Riprovi tra {minutes, plural, one {# minuto} other {# minuti}}.',

  // The download history
  'history.title': 'Cronologia dei download',
  'history.region': 'Tabella: {title}',
  'history.number': '#',
  'history.orderId': 'ID ordine',
  'history.time': 'Data e ora ({zone})',
  'history.ip': 'Indirizzo IP del dispositivo',
  'history.device': 'Dispositivo',
  'history.deviceType': 'Tipo di dispositivo',
  'history.browser': 'Browser',
  'history.os': 'Sistema operativo',
  'history.location': 'Posizione del dispositivo',
  'history.empty': 'Nessun risultato trovato',
  'history.repeats': '{count, plural, one {# download} other {# download}}',
  'history.last': 'ultimo: {time}',
  'history.type':
    '{type, select, mobile {Smartphone} tablet {Tablet} desktop {Desktop} smarttv {Smart TV} console {Console} wearable {Dispositivo indossabile} other {{type}}}',

  // An address the site does not have
  'notFound.title': 'Pagina non trovata',
  'notFound.text': 'Per scaricare il documento, apra il link ricevuto via e-mail oppure vada a {link}.',
  'notFound.link': 'Traccia l’ordine',

  // Under every page
  'customs.title': 'Informazioni doganali per chi si reca a Cuba',
  'customs.currency': 'L’importazione a Cuba di valuta liberamente convertibile è libera.',
  'customs.declare':
    'Gli importi superiori a 5.000 USD (o al controvalore in altra valuta) devono essere dichiarati in dogana.',
  'customs.goods': 'È consentito importare merci varie fino a un valore di 1.000 USD.',
  'widget.translate': 'Traduci',
  'widget.failed': 'Traduzione non disponibile, riprovi',

  // Every customer e-mail
  'mail.greeting': 'Gentile {name},',
  'mail.questions': 'Ha domande? Ci chiami al numero {phone}.',
  'mail.terms': 'Termini',
  'mail.privacy': 'Privacy',
  'mail.contact': 'Contatti',
  'mail.refund': 'Rimborsi',
  'mail.approved.subject': 'La sua carta Cuba e-Arrival è stata approvata - ordine {orderId}',
  'mail.approved.news':
    'Buone notizie: la sua domanda Cuba e-Arrival, ordine numero {orderId}, è stata approvata.',
  'mail.approved.attached':
    'In allegato a questa e-mail trova la sua carta d’arrivo. La stampi o la conservi sul suo telefono per l’arrivo a Cuba.',
  'mail.approved.link': 'Può inoltre scaricarla in qualsiasi momento dalla pagina del suo ordine: {link}',
  'mail.trackLink.subject': 'Segua il suo ordine Cuba e-Arrival {orderId}',
  'mail.trackLink.follow':
    'Può seguire il suo ordine Cuba e-Arrival {orderId} e scaricare la sua carta d’arrivo qui: {link}',
  'mail.trackLink.how':
    'In quella pagina inserisca l’ID dell’ordine ({orderId}) e l’indirizzo e-mail indicato nella domanda.',
  'mail.invoice.subject': 'Fattura {invoiceNumber} per il suo ordine Cuba e-Arrival {orderId}',
  'mail.invoice.attached':
    'Grazie per il suo ordine {orderId}. In allegato trova la fattura {invoiceNumber} in formato PDF.',
  'mail.documentsLink.subject': 'Link al suo ordine Cuba e-Arrival {orderId}',
  'mail.documentsLink.asked':
    'Qualcuno (speriamo si tratti di lei) ha richiesto l’accesso al suo ordine Cuba e-Arrival {orderId} dalla nostra pagina di tracciamento degli ordini con questo indirizzo e-mail.',
  'mail.documentsLink.open':
    'Apra il suo ordine e scarichi la sua carta d’arrivo con questo link, valido per 24 ore: {link}',
  'mail.documentsLink.ignore':
    'Se la richiesta non proviene da lei, può ignorare questa e-mail: il link funziona solo per chi ha accesso a questa casella di posta.',
};

export default it;
