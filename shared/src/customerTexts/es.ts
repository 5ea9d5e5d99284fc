import type { Catalogue } from './en';

/* Spanish (es): reviewed against en.ts key for key. */
const es: Catalogue = {
  // The page itself
  'page.title': 'Cuba e-Arrival - Seguimiento de su pedido',
  'page.description':
    'Consulte el estado de su pedido de tarjeta Cuba e-Arrival y descargue su tarjeta de llegada aprobada.',
  'language.switch': 'Idioma',

  // The brand's navbar and footer
  'nav.home': 'Inicio',
  'nav.apply': 'Solicitar ahora',
  'nav.benefits': 'Ventajas adicionales',
  'nav.terms': 'Términos y condiciones',
  'nav.privacy': 'Política de privacidad',
  'nav.faq': 'Preguntas frecuentes',
  'nav.refund': 'Política de reembolso',
  'nav.contact': 'Contacto',
  'nav.label': 'Sitio de {brand}',
  'nav.openMenu': 'Abrir menú',
  'nav.closeMenu': 'Cerrar menú',
  'brand.earrival.tagline': 'Servicio de tarjeta de llegada electrónica',
  'brand.earrival.footerNote':
    'Somos una agencia privada que ayuda a los viajeros a presentar su solicitud de Cuba e-Arrival; no estamos afiliados al Gobierno de Cuba.',
  'brand.arrivalpass.tagline': 'Documentos de viaje, sin complicaciones',
  'brand.arrivalpass.footerNote':
    'Arrival Pass Cuba es un proveedor de servicios independiente y no es un sitio web gubernamental.',
  'footer.rights': '© {year} {brand}. Todos los derechos reservados.',

  // The track page
  'track.title': 'Descargue su tarjeta de llegada a Cuba',
  'track.lead':
    'Indique su ID de pedido y la dirección de correo electrónico con la que presentó la solicitud para ver su pedido y descargar su documento.',
  'track.form': 'Seguimiento del pedido',
  'track.orderId': 'ID de pedido',
  'track.email': 'Correo electrónico',
  'track.submit': 'CONSULTAR PEDIDO',
  'track.help': '¿Necesita ayuda?',
  'track.contact': 'Atención al cliente',
  'track.orderIdRequired': 'Indique su ID de pedido',
  'track.emailRequired': 'Indique su correo electrónico',
  'track.orderIdTooLong': 'El ID de pedido puede tener como máximo {max} caracteres',
  'track.emailTooLong': 'El correo electrónico puede tener como máximo {max} caracteres',
  'track.badOrderId':
    'Número de pedido no válido: {orderId}. Compruebe el número de pedido que figura en su correo electrónico.',
  'track.fieldsTooLong': 'Revise su ID de pedido y su correo electrónico: uno de los dos es demasiado largo.',
  'track.linkRefused':
    'Este enlace ya no es válido (los enlaces de nuestros correos electrónicos funcionan durante 24 horas). Indique a continuación su ID de pedido y su dirección de correo electrónico.',
  'track.found': 'Hemos encontrado su pedido.',
  'track.notMatched': 'No hemos encontrado ningún pedido con este ID de pedido y este correo electrónico.',
  'track.needsProof': 'Primero consulte su pedido con su ID de pedido y su correo electrónico.',
  'track.linkNotice':
    'Si este correo electrónico corresponde al pedido, le hemos enviado a esa dirección un enlace a sus documentos.',
  'form.crossSite':
    'Este formulario se envió desde otro sitio web, por lo que no se ha procesado. Complételo en esta página.',
  'error.network':
    'No hemos podido conectar con nuestro servidor. Compruebe su conexión e inténtelo de nuevo.',

  // The download page
  'download.heading': 'Pedido {orderId}',
  'download.orderId': 'ID de pedido {orderId}',
  'download.loading': 'Cargando su pedido…',
  'download.completed': 'Su solicitud de Cuba e-Arrival se ha completado correctamente.',
  'download.processing': 'Su solicitud de Cuba e-Arrival todavía se está procesando.',
  'download.processingDetail':
    'Podrá descargar su documento aquí en cuanto esté listo. También se lo enviaremos por correo electrónico.',
  'download.unavailable': 'No hay ningún documento para descargar en este pedido.',
  'download.unavailableDetail': 'Si tiene alguna pregunta, póngase en contacto con atención al cliente.',
  'download.missing': 'Su documento no está disponible para descargar en este momento.',
  'download.missingDetail': 'Póngase en contacto con atención al cliente y se lo volveremos a enviar.',
  'download.button': 'Descargar ahora',
  'download.starting': 'Su descarga comenzará en breve.',
  'download.notReady': 'Su documento aún no está listo.',
  'download.notFound': 'Documento no encontrado.',
  'download.badName': 'Nombre de archivo no válido.',
  'download.tooMany':
    'Demasiadas descargas desde su conexión. Inténtelo de nuevo dentro de {minutes, plural, one {# minuto} other {# minutos}}.',

  // The download history
  'history.title': 'Historial de descargas',
  'history.region': 'Tabla: {title}',
  'history.number': '#',
  'history.orderId': 'ID de pedido',
  'history.time': 'Fecha y hora ({zone})',
  'history.ip': 'Dirección IP del dispositivo',
  'history.device': 'Dispositivo',
  'history.deviceType': 'Tipo de dispositivo',
  'history.browser': 'Navegador',
  'history.os': 'Sistema operativo',
  'history.location': 'Ubicación del dispositivo',
  'history.empty': 'No se encontraron registros',
  'history.repeats': '{count, plural, one {# descarga} other {# descargas}}',
  'history.last': 'última: {time}',
  'history.type':
    '{type, select, mobile {Móvil} tablet {Tableta} desktop {Escritorio} smarttv {Smart TV} console {Consola} wearable {Dispositivo ponible} other {{type}}}',

  // An address the site does not have
  'notFound.title': 'Página no encontrada',
  'notFound.text': 'Para descargar su documento, abra el enlace de su correo electrónico o vaya a {link}.',
  'notFound.link': 'Consultar pedido',

  // Under every page
  'customs.title': 'Información aduanera para viajeros con destino a Cuba',
  'customs.currency': 'Se pueden introducir en Cuba divisas libremente convertibles sin restricciones.',
  'customs.declare':
    'Los importes superiores a 5000 USD (o su equivalente en otra moneda) deben declararse en la aduana.',
  'customs.goods': 'Se pueden introducir artículos diversos por un valor máximo de 1000 USD.',
  'widget.translate': 'Traducir',
  'widget.failed': 'La traducción no está disponible; inténtelo de nuevo',

  // Every customer e-mail
  'mail.greeting': 'Estimado/a {name}:',
  'mail.questions': '¿Tiene alguna pregunta? Llámenos al {phone}.',
  'mail.terms': 'Términos',
  'mail.privacy': 'Privacidad',
  'mail.contact': 'Contacto',
  'mail.refund': 'Reembolsos',
  'mail.approved.subject': 'Su tarjeta Cuba e-Arrival ha sido aprobada - pedido {orderId}',
  'mail.approved.news':
    'Buenas noticias: su solicitud de Cuba e-Arrival, con número de pedido {orderId}, ha sido aprobada.',
  'mail.approved.attached':
    'Adjunta a este correo electrónico encontrará su tarjeta de llegada. Imprímala o guárdela en su teléfono para su llegada a Cuba.',
  'mail.approved.link': 'También puede descargarla en cualquier momento desde la página de su pedido: {link}',
  'mail.trackLink.subject': 'Seguimiento de su pedido Cuba e-Arrival {orderId}',
  'mail.trackLink.follow':
    'Puede seguir su pedido Cuba e-Arrival {orderId} y descargar su tarjeta de llegada aquí: {link}',
  'mail.trackLink.how':
    'En esa página, indique su ID de pedido ({orderId}) y la dirección de correo electrónico con la que presentó la solicitud.',
  'mail.invoice.subject': 'Factura {invoiceNumber} de su pedido Cuba e-Arrival {orderId}',
  'mail.invoice.attached':
    'Gracias por su pedido {orderId}. Le adjuntamos su factura {invoiceNumber} en formato PDF.',
  'mail.documentsLink.subject': 'Enlace a su pedido Cuba e-Arrival {orderId}',
  'mail.documentsLink.asked':
    'Alguien (esperamos que usted) ha solicitado acceso a su pedido Cuba e-Arrival {orderId} desde nuestra página de seguimiento de pedidos con esta dirección de correo electrónico.',
  'mail.documentsLink.open':
    'Abra su pedido y descargue su tarjeta de llegada con este enlace, válido durante 24 horas: {link}',
  'mail.documentsLink.ignore':
    'Si no ha sido usted, puede ignorar este correo electrónico: el enlace solo funciona para quien tenga acceso a este buzón.',
};

export default es;
