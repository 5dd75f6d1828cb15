import { X509Certificate } from 'node:crypto';
// node-saml's own XML parser and XPath (the ones that check signatures), not a second copy.
import { parseDomFromString, xpath } from '@node-saml/node-saml/lib/xml.js';
import { AppError } from '../../../lib/app-error.js';
import type { SamlIdpSettings } from './saml-connection-config.js';

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const FETCH_TIMEOUT_MS = 15_000;
const MAX_METADATA_BYTES = 1_000_000;

/** The little of a DOM element this file reads (the server has no DOM typings). */
interface XmlElement {
  getAttribute(name: string): string | null;
  textContent: string | null;
}
type XmlNode = Parameters<typeof xpath.selectElements>[0];

function select(node: unknown, path: string): XmlElement[] {
  const elements: XmlElement[] = xpath.selectElements(node as XmlNode, path);
  return elements;
}

/** A certificate from metadata's base64 DER as PEM, or undefined when it is not one. */
function toPem(base64: string): string | undefined {
  const body = base64.replace(/\s+/g, '');
  if (!body) return undefined;
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return undefined;
  }
}

export type MetadataField = 'metadata_url' | 'metadata_xml';

const invalid = (field: MetadataField) =>
  new AppError('SAML_METADATA_INVALID', {}, { [field]: 'SAML_METADATA_INVALID' });

/**
 * Reads an IdP's SAML metadata (Entra's federation metadata, Okta's, ADFS's): its entity ID,
 * its HTTP-Redirect sign-in address and its signing certificates. Anything less is refused
 * with a field error on `field`.
 */
export async function parseIdpMetadata(
  xml: string,
  field: MetadataField = 'metadata_xml',
): Promise<SamlIdpSettings> {
  let doc: unknown;
  try {
    doc = await parseDomFromString(xml);
  } catch {
    throw invalid(field);
  }
  const [entity] = select(doc, "//*[local-name()='EntityDescriptor'][*[local-name()='IDPSSODescriptor']]");
  const [descriptor] = select(doc, "//*[local-name()='EntityDescriptor']/*[local-name()='IDPSSODescriptor']");
  const entityId = entity?.getAttribute('entityID')?.trim();
  if (!entity || !descriptor || !entityId) throw invalid(field);

  const ssoUrl = select(descriptor, "./*[local-name()='SingleSignOnService']")
    .find((service) => service.getAttribute('Binding') === REDIRECT_BINDING)
    ?.getAttribute('Location')
    ?.trim();
  const certificates = select(descriptor, "./*[local-name()='KeyDescriptor']")
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => select(key, ".//*[local-name()='X509Certificate']"))
    .map((cert) => toPem(cert.textContent ?? ''))
    .filter((pem): pem is string => pem !== undefined);
  if (!ssoUrl || !/^https?:\/\//i.test(ssoUrl) || certificates.length === 0) throw invalid(field);
  return { entityId, ssoUrl, certificates: [...new Set(certificates)] };
}

/** Fetches an IdP's metadata from its URL (15 s at most) and reads it. */
export async function fetchIdpMetadata(url: string): Promise<SamlIdpSettings> {
  let xml: string;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    xml = await response.text();
    if (xml.length > MAX_METADATA_BYTES) throw new Error('too large');
  } catch {
    throw new AppError('SAML_METADATA_UNREACHABLE', {}, { metadata_url: 'SAML_METADATA_UNREACHABLE' });
  }
  return parseIdpMetadata(xml, 'metadata_url');
}

/** What the admin screen shows of a signing certificate. */
export function describeCertificate(pem: string) {
  const cert = new X509Certificate(pem);
  return {
    subject: cert.subject.replace(/\n/g, ', '),
    valid_to: new Date(cert.validTo).toISOString(),
    fingerprint_sha256: cert.fingerprint256,
  };
}
