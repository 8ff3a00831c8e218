import aws4 from 'aws4';
import { messageOf } from '../../errors.js';
import { stringParam, booleanParam } from '../../send/auth/params.js';
import { bodyTextForSigning, contentTypeOf } from '../../send/auth/requestEdit.js';
import { SendError } from '../../send/errors.js';
import type { RequestSigner } from '../../send/transport.js';

/**
 * AWS Signature Version 4 by the aws4 library (which needs node:crypto, hence Node-only and
 * supplied to `sendWithAuth` through the Node transport's signers). Postman's parameter names:
 * accessKey, secretKey, region, service, sessionToken, addAuthDataToQuery. File and multipart
 * bodies are streamed, so their payload is declared UNSIGNED-PAYLOAD (SigV4 §"unsigned payload").
 */
export const signAwsV4: RequestSigner = (request, params) => {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  for (const { name, value } of request.headers) headers[name] = name in headers ? `${headers[name]},${value}` : value;
  const body = bodyTextForSigning(request);
  if (body === undefined) headers['X-Amz-Content-Sha256'] = 'UNSIGNED-PAYLOAD';
  // Signed as sent: aws4 would otherwise sign a Content-Type of its own choosing.
  const contentType = contentTypeOf(request);
  if (contentType !== undefined && !request.headers.some(({ name }) => name.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = contentType;
  }
  const sessionToken = stringParam(params, 'sessionToken');
  const region = stringParam(params, 'region');
  const service = stringParam(params, 'service');
  let signed: aws4.Request;
  try {
    signed = aws4.sign(
      {
        host: url.host,
        path: url.pathname + url.search,
        method: request.method,
        headers,
        ...(body ? { body } : {}),
        ...(region ? { region } : {}),
        ...(service ? { service } : {}),
        signQuery: booleanParam(params, 'addAuthDataToQuery', false),
      },
      {
        accessKeyId: stringParam(params, 'accessKey'),
        secretAccessKey: stringParam(params, 'secretKey'),
        ...(sessionToken ? { sessionToken } : {}),
      },
    );
  } catch (error) {
    throw new SendError('AUTH_FAILED', `AWS Signature failed: ${messageOf(error)}`, { cause: error });
  }
  const signedHeaders = Object.entries(signed.headers ?? {}).map(([name, value]) => ({ name, value: String(value) }));
  return { ...request, url: `${url.origin}${signed.path ?? ''}${url.hash}`, headers: signedHeaders };
};
