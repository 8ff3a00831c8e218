import type { Auth } from '../../model/auth.js';
import type { HttpRequest } from '../../model/request.js';
import type { HttpResponse } from '../../model/response.js';
import { sendWithAuth } from '../authorize.js';
import { toTransportRequest, type PrepareOptions } from '../prepare.js';
import type { Transport } from '../transport.js';

/** Prepare the resolved request, apply its auth and send it. */
export function authorizeAndSend(
  transport: Transport,
  request: HttpRequest,
  auth: Auth,
  options: PrepareOptions,
): Promise<HttpResponse> {
  return sendWithAuth(transport, toTransportRequest(request, options), auth);
}
