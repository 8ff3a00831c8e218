import hawk from '@hapi/hawk/lib/browser.js';
import { messageOf } from '../../errors.js';
import { SendError } from '../errors.js';
import type { TransportRequest } from '../transport.js';
import { booleanParam, stringParam, type AuthParams } from './params.js';
import { bodyTextForSigning, contentTypeOf, randomHex, withHeader } from './requestEdit.js';

/**
 * Hawk (hapi's MAC scheme) with Postman's parameter names: authId, authKey, algorithm, nonce,
 * timestamp, extraData (ext), app, delegation (dlg), includePayloadHash. Signed by the reference
 * library's own client, which is isomorphic.
 */
export function applyHawk(request: TransportRequest, params: AuthParams): TransportRequest {
  const timestamp = Number(stringParam(params, 'timestamp'));
  const payload = booleanParam(params, 'includePayloadHash', false) ? bodyTextForSigning(request) : undefined;
  const contentType = contentTypeOf(request) ?? '';
  const optional = (key: 'ext' | 'app' | 'dlg', param: string) => {
    const value = stringParam(params, param);
    return value ? { [key]: value } : {};
  };
  try {
    const { header } = hawk.client.header(request.url, request.method, {
      credentials: {
        id: stringParam(params, 'authId'),
        key: stringParam(params, 'authKey'),
        algorithm: stringParam(params, 'algorithm') || 'sha256',
      },
      nonce: stringParam(params, 'nonce') || randomHex(3),
      ...(timestamp > 0 ? { timestamp } : {}),
      ...(payload !== undefined ? { payload, contentType } : {}),
      ...optional('ext', 'extraData'),
      ...optional('app', 'app'),
      ...optional('dlg', 'delegation'),
    });
    return withHeader(request, 'Authorization', header);
  } catch (error) {
    throw new SendError('AUTH_FAILED', `Hawk authentication failed: ${messageOf(error)}`, { cause: error });
  }
}
