import nodemailer from 'nodemailer'
import type { MailSender } from './outbox.ts'

/** Sends through the SMTP server of `SMTP_URL` (e.g. `smtp://user:pass@host:587`). */
export function smtpSender(url: string): MailSender {
  // Bounded waits: a send must end well inside the worker's lease on its row.
  const transport = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never)
  return {
    async send(message) {
      await transport.sendMail(message)
    },
  }
}
