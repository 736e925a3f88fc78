// A tiny SMTP server for tests (RFC 5321 subset): it accepts every message on a loopback port and
// records it. Multi-line EHLO reply, AUTH PLAIN accepted, DATA un-dot-stuffed, headers parsed.
import { appendFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** One message as the catcher received it. */
export interface CaughtMail {
  /** ms since epoch when the final `.` arrived. */
  at: number;
  from: string;
  to: string[];
  subject: string;
  headers: Record<string, string>;
  /** The body with LF line ends and dot-stuffing removed. */
  text: string;
  /** The SMTP commands of the session up to this message (for transcript assertions). */
  commands: string[];
}

/** A running catcher. */
export interface SmtpCatcher {
  port: number;
  messages: CaughtMail[];
  /** Resolves with the first message (already received or arriving) matching `match`. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** Options of {@link startSmtpCatcher}. */
export interface SmtpCatcherOptions {
  /** Also append each message as a JSON line to this file (read by other processes). */
  file?: string;
  /** Port on 127.0.0.1; 0 picks a free one. */
  port?: number;
}

function parseData(lines: string[]): Pick<CaughtMail, 'headers' | 'subject' | 'text'> {
  const blank = lines.indexOf('');
  const headerLines = blank === -1 ? lines : lines.slice(0, blank);
  const headers: Record<string, string> = {};
  let last = '';
  for (const line of headerLines) {
    if (/^[ \t]/.test(line) && last) headers[last] += ` ${line.trim()}`;
    else {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      last = line.slice(0, colon).trim().toLowerCase();
      headers[last] = line.slice(colon + 1).trim();
    }
  }
  const text = blank === -1 ? '' : lines.slice(blank + 1).join('\n');
  return { headers, subject: headers.subject ?? '', text };
}

function session(socket: Socket, record: (mail: CaughtMail) => void): void {
  let buffer = '';
  let from = '';
  let to: string[] = [];
  let data: string[] | null = null;
  const commands: string[] = [];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  const onLine = (line: string) => {
    if (data) {
      if (line === '.') {
        record({ at: Date.now(), from, to, ...parseData(data), commands: [...commands] });
        data = null;
        from = '';
        to = [];
        reply('250 2.0.0 queued');
      } else data.push(line.startsWith('.') ? line.slice(1) : line);
      return;
    }
    commands.push(line);
    const verb = line.split(' ', 1)[0]!.toUpperCase();
    if (verb === 'EHLO') {
      reply('250-catcher greets you');
      reply('250-8BITMIME');
      reply('250 AUTH PLAIN');
    } else if (verb === 'HELO') reply('250 catcher');
    else if (verb === 'AUTH') reply('235 2.7.0 accepted');
    else if (verb === 'MAIL') {
      from = /<([^>]*)>/.exec(line)?.[1] ?? '';
      reply('250 2.1.0 ok');
    } else if (verb === 'RCPT') {
      to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
      reply('250 2.1.5 ok');
    } else if (verb === 'DATA') {
      if (to.length === 0) return reply('554 5.5.1 no valid recipients');
      data = [];
      reply('354 end data with <CR><LF>.<CR><LF>');
    } else if (verb === 'RSET') {
      from = '';
      to = [];
      reply('250 ok');
    } else if (verb === 'NOOP') reply('250 ok');
    else if (verb === 'QUIT') {
      reply('221 2.0.0 bye');
      socket.end();
    } else reply('502 5.5.2 command not recognised');
  };
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf('\r\n')) !== -1) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      onLine(line);
    }
  });
  socket.on('error', () => socket.destroy());
  reply('220 catcher ESMTP ready');
}

/** Starts a catcher on 127.0.0.1. */
export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const listeners = new Set<(mail: CaughtMail) => void>();
  const server: Server = createServer((socket) =>
    session(socket, (mail) => {
      messages.push(mail);
      if (options.file) appendFileSync(options.file, `${JSON.stringify(mail)}\n`);
      for (const listener of listeners) listener(mail);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no matching mail within ${timeoutMs} ms`));
        }, timeoutMs);
        const listener = (mail: CaughtMail) => {
          if (!match(mail)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(mail);
        };
        listeners.add(listener);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
