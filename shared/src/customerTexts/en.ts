/*
 * The customer's texts in English: the source every other language's file translates, key for key.
 * ICU MessageFormat: `{name}` is a value, `{count, plural, one {…} other {…}}` a plural,
 * `{type, select, …}` a choice. Mails mark values the HTML shows in bold; the text never holds markup.
 * Texts quoted by the product spec are kept word for word.
 */
const en = {
  // The page itself
  'page.title': 'Cuba e-Arrival - Track your order',
  'page.description': 'Track your Cuba e-Arrival card order and download your approved arrival card.',
  'language.switch': 'Language',

  // The brand's navbar and footer
  'nav.home': 'Home',
  'nav.apply': 'Apply Now',
  'nav.benefits': 'Additional Benefits',
  'nav.terms': 'Terms & Conditions',
  'nav.privacy': 'Privacy Policy',
  'nav.faq': 'FAQ',
  'nav.refund': 'Refund Policy',
  'nav.contact': 'Contact Us',
  'nav.label': '{brand} site',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'brand.earrival.tagline': 'Electronic arrival card service',
  'brand.earrival.footerNote':
    'We are a private agency that helps travellers file their Cuba e-Arrival application; we are not affiliated with the Government of Cuba.',
  'brand.arrivalpass.tagline': 'Travel documents, made simple',
  'brand.arrivalpass.footerNote':
    'Arrival Pass Cuba is an independent service provider and is not a government website.',
  'footer.rights': '© {year} {brand}. All rights reserved.',

  // The track page
  'track.title': 'Download your Cuba Arrival Card',
  'track.lead':
    'Enter your order ID and the e-mail address you applied with to see your order and download your document.',
  'track.form': 'Track order',
  'track.orderId': 'Order ID',
  'track.email': 'Email ID',
  'track.submit': 'TRACK ORDER',
  'track.help': 'Need help?',
  'track.contact': 'Contact Support',
  'track.orderIdRequired': 'Please enter your orderId',
  'track.emailRequired': 'Please enter your email',
  'track.orderIdTooLong': 'Order Id may have at most {max} characters',
  'track.emailTooLong': 'Email may have at most {max} characters',
  'track.badOrderId': 'Invalid order id: {orderId}. Please check the Order ID in your e-mail.',
  'track.fieldsTooLong': 'Please check your Order ID and Email ID: one of them is too long.',
  'track.linkRefused':
    'This link is not valid any more (links in our e-mails work for 24 hours). Please enter your Order ID and e-mail address below.',
  'track.found': 'Your order has been found.',
  'track.notMatched': 'We could not find an order with this Order ID and Email ID.',
  'track.needsProof': 'Please track your order with its Order ID and Email ID first.',
  'track.linkNotice': 'If this e-mail matches the order, we have sent it a link to your documents.',
  'form.crossSite':
    'This form was sent from another website, so it was not read. Please fill it in on this page.',
  'error.network': 'We could not reach our server. Please check your connection and try again.',

  // The download page
  'download.heading': 'Order {orderId}',
  'download.orderId': 'Order ID {orderId}',
  'download.loading': 'Loading your order…',
  'download.completed': 'Your application for an Cuba e-Arrival has been completed successfully.',
  'download.processing': 'Your application for an Cuba e-Arrival is still being processed.',
  'download.processingDetail':
    'Your document can be downloaded here as soon as it has been completed. We will also e-mail it to you.',
  'download.unavailable': 'There is no document to download for this order.',
  'download.unavailableDetail': 'Please contact support if you have any questions.',
  'download.missing': 'Your document is not available for download right now.',
  'download.missingDetail': 'Please contact support and we will send it to you again.',
  'download.button': 'Download Now',
  'download.starting': 'Your download will start shortly.',
  'download.notReady': 'Your document is not ready yet.',
  'download.notFound': 'Document not found.',
  'download.badName': 'Invalid file name.',
  'download.tooMany':
    'Too many downloads from your connection. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',

  // The download history
  'history.title': 'Downloaded History',
  'history.region': '{title} table',
  'history.number': '#',
  'history.orderId': 'Order ID',
  'history.time': 'Date & Time ({zone})',
  'history.ip': 'Device IP Address',
  'history.device': 'Device',
  'history.deviceType': 'Device Type',
  'history.browser': 'Browser',
  'history.os': 'OS',
  'history.location': 'Device Location',
  'history.empty': 'No record found',
  'history.repeats': '{count, plural, one {# download} other {# downloads}}',
  'history.last': 'last {time}',
  'history.type':
    '{type, select, mobile {Mobile} tablet {Tablet} desktop {Desktop} smarttv {Smart TV} console {Console} wearable {Wearable} other {{type}}}',

  // An address the site does not have
  'notFound.title': 'Page not found',
  'notFound.text': 'To download your document, open the link in your e-mail or go to {link}.',
  'notFound.link': 'Track order',

  // Under every page
  'customs.title': 'Customs information for travellers to Cuba',
  'customs.currency': 'The import of freely convertible currency into Cuba is free.',
  'customs.declare':
    'Amounts above USD 5000 (or the equivalent in another currency) must be declared at customs.',
  'customs.goods': 'Miscellaneous goods may be imported up to a value of USD 1000.',
  'widget.translate': 'Translate',
  'widget.failed': 'Translation is unavailable, try again',

  // Every customer e-mail
  'mail.greeting': 'Dear {name},',
  'mail.questions': 'Questions? Call us on {phone}.',
  'mail.terms': 'Terms',
  'mail.privacy': 'Privacy',
  'mail.contact': 'Contact',
  'mail.refund': 'Refund',
  'mail.approved.subject': 'Your Cuba e-Arrival card is approved - order {orderId}',
  'mail.approved.news':
    'Good news: your Cuba e-Arrival application, order number {orderId}, has been approved.',
  'mail.approved.attached':
    'Your arrival card is attached to this e-mail. Please print it or keep it on your phone for your arrival in Cuba.',
  'mail.approved.link': 'You can also download it at any time from your order page: {link}',
  'mail.trackLink.subject': 'Track your Cuba e-Arrival order {orderId}',
  'mail.trackLink.follow':
    'You can follow your Cuba e-Arrival order {orderId} and download your arrival card here: {link}',
  'mail.trackLink.how':
    'On that page enter your Order ID ({orderId}) and the e-mail address you applied with.',
  'mail.invoice.subject': 'Invoice {invoiceNumber} for your Cuba e-Arrival order {orderId}',
  'mail.invoice.attached':
    'Thank you for your order {orderId}. Your invoice {invoiceNumber} is attached as a PDF.',
  'mail.documentsLink.subject': 'Your link to your Cuba e-Arrival order {orderId}',
  'mail.documentsLink.asked':
    'Someone, hopefully you, asked for your Cuba e-Arrival order {orderId} on our track-order page with this e-mail address.',
  'mail.documentsLink.open':
    'Open your order and download your arrival card with this link, valid for 24 hours: {link}',
  'mail.documentsLink.ignore':
    'If it was not you, you can ignore this e-mail: the link works only for whoever can read this mailbox.',
} as const;

export default en;

/** The id of one customer text. */
export type MessageId = keyof typeof en;

/** A language's file: every id of the English one, none other. */
export type Catalogue = Readonly<Record<MessageId, string>>;
