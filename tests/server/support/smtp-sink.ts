// A minimal SMTP server for tests that start API processes: it accepts every message (optionally
// after a pause before the final "250"), keeps what it received, and counts Message-IDs.
import { createServer, type Server, type Socket } from 'node:net';

export interface SmtpSink {
  port: number;
  /** Raw messages, in the order their "250" was sent. */
  messages: string[];
  /** How often each Message-ID was accepted. */
  deliveries(): Map<string, number>;
  /** Resolves once a message's data has arrived (before its "250" is sent); with `match`, one it matches. */
  received(match?: (message: string) => boolean): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(options: { acceptDelayMs?: number } = {}): Promise<SmtpSink> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const arrivals: string[] = [];
  const waiters = new Set<{ match: (message: string) => boolean; resolve: () => void }>();
  const dataArrived = (message: string) => {
    arrivals.push(message);
    for (const waiter of waiters) {
      if (!waiter.match(message)) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          dataArrived(message);
          setTimeout(() => {
            messages.push(message);
            reply('250 queued');
          }, options.acceptDelayMs ?? 0);
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    messages,
    received: (match = () => true) =>
      arrivals.some(match)
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiters.add({ match, resolve });
          }),
    deliveries() {
      const counts = new Map<string, number>();
      for (const message of messages) {
        const id = /^Message-ID:\s*(\S+)/im.exec(message)?.[1] ?? '';
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
