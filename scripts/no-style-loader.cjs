// The server renderer leaves styles out: the browser build links them into the page.
module.exports = function noStyle() {
  return 'export {};';
};
