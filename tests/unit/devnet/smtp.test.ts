// The devnet's SMTP delivery against a real TCP server on loopback that speaks the SMTP replies.
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMail, smtpConfigFromEnv } from '../../../devnet/gateway/alerts/smtp';

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
