import type { Catalogue } from './en';

/* Russian (ru): reviewed against en.ts key for key. */
const ru: Catalogue = {
  // The page itself
  'page.title': 'Cuba e-Arrival — отслеживание заказа',
  'page.description':
    'Отслеживайте статус заказа электронной карты прибытия Cuba e-Arrival и скачайте одобренную карту.',
  'language.switch': 'Язык',

  // The brand's navbar and footer
  'nav.home': 'Главная',
  'nav.apply': 'Подать заявку',
  'nav.benefits': 'Дополнительные преимущества',
  'nav.terms': 'Условия обслуживания',
  'nav.privacy': 'Политика конфиденциальности',
  'nav.faq': 'Частые вопросы',
  'nav.refund': 'Политика возврата средств',
  'nav.contact': 'Контакты',
  'nav.label': 'Сайт {brand}',
  'nav.openMenu': 'Открыть меню',
  'nav.closeMenu': 'Закрыть меню',
  'brand.earrival.tagline': 'Оформление электронной карты прибытия',
  'brand.earrival.footerNote':
    'Мы — частное агентство, которое помогает путешественникам подать заявку на Cuba e-Arrival; мы не связаны с правительством Кубы.',
  'brand.arrivalpass.tagline': 'Документы для поездки — просто и удобно',
  'brand.arrivalpass.footerNote':
    'Arrival Pass Cuba — независимый поставщик услуг, а не государственный сайт.',
  'footer.rights': '© {year} {brand}. Все права защищены.',

  // The track page
  'track.title': 'Скачайте карту прибытия на Кубу',
  'track.lead':
    'Введите номер заказа и адрес электронной почты, указанный в заявке, чтобы просмотреть заказ и скачать документ.',
  'track.form': 'Отслеживание заказа',
  'track.orderId': 'Номер заказа',
  'track.email': 'Электронная почта',
  'track.submit': 'ОТСЛЕДИТЬ ЗАКАЗ',
  'track.help': 'Нужна помощь?',
  'track.contact': 'Связаться с поддержкой',
  'track.orderIdRequired': 'Пожалуйста, введите номер заказа',
  'track.emailRequired': 'Пожалуйста, введите адрес электронной почты',
  'track.orderIdTooLong': 'Номер заказа слишком длинный (максимальное число символов: {max})',
  'track.emailTooLong': 'Адрес электронной почты слишком длинный (максимальное число символов: {max})',
  'track.badOrderId': 'Неверный номер заказа: {orderId}. Проверьте номер заказа в письме.',
  'track.fieldsTooLong':
    'Проверьте номер заказа и адрес электронной почты: одно из значений слишком длинное.',
  'track.linkRefused':
    'Эта ссылка больше недействительна (ссылки в наших письмах действуют 24 часа). Пожалуйста, введите номер заказа и адрес электронной почты ниже.',
  'track.found': 'Ваш заказ найден.',
  'track.notMatched': 'Мы не нашли заказ с таким номером и адресом электронной почты.',
  'track.needsProof': 'Сначала найдите свой заказ по номеру заказа и адресу электронной почты.',
  'track.linkNotice':
    'Если этот адрес электронной почты указан в заказе, мы отправили на него ссылку на ваши документы.',
  'form.crossSite':
    'Эта форма была отправлена с другого сайта, поэтому мы её не обработали. Пожалуйста, заполните её на этой странице.',
  'error.network':
    'Не удалось связаться с нашим сервером. Проверьте подключение к интернету и повторите попытку.',

  // The download page
  'download.heading': 'Заказ {orderId}',
  'download.orderId': 'Номер заказа {orderId}',
  'download.loading': 'Загружаем ваш заказ…',
  'download.completed': 'Ваша заявка на Cuba e-Arrival успешно оформлена.',
  'download.processing': 'Ваша заявка на Cuba e-Arrival ещё обрабатывается.',
  'download.processingDetail':
    'Как только документ будет готов, вы сможете скачать его здесь. Мы также отправим его вам по электронной почте.',
  'download.unavailable': 'По этому заказу нет документов для скачивания.',
  'download.unavailableDetail': 'Если у вас есть вопросы, обратитесь в службу поддержки.',
  'download.missing': 'Ваш документ сейчас недоступен для скачивания.',
  'download.missingDetail': 'Обратитесь в службу поддержки, и мы отправим его вам повторно.',
  'download.button': 'Скачать',
  'download.starting': 'Скачивание скоро начнётся.',
  'download.notReady': 'Ваш документ ещё не готов.',
  'download.notFound': 'Документ не найден.',
  'download.badName': 'Недопустимое имя файла.',
  'download.tooMany':
    'Слишком много скачиваний с вашего подключения. Повторите попытку через {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}.',

  // The download history
  'history.title': 'История скачиваний',
  'history.region': 'Таблица: {title}',
  'history.number': '#',
  'history.orderId': 'Номер заказа',
  'history.time': 'Дата и время ({zone})',
  'history.ip': 'IP-адрес устройства',
  'history.device': 'Устройство',
  'history.deviceType': 'Тип устройства',
  'history.browser': 'Браузер',
  'history.os': 'ОС',
  'history.location': 'Местоположение устройства',
  'history.empty': 'Записи не найдены',
  'history.repeats':
    '{count, plural, one {# скачивание} few {# скачивания} many {# скачиваний} other {# скачивания}}',
  'history.last': 'последний раз {time}',
  'history.type':
    '{type, select, mobile {Смартфон} tablet {Планшет} desktop {Компьютер} smarttv {Smart TV} console {Игровая консоль} wearable {Носимое устройство} other {{type}}}',

  // An address the site does not have
  'notFound.title': 'Страница не найдена',
  'notFound.text': 'Чтобы скачать документ, откройте ссылку из письма или перейдите на страницу {link}.',
  'notFound.link': 'Отслеживание заказа',

  // Under every page
  'customs.title': 'Таможенная информация для путешественников на Кубу',
  'customs.currency': 'Ввоз свободно конвертируемой валюты на Кубу не ограничен.',
  'customs.declare':
    'Суммы свыше 5000 USD (или эквивалент в другой валюте) необходимо декларировать на таможне.',
  'customs.goods': 'Прочие товары можно ввозить на сумму до 1000 USD.',
  'widget.translate': 'Перевести',
  'widget.failed': 'Перевод недоступен, попробуйте ещё раз',

  // Every customer e-mail
  'mail.greeting': 'Здравствуйте, {name}!',
  'mail.questions': 'Остались вопросы? Позвоните нам: {phone}.',
  'mail.terms': 'Условия',
  'mail.privacy': 'Конфиденциальность',
  'mail.contact': 'Контакты',
  'mail.refund': 'Возврат средств',
  'mail.approved.subject': 'Ваша карта прибытия Cuba e-Arrival одобрена — заказ {orderId}',
  'mail.approved.news': 'Хорошие новости: ваша заявка на Cuba e-Arrival (заказ № {orderId}) одобрена.',
  'mail.approved.attached':
    'Карта прибытия прикреплена к этому письму. Распечатайте её или сохраните в телефоне, чтобы предъявить по прибытии на Кубу.',
  'mail.approved.link': 'Вы также можете в любое время скачать её на странице заказа: {link}',
  'mail.trackLink.subject': 'Cuba e-Arrival: отслеживание заказа {orderId}',
  'mail.trackLink.follow':
    'Следить за статусом заказа Cuba e-Arrival {orderId} и скачать карту прибытия можно здесь: {link}',
  'mail.trackLink.how':
    'На этой странице введите номер заказа ({orderId}) и адрес электронной почты, указанный в заявке.',
  'mail.invoice.subject': 'Счёт {invoiceNumber} по заказу Cuba e-Arrival {orderId}',
  'mail.invoice.attached':
    'Благодарим вас за заказ {orderId}. Счёт {invoiceNumber} прилагается в формате PDF.',
  'mail.documentsLink.subject': 'Ссылка на ваш заказ Cuba e-Arrival {orderId}',
  'mail.documentsLink.asked':
    'Кто-то (надеемся, что вы) запросил ваш заказ Cuba e-Arrival {orderId} на нашей странице отслеживания заказов, указав этот адрес электронной почты.',
  'mail.documentsLink.open':
    'Откройте заказ и скачайте карту прибытия по этой ссылке (она действует 24 часа): {link}',
  'mail.documentsLink.ignore':
    'Если это были не вы, просто проигнорируйте это письмо: ссылкой может воспользоваться только тот, у кого есть доступ к этому почтовому ящику.',
};

export default ru;
