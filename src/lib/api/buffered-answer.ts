// An API answer read whole once and handed out again as a fresh Response to each reader: the page's
// common data (page-common-data.ts) and the early user-info call (early-user-info.ts) both do this.

/** Status and body text, read at once (a timeout signal would abort a body read later). */
export interface BufferedAnswer {
  status: number;
  body: string;
}

/** Statuses a Response may not carry a body with. */
const NULL_BODY_STATUSES = [204, 205, 304];

export const bufferAnswer = (response: Response): Promise<BufferedAnswer> =>
  response.text().then((body) => ({ status: response.status, body }));

/** A new Response for one reader. */
export const replayAnswer = ({ status, body }: BufferedAnswer): Response =>
  new Response(NULL_BODY_STATUSES.includes(status) ? null : body, { status });

/** Whether a call is a GET of `path`: only those are shared. */
export const isGetOf = (path: string, url: string, init: RequestInit | undefined): boolean =>
  url === path && (init?.method ?? 'GET') === 'GET';
