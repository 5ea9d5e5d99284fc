// Jest cannot parse stylesheets or images; components only need a string where webpack would give a URL.
module.exports = 'asset-stub';
