import type { Auth } from '../model/auth.js';
import type { HttpResponse } from '../model/response.js';
import { applyApiKey, applyBasic, applyBearer, applyOAuth2 } from './auth/simple.js';
import { SendError } from './errors.js';
import type { Transport, TransportRequest } from './transport.js';

const AUTH_NAMES: Record<string, string> = {
  awsv4: 'AWS Signature',
  ntlm: 'NTLM',
  akamai: 'Akamai EdgeGrid',
  edgegrid: 'Akamai EdgeGrid',
  jwt: 'JWT Bearer',
  asap: 'ASAP (Atlassian)',
};

/**
 * The one place auth is applied to a prepared request (ARCHITECTURE: "sending is composed").
 * `inherit` must already be resolved by the caller; here it sends without auth, like `none`.
 * Digest may send twice (challenge, then answer); every other scheme signs and sends once.
 */
export async function sendWithAuth(transport: Transport, request: TransportRequest, auth: Auth): Promise<HttpResponse> {
  switch (auth.type) {
    case 'none':
    case 'inherit':
      return transport.send(request);
    case 'bearer':
      return transport.send(applyBearer(request, auth));
    case 'basic':
      return transport.send(applyBasic(request, auth));
    case 'apikey':
      return transport.send(applyApiKey(request, auth));
    case 'oauth2':
      return transport.send(applyOAuth2(request, auth));
    // The signing schemes bring crypto-js (and Hawk its own library): loaded by the first request
    // that uses one, not by every start of the CLI or the web app.
    case 'digest': {
      const { sendWithDigest } = await import('./auth/digest.js');
      return sendWithDigest(transport, request, auth.params);
    }
    case 'oauth1': {
      const { applyOAuth1 } = await import('./auth/oauth1.js');
      return transport.send(applyOAuth1(request, auth.params));
    }
    case 'hawk': {
      const { applyHawk } = await import('./auth/hawk.js');
      return transport.send(applyHawk(request, auth.params));
    }
    case 'awsv4': {
      const signer = transport.signers?.awsv4;
      if (!signer) throw unsupported(auth.type, 'by this transport');
      return transport.send(signer(request, auth.params));
    }
    default:
      throw unsupported(auth.type, 'yet');
  }
}

function unsupported(type: string, where: string): SendError {
  return new SendError('AUTH_UNSUPPORTED', `${AUTH_NAMES[type] ?? type} authentication is not supported ${where}`);
}
