// The devnet's SMTP delivery against a real TCP server on loopback that speaks the SMTP replies.
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMail, smtpConfigFromEnv, smtpData } from '../../../devnet/gateway/alerts/smtp';
import { startSmtpCatcher } from '../../e2e/support/smtp-catcher';

let server: Server;
let port: number;
const sessions: string[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    let transcript = '';
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      transcript += chunk.toString();
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        if (line.startsWith('EHLO')) socket.write('250-test\r\n250 AUTH PLAIN\r\n');
        else if (line.startsWith('AUTH PLAIN')) socket.write('235 ok\r\n');
        else if (line.startsWith('MAIL FROM') || line.startsWith('RCPT TO'))
          socket.write('250 ok\r\n');
        else if (line === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (line === 'QUIT') {
          socket.write('221 bye\r\n');
          sessions.push(transcript);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('devnet SMTP delivery', () => {
  it('reads its configuration from the environment', () => {
    expect(smtpConfigFromEnv({})).toBeNull();
    expect(smtpConfigFromEnv({ SMTP_HOST: 'mail.local', SMTP_SECURE: 'true' })).toMatchObject({
      port: 465,
      secure: true,
    });
  });

  it('authenticates and sends one message with dot-stuffing', async () => {
    await sendMail(
      { host: '127.0.0.1', port, secure: false, user: 'u', pass: 'p', from: 'devnet@localhost' },
      {
        to: 'owner@example.test',
        subject: 'Confirmation request',
        text: 'line one\n.starts with a dot',
      },
    );
    expect(sessions).toHaveLength(1);
    const transcript = sessions[0]!;
    expect(transcript).toContain(`AUTH PLAIN ${Buffer.from('\0u\0p').toString('base64')}`);
    expect(transcript).toContain('RCPT TO:<owner@example.test>');
    expect(transcript).toContain('Subject: Confirmation request');
    expect(transcript).toContain('\r\n..starts with a dot\r\n');
  });

  it('fails on a rejected recipient', async () => {
    const strict = createServer((socket) => {
      socket.write('220 x\r\n');
      socket.on('data', (chunk) => {
        const line = chunk.toString();
        socket.write(line.startsWith('RCPT') ? '550 no such user\r\n' : '250 ok\r\n');
      });
    });
    await new Promise<void>((resolve) => strict.listen(0, '127.0.0.1', resolve));
    const strictPort = (strict.address() as AddressInfo).port;
    await expect(
      sendMail(
        {
          host: '127.0.0.1',
          port: strictPort,
          secure: false,
          user: null,
          pass: null,
          from: 'a@b.c',
        },
        { to: 'x@y.z', subject: 's', text: 't' },
      ),
    ).rejects.toThrow('550');
    await new Promise<void>((resolve) => strict.close(() => resolve()));
  });
});

describe('devnet SMTP against a real SMTP conversation (the e2e catcher)', () => {
  it('round-trips dot-stuffed lines and reads the multi-line EHLO reply', async () => {
    const catcher = await startSmtpCatcher();
    try {
      const text = 'first\n.starts with a dot\n.\n..two dots\nlast';
      await sendMail(
        {
          host: '127.0.0.1',
          port: catcher.port,
          secure: false,
          user: null,
          pass: null,
          from: 'd@x.y',
        },
        { to: 'owner@example.test', subject: 'Dots', text },
      );
      expect(catcher.messages).toHaveLength(1);
      const mail = catcher.messages[0]!;
      expect(mail).toMatchObject({ from: 'd@x.y', to: ['owner@example.test'], subject: 'Dots' });
      expect(mail.text).toBe(text);
      expect(mail.headers.date).toMatch(/GMT$/);
      expect(mail.commands).toContain('EHLO countersign-devnet');
    } finally {
      await catcher.close();
    }
  });

  it('builds the DATA payload with CRLF line ends and every leading dot doubled', () => {
    const data = smtpData('a@b.c', { to: 't@u.v', subject: 's', text: 'x\n.y\r\n.' }, new Date(0));
    expect(data.endsWith('\r\n\r\nx\r\n..y\r\n..\r\n.')).toBe(true);
    expect(data).toContain('Date: Thu, 01 Jan 1970 00:00:00 GMT\r\n');
  });

  it('reads replies split across packets, bare codes and multi-line replies', async () => {
    const transcript: string[] = [];
    const odd = createServer((socket) => {
      // The greeting arrives in two packets; EHLO gets a 3-line reply; MAIL a bare "250".
      socket.write('220-first line\r\n');
      setTimeout(() => socket.write('220 ready\r\n'), 20);
      let data = false;
      socket.on('data', (chunk) => {
        for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
          transcript.push(line);
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('25');
              setTimeout(() => socket.write('0 ok\r\n'), 20);
            }
          } else if (line.startsWith('EHLO')) socket.write('250-a\r\n250-b\r\n250 c\r\n');
          else if (line.startsWith('MAIL')) socket.write('250\r\n');
          else if (line.startsWith('RCPT')) socket.write('250 ok\r\n');
          else if (line === 'DATA') {
            data = true;
            socket.write('354 go\r\n');
          } else if (line === 'QUIT') socket.end('221 bye\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    const oddPort = (odd.address() as AddressInfo).port;
    await sendMail(
      { host: '127.0.0.1', port: oddPort, secure: false, user: null, pass: null, from: 'a@b.c' },
      { to: 'x@y.z', subject: 's', text: 't' },
    );
    expect(transcript.at(-1)).toBe('QUIT');
    await new Promise<void>((resolve) => odd.close(() => resolve()));
  });

  it('rejects (and never crashes the process) when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      sendMail(
        {
          host: '127.0.0.1',
          port: closedPort,
          secure: false,
          user: null,
          pass: null,
          from: 'a@b.c',
        },
        { to: 'x@y.z', subject: 's', text: 't' },
      ),
    ).rejects.toThrow(/ECONNREFUSED|closed/);
  });
});
