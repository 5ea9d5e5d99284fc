import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startApp, type RunningApp } from './support/server';

/** What a newcomer's browser and a crawler ask of each site: a tab icon, a description, robots.txt. */
describe('the head of each site', () => {
  let app: RunningApp;
  before(async () => {
    app = await startApp();
  });
  after(() => app?.stop());

  const sites = () => [
    { name: 'back-office', url: app.baseUrl, page: '/', robots: 'Disallow: /', about: /back-office/ },
    {
      name: 'visitor site',
      url: app.visitorUrl,
      page: '/track-order/100001',
      robots: 'Allow: /',
      about: /Track/,
    },
  ];

  it('serves a favicon and a description with each page', async () => {
    for (const site of sites()) {
      const html = await (await fetch(`${site.url}${site.page}`)).text();
      // The build minifies the page: attribute quotes are left out where they are not needed.
      const description = /<meta name="?description"? content="([^"]+)"/.exec(html)?.[1];
      assert.match(description ?? '', site.about, `${site.name} description`);
      const icon = /<link rel="?icon"? href="?([^" >]+)/.exec(html)?.[1];
      assert.ok(icon, `${site.name} names its favicon`);
      const response = await fetch(new URL(icon, `${site.url}${site.page}`));
      assert.equal(response.status, 200, `${site.name} favicon ${icon}`);
      assert.match(response.headers.get('content-type') ?? '', /^image\/svg\+xml/);
      assert.match(await response.text(), /<svg/);
    }
  });

  it('serves robots.txt: the visitor site may be crawled, the back-office not', async () => {
    for (const site of sites()) {
      const response = await fetch(`${site.url}/robots.txt`);
      assert.equal(response.status, 200, site.name);
      assert.deepEqual((await response.text()).split('\n'), ['User-agent: *', site.robots, ''], site.name);
    }
  });
});
