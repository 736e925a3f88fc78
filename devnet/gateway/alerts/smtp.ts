import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/** SMTP server settings (plain or implicit TLS; STARTTLS is not spoken). */
export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  pass: string | null;
  from: string;
}

/** Read SMTP settings from SMTP_HOST/SMTP_PORT/SMTP_SECURE/SMTP_USER/SMTP_PASS/SMTP_FROM; null if unset. */
export function smtpConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpConfig | null {
  if (!env.SMTP_HOST) return null;
  const secure = env.SMTP_SECURE === 'true';
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? (secure ? 465 : 25)),
    secure,
    user: env.SMTP_USER ?? null,
    pass: env.SMTP_PASS ?? null,
    from: env.SMTP_FROM ?? 'devnet@localhost',
  };
}

/** A minimal SMTP conversation: read a reply, expect a code class. */
function reader(socket: Socket) {
  let buffer = '';
  const waiters: ((line: string) => void)[] = [];
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    // A reply is complete at a line "NNN text" (a space after the code, not a dash).
    for (;;) {
      const match = /^(\d{3}) [^\r\n]*\r?\n/m.exec(buffer);
      if (!match) break;
      const end = match.index + match[0].length;
      const reply = buffer.slice(0, end);
      buffer = buffer.slice(end);
      waiters.shift()?.(reply);
    }
  });
  return (expect: string): Promise<string> =>
    new Promise((resolve, reject) => {
      waiters.push((reply) =>
        reply.startsWith(expect) ? resolve(reply) : reject(new Error(`SMTP: ${reply.trim()}`)),
      );
    });
}

/** Send one plain-text e-mail. */
export async function sendMail(
  config: SmtpConfig,
  mail: { to: string; subject: string; text: string },
): Promise<void> {
  const socket: Socket = config.secure
    ? tlsConnect({ host: config.host, port: config.port, servername: config.host })
    : netConnect({ host: config.host, port: config.port });
  socket.setTimeout(15_000, () => socket.destroy(new Error('SMTP timeout')));
  const reply = reader(socket);
  const send = (line: string, expect: string) => {
    const done = reply(expect);
    socket.write(`${line}\r\n`);
    return done;
  };
  try {
    await reply('2');
    await send('EHLO countersign-devnet', '2');
    if (config.user && config.pass)
      await send(
        `AUTH PLAIN ${Buffer.from(`\0${config.user}\0${config.pass}`).toString('base64')}`,
        '2',
      );
    await send(`MAIL FROM:<${config.from}>`, '2');
    await send(`RCPT TO:<${mail.to}>`, '2');
    await send('DATA', '3');
    const body = mail.text.replace(/^\./gm, '..').replace(/\r?\n/g, '\r\n');
    await send(
      `From: ${config.from}\r\nTo: ${mail.to}\r\nSubject: ${mail.subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n.`,
      '2',
    );
    await send('QUIT', '2');
  } finally {
    socket.destroy();
  }
}
