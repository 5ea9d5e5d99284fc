/*
 * GENERATED from the API's OpenAPI document (GET /api/docs), itself generated from the routes' TypeBox
 * schemas. Do not edit: change the schema in api/src, then run `npm run contract`. A test in the api
 * project (src/contract/contract.test.ts) fails while this file is stale.
 */
export type paths = {
  '/api/admin/add-new-remark': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a comment with flags (Y/N, default N); statusRefund Y puts the order in the refund queue
     * @description The comment is signed with the signed-in member’s name; remarkerName is accepted and ignored. Each member may add 20 comments per minute and 300 comments per hour; past that, 429 with Retry-After and the wait in the message.
     */
    post: operations['addNewRemark'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/add-team-member': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a member (e-mail unique; a type the caller may give) */
    post: operations['addTeamMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/admin-login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in: returns the member and a JWT (send it raw in Authorization). Throttled per account and per address (429 + Retry-After) */
    post: operations['postAdminLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/assign-order-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Assign orders to a member ('Assign to me'), or null to return them to their folder
     * @description All or nothing. An order already assigned to someone else is refused (409) with its holder named. Team roles may assign only to themselves and return only their own orders; Admin and Manager any member. The assignee is a member id: assigntoId, or assignto (a name) resolved on the server — your own name means you; another name must belong to exactly one member.
     */
    put: operations['assignOrderStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/change-order-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Soft delete (updatingStatus 'Deleted', permanentDeletedFlag false) or any status move; all or nothing
     * @description Delete rules: Admin always; Manager except from My Orders; other roles only orders in the Future Order folder.
     */
    put: operations['changeOrderStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change my password (at least 6 characters); every older token of mine stops working */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/defence-pack-details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The evidence the defence packs print, as JSON (same status rule as the PDF); each list holds its newest 500 records, `totals` counts them all */
    post: operations['postDefencePackDetails'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/delete-team-member': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Delete a member of a lower rank (not yourself, not the last Admin); their history keeps their name */
    put: operations['deleteTeamMember'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Server-Sent Events for staff screens: counts-changed, order-updated {orderId, changes, by}, presence {orderId, viewers}
     * @description text/event-stream. Resumes after the Last-Event-ID header while the event is kept (10 minutes); a fresh stream starts with `event: ready` carrying the current id. A comment heartbeat every 25 s. Each event goes only to the roles in its audience (every staff role for today's events).
     */
    get: operations['getEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/export/{orderName}.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A folder's orders as CSV, with the list's filters, search and sort (streamed)
     * @description The same parameters and role rules as get-orders-list (no page: every matching row), plus search (as search-order; 1..2 characters: 400). Columns and date formats are the table's. UTF-8 with a BOM; cells starting with =, +, - or @ get a leading single quote. Content-Disposition names the file <folder>[-search]-<YYYY-MM-DD>.csv.
     */
    get: operations['exportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/export/countryOrders.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Country Order List as CSV: the date range, search (country) and sort of the table */
    get: operations['exportCountryOrdersCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/export/processedBy.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Order Processed as CSV: the date range, search (name) and sort of the table */
    get: operations['exportProcessedByCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mails a link to set a new password (valid 1 h, once) if the e-mail is a member’s; the answer is the same either way. Limited per address typed and per caller (429 + Retry-After) */
    post: operations['postForgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/get-all-folder-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All fourteen folder counts (myOrdersCount for userName) */
    get: operations['getAllFolderCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/get-country-order-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Orders per citizenship created between the dates (inclusive): total, standard, priority, future */
    post: operations['getCountryOrderList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/get-defence-pack-pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Defence pack PDF: 1 = one-page summary, 2 = full evidence file; only for Completed, Customer Called or ChargeBack */
    post: operations['getDefencePackPdf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/get-future-order-month-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Future Order tiles: orders per process month (01..12), all twelve months */
    get: operations['getFutureOrderMonthCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/get-invoice-pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The order's invoice as a PDF (path chosen by us; the same file Send Invoice mails) */
    post: operations['getInvoicePdf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/get-orders-details/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every field of an order, with the newest entries of its uploads, mail, download and comment histories and event log, and their totals
     * @description Each history (uploadDoc, mailHistory, downloadHistory, remark, history) holds its newest 50 entries, oldest first; activity its newest 50 lines, newest first. totals ({remarks, mails, downloads, uploads, events, activity}) counts every entry; GET /admin/order-history/{orderId}/{history} pages through the rest.
     */
    get: operations['getOrdersDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/get-orders-list/{orderName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of a folder, sorted on the server: data is the rows, total (beside it) the folder size
     * @description limit: a page is normally 10..500 rows; the 'All' choice sends the folder's total, accepted up to 100000. newOrder with userName = My Orders. processMonth (01..12) filters futureOrder by process month. Default sort: order_id desc.
     */
    get: operations['getOrdersList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/get-processed-by-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Orders processed per member: 'processed' = moved to Completed (by whom, when), optional dates
     * @description The screen calls it once on load with an empty body: every processed order.
     */
    post: operations['getProcessedByCount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/get-team-member-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every team member (no passwords) */
    get: operations['getTeamMemberList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/get-team-member-type': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The member types the caller may give (by rank) */
    get: operations['getTeamMemberType'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: this token answers 401 from now on; the member's other sessions stay signed in (a token from before jti ends them all) */
    post: operations['postLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/move-order-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Move one order or a list to any status; all or nothing
     * @description Completed records processed_by/processed_at (Processed By). Refunds stamps refund_date if unset. 'Deleted' follows the delete rules.
     */
    put: operations['moveOrderStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/move-to-complete-refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** 'Refunded it': the selected orders get status Refunds (they leave the refund queue) */
    put: operations['moveToCompleteRefund'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/order-history/{orderId}/{history}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of one history of an order: data is the entries, total (beside it) how many in all
     * @description limit 1..200 (default 50); page from 1; order desc (default, newest first) or asc. A page past the last is refused (400) naming the number of entries; an unknown order is a 404. activity merges the event log (other than mails and downloads), Email History and Download History by time.
     */
    get: operations['getOrderHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payment-gateway-setting': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Activate a gateway (gatewayId encoded like order ids; a plain number is accepted too) */
    post: operations['postPaymentGatewaySetting'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payment-gateways': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The payment gateways; is_active is '1' for the active one */
    get: operations['getPaymentGateways'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/presence': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Say that the signed-in member has an order open (or left it); answers who is viewing it now */
    post: operations['postPresence'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/resend-mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail the order's latest uploaded document again, through the chosen provider */
    post: operations['resendMail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets a new password with the mailed link's token (once, within 1 h); every session of the member ends */
    post: operations['postResetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/retry-mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue a failed mail again (Email History: Retry), through its provider or the other one; it keeps its Message-ID */
    post: operations['retryMail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/save-transaction-details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save the transaction details of an order (path chosen by us: the spec does not show it) */
    post: operations['saveTransactionDetails'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/search-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Search a folder by order id, name, e-mail or telephone (substring, case-insensitive)
     * @description start/end: zero-based row offsets, end exclusive (rows start..end-1, at most 500). data is the rows; total (beside it) is how many orders of the folder match, counted exactly up to 1000; beyond, total is 1000 and totalCapped is true (the pager shows "1,000+"). Newest orders first. An empty searchVal lists the folder. A searchVal of 1 or 2 characters finds nothing (status 1, empty list, a message asking for 3): the trigram index needs 3 characters, and a shorter substring would scan every order.
     */
    post: operations['searchOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/send-invoice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Build the order's PDF invoice and e-mail it to the customer (first provider unless mailServiceProvider says 'second') */
    post: operations['sendInvoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/send-track-order-mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sent Mail under Download History (path chosen by us): e-mail the customer the track-order link, no attachment */
    post: operations['sendTrackOrderMail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/team-member-info/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One member (no password) */
    get: operations['getTeamMemberInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/two-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My two-factor sign-in: on or off, recovery codes left, whether my role requires it */
    get: operations['getTwoFactor'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/two-factor/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turns two-factor off, with my password or a current code; refused (409) while my role requires it */
    post: operations['postTwoFactorDisable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/two-factor/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turns two-factor on with the app's current code; answers ten single-use recovery codes, shown once */
    post: operations['postTwoFactorEnable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/two-factor/requirement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Admin only: require two-factor sign-in for the Admin and Manager roles (members without it set it up at their next sign-in) */
    put: operations['putTwoFactorRequirement'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/two-factor/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts turning two-factor on: a new secret and its QR code (confirm with /admin/two-factor/enable) */
    post: operations['postTwoFactorSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/two-factor/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Second sign-in step: the pending token and a current code (or a recovery code) give the session. Wrong codes are throttled per member (429 + Retry-After) */
    post: operations['postTwoFactorSignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/two-factor/sign-in/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirms the setup started at sign-in with the app's current code: two-factor is on, the session and ten recovery codes (shown once) come back */
    post: operations['postTwoFactorSignInConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/two-factor/sign-in/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Two-factor required for my role and not set up: a new secret to scan (the QR code); confirm it with /admin/two-factor/sign-in/confirm */
    post: operations['postTwoFactorSignInSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/undo-action': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Undo a status move, assign, move back, refund or delete (its actionId)
     * @description Restores each order of the action as it was before it, in one transaction, if no order changed since; otherwise 409 ("Order N changed since; nothing was undone") and nothing changes. Only within 10 minutes, only once, only by the member who acted or an Admin. Each order's timeline gets an 'undone' entry.
     */
    post: operations['undoAction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/update-team-member': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update a member of a lower rank (tmId); an empty password keeps the old one, a new one signs them out */
    post: operations['updateTeamMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/upload-visa-document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload the approved document (PDF, JPEG, PNG or WebP by content; size-limited) and e-mail it through the chosen provider
     * @description multipart/form-data, read as a stream: the text fields first, then the file (uploadVisaDoc), which flows to disk. At most 2 uploads in progress per member (429).
     */
    post: operations['uploadVisaDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front/download-passport-doc-pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a download (time, IP, device, browser, OS, country) of the order's document; answers with its address (needs the proof) */
    post: operations['postFrontDownloadPassportDocPdf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front/get-download-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The order, its newest document and its downloads, newest first (needs the proof) */
    post: operations['postFrontGetDownloadHistory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front/open-documents-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The link mailed while tracking was locked: a valid one (24 h) sets the proof and redirects to the order's download page; any other redirects to the track form, which says the link is not valid */
    get: operations['getFrontOpenDocumentsLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front/track-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Find an order by id and e-mail (case and spaces ignored); success sets the proof cookie the other visitor calls need. While the order is locked by too many attempts: 202 for every caller, and a link mailed to the order's address when the e-mail matches */
    post: operations['postFrontTrackOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/front/uploads/docs/{orderId}/{file1}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The order's own stored document, as an attachment (needs the proof for that order) */
    get: operations['getFrontUploadsDocs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Server and database health */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: answers while the process runs (nothing else is checked) */
    get: operations['getHealthLive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database answers, every migration is applied, the store is writable and the job queue runs; 503 names what is not */
    get: operations['getHealthReady'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/intake/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an order from the application site (not in the spec; needed for real use)
     * @description Authenticated by the x-api-key header (INTAKE_API_KEY). 201 with created=true for a new order; 200 with created=false when order_number was already received (a retry never makes two orders).
     */
    post: operations['postIntakeOrders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/docs/{orderId}/{file1}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A stored document (staff session required); Range and If-None-Match honoured */
    get: operations['getUploadsDocs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user_info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in member */
    get: operations['getUserInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
};
export type webhooks = Record<string, never>;
export type components = {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
  addNewRemark: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          chargeBack?: 'Y' | 'N';
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
          remark: string;
          /** @description Ignored: the comment is signed with the member's name */
          remarkerName?: string;
          /** @enum {string} */
          reportError?: 'Y' | 'N';
          /** @enum {string} */
          statusRefund?: 'Y' | 'N';
          /** @enum {string} */
          telephone?: 'Y' | 'N';
          /** @enum {string} */
          voided?: 'Y' | 'N';
          /** @enum {string} */
          whatsapp?: 'Y' | 'N';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description POST /admin/undo-action takes it back; null: nothing changed */
              actionId: string | null;
              /** @enum {string} */
              chargeback: 'Y' | 'N';
              /** @description ISO time (UTC) */
              create_ts: string;
              id: number;
              order_id: number;
              remark: string;
              /** @description Who wrote it */
              remark_name: string;
              /** @enum {string} */
              report_error: 'Y' | 'N';
              /** @enum {string} */
              status_refund: 'Y' | 'N';
              /** @enum {string} */
              telephone: 'Y' | 'N';
              /** @description MM/DD/YYYY in US Eastern time */
              us_date: string;
              /** @description HH:mm:ss in US Eastern time */
              us_time: string;
              /** @enum {string} */
              voided: 'Y' | 'N';
              /** @enum {string} */
              whatsapp: 'Y' | 'N';
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Too many comments from this member: status 0 (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  addTeamMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          name: string;
          /** @description At least 6 characters */
          password: string;
          /**
           * @description Admin, Manager, Team, Telecaller or Night Staff
           * @enum {string}
           */
          type: 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description ISO time (UTC) */
              created_at: string;
              email: string;
              id: number;
              name: string;
              /** @description Whether the member signs in with a TOTP code */
              twoFactor?: boolean;
              /**
               * @description Admin, Manager, Team, Telecaller or Night Staff
               * @enum {string}
               */
              type: 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postAdminLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
              id: number;
              name: string;
              /**
               * @description Admin, Manager, Team, Telecaller or Night Staff
               * @enum {string}
               */
              type: 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
            } | null;
            jwtToken?: string;
            message: string;
            pendingToken?: string;
            recoveryCodes?: string[];
            status: number;
            /** @enum {string} */
            twoFactor?: 'verify' | 'setup';
          };
        };
      };
      /** @description Wrong e-mail or password, or bad input: status 0 */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Too many sign-in attempts for this account or from this address: status 0 (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  assignOrderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A member's name (yours = you), or null to return the orders to their folder */
          assignto: string | null;
          /** @description The member id (when a name is not unique) */
          assigntoId?: number | null;
          orderId: (number | string)[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description POST /admin/undo-action takes it back; null: nothing changed */
              actionId: string | null;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  changeOrderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description The table the action comes from ('myOrder' = My Orders); the delete rules depend on it
           * @enum {string}
           */
          folderName?:
            | 'newOrder'
            | 'priorityOrder'
            | 'futureOrder'
            | 'pendingOrder'
            | 'completedOrder'
            | 'awaitingOrder'
            | 'awaitingGovtOrder'
            | 'customerCalledOrder'
            | 'contactCustomerOrder'
            | 'deletedOrder'
            | 'refundOrder'
            | 'chargeBack'
            | 'allOrder'
            | 'myOrder';
          orderId: (number | string)[];
          /** @description Must be false: orders are only soft-deleted */
          permanentDeletedFlag?: boolean;
          /** @enum {string} */
          updatingStatus:
            | 'New'
            | 'Pending'
            | 'Completed'
            | 'Deleted'
            | 'Awaiting'
            | 'AwaitingGovt'
            | 'Contact Customer'
            | 'Customer Called'
            | 'ChargeBack'
            | 'Refunds';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description POST /admin/undo-action takes it back; null: nothing changed */
              actionId: string | null;
              updated: number;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description At least 6 characters */
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postDefencePackDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description Mails accepted for the customer's own address (copies sent elsewhere not counted) */
              accepted_mail_count: number;
              amount_paid: number | null;
              application: {
                airline_name: string;
                countries_visited: string | null;
                country_of_origin: string;
                /** @enum {string} */
                declare_at_customs: 'yes' | 'no';
                electronic_visa_number: string | null;
                gender: string;
                landing_domain: string;
                municipality: string | null;
                name_of_hotel: string | null;
                other_hotel: string | null;
                place_of_accommodation: string;
                port_of_entry: string;
                province: string | null;
                second_name: string | null;
                second_sur_name: string | null;
                signature_name: string;
                symptoms: string | null;
                travel_reasons: string;
                traveler_address: string | null;
              };
              /** @description ISO time (UTC) */
              created_at: string;
              currency: string | null;
              customer: {
                citizenship: string;
                country_of_permanent_residence: string;
                date_of_birth: string;
                email: string;
                name: string;
                passport_number: string;
                phone: string;
              };
              /** @description The first document upload (ISO time) */
              delivered_at: string | null;
              documents: {
                /** @description Read from the bytes: application/pdf, image/jpeg, image/png or image/webp */
                content_type: string;
                /** @description ISO time (UTC) */
                created_at: string;
                customer_name: string;
                /** @description The address it was first mailed to */
                email: string;
                /** @description The server's file name under the order's folder */
                file1: string;
                id: number;
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                size_bytes: number;
                /** @description The member who uploaded it */
                uploaded_by: string | null;
              }[];
              /** @description Downloads in all (a record may stand for several) */
              download_count: number;
              downloads: {
                browser: string;
                /** @description ISO time (UTC) of the first download of this record */
                create_ts: string;
                /** @description e.g. 'Apple iPhone' ('' on older rows) */
                device: string;
                /** @description 'mobile', 'tablet', 'desktop'... ('' on older rows) */
                device_type: string;
                /** @description The document downloaded ('' when unknown) */
                file1: string;
                id: number;
                ip: string;
                /** @description The newest of those downloads */
                last_ts: string;
                /** @description Country resolved from the address ('' when unknown) */
                location: string;
                order_id: number;
                os: string;
                /** @description Downloads this record stands for */
                times: number;
                /** @description The browser's time zone as it reported it */
                timezone: string;
              }[];
              first_download_at: string | null;
              /** @description ISO time (UTC) */
              generated_at: string;
              /** @description The newest five of those mails, newest first (Defence Pack 1's table) */
              latest_accepted_mails: {
                /** @description Tries so far */
                attempts: number;
                /** @description ISO time (UTC) */
                create_ts: string;
                /** @description The recipient */
                email: string;
                /** @description Why the last try failed */
                failure_reason: string | null;
                id: number;
                /**
                 * @description document (the approved document), track-link (the Sent Mail button), invoice
                 * @enum {string}
                 */
                kind: 'document' | 'track-link' | 'invoice';
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                order_id: number;
                /** @description 'Mail provider 1' or 'Mail provider 2' */
                provider_label: string;
                /** @description The provider's Message-ID when accepted */
                provider_message_id: string | null;
                /** @description The member who sent it */
                sent_by: string | null;
                /**
                 * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                 * @enum {string}
                 */
                status: 'queued' | 'sent' | 'retrying' | 'failed';
                subject: string;
                uploadDoc: {
                  /** @description '' for a mail without a stored document */
                  file1: string;
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                };
              }[];
              mails: {
                /** @description Tries so far */
                attempts: number;
                /** @description ISO time (UTC) */
                create_ts: string;
                /** @description The recipient */
                email: string;
                /** @description Why the last try failed */
                failure_reason: string | null;
                id: number;
                /**
                 * @description document (the approved document), track-link (the Sent Mail button), invoice
                 * @enum {string}
                 */
                kind: 'document' | 'track-link' | 'invoice';
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                order_id: number;
                /** @description 'Mail provider 1' or 'Mail provider 2' */
                provider_label: string;
                /** @description The provider's Message-ID when accepted */
                provider_message_id: string | null;
                /** @description The member who sent it */
                sent_by: string | null;
                /**
                 * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                 * @enum {string}
                 */
                status: 'queued' | 'sent' | 'retrying' | 'failed';
                subject: string;
                uploadDoc: {
                  /** @description '' for a mail without a stored document */
                  file1: string;
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                };
              }[];
              merchant_name: string | null;
              order_id: number;
              order_number: string;
              payment_gateway: string | null;
              /** @enum {string} */
              process_status:
                | 'New'
                | 'Pending'
                | 'Completed'
                | 'Deleted'
                | 'Awaiting'
                | 'AwaitingGovt'
                | 'Contact Customer'
                | 'Customer Called'
                | 'ChargeBack'
                | 'Refunds';
              /** @enum {string} */
              processing_mode: 'Regular Processing' | 'Priority Processing';
              remarks: {
                /** @enum {string} */
                chargeback: 'Y' | 'N';
                /** @description ISO time (UTC) */
                create_ts: string;
                id: number;
                order_id: number;
                remark: string;
                /** @description Who wrote it */
                remark_name: string;
                /** @enum {string} */
                report_error: 'Y' | 'N';
                /** @enum {string} */
                status_refund: 'Y' | 'N';
                /** @enum {string} */
                telephone: 'Y' | 'N';
                /** @description MM/DD/YYYY in US Eastern time */
                us_date: string;
                /** @description HH:mm:ss in US Eastern time */
                us_time: string;
                /** @enum {string} */
                voided: 'Y' | 'N';
                /** @enum {string} */
                whatsapp: 'Y' | 'N';
              }[];
              timeline: {
                actor_name: string;
                at: string;
                text: string;
              }[];
              totals: {
                documents: number;
                /** @description Download records (rows) */
                downloads: number;
                mails: number;
                remarks: number;
                timeline: number;
              };
              transaction_id: string | null;
              travel: {
                airline_name: string;
                date_of_arrival: string;
                flight: string;
                port_of_entry: string;
              };
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input (missing e-mail or file, bad id): status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order or document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not possible in the order's state (no document yet, wrong status for a defence pack) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The mail provider, the store or the PDF service is not available: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  deleteTeamMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Member id: an integer or its decimal digits */
          teamMemberId: number | string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getEvents: {
    parameters: {
      query?: never;
      header?: {
        'last-event-id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An endless event stream */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  exportCsv: {
    parameters: {
      query?: {
        /** @description Next page: the previous answer's cursors.after (same folder, sort and order). The page starts right after that row, whatever its depth; page is then only echoed. */
        after?: string;
        /** @description Previous page: the answer's cursors.before. */
        before?: string;
        order?: 'asc' | 'desc';
        /** @description futureOrder only */
        processMonth?: string;
        /** @description The search box's text: order id, name, e-mail or telephone (substring, 3+ characters) */
        search?: string;
        sort?:
          | 'order_id'
          | 'name'
          | 'email'
          | 'phone_number'
          | 'created_at'
          | 'process_status'
          | 'date_of_departure'
          | 'refund_date'
          | 'processing_date'
          | 'process_month';
        /** @description With newOrder: that member's My Orders */
        userName?: string;
      };
      header?: never;
      path: {
        orderName:
          | 'newOrder'
          | 'priorityOrder'
          | 'futureOrder'
          | 'pendingOrder'
          | 'completedOrder'
          | 'awaitingOrder'
          | 'awaitingGovtOrder'
          | 'customerCalledOrder'
          | 'contactCustomerOrder'
          | 'deletedOrder'
          | 'refundOrder'
          | 'chargeBack'
          | 'allOrder';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv; charset=utf-8, starting with a UTF-8 BOM */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  exportCountryOrdersCsv: {
    parameters: {
      query?: {
        /** @description YYYY-MM-DD, inclusive (a longer ISO text is cut to its date), 2000-01-01..2099-12-31; with toDate, on or before it and at most 1830 days (both counted) before it */
        fromDate?: string;
        /** @description With sort; default asc */
        order?: 'asc' | 'desc';
        /** @description The table's search box (substring) */
        search?: string;
        sort?: 'citizenship' | 'count' | 'standard_count' | 'priority_count' | 'future_count';
        /** @description YYYY-MM-DD, inclusive (the whole day) */
        toDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv; charset=utf-8, starting with a UTF-8 BOM */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  exportProcessedByCsv: {
    parameters: {
      query?: {
        /** @description YYYY-MM-DD, inclusive (a longer ISO text is cut to its date), 2000-01-01..2099-12-31; with toDate, on or before it and at most 1830 days (both counted) before it */
        fromDate?: string;
        /** @description With sort; default asc */
        order?: 'asc' | 'desc';
        /** @description The table's search box (substring) */
        search?: string;
        sort?: 'processed_by' | 'count';
        /** @description YYYY-MM-DD, inclusive (the whole day) */
        toDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv; charset=utf-8, starting with a UTF-8 BOM */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postForgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Too many wrong codes, or too many requests from this address: status 0 (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getAllFolderCount: {
    parameters: {
      query?: {
        /** @description With newOrder: that member's My Orders */
        userName?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              allOrdersCount: number;
              awaitingGovtCount: number;
              awaitingOrdersCount: number;
              chargeBackCount: number;
              completedOrdersCount: number;
              contactCustomerOrdersCount: number;
              customerCalledCount: number;
              deletedOrdersCount: number;
              futureOrdersCount: number;
              myOrdersCount: number;
              newOrdersCount: number;
              pendingOrdersCount: number;
              priorityOrdersCount: number;
              refundOrdersCount: number;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getCountryOrderList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description YYYY-MM-DD, inclusive (a longer ISO text is cut to its date), 2000-01-01..2099-12-31; with toDate, on or before it and at most 1830 days (both counted) before it */
          fromDate?: string;
          /** @description YYYY-MM-DD, inclusive (the whole day) */
          toDate?: string;
        } | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              citizenship: string;
              /** @description Orders created in the range, every status */
              count: number;
              /** @description Of those, the ones now in Future Order */
              future_count: number;
              priority_count: number;
              standard_count: number;
            }[];
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getDefencePackPdf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description 1: one-page summary; 2: the full evidence file */
          defencePackType: number | ('1' | '2');
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
        };
      };
    };
    responses: {
      /** @description The PDF (inline) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Bad input (missing e-mail or file, bad id): status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order or document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not possible in the order's state (no document yet, wrong status for a defence pack) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The mail provider, the store or the PDF service is not available: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getFutureOrderMonthCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              count: number;
              /** @description '01'..'12' */
              month: string;
            }[];
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getInvoicePdf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
        };
      };
    };
    responses: {
      /** @description The PDF (inline) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Bad input (missing e-mail or file, bad id): status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order or document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not possible in the order's state (no document yet, wrong status for a defence pack) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The mail provider, the store or the PDF service is not available: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getOrdersDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The number or its encoded form */
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              activity: {
                /** @description The member's name, 'customer' for a download, 'system' for intake */
                actor_name: string;
                /** @description ISO time (UTC) */
                at: string;
                /** @description Unique in the list: 'e<id>' event, 'm<id>' mail, 'd<id>' download */
                key: string;
                /** @description An event's action, or 'download' */
                kind: string;
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                provider?: 'first' | 'second';
                /**
                 * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                 * @enum {string}
                 */
                status?: 'queued' | 'sent' | 'retrying' | 'failed';
                text: string;
              }[];
              airline_name: string;
              /** @description What the customer paid */
              amount_paid: number | null;
              /** @description '<order id>@<office mail domain>' */
              application_email: string;
              /** @description The member working the order (My Orders), or null */
              assign_to: string | null;
              category_details: {
                amount: number;
                article: string;
                category: string;
                quantity: number;
              }[];
              citizenship: string;
              /** Format: email */
              confirm_email: string;
              countries_visited: string | null;
              /** @description Dialling code of the phone number, e.g. '+1' */
              country_code: string;
              country_of_origin: string;
              country_of_permanent_residence: string;
              /** @description ISO time (UTC) */
              created_at: string;
              /** @description ISO 4217 code, e.g. USD */
              currency: string | null;
              currency_details: {
                amount: number;
                currency: string;
              }[];
              /** Format: date */
              date_of_arrival: string;
              /** Format: date */
              date_of_birth: string;
              /** Format: date */
              date_of_departure: string | null;
              /** @enum {string} */
              declare_at_customs: 'yes' | 'no';
              /** @description Whether the defence packs (and Enter Transaction Details) apply */
              defencePackAvailable: boolean;
              downloadHistory: {
                browser: string;
                /** @description ISO time (UTC) of the first download of this record */
                create_ts: string;
                /** @description e.g. 'Apple iPhone' ('' on older rows) */
                device: string;
                /** @description 'mobile', 'tablet', 'desktop'... ('' on older rows) */
                device_type: string;
                /** @description The document downloaded ('' when unknown) */
                file1: string;
                id: number;
                ip: string;
                /** @description The newest of those downloads */
                last_ts: string;
                /** @description Country resolved from the address ('' when unknown) */
                location: string;
                order_id: number;
                os: string;
                /** @description Downloads this record stands for */
                times: number;
                /** @description The browser's time zone as it reported it */
                timezone: string;
              }[];
              electronic_visa_number: string | null;
              /** Format: email */
              email: string;
              emailPreview: {
                /** @description The exact HTML body that is mailed (self-contained, no scripts) */
                html: string;
                links: {
                  contact: string;
                  privacy: string;
                  refund: string;
                  terms: string;
                };
                /** @description The order number shown in the mail (the order id) */
                orderNumber: number;
                servicePhone: string;
                subject: string;
                /** @description The customer's track-order address (encoded order id) */
                trackOrderUrl: string;
              };
              first_name: string;
              flight: string;
              gender: string;
              history: {
                /** @description created, status, assign, assign-conflict, delete, refund-requested, refund-completed, comment, transaction, upload, mail, ... */
                action: string;
                actor_name: string;
                /** @description ISO time (UTC) */
                created_at: string;
                detail: string | null;
                from_value: string | null;
                id: number;
                to_value: string | null;
              }[];
              landing_domain: string;
              luggage_items: number | null;
              mailHistory: {
                /** @description Tries so far */
                attempts: number;
                /** @description ISO time (UTC) */
                create_ts: string;
                /** @description The recipient */
                email: string;
                /** @description Why the last try failed */
                failure_reason: string | null;
                id: number;
                /**
                 * @description document (the approved document), track-link (the Sent Mail button), invoice
                 * @enum {string}
                 */
                kind: 'document' | 'track-link' | 'invoice';
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                order_id: number;
                /** @description 'Mail provider 1' or 'Mail provider 2' */
                provider_label: string;
                /** @description The provider's Message-ID when accepted */
                provider_message_id: string | null;
                /** @description The member who sent it */
                sent_by: string | null;
                /**
                 * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                 * @enum {string}
                 */
                status: 'queued' | 'sent' | 'retrying' | 'failed';
                subject: string;
                uploadDoc: {
                  /** @description '' for a mail without a stored document */
                  file1: string;
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                };
              }[];
              merchant_name: string | null;
              municipality: string | null;
              name_of_hotel: string | null;
              order_id: number;
              /** @description The site's own reference: a retried call with it makes no second order */
              order_number: string;
              other_hotel: string | null;
              passport_number: string;
              payment_gateway: string | null;
              personal_belongings_amount: number | null;
              phone_number: string;
              place_of_accommodation: string;
              port_of_entry: string;
              /** @description The processing date's month, '01'..'12' */
              process_month: string | null;
              /** @enum {string} */
              process_status:
                | 'New'
                | 'Pending'
                | 'Completed'
                | 'Deleted'
                | 'Awaiting'
                | 'AwaitingGovt'
                | 'Contact Customer'
                | 'Customer Called'
                | 'ChargeBack'
                | 'Refunds';
              /** @description When it was moved to Completed (ISO) */
              processed_at: string | null;
              /** @description Who moved the order to Completed */
              processed_by: string | null;
              /**
               * Format: date
               * @description When to process; a date in a future month puts the order in Future Order
               */
              processing_date: string | null;
              /** @enum {string} */
              processing_mode: 'Regular Processing' | 'Priority Processing';
              province: string | null;
              /** @description ISO time a refund was requested (refund queue) */
              refund_date: string | null;
              remark: {
                /** @enum {string} */
                chargeback: 'Y' | 'N';
                /** @description ISO time (UTC) */
                create_ts: string;
                id: number;
                order_id: number;
                remark: string;
                /** @description Who wrote it */
                remark_name: string;
                /** @enum {string} */
                report_error: 'Y' | 'N';
                /** @enum {string} */
                status_refund: 'Y' | 'N';
                /** @enum {string} */
                telephone: 'Y' | 'N';
                /** @description MM/DD/YYYY in US Eastern time */
                us_date: string;
                /** @description HH:mm:ss in US Eastern time */
                us_time: string;
                /** @enum {string} */
                voided: 'Y' | 'N';
                /** @enum {string} */
                whatsapp: 'Y' | 'N';
              }[];
              second_name: string | null;
              second_sur_name: string | null;
              signature_name: string;
              sur_name: string;
              symptoms: string | null;
              technical_authorization_number: string | null;
              totals: {
                /** @description Lines of the Activity */
                activity: number;
                /** @description Download History rows, each standing for `times` downloads */
                downloads: number;
                /** @description The raw event log (history) */
                events: number;
                /** @description Email History (mailHistory) */
                mails: number;
                /** @description Comment History (remark; paged call: comments) */
                remarks: number;
                /** @description Stored documents (uploadDoc) */
                uploads: number;
              };
              transaction_id: string | null;
              travel_reasons: string;
              traveler_address: string | null;
              uploadDoc: {
                /** @description Read from the bytes: application/pdf, image/jpeg, image/png or image/webp */
                content_type: string;
                /** @description ISO time (UTC) */
                created_at: string;
                customer_name: string;
                /** @description The address it was first mailed to */
                email: string;
                /** @description The server's file name under the order's folder */
                file1: string;
                id: number;
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                size_bytes: number;
                /** @description The member who uploaded it */
                uploaded_by: string | null;
              }[];
              user: {
                email: string;
              };
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getOrdersList: {
    parameters: {
      query?: {
        /** @description Next page: the previous answer's cursors.after (same folder, sort and order). The page starts right after that row, whatever its depth; page is then only echoed. */
        after?: string;
        /** @description Previous page: the answer's cursors.before. */
        before?: string;
        /** @description Sent by the screens (always 1); ignored */
        delay?: number;
        limit?: number;
        order?: 'asc' | 'desc';
        page?: number;
        /** @description futureOrder only */
        processMonth?: string;
        sort?:
          | 'order_id'
          | 'name'
          | 'email'
          | 'phone_number'
          | 'created_at'
          | 'process_status'
          | 'date_of_departure'
          | 'refund_date'
          | 'processing_date'
          | 'process_month';
        /** @description With newOrder: that member's My Orders */
        userName?: string;
      };
      header?: never;
      path: {
        orderName:
          | 'newOrder'
          | 'priorityOrder'
          | 'futureOrder'
          | 'pendingOrder'
          | 'completedOrder'
          | 'awaitingOrder'
          | 'awaitingGovtOrder'
          | 'customerCalledOrder'
          | 'contactCustomerOrder'
          | 'deletedOrder'
          | 'refundOrder'
          | 'chargeBack'
          | 'allOrder';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Keyset cursors of this page (null when it is empty) */
            cursors?: {
              /** @description Send as after= for the next page */
              after: string;
              /** @description Send as before= for the previous page */
              before: string;
            } | null;
            data: {
              /** @description The member working the order (My Orders), or null */
              assign_to: string | null;
              /** @description Dialling code of the phone number, e.g. '+1' */
              country_code: string;
              /** @description ISO time (UTC) */
              created_at: string;
              /** Format: date */
              date_of_departure: string | null;
              /** Format: email */
              email: string;
              first_name: string;
              order_id: number;
              phone_number: string;
              /** @description The processing date's month, '01'..'12' */
              process_month: string | null;
              /** @enum {string} */
              process_status:
                | 'New'
                | 'Pending'
                | 'Completed'
                | 'Deleted'
                | 'Awaiting'
                | 'AwaitingGovt'
                | 'Contact Customer'
                | 'Customer Called'
                | 'ChargeBack'
                | 'Refunds';
              /**
               * Format: date
               * @description When to process; a date in a future month puts the order in Future Order
               */
              processing_date: string | null;
              /** @enum {string} */
              processing_mode: 'Regular Processing' | 'Priority Processing';
              /** @description ISO time a refund was requested (refund queue) */
              refund_date: string | null;
              sur_name: string;
            }[];
            message: string;
            status: number;
            /** @description Rows in the whole folder (or search), not just this page */
            total: number;
            /** @description Search only: true when more than 1000 orders match (total is then 1000: "1,000+") */
            totalCapped?: boolean;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getProcessedByCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description YYYY-MM-DD, inclusive (a longer ISO text is cut to its date), 2000-01-01..2099-12-31; with toDate, on or before it and at most 1830 days (both counted) before it */
          fromDate?: string;
          /** @description YYYY-MM-DD, inclusive (the whole day) */
          toDate?: string;
        } | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              count: number;
              /** @description The member (names may repeat) */
              member_id: number | null;
              /** @description The member who moved the orders to Completed */
              processed_by: string;
            }[];
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getTeamMemberList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description ISO time (UTC) */
              created_at: string;
              email: string;
              id: number;
              name: string;
              /** @description Whether the member signs in with a TOTP code */
              twoFactor?: boolean;
              /**
               * @description Admin, Manager, Team, Telecaller or Night Staff
               * @enum {string}
               */
              type: 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
            }[];
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getTeamMemberType: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: ('Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff')[];
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  moveOrderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description The table the action comes from ('myOrder' = My Orders); the delete rules depend on it
           * @enum {string}
           */
          folderName?:
            | 'newOrder'
            | 'priorityOrder'
            | 'futureOrder'
            | 'pendingOrder'
            | 'completedOrder'
            | 'awaitingOrder'
            | 'awaitingGovtOrder'
            | 'customerCalledOrder'
            | 'contactCustomerOrder'
            | 'deletedOrder'
            | 'refundOrder'
            | 'chargeBack'
            | 'allOrder'
            | 'myOrder';
          orderId: (number | string)[];
          /** @description Must be false: orders are only soft-deleted */
          permanentDeletedFlag?: boolean;
          /** @enum {string} */
          updatingStatus:
            | 'New'
            | 'Pending'
            | 'Completed'
            | 'Deleted'
            | 'Awaiting'
            | 'AwaitingGovt'
            | 'Contact Customer'
            | 'Customer Called'
            | 'ChargeBack'
            | 'Refunds';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description POST /admin/undo-action takes it back; null: nothing changed */
              actionId: string | null;
              updated: number;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  moveToCompleteRefund: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          orderId: (number | string)[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description POST /admin/undo-action takes it back; null: nothing changed */
              actionId: string | null;
              updated: number;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getOrderHistory: {
    parameters: {
      query?: {
        limit?: number;
        /** @description desc: newest first (page 1 holds the newest entries); asc: oldest first */
        order?: 'asc' | 'desc';
        page?: number;
      };
      header?: never;
      path: {
        /** @description comments (Comment History), mails (Email History), downloads (Download History), uploads (stored documents), events (the event log), activity (the Activity timeline: events, mails and downloads merged by time) */
        history: 'comments' | 'mails' | 'downloads' | 'uploads' | 'events' | 'activity';
        /** @description The number or its encoded form */
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: (
              | {
                  /** @enum {string} */
                  chargeback: 'Y' | 'N';
                  /** @description ISO time (UTC) */
                  create_ts: string;
                  id: number;
                  order_id: number;
                  remark: string;
                  /** @description Who wrote it */
                  remark_name: string;
                  /** @enum {string} */
                  report_error: 'Y' | 'N';
                  /** @enum {string} */
                  status_refund: 'Y' | 'N';
                  /** @enum {string} */
                  telephone: 'Y' | 'N';
                  /** @description MM/DD/YYYY in US Eastern time */
                  us_date: string;
                  /** @description HH:mm:ss in US Eastern time */
                  us_time: string;
                  /** @enum {string} */
                  voided: 'Y' | 'N';
                  /** @enum {string} */
                  whatsapp: 'Y' | 'N';
                }
              | {
                  /** @description Tries so far */
                  attempts: number;
                  /** @description ISO time (UTC) */
                  create_ts: string;
                  /** @description The recipient */
                  email: string;
                  /** @description Why the last try failed */
                  failure_reason: string | null;
                  id: number;
                  /**
                   * @description document (the approved document), track-link (the Sent Mail button), invoice
                   * @enum {string}
                   */
                  kind: 'document' | 'track-link' | 'invoice';
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                  order_id: number;
                  /** @description 'Mail provider 1' or 'Mail provider 2' */
                  provider_label: string;
                  /** @description The provider's Message-ID when accepted */
                  provider_message_id: string | null;
                  /** @description The member who sent it */
                  sent_by: string | null;
                  /**
                   * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                   * @enum {string}
                   */
                  status: 'queued' | 'sent' | 'retrying' | 'failed';
                  subject: string;
                  uploadDoc: {
                    /** @description '' for a mail without a stored document */
                    file1: string;
                    /**
                     * @description Mail provider: 'first' (the default) or 'second'
                     * @enum {string}
                     */
                    mail_service_provider: 'first' | 'second';
                  };
                }
              | {
                  browser: string;
                  /** @description ISO time (UTC) of the first download of this record */
                  create_ts: string;
                  /** @description e.g. 'Apple iPhone' ('' on older rows) */
                  device: string;
                  /** @description 'mobile', 'tablet', 'desktop'... ('' on older rows) */
                  device_type: string;
                  /** @description The document downloaded ('' when unknown) */
                  file1: string;
                  id: number;
                  ip: string;
                  /** @description The newest of those downloads */
                  last_ts: string;
                  /** @description Country resolved from the address ('' when unknown) */
                  location: string;
                  order_id: number;
                  os: string;
                  /** @description Downloads this record stands for */
                  times: number;
                  /** @description The browser's time zone as it reported it */
                  timezone: string;
                }
              | {
                  /** @description Read from the bytes: application/pdf, image/jpeg, image/png or image/webp */
                  content_type: string;
                  /** @description ISO time (UTC) */
                  created_at: string;
                  customer_name: string;
                  /** @description The address it was first mailed to */
                  email: string;
                  /** @description The server's file name under the order's folder */
                  file1: string;
                  id: number;
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                  size_bytes: number;
                  /** @description The member who uploaded it */
                  uploaded_by: string | null;
                }
              | {
                  /** @description created, status, assign, assign-conflict, delete, refund-requested, refund-completed, comment, transaction, upload, mail, ... */
                  action: string;
                  actor_name: string;
                  /** @description ISO time (UTC) */
                  created_at: string;
                  detail: string | null;
                  from_value: string | null;
                  id: number;
                  to_value: string | null;
                }
              | {
                  /** @description The member's name, 'customer' for a download, 'system' for intake */
                  actor_name: string;
                  /** @description ISO time (UTC) */
                  at: string;
                  /** @description Unique in the list: 'e<id>' event, 'm<id>' mail, 'd<id>' download */
                  key: string;
                  /** @description An event's action, or 'download' */
                  kind: string;
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  provider?: 'first' | 'second';
                  /**
                   * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                   * @enum {string}
                   */
                  status?: 'queued' | 'sent' | 'retrying' | 'failed';
                  text: string;
                }
            )[];
            message: string;
            status: number;
            /** @description Rows in the whole folder (or search), not just this page */
            total: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postPaymentGatewaySetting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The gateway id, encoded like order ids (a plain number is accepted too) */
          gatewayId: number | string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              gateway_name: string;
              id: number;
              /**
               * @description '1' for the one active gateway
               * @enum {string}
               */
              is_active: '0' | '1';
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getPaymentGateways: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              gateway_name: string;
              id: number;
              /**
               * @description '1' for the one active gateway
               * @enum {string}
               */
              is_active: '0' | '1';
            }[];
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postPresence: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The order id (a plain number or the encoded id) */
          orderId: number | string;
          /** @description true while the order detail is open (repeat every 20 s), false on leaving */
          viewing: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              viewers: {
                id: number;
                name: string;
                role: string;
              }[];
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  resendMail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /**
           * @description Mail provider: 'first' (the default) or 'second'
           * @enum {string}
           */
          mailServiceProvider?: 'first' | 'second';
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              document?: {
                /** @description Read from the bytes: application/pdf, image/jpeg, image/png or image/webp */
                content_type: string;
                /** @description ISO time (UTC) */
                created_at: string;
                customer_name: string;
                /** @description The address it was first mailed to */
                email: string;
                /** @description The server's file name under the order's folder */
                file1: string;
                id: number;
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                size_bytes: number;
                /** @description The member who uploaded it */
                uploaded_by: string | null;
              };
              mail: {
                /** @description Tries so far */
                attempts: number;
                /** @description ISO time (UTC) */
                create_ts: string;
                /** @description The recipient */
                email: string;
                /** @description Why the last try failed */
                failure_reason: string | null;
                id: number;
                /**
                 * @description document (the approved document), track-link (the Sent Mail button), invoice
                 * @enum {string}
                 */
                kind: 'document' | 'track-link' | 'invoice';
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                order_id: number;
                /** @description 'Mail provider 1' or 'Mail provider 2' */
                provider_label: string;
                /** @description The provider's Message-ID when accepted */
                provider_message_id: string | null;
                /** @description The member who sent it */
                sent_by: string | null;
                /**
                 * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                 * @enum {string}
                 */
                status: 'queued' | 'sent' | 'retrying' | 'failed';
                subject: string;
                uploadDoc: {
                  /** @description '' for a mail without a stored document */
                  file1: string;
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                };
              };
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input (missing e-mail or file, bad id): status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order or document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not possible in the order's state (no document yet, wrong status for a defence pack) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The mail provider, the store or the PDF service is not available: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postResetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description At least 6 characters */
          newPassword: string;
          /** @description The token of the mailed link */
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  retryMail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Order id: the number, or the encoded form used in links */
          mailId: number | string;
          /**
           * @description Mail provider: 'first' (the default) or 'second'
           * @enum {string}
           */
          mailServiceProvider?: 'first' | 'second';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              document?: {
                /** @description Read from the bytes: application/pdf, image/jpeg, image/png or image/webp */
                content_type: string;
                /** @description ISO time (UTC) */
                created_at: string;
                customer_name: string;
                /** @description The address it was first mailed to */
                email: string;
                /** @description The server's file name under the order's folder */
                file1: string;
                id: number;
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                size_bytes: number;
                /** @description The member who uploaded it */
                uploaded_by: string | null;
              };
              mail: {
                /** @description Tries so far */
                attempts: number;
                /** @description ISO time (UTC) */
                create_ts: string;
                /** @description The recipient */
                email: string;
                /** @description Why the last try failed */
                failure_reason: string | null;
                id: number;
                /**
                 * @description document (the approved document), track-link (the Sent Mail button), invoice
                 * @enum {string}
                 */
                kind: 'document' | 'track-link' | 'invoice';
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                order_id: number;
                /** @description 'Mail provider 1' or 'Mail provider 2' */
                provider_label: string;
                /** @description The provider's Message-ID when accepted */
                provider_message_id: string | null;
                /** @description The member who sent it */
                sent_by: string | null;
                /**
                 * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                 * @enum {string}
                 */
                status: 'queued' | 'sent' | 'retrying' | 'failed';
                subject: string;
                uploadDoc: {
                  /** @description '' for a mail without a stored document */
                  file1: string;
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                };
              };
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input (missing e-mail or file, bad id): status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order or document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not possible in the order's state (no document yet, wrong status for a defence pack) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The mail provider, the store or the PDF service is not available: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  saveTransactionDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          merchantName: string;
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
          transactionId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  searchOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 10 */
          end?: number;
          /** @enum {string} */
          folderName:
            | 'newOrder'
            | 'priorityOrder'
            | 'futureOrder'
            | 'pendingOrder'
            | 'completedOrder'
            | 'awaitingOrder'
            | 'awaitingGovtOrder'
            | 'customerCalledOrder'
            | 'contactCustomerOrder'
            | 'deletedOrder'
            | 'refundOrder'
            | 'chargeBack'
            | 'allOrder';
          searchVal: string;
          /** @default 0 */
          start?: number;
          /** @description With newOrder: that member's My Orders */
          userName?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Keyset cursors of this page (null when it is empty) */
            cursors?: {
              /** @description Send as after= for the next page */
              after: string;
              /** @description Send as before= for the previous page */
              before: string;
            } | null;
            data: {
              /** @description The member working the order (My Orders), or null */
              assign_to: string | null;
              /** @description Dialling code of the phone number, e.g. '+1' */
              country_code: string;
              /** @description ISO time (UTC) */
              created_at: string;
              /** Format: date */
              date_of_departure: string | null;
              /** Format: email */
              email: string;
              first_name: string;
              order_id: number;
              phone_number: string;
              /** @description The processing date's month, '01'..'12' */
              process_month: string | null;
              /** @enum {string} */
              process_status:
                | 'New'
                | 'Pending'
                | 'Completed'
                | 'Deleted'
                | 'Awaiting'
                | 'AwaitingGovt'
                | 'Contact Customer'
                | 'Customer Called'
                | 'ChargeBack'
                | 'Refunds';
              /**
               * Format: date
               * @description When to process; a date in a future month puts the order in Future Order
               */
              processing_date: string | null;
              /** @enum {string} */
              processing_mode: 'Regular Processing' | 'Priority Processing';
              /** @description ISO time a refund was requested (refund queue) */
              refund_date: string | null;
              sur_name: string;
            }[];
            message: string;
            status: number;
            /** @description Rows in the whole folder (or search), not just this page */
            total: number;
            /** @description Search only: true when more than 1000 orders match (total is then 1000: "1,000+") */
            totalCapped?: boolean;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  sendInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Mail provider: 'first' (the default) or 'second'
           * @enum {string}
           */
          mailServiceProvider?: 'first' | 'second';
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              document?: {
                /** @description Read from the bytes: application/pdf, image/jpeg, image/png or image/webp */
                content_type: string;
                /** @description ISO time (UTC) */
                created_at: string;
                customer_name: string;
                /** @description The address it was first mailed to */
                email: string;
                /** @description The server's file name under the order's folder */
                file1: string;
                id: number;
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                size_bytes: number;
                /** @description The member who uploaded it */
                uploaded_by: string | null;
              };
              mail: {
                /** @description Tries so far */
                attempts: number;
                /** @description ISO time (UTC) */
                create_ts: string;
                /** @description The recipient */
                email: string;
                /** @description Why the last try failed */
                failure_reason: string | null;
                id: number;
                /**
                 * @description document (the approved document), track-link (the Sent Mail button), invoice
                 * @enum {string}
                 */
                kind: 'document' | 'track-link' | 'invoice';
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                order_id: number;
                /** @description 'Mail provider 1' or 'Mail provider 2' */
                provider_label: string;
                /** @description The provider's Message-ID when accepted */
                provider_message_id: string | null;
                /** @description The member who sent it */
                sent_by: string | null;
                /**
                 * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                 * @enum {string}
                 */
                status: 'queued' | 'sent' | 'retrying' | 'failed';
                subject: string;
                uploadDoc: {
                  /** @description '' for a mail without a stored document */
                  file1: string;
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                };
              };
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input (missing e-mail or file, bad id): status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order or document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not possible in the order's state (no document yet, wrong status for a defence pack) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The mail provider, the store or the PDF service is not available: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  sendTrackOrderMail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /**
           * @description Mail provider: 'first' (the default) or 'second'
           * @enum {string}
           */
          mailServiceProvider?: 'first' | 'second';
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              document?: {
                /** @description Read from the bytes: application/pdf, image/jpeg, image/png or image/webp */
                content_type: string;
                /** @description ISO time (UTC) */
                created_at: string;
                customer_name: string;
                /** @description The address it was first mailed to */
                email: string;
                /** @description The server's file name under the order's folder */
                file1: string;
                id: number;
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                size_bytes: number;
                /** @description The member who uploaded it */
                uploaded_by: string | null;
              };
              mail: {
                /** @description Tries so far */
                attempts: number;
                /** @description ISO time (UTC) */
                create_ts: string;
                /** @description The recipient */
                email: string;
                /** @description Why the last try failed */
                failure_reason: string | null;
                id: number;
                /**
                 * @description document (the approved document), track-link (the Sent Mail button), invoice
                 * @enum {string}
                 */
                kind: 'document' | 'track-link' | 'invoice';
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                order_id: number;
                /** @description 'Mail provider 1' or 'Mail provider 2' */
                provider_label: string;
                /** @description The provider's Message-ID when accepted */
                provider_message_id: string | null;
                /** @description The member who sent it */
                sent_by: string | null;
                /**
                 * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                 * @enum {string}
                 */
                status: 'queued' | 'sent' | 'retrying' | 'failed';
                subject: string;
                uploadDoc: {
                  /** @description '' for a mail without a stored document */
                  file1: string;
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                };
              };
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input (missing e-mail or file, bad id): status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order or document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not possible in the order's state (no document yet, wrong status for a defence pack) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The mail provider, the store or the PDF service is not available: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getTeamMemberInfo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Member id (decimal digits) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description ISO time (UTC) */
              created_at: string;
              email: string;
              id: number;
              name: string;
              /** @description Whether the member signs in with a TOTP code */
              twoFactor?: boolean;
              /**
               * @description Admin, Manager, Team, Telecaller or Night Staff
               * @enum {string}
               */
              type: 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getTwoFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              enabled: boolean;
              enabledAt: string | null;
              recoveryCodesLeft: number;
              requiredForManagers: boolean;
              requiredForMe: boolean;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postTwoFactorDisable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Your password, or a current code (one of the two) */
    requestBody: {
      content: {
        'application/json': {
          /** @description The 6-digit code of the authenticator app, or a recovery code (abcde-23456) */
          code?: string;
          password?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Too many wrong codes, or too many requests from this address: status 0 (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postTwoFactorEnable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The 6-digit code of the authenticator app, or a recovery code (abcde-23456) */
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description Ten single-use codes, shown once */
              recoveryCodes: string[];
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Too many wrong codes, or too many requests from this address: status 0 (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  putTwoFactorRequirement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Two-factor sign-in required for the Admin and Manager roles */
          required: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              enabled: boolean;
              enabledAt: string | null;
              recoveryCodesLeft: number;
              requiredForManagers: boolean;
              requiredForMe: boolean;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postTwoFactorSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              otpauthUrl: string;
              /** @description The QR code of otpauthUrl as a PNG data URL */
              qrDataUrl: string;
              /** @description The key, for typing into the app by hand (shown only now) */
              secret: string;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postTwoFactorSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The 6-digit code of the authenticator app, or a recovery code (abcde-23456) */
          code: string;
          /** @description The pendingToken of the sign-in answer */
          pendingToken: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
              id: number;
              name: string;
              /**
               * @description Admin, Manager, Team, Telecaller or Night Staff
               * @enum {string}
               */
              type: 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
            } | null;
            jwtToken?: string;
            message: string;
            pendingToken?: string;
            recoveryCodes?: string[];
            status: number;
            /** @enum {string} */
            twoFactor?: 'verify' | 'setup';
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Too many wrong codes, or too many requests from this address: status 0 (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postTwoFactorSignInConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The 6-digit code of the authenticator app, or a recovery code (abcde-23456) */
          code: string;
          /** @description The pendingToken of the sign-in answer */
          pendingToken: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
              id: number;
              name: string;
              /**
               * @description Admin, Manager, Team, Telecaller or Night Staff
               * @enum {string}
               */
              type: 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
            } | null;
            jwtToken?: string;
            message: string;
            pendingToken?: string;
            recoveryCodes?: string[];
            status: number;
            /** @enum {string} */
            twoFactor?: 'verify' | 'setup';
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Too many wrong codes, or too many requests from this address: status 0 (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postTwoFactorSignInSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The pendingToken of the sign-in answer */
          pendingToken: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              otpauthUrl: string;
              /** @description The QR code of otpauthUrl as a PNG data URL */
              qrDataUrl: string;
              /** @description The key, for typing into the app by hand (shown only now) */
              secret: string;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  undoAction: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The actionId a status move, assign, refund or delete answered */
          actionId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description The orders put back as they were */
              orderIds: number[];
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Only the member who acted or an Admin may undo: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description No such action: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description An order changed since, the action was already undone or is too old: status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  updateTeamMember: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          name: string;
          /** @description Empty keeps the old password; a new one signs them out */
          password?: string;
          /** @description Member id: an integer or its decimal digits */
          tmId: number | string;
          /**
           * @description Admin, Manager, Team, Telecaller or Night Staff
           * @enum {string}
           */
          type: 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description ISO time (UTC) */
              created_at: string;
              email: string;
              id: number;
              name: string;
              /** @description Whether the member signs in with a TOTP code */
              twoFactor?: boolean;
              /**
               * @description Admin, Manager, Team, Telecaller or Night Staff
               * @enum {string}
               */
              type: 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  uploadVisaDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description multipart/form-data: orderId, email and mailServiceProvider first, then the file */
    requestBody: {
      content: {
        'multipart/form-data': {
          email: string;
          /**
           * @description Mail provider: 'first' (the default) or 'second'
           * @enum {string}
           */
          mailServiceProvider?: 'first' | 'second';
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
          /**
           * Format: binary
           * @description The document: PDF, JPEG, PNG or WebP (judged by its first bytes); sent after the text fields
           */
          uploadVisaDoc: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              document?: {
                /** @description Read from the bytes: application/pdf, image/jpeg, image/png or image/webp */
                content_type: string;
                /** @description ISO time (UTC) */
                created_at: string;
                customer_name: string;
                /** @description The address it was first mailed to */
                email: string;
                /** @description The server's file name under the order's folder */
                file1: string;
                id: number;
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                size_bytes: number;
                /** @description The member who uploaded it */
                uploaded_by: string | null;
              };
              mail: {
                /** @description Tries so far */
                attempts: number;
                /** @description ISO time (UTC) */
                create_ts: string;
                /** @description The recipient */
                email: string;
                /** @description Why the last try failed */
                failure_reason: string | null;
                id: number;
                /**
                 * @description document (the approved document), track-link (the Sent Mail button), invoice
                 * @enum {string}
                 */
                kind: 'document' | 'track-link' | 'invoice';
                /**
                 * @description Mail provider: 'first' (the default) or 'second'
                 * @enum {string}
                 */
                mail_service_provider: 'first' | 'second';
                order_id: number;
                /** @description 'Mail provider 1' or 'Mail provider 2' */
                provider_label: string;
                /** @description The provider's Message-ID when accepted */
                provider_message_id: string | null;
                /** @description The member who sent it */
                sent_by: string | null;
                /**
                 * @description queued (not tried yet), sent (a provider accepted it), retrying (the next try is scheduled), failed (every try failed)
                 * @enum {string}
                 */
                status: 'queued' | 'sent' | 'retrying' | 'failed';
                subject: string;
                uploadDoc: {
                  /** @description '' for a mail without a stored document */
                  file1: string;
                  /**
                   * @description Mail provider: 'first' (the default) or 'second'
                   * @enum {string}
                   */
                  mail_service_provider: 'first' | 'second';
                };
              };
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input (missing e-mail or file, bad id): status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order or document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The upload did not arrive within UPLOAD_TIMEOUT_MS: nothing stored */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not possible in the order's state (no document yet, wrong status for a defence pack) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The file is larger than the upload limit: nothing stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The file is not a PDF, JPEG, PNG or WebP (judged by its bytes): nothing stored */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The member already has 2 uploads in progress (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The mail provider, the store or the PDF service is not available: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postFrontDownloadPassportDocPdf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          customername?: string;
          file1: string;
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
          timezone?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description The document address, relative to /api/ */
              url: string;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description No proof of tracking for this order (track it first): status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description No order with this id and e-mail, or no such document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Too many attempts from this address (Retry-After): status 0 */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postFrontGetDownloadHistory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              browser: string;
              /** @description ISO time; the page shows it in US Eastern time */
              create_ts: string;
              device: string;
              device_type: string;
              file1: string | null;
              id: number;
              ip: string;
              last_ts: string;
              location: string;
              order_id: number;
              os: string;
              times: number;
            }[];
            mainResult: {
              completed: boolean;
              customer_name: string;
              file1: string | null;
              landing_domain: string;
              order_id: number;
              process_status: string;
            };
            message: string;
            path: {
              file1: string;
              /** @description 'uploads/docs/<orderId>/': the document folder under /api/front/ */
              path: string;
            } | null;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description No proof of tracking for this order (track it first): status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description No order with this id and e-mail, or no such document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Too many attempts from this address (Retry-After): status 0 */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getFrontOpenDocumentsLink: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the download page, or to the track form saying the link is not valid (Location header) */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description No proof of tracking for this order (track it first): status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description No order with this id and e-mail, or no such document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Too many attempts from this address (Retry-After): status 0 */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  postFrontTrackOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /** @description Order id: the number, or the encoded form used in links */
          orderId: number | string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              landingDomain: string;
              orderId: number;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              checkEmail: boolean;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description No proof of tracking for this order (track it first): status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description No order with this id and e-mail, or no such document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Too many attempts from this address (Retry-After): status 0 */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getFrontUploadsDocs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file1: string;
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored file (PDF or image) as an attachment; Range requests answer 206 */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
        };
      };
      /** @description The stored file (PDF or image) as an attachment; Range requests answer 206 */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description No proof of tracking for this order (track it first): status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description No order with this id and e-mail, or no such document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Too many attempts from this address (Retry-After): status 0 */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description 'pglite' (embedded) or 'postgres' */
              database: string;
              /** @description Migrations applied */
              migrations: number;
              /** @description The database's clock (ISO) */
              time: string;
            };
            message: string;
            status: number;
          };
        };
      };
    };
  };
  getHealthLive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              live: boolean;
            };
            message: string;
            status: number;
          };
        };
      };
    };
  };
  getHealthReady: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              database: {
                detail: string;
                ok: boolean;
              };
              migrations: {
                detail: string;
                ok: boolean;
              };
              queue: {
                detail: string;
                ok: boolean;
              };
              store: {
                detail: string;
                ok: boolean;
              };
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              database: {
                detail: string;
                ok: boolean;
              };
              migrations: {
                detail: string;
                ok: boolean;
              };
              queue: {
                detail: string;
                ok: boolean;
              };
              store: {
                detail: string;
                ok: boolean;
              };
            };
            message: string;
            status: number;
          };
        };
      };
    };
  };
  postIntakeOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          airline_name: string;
          /** @description What the customer paid */
          amount_paid?: number | null;
          category_details?: {
            amount: number;
            article: string;
            category: string;
            quantity: number;
          }[];
          citizenship: string;
          /** Format: email */
          confirm_email: string;
          countries_visited?: string | null;
          /** @description Dialling code of the phone number, e.g. '+1' */
          country_code: string;
          country_of_origin: string;
          country_of_permanent_residence: string;
          /** @description ISO 4217 code, e.g. USD */
          currency?: string | null;
          currency_details?: {
            amount: number;
            currency: string;
          }[];
          /** Format: date */
          date_of_arrival: string;
          /** Format: date */
          date_of_birth: string;
          /** Format: date */
          date_of_departure?: string | null;
          /** @enum {string} */
          declare_at_customs: 'yes' | 'no';
          electronic_visa_number?: string | null;
          /** Format: email */
          email: string;
          first_name: string;
          flight: string;
          gender: string;
          landing_domain: string;
          luggage_items?: number | null;
          merchant_name?: string | null;
          municipality?: string | null;
          name_of_hotel?: string | null;
          /** @description The site's own reference: a retried call with it makes no second order */
          order_number: string;
          other_hotel?: string | null;
          passport_number: string;
          payment_gateway?: string | null;
          personal_belongings_amount?: number | null;
          phone_number: string;
          place_of_accommodation: string;
          port_of_entry: string;
          /**
           * Format: date
           * @description When to process; a date in a future month puts the order in Future Order
           */
          processing_date?: string | null;
          /** @enum {string} */
          processing_mode: 'Regular Processing' | 'Priority Processing';
          province?: string | null;
          second_name?: string | null;
          second_sur_name?: string | null;
          signature_name: string;
          sur_name: string;
          symptoms?: string | null;
          technical_authorization_number?: string | null;
          transaction_id?: string | null;
          travel_reasons: string;
          traveler_address?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description false when order_number was already received: no second order */
              created: boolean;
              order_id: number;
              order_number: string;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description false when order_number was already received: no second order */
              created: boolean;
              order_id: number;
              order_number: string;
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getUploadsDocs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file1: string;
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored document (Range requests answer 206) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
        };
      };
      /** @description The stored document (Range requests answer 206) */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
        };
      };
      /** @description If-None-Match matched the ETag: no body */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad input (missing e-mail or file, bad id): status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order or document: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The Range starts past the end of the file */
      416: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description The mail provider, the store or the PDF service is not available: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
  getUserInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
              id: number;
              name: string;
              /**
               * @description Admin, Manager, Team, Telecaller or Night Staff
               * @enum {string}
               */
              type: 'Admin' | 'Manager' | 'Team' | 'Telecaller' | 'Night Staff';
            };
            message: string;
            status: number;
          };
        };
      };
      /** @description Bad input: status 0 and a message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Missing, invalid, expired or revoked token: status 401 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Not allowed for this role: status 0 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Unknown order, member or gateway: status 0 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description Conflict (already assigned, duplicate e-mail): status 0 */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
      /** @description A part this call needs is switched off or down: status 0, with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {object|null} */
            data: never | null;
            message: string;
            /** @description 0, or 401 when the session is not valid */
            status: number;
          };
        };
      };
    };
  };
}
