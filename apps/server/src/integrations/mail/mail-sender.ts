/** One plain-text mail. `from` is the configured sender; replies go to `replyTo` when given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * Where a list mail is left with one click (RFC 8058): sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post`, so mail clients show their own unsubscribe button.
   */
  unsubscribeUrl?: string;
}

/** Hands a mail to whatever delivers it; throws when it was not taken (the mail job retries). */
export interface MailSender {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
