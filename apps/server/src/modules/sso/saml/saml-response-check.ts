import { SamlStatusError, type Profile } from '@node-saml/node-saml';
import { parseDomFromString } from '@node-saml/node-saml/lib/xml.js';
import type { SsoRefusalReason } from '@awarequest/contracts';
import type { Db } from '../../../db/client.js';
import type { SsoIdentity } from '../sso-identity.js';
import { samlAttributes, samlEmail } from './saml-attributes.js';
import type { SamlConnectionConfig, SamlIdpSettings } from './saml-connection-config.js';
import { claimAssertion } from './saml-replay-guard.js';
import { SAML_CLOCK_SKEW_MS, samlServiceProvider } from './saml-service-provider.js';

/** Which check a response failed: the audit entry's `details.check`. */
export type SamlCheck =
  | 'malformed'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'time'
  | 'in_response_to'
  | 'recipient'
  | 'destination'
  | 'subject'
  | 'replay'
  | 'status';

export type SamlCheckResult =
  | { ok: true; identity: SsoIdentity }
  | { ok: false; reason: SsoRefusalReason; check: SamlCheck; message: string };

const REASONS: Record<SamlCheck, SsoRefusalReason> = {
  malformed: 'invalid_response',
  signature: 'invalid_response',
  issuer: 'invalid_response',
  audience: 'invalid_response',
  recipient: 'invalid_response',
  destination: 'invalid_response',
  subject: 'invalid_response',
  time: 'expired_request',
  in_response_to: 'expired_request',
  replay: 'replayed',
  status: 'provider_error',
};

const refuse = (check: SamlCheck, message: string): SamlCheckResult => ({
  ok: false,
  reason: REASONS[check],
  check,
  message: message.slice(0, 300),
});

/** node-saml says what failed only in words: these are its messages, version 5. */
function checkOf(error: unknown): SamlCheck {
  if (error instanceof SamlStatusError) return 'status';
  const message = error instanceof Error ? error.message : '';
  if (/No response found|Missing SAML assertion|Unknown SAML|Not a valid XML/i.test(message))
    return 'malformed';
  if (/InResponseTo/i.test(message)) return 'in_response_to';
  if (/signature/i.test(message)) return 'signature';
  if (/audience/i.test(message)) return 'audience';
  if (/expired|not yet valid|too old|subject confirmation/i.test(message)) return 'time';
  return 'malformed';
}

type XmlJs = Record<string, unknown> & { $?: Record<string, string> };
const children = (node: XmlJs | undefined, name: string): XmlJs[] => {
  const value = node?.[name];
  return Array.isArray(value) ? (value as XmlJs[]) : [];
};

/** The verified assertion's ID, bearer recipients and latest NotOnOrAfter. */
function assertionFacts(profile: Profile) {
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion;
  const confirmations = children(children(assertion, 'Subject')[0], 'SubjectConfirmation')
    .filter((confirmation) => confirmation.$?.Method === 'urn:oasis:names:tc:SAML:2.0:cm:bearer')
    .flatMap((confirmation) => children(confirmation, 'SubjectConfirmationData'));
  const notOnOrAfter = [
    ...children(assertion, 'Conditions').map((conditions) => conditions.$?.NotOnOrAfter),
    ...confirmations.map((data) => data.$?.NotOnOrAfter),
  ]
    .map((value) => (value ? Date.parse(value) : Number.NaN))
    .filter((time) => Number.isFinite(time));
  return {
    id: assertion?.$?.ID,
    recipients: confirmations.map((data) => data.$?.Recipient),
    notOnOrAfter: notOnOrAfter.length ? Math.max(...notOnOrAfter) : undefined,
  };
}

async function destinationOf(xml: string | undefined): Promise<string | null> {
  if (!xml) return null;
  const doc = (await parseDomFromString(xml)) as unknown as {
    documentElement: { getAttribute(name: string): string | null };
  };
  return doc.documentElement.getAttribute('Destination');
}

/**
 * Checks an IdP's POSTed SAMLResponse for one connection: node-saml checks the assertion's
 * signature (with the IdP's certificates only), audience, times and InResponseTo; this adds
 * what it leaves out (issuer, bearer Recipient, Destination, an expiry at all) and refuses a
 * replay: an assertion ID signs someone in once, on every instance.
 */
export async function checkSamlResponse(
  db: Db,
  connectionId: string,
  config: SamlConnectionConfig,
  idp: SamlIdpSettings,
  samlResponse: string,
): Promise<SamlCheckResult> {
  let profile: Profile | null;
  try {
    ({ profile } = await samlServiceProvider(db, connectionId, config, idp).validatePostResponseAsync({
      SAMLResponse: samlResponse,
    }));
  } catch (error) {
    return refuse(checkOf(error), error instanceof Error ? error.message : 'unreadable response');
  }
  if (!profile) return refuse('malformed', 'no assertion');
  if (profile.issuer !== idp.entityId) return refuse('issuer', `issuer ${profile.issuer}`);
  const destination = await destinationOf(profile.getSamlResponseXml?.());
  if (destination !== null && destination !== config.acsUrl)
    return refuse('destination', `destination ${destination}`);
  const facts = assertionFacts(profile);
  if (!facts.recipients.includes(config.acsUrl))
    return refuse('recipient', 'no bearer confirmation for our ACS URL');
  if (facts.notOnOrAfter === undefined) return refuse('time', 'the assertion never expires');
  if (!facts.id) return refuse('malformed', 'assertion without ID');
  if (!profile.nameID) return refuse('subject', 'no NameID');

  const isFirstUse = await claimAssertion(db, {
    connectionId,
    assertionId: facts.id,
    expiresAt: new Date(facts.notOnOrAfter + SAML_CLOCK_SKEW_MS),
  });
  if (!isFirstUse) return refuse('replay', `assertion ${facts.id} was used before`);

  const attributes = samlAttributes(profile);
  const email = samlEmail(profile, attributes, config.emailAttribute);
  return {
    ok: true,
    identity: {
      connectionId,
      protocol: 'saml',
      subject: profile.nameID,
      email,
      emailVerified: email !== undefined && config.emailVerified,
      attributes,
    },
  };
}
