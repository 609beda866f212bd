/** One mail the catcher received, as `GET /email` lists it (maildev's shape). */
export interface CaughtMail {
  id: string;
  subject: string;
  from: Array<{ address: string; name: string }>;
  to: Array<{ address: string; name: string }>;
  text: string;
  html: string;
  /** The Date header: when the sender wrote it (to the second). */
  date: string;
  /** When the catcher received it, to the millisecond (maildev's `time`): mail latency is measured with it. */
  time: string;
  messageId: string;
  /**
   * Every header of the mail as maildev's API gives them: names in lower case, each value as
   * written (folded lines joined); a header given several times keeps its first value.
   */
  headers: Record<string, string>;
}
