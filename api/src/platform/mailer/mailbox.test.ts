import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('reads one mailbox however it is written', () => {
    for (const typed of [
      'victim@example.org',
      ' Victim@Example.ORG ',
      'victim+2@example.org',
      'VICTIM+a+b@example.org.',
    ])
      expect({ typed, mailbox: mailboxOf(typed) }).toEqual({ typed, mailbox: 'victim@example.org' });
    for (const typed of ['jdoe@gmail.com', 'J.Doe@gmail.com', 'j.d.o.e+visa@GoogleMail.com'])
      expect({ typed, mailbox: mailboxOf(typed) }).toEqual({ typed, mailbox: 'jdoe@gmail.com' });
    expect(mailboxOf('ana@bücher.example')).toBe(mailboxOf('ana@xn--bcher-kva.example'));
  });

  it('keeps apart what other providers keep apart, and leaves odd addresses as typed', () => {
    // Dots count everywhere but Gmail.
    expect(mailboxOf('j.doe@example.org')).toBe('j.doe@example.org');
    expect(mailboxOf('"a+b"@example.org')).toBe('"a+b"@example.org');
    expect(mailboxOf('+news@example.org')).toBe('+news@example.org');
    expect(mailboxOf('not-an-address')).toBe('not-an-address');
    expect(mailboxOf('trailing@')).toBe('trailing@');
  });
});
