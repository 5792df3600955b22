import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailSender } from './mail-sender';

/**
 * Delivers through an SMTP server (SMTP_URL, e.g. `smtps://user:password@smtp.example.com:465`)
 * with nodemailer, which upgrades a plain connection with STARTTLS when the server offers it.
 */
export class SmtpMailSender implements MailSender {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send({ to, subject, text, replyTo, unsubscribeUrl }: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to,
      subject,
      text,
      replyTo,
      ...(unsubscribeUrl
        ? { list: { unsubscribe: unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
        : {}),
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
