import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from './email-layout';
import { createSmtpTransport } from './mail-transport';

/** A minimal SMTP server: it accepts every message and keeps what was sent in the DATA phase. */
function fakeSmtp() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let message = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          message.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(message);
          message = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250 fake.smtp');
        else if (verb === 'MAIL') {
          message.from = line;
          reply('250 ok');
        } else if (verb === 'RCPT') {
          message.to.push(line);
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  return { server, received };
}

const smtp = fakeSmtp();
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

describe('e-mail [CNT-08]', () => {
  it('[CNT-08] sends an e-mail over SMTP with its HTML and text parts, from MAIL_FROM', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Bazar <no-reply@bazar.az>');
    const email = renderEmail(
      {
        lang: 'az',
        to: 'aygun@example.az',
        name: 'Aygün',
        title: 'Sifariş yola düşdü',
        text: 'Texno Mərkəz sifarişinizi BZ-100001 göndərdi.',
        link: '/user/profile/my-orders/7',
      },
      'https://bazar.az',
    );
    await transport.send(email);
    const [sent] = smtp.received;
    expect(sent?.from).toBe('MAIL FROM:<no-reply@bazar.az>');
    expect(sent?.to).toEqual(['RCPT TO:<aygun@example.az>']);
    expect(sent?.data).toContain('Content-Type: multipart/alternative');
    expect(sent?.data).toContain('Content-Type: text/plain; charset=utf-8');
    expect(sent?.data).toContain('Content-Type: text/html; charset=utf-8');
    expect(sent?.data).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('[CNT-08] words the layout in the recipient’s language, links to the site absolutely, and escapes what people typed', () => {
    const email = renderEmail(
      {
        lang: 'ru',
        to: 'a@example.az',
        name: '<b>Ivan</b>',
        title: 'Товар отклонён',
        text: 'Lampa <script>alert(1)</script> не прошёл проверку. Причина: "фото" & цена',
        link: '/shop/product/5/edit',
      },
      'https://bazar.az/',
    );
    expect(email.subject).toBe('Товар отклонён — Bazar');
    expect(email.text.split('\n')).toEqual([
      'Здравствуйте, <b>Ivan</b>!',
      '',
      'Lampa <script>alert(1)</script> не прошёл проверку. Причина: "фото" & цена',
      '',
      'Открыть на Bazar: https://bazar.az/ru/shop/product/5/edit',
      '',
      '—',
      'Вы получили это письмо согласно настройкам уведомлений на Bazar. Изменить их можно здесь: https://bazar.az/ru/user/profile/notification-settings',
      'Bazar — маркетплейс Азербайджана. Баку, Азербайджан.',
    ]);
    expect(email.html).toContain('Здравствуйте, &lt;b&gt;Ivan&lt;/b&gt;!');
    expect(email.html).toContain('Lampa &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('&quot;фото&quot; &amp; цена');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('href="https://bazar.az/ru/shop/product/5/edit"');
  });
});
