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

/**
 * Reads SMTP replies (RFC 5321 §4.2): a reply is one or more lines `NNN-text`, ended by the line
 * `NNN text` or a bare `NNN`. Replies that arrive before anyone waits are kept, and a socket error
 * or close fails every waiter instead of leaving it hanging.
 */
export function smtpReplyReader(socket: Socket): (expect: string) => Promise<string> {
  let buffer = '';
  const replies: string[] = [];
  const waiters: { resolve: (reply: string) => void; reject: (error: Error) => void }[] = [];
  let failure: Error | null = null;
  const deliver = () => {
    while (replies.length > 0 && waiters.length > 0) waiters.shift()!.resolve(replies.shift()!);
  };
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      const match = /^(\d{3})(?: [^\n]*)?\r?\n/m.exec(buffer);
      if (!match) break;
      const end = match.index + match[0].length;
      replies.push(buffer.slice(0, end));
      buffer = buffer.slice(end);
    }
    deliver();
  });
  const fail = (error: Error) => {
    failure ??= error;
    for (const waiter of waiters.splice(0)) waiter.reject(failure);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('SMTP: connection closed')));
  return (expect) =>
    new Promise<string>((resolve, reject) => {
      waiters.push({
        resolve: (reply) => {
          const last = reply.trimEnd().split(/\r?\n/).at(-1) ?? '';
          if (last.startsWith(expect)) resolve(reply);
          else reject(new Error(`SMTP: ${reply.trim()}`));
        },
        reject,
      });
      deliver();
      if (failure && waiters.length > 0) fail(failure);
    });
}

/** The DATA payload: headers, a blank line, the body with CRLF line ends and dot-stuffing (§4.5.2). */
export function smtpData(
  from: string,
  mail: { to: string; subject: string; text: string },
  date: Date = new Date(),
): string {
  const body = mail.text.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    `${body}\r\n.`,
  ].join('\r\n');
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
  const reply = smtpReplyReader(socket);
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
    await send(smtpData(config.from, mail), '2');
    // The message is accepted once DATA got its 250; a server that hangs up on QUIT lost nothing.
    await send('QUIT', '2').catch(() => undefined);
  } finally {
    socket.destroy();
  }
}
