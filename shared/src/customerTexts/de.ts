import type { Catalogue } from './en';

/* German (de): reviewed against en.ts key for key. */
const de: Catalogue = {
  // The page itself
  'page.title': 'Cuba e-Arrival – Bestellung verfolgen',
  'page.description':
    'Verfolgen Sie Ihre Bestellung für Cuba e-Arrival und laden Sie Ihre genehmigte Einreisekarte herunter.',
  'language.switch': 'Sprache',

  // The brand's navbar and footer
  'nav.home': 'Startseite',
  'nav.apply': 'Jetzt beantragen',
  'nav.benefits': 'Zusätzliche Vorteile',
  'nav.terms': 'AGB',
  'nav.privacy': 'Datenschutzerklärung',
  'nav.faq': 'FAQ',
  'nav.refund': 'Rückerstattungsrichtlinie',
  'nav.contact': 'Kontakt',
  'nav.label': 'Website von {brand}',
  'nav.openMenu': 'Menü öffnen',
  'nav.closeMenu': 'Menü schließen',
  'brand.earrival.tagline': 'Service für die elektronische Einreisekarte',
  'brand.earrival.footerNote':
    'Wir sind eine private Agentur, die Reisende bei der Einreichung ihres Antrags für Cuba e-Arrival unterstützt; wir stehen in keiner Verbindung zur kubanischen Regierung.',
  'brand.arrivalpass.tagline': 'Reisedokumente – ganz einfach',
  'brand.arrivalpass.footerNote':
    'Arrival Pass Cuba ist ein unabhängiger Dienstleister und keine Website einer Behörde.',
  'footer.rights': '© {year} {brand}. Alle Rechte vorbehalten.',

  // The track page
  'track.title': 'Ihre Einreisekarte für Kuba herunterladen',
  'track.lead':
    'Geben Sie Ihre Bestellnummer und die E-Mail-Adresse ein, mit der Sie den Antrag gestellt haben, um Ihre Bestellung aufzurufen und Ihr Dokument herunterzuladen.',
  'track.form': 'Bestellung verfolgen',
  'track.orderId': 'Bestellnummer',
  'track.email': 'E-Mail-Adresse',
  'track.submit': 'BESTELLUNG VERFOLGEN',
  'track.help': 'Brauchen Sie Hilfe?',
  'track.contact': 'Support kontaktieren',
  'track.orderIdRequired': 'Bitte geben Sie Ihre Bestellnummer ein',
  'track.emailRequired': 'Bitte geben Sie Ihre E-Mail-Adresse ein',
  'track.orderIdTooLong': 'Die Bestellnummer darf höchstens {max} Zeichen lang sein',
  'track.emailTooLong': 'Die E-Mail-Adresse darf höchstens {max} Zeichen lang sein',
  'track.badOrderId':
    'Ungültige Bestellnummer: {orderId}. Bitte prüfen Sie die Bestellnummer in Ihrer E-Mail.',
  'track.fieldsTooLong':
    'Bitte überprüfen Sie Ihre Bestellnummer und Ihre E-Mail-Adresse: Eine der beiden Angaben ist zu lang.',
  'track.linkRefused':
    'Dieser Link ist nicht mehr gültig (Links in unseren E-Mails sind 24 Stunden lang gültig). Bitte geben Sie unten Ihre Bestellnummer und Ihre E-Mail-Adresse ein.',
  'track.found': 'Ihre Bestellung wurde gefunden.',
  'track.notMatched': 'Wir konnten keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse finden.',
  'track.needsProof': 'Bitte rufen Sie Ihre Bestellung zuerst mit Bestellnummer und E-Mail-Adresse auf.',
  'track.linkNotice':
    'Falls diese E-Mail-Adresse zur Bestellung gehört, haben wir einen Link zu Ihren Dokumenten an sie gesendet.',
  'form.crossSite':
    'Dieses Formular wurde von einer anderen Website gesendet und daher nicht verarbeitet. Bitte füllen Sie es auf dieser Seite aus.',
  'error.network':
    'Unser Server ist nicht erreichbar. Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',

  // The download page
  'download.heading': 'Bestellung {orderId}',
  'download.orderId': 'Bestellnummer {orderId}',
  'download.loading': 'Ihre Bestellung wird geladen…',
  'download.completed': 'Ihr Antrag für Cuba e-Arrival wurde erfolgreich abgeschlossen.',
  'download.processing': 'Ihr Antrag für Cuba e-Arrival wird noch bearbeitet.',
  'download.processingDetail':
    'Sobald Ihr Dokument fertig ist, können Sie es hier herunterladen. Wir senden es Ihnen außerdem per E-Mail zu.',
  'download.unavailable': 'Für diese Bestellung steht kein Dokument zum Herunterladen bereit.',
  'download.unavailableDetail': 'Bei Fragen wenden Sie sich bitte an unseren Support.',
  'download.missing': 'Ihr Dokument kann derzeit nicht heruntergeladen werden.',
  'download.missingDetail': 'Bitte wenden Sie sich an unseren Support – wir senden es Ihnen erneut zu.',
  'download.button': 'Jetzt herunterladen',
  'download.starting': 'Ihr Download beginnt in Kürze.',
  'download.notReady': 'Ihr Dokument ist noch nicht fertig.',
  'download.notFound': 'Dokument nicht gefunden.',
  'download.badName': 'Ungültiger Dateiname.',
  'download.tooMany':
    'Zu viele Downloads über Ihre Verbindung. Bitte versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.',

  // The download history
  'history.title': 'Download-Verlauf',
  'history.region': 'Tabelle: {title}',
  'history.number': '#',
  'history.orderId': 'Bestellnummer',
  'history.time': 'Datum und Uhrzeit ({zone})',
  'history.ip': 'IP-Adresse des Geräts',
  'history.device': 'Gerät',
  'history.deviceType': 'Gerätetyp',
  'history.browser': 'Browser',
  'history.os': 'Betriebssystem',
  'history.location': 'Standort des Geräts',
  'history.empty': 'Keine Einträge gefunden',
  'history.repeats': '{count, plural, one {# Download} other {# Downloads}}',
  'history.last': 'zuletzt {time}',
  'history.type':
    '{type, select, mobile {Mobilgerät} tablet {Tablet} desktop {Desktop} smarttv {Smart-TV} console {Spielkonsole} wearable {Wearable} other {{type}}}',

  // An address the site does not have
  'notFound.title': 'Seite nicht gefunden',
  'notFound.text':
    'Um Ihr Dokument herunterzuladen, öffnen Sie den Link in Ihrer E-Mail oder gehen Sie zu {link}.',
  'notFound.link': 'Bestellung verfolgen',

  // Under every page
  'customs.title': 'Zollinformationen für Reisende nach Kuba',
  'customs.currency': 'Frei konvertierbare Währungen dürfen unbeschränkt nach Kuba eingeführt werden.',
  'customs.declare':
    'Beträge über 5.000 USD (oder der Gegenwert in einer anderen Währung) müssen beim Zoll angemeldet werden.',
  'customs.goods': 'Sonstige Waren dürfen bis zu einem Wert von 1.000 USD eingeführt werden.',
  'widget.translate': 'Übersetzen',
  'widget.failed': 'Übersetzung nicht verfügbar, bitte versuchen Sie es erneut',

  // Every customer e-mail
  'mail.greeting': 'Guten Tag {name},',
  'mail.questions': 'Haben Sie Fragen? Rufen Sie uns an unter {phone}.',
  'mail.terms': 'AGB',
  'mail.privacy': 'Datenschutz',
  'mail.contact': 'Kontakt',
  'mail.refund': 'Rückerstattung',
  'mail.approved.subject': 'Cuba e-Arrival: Ihre Einreisekarte wurde genehmigt – Bestellung {orderId}',
  'mail.approved.news':
    'Gute Nachrichten: Ihr Antrag für Cuba e-Arrival mit der Bestellnummer {orderId} wurde genehmigt.',
  'mail.approved.attached':
    'Ihre Einreisekarte finden Sie im Anhang dieser E-Mail. Bitte drucken Sie sie aus oder halten Sie sie bei Ihrer Ankunft in Kuba auf Ihrem Smartphone bereit.',
  'mail.approved.link': 'Sie können sie außerdem jederzeit über Ihre Bestellseite herunterladen: {link}',
  'mail.trackLink.subject': 'Cuba e-Arrival: Verfolgen Sie Ihre Bestellung {orderId}',
  'mail.trackLink.follow':
    'Hier können Sie den Stand Ihrer Bestellung {orderId} für Cuba e-Arrival verfolgen und Ihre Einreisekarte herunterladen: {link}',
  'mail.trackLink.how':
    'Geben Sie auf dieser Seite Ihre Bestellnummer ({orderId}) und die E-Mail-Adresse ein, mit der Sie den Antrag gestellt haben.',
  'mail.invoice.subject': 'Rechnung {invoiceNumber} zu Ihrer Bestellung {orderId} für Cuba e-Arrival',
  'mail.invoice.attached':
    'Vielen Dank für Ihre Bestellung {orderId}. Ihre Rechnung {invoiceNumber} finden Sie als PDF im Anhang.',
  'mail.documentsLink.subject': 'Cuba e-Arrival: Ihr Link zur Bestellung {orderId}',
  'mail.documentsLink.asked':
    'Jemand – hoffentlich Sie – hat auf unserer Seite zur Bestellverfolgung mit dieser E-Mail-Adresse Ihre Bestellung {orderId} für Cuba e-Arrival angefordert.',
  'mail.documentsLink.open':
    'Über diesen Link, der 24 Stunden gültig ist, können Sie Ihre Bestellung öffnen und Ihre Einreisekarte herunterladen: {link}',
  'mail.documentsLink.ignore':
    'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren: Der Link funktioniert nur für Personen, die Zugriff auf dieses Postfach haben.',
};

export default de;
