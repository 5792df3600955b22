/** One plain-text mail. `from` is the configured sender; replies go to `replyTo` when given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Hands a mail to whatever delivers it; throws when it was not taken (the mail job retries). */
export interface MailSender {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
