import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface OutboxEntry extends Mail {
  sentAt: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Sends without keeping the caller waiting (a failure is logged): an answer that must not
   * tell whether a mail went out cannot wait for the mail server.
   */
  deliver(mail: Mail): void;
  /** The dev outbox, newest first; empty when mail goes over SMTP. */
  outbox(to?: string): OutboxEntry[];
  close(): void;
}

const OUTBOX_KEEP = 200;

/**
 * SMTP when SMTP_URL is set. Otherwise every mail is written to the log and to
 * `<data dir>/outbox/`, and kept in memory for the dev outbox API, so sign-up works on a
 * laptop with no mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const inBackground = (send: (mail: Mail) => Promise<void>) => (mail: Mail) => {
    send(mail).catch((error: unknown) => {
      options.logger.error({ err: error, to: mail.to }, 'mail could not be sent');
    });
  };
  if (options.smtpUrl) {
    const transport = createTransport(options.smtpUrl);
    const send = async (mail: Mail) => {
      await transport.sendMail({ from: options.from, ...mail });
    };
    return {
      send,
      deliver: inBackground(send),
      outbox: () => [],
      close: () => {
        transport.close();
      },
    };
  }
  const entries: OutboxEntry[] = [];
  const dir = path.resolve(options.dataDir, 'outbox');
  // The entry is in the outbox before the first await: a delivered mail can be read at once.
  const send = async (mail: Mail) => {
    const entry = { ...mail, sentAt: new Date().toISOString() };
    entries.unshift(entry);
    entries.length = Math.min(entries.length, OUTBOX_KEEP);
    options.logger.info({ mail: entry }, `mail to ${mail.to}: ${mail.subject}`);
    await mkdir(dir, { recursive: true });
    const safeName = `${entry.sentAt.replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.json`;
    await writeFile(path.join(dir, safeName), JSON.stringify(entry, null, 2));
  };
  return {
    send,
    deliver: inBackground(send),
    outbox: (to) => (to ? entries.filter((entry) => entry.to === to.toLowerCase()) : [...entries]),
    close: () => undefined,
  };
}
