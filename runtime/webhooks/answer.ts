/** What the handler answers, independent of any HTTP API. */
export interface WebhookAnswer {
  status: number;
  /** JSON text. */
  body: string;
  allow?: string;
}

export function answer(status: number, body: object, allow?: string): WebhookAnswer {
  return { status, body: JSON.stringify(body), ...(allow ? { allow } : {}) };
}
