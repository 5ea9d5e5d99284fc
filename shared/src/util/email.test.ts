import { isBareEmail } from '@earrival/shared/email';

describe('isBareEmail', () => {
  it.each([
    'ana@example.com',
    'j.o.s.e+visa@mail.example.co.uk',
    "o'neil@example.org",
    'x_1@sub-domain.example',
  ])('takes the bare address %s', (address) => expect(isBareEmail(address)).toBe(true));

  it.each([
    'x<evil@example.com>',
    'Ana <ana@example.com>',
    '"Ana" ana@example.com',
    'ana@example.com, eve@example.com',
    'ana@example.com>',
    'ana (work)@example.com',
    'ana @example.com',
    'ana@exam ple.com',
    'ana@localhost',
    'ana@-example.com',
    'ana..b@example.com',
    '.ana@example.com',
    'ana@example..com',
    '@example.com',
    'ana@',
    'ana@example.com\u202e',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %j', (address) => expect(isBareEmail(address)).toBe(false));
});
