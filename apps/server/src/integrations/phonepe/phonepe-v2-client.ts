import { z } from 'zod';
import { callGateway, GatewayUnavailableError } from './payment-gateway';

export interface PhonePeV2Options {
  /** The PG API's base, e.g. https://api.phonepe.com/apis/pg (paths such as /checkout/v2/pay follow). */
  baseUrl: string;
  /** The OAuth token endpoint. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  webhookUsername: string;
  webhookPassword: string;
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_at: z.number(), token_type: z.string() });

/** PhonePe's word for a request it understood and turned down (4xx), e.g. a mandate that is not active. */
export interface V2Refusal {
  status: number;
  code: string;
}
const refusalSchema = z.object({ code: z.string() }).loose();

// A token is renewed this long before it expires, so no call goes out with one about to lapse.
const TOKEN_MARGIN_SECONDS = 60;

/**
 * What every v2 call shares: an OAuth client-credentials token (kept until shortly before it
 * expires; concurrent callers share one request for it), JSON over HTTPS, and answers read with a
 * schema — anything unexpected is the gateway being unavailable, never a guess.
 */
export class PhonePeV2Client {
  readonly name = 'phonepe-v2';
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(readonly options: PhonePeV2Options) {}

  /** A call whose 4xx is a failure of ours or theirs: thrown as unavailable, for the log. */
  async call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const answer = await this.send(method, path, body);
    if (answer.status >= 400)
      throw new GatewayUnavailableError(
        this.name,
        `${method} ${path}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
      );
    return this.read(schema, answer.body, path);
  }

  /** A call PhonePe may refuse with a reason the caller acts on (answered, not thrown). */
  async callOrRefusal<T>(
    method: 'POST',
    path: string,
    schema: z.ZodType<T>,
    body: unknown,
  ): Promise<{ answer: T; refusal: null } | { answer: null; refusal: V2Refusal }> {
    const sent = await this.send(method, path, body);
    if (sent.status >= 400 && sent.status !== 401) {
      const refusal = refusalSchema.safeParse(sent.body);
      return { answer: null, refusal: { status: sent.status, code: refusal.data?.code ?? `HTTP_${sent.status}` } };
    }
    if (sent.status === 401)
      throw new GatewayUnavailableError(this.name, `${method} ${path}: the access token was refused`);
    return { answer: this.read(schema, sent.body, path), refusal: null };
  }

  private async send(method: 'GET' | 'POST', path: string, body?: unknown) {
    const token = await this.accessToken();
    const answer = await callGateway(this.name, this.options.baseUrl + path, {
      method,
      headers: {
        authorization: `O-Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // A token PhonePe no longer honours: forget it, so the next call fetches a new one.
    if (answer.status === 401) this.token = null;
    return answer;
  }

  private read<T>(schema: z.ZodType<T>, answer: unknown, what: string): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success)
      throw new GatewayUnavailableError(
        this.name,
        `unexpected answer to ${what}: ${JSON.stringify(answer).slice(0, 300)}`,
      );
    return parsed.data;
  }

  private accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - TOKEN_MARGIN_SECONDS > Date.now() / 1000) {
      return Promise.resolve(this.token.value);
    }
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret, clientVersion, authUrl } = this.options;
    const { status, body } = await callGateway(this.name, authUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: clientId,
        client_version: clientVersion,
        client_secret: clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    const token = tokenSchema.safeParse(body);
    if (status !== 200 || !token.success)
      throw new GatewayUnavailableError(
        this.name,
        `token refused: HTTP ${status} ${JSON.stringify(body).slice(0, 200)}`,
      );
    this.token = { value: token.data.access_token, expiresAt: token.data.expires_at };
    return this.token.value;
  }
}
