import type { Catalogue } from './en';

/* Simplified Chinese (zh): reviewed against en.ts key for key. */
const zh: Catalogue = {
  // The page itself
  'page.title': 'Cuba e-Arrival - 订单查询',
  'page.description': '查询您的 Cuba e-Arrival 入境卡订单，并下载已获批准的入境卡。',
  'language.switch': '语言',

  // The brand's navbar and footer
  'nav.home': '首页',
  'nav.apply': '立即申请',
  'nav.benefits': '附加权益',
  'nav.terms': '服务条款',
  'nav.privacy': '隐私政策',
  'nav.faq': '常见问题',
  'nav.refund': '退款政策',
  'nav.contact': '联系我们',
  'nav.label': '{brand} 网站',
  'nav.openMenu': '打开菜单',
  'nav.closeMenu': '关闭菜单',
  'brand.earrival.tagline': '电子入境卡办理服务',
  'brand.earrival.footerNote':
    '我们是一家私营代理机构，协助旅客提交 Cuba e-Arrival 申请；我们与古巴政府没有任何隶属关系。',
  'brand.arrivalpass.tagline': '旅行证件，轻松办理',
  'brand.arrivalpass.footerNote': 'Arrival Pass Cuba 是独立的服务提供商，并非政府网站。',
  'footer.rights': '© {year} {brand}。保留所有权利。',

  // The track page
  'track.title': '下载您的古巴入境卡',
  'track.lead': '请输入您的订单号以及申请时使用的电子邮箱地址，即可查看订单并下载文件。',
  'track.form': '查询订单',
  'track.orderId': '订单号',
  'track.email': '电子邮箱',
  'track.submit': '查询订单',
  'track.help': '需要帮助？',
  'track.contact': '联系客服',
  'track.orderIdRequired': '请输入您的订单号',
  'track.emailRequired': '请输入您的电子邮箱地址',
  'track.orderIdTooLong': '订单号最多只能包含 {max} 个字符',
  'track.emailTooLong': '电子邮箱地址最多只能包含 {max} 个字符',
  'track.badOrderId': '订单号无效：{orderId}。请核对电子邮件中的订单号。',
  'track.fieldsTooLong': '请检查您的订单号和电子邮箱地址：其中一项过长。',
  'track.linkRefused':
    '此链接已失效（我们邮件中的链接有效期为 24 小时）。请在下方输入您的订单号和电子邮箱地址。',
  'track.found': '已找到您的订单。',
  'track.notMatched': '未找到与该订单号和电子邮箱地址匹配的订单。',
  'track.needsProof': '请先通过订单号和电子邮箱地址查询您的订单。',
  'track.linkNotice': '如果该电子邮箱地址与订单相符，我们已向其发送查看您文件的链接。',
  'form.crossSite': '此表单是从其他网站提交的，因此未被处理。请在本页面填写。',
  'error.network': '无法连接到我们的服务器。请检查您的网络连接后重试。',

  // The download page
  'download.heading': '订单 {orderId}',
  'download.orderId': '订单号 {orderId}',
  'download.loading': '正在加载您的订单……',
  'download.completed': '您的 Cuba e-Arrival 申请已成功办理完成。',
  'download.processing': '您的 Cuba e-Arrival 申请仍在处理中。',
  'download.processingDetail': '文件办理完成后即可在此下载，我们也会通过电子邮件发送给您。',
  'download.unavailable': '此订单没有可供下载的文件。',
  'download.unavailableDetail': '如有任何疑问，请联系客服。',
  'download.missing': '您的文件目前无法下载。',
  'download.missingDetail': '请联系客服，我们会重新发送给您。',
  'download.button': '立即下载',
  'download.starting': '即将开始下载。',
  'download.notReady': '您的文件尚未准备好。',
  'download.notFound': '未找到文件。',
  'download.badName': '文件名无效。',
  'download.tooMany': '您的网络连接下载次数过多，请在 {minutes, plural, other {# 分钟}}后重试。',

  // The download history
  'history.title': '下载记录',
  'history.region': '表格：{title}',
  'history.number': '#',
  'history.orderId': '订单号',
  'history.time': '日期和时间 ({zone})',
  'history.ip': '设备 IP 地址',
  'history.device': '设备',
  'history.deviceType': '设备类型',
  'history.browser': '浏览器',
  'history.os': '操作系统',
  'history.location': '设备位置',
  'history.empty': '暂无记录',
  'history.repeats': '{count, plural, other {# 次下载}}',
  'history.last': '最近一次：{time}',
  'history.type':
    '{type, select, mobile {手机} tablet {平板电脑} desktop {台式电脑} smarttv {智能电视} console {游戏机} wearable {可穿戴设备} other {{type}}}',

  // An address the site does not have
  'notFound.title': '未找到页面',
  'notFound.text': '如需下载您的文件，请打开电子邮件中的链接，或前往{link}。',
  'notFound.link': '查询订单',

  // Under every page
  'customs.title': '前往古巴旅客海关须知',
  'customs.currency': '携带可自由兑换货币进入古巴不受限制。',
  'customs.declare': '超过 5000 美元（或等值其他货币）的金额须向海关申报。',
  'customs.goods': '其他各类物品的入境限额为价值 1000 美元。',
  'widget.translate': '翻译',
  'widget.failed': '翻译暂不可用，请重试',

  // Every customer e-mail
  'mail.greeting': '尊敬的{name}：',
  'mail.questions': '如有疑问，请致电 {phone}。',
  'mail.terms': '条款',
  'mail.privacy': '隐私',
  'mail.contact': '联系我们',
  'mail.refund': '退款',
  'mail.approved.subject': '您的 Cuba e-Arrival 入境卡已获批准（订单 {orderId}）',
  'mail.approved.news': '好消息：您的 Cuba e-Arrival 申请（订单号 {orderId}）已获批准。',
  'mail.approved.attached':
    '您的入境卡已作为附件随本邮件发送。请将其打印出来或保存在手机中，以便抵达古巴时使用。',
  'mail.approved.link': '您也可以随时在订单页面下载：{link}',
  'mail.trackLink.subject': '查询您的 Cuba e-Arrival 订单 {orderId}',
  'mail.trackLink.follow': '您可以通过以下链接查询 Cuba e-Arrival 订单 {orderId} 的进度并下载入境卡：{link}',
  'mail.trackLink.how': '请在该页面输入您的订单号（{orderId}）以及申请时使用的电子邮箱地址。',
  'mail.invoice.subject': '您的 Cuba e-Arrival 订单 {orderId} 的发票 {invoiceNumber}',
  'mail.invoice.attached':
    '感谢您的订购（订单号 {orderId}）。发票 {invoiceNumber} 已作为 PDF 附件随本邮件发送。',
  'mail.documentsLink.subject': '您的 Cuba e-Arrival 订单 {orderId} 访问链接',
  'mail.documentsLink.asked':
    '有人（希望是您本人）在我们的订单查询页面使用此电子邮箱地址查询了您的 Cuba e-Arrival 订单 {orderId}。',
  'mail.documentsLink.open': '请通过以下链接打开订单并下载您的入境卡，链接有效期为 24 小时：{link}',
  'mail.documentsLink.ignore': '如果这不是您本人的操作，请忽略此邮件：只有能够查看此邮箱的人才能使用该链接。',
};

export default zh;
