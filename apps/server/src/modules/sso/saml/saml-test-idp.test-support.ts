import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as samlify from 'samlify';

/**
 * A SAML identity provider for tests, made with samlify (an independent implementation):
 * it publishes metadata, reads our AuthnRequests and signs responses with a test key kept in
 * test-fixtures/ (`forger` is a second key the connection does not trust). Every field of a
 * response can be bent, to prove each check refuses it.
 */

// samlify wants an XML schema validator; the responses here are ours, so none is needed.
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') });

const fixture = (name: string) => readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8');
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const AUTHN_MARK = 'AUTHN-STATEMENT-MARK';
const ATTRIBUTES_MARK = 'ATTRIBUTE-STATEMENT-MARK';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface TestSamlPerson {
  nameId: string;
  /** Attribute name to value, e.g. `{ email: 'a@b.test', department: 'Finance' }`. */
  attributes: Record<string, string>;
}

/** What a test may change in a response; everything else is what a correct IdP sends. */
export interface ResponseOverrides {
  inResponseTo?: string;
  audience?: string;
  recipient?: string;
  destination?: string;
  issuer?: string;
  assertionId?: string;
  notBefore?: Date;
  notOnOrAfter?: Date;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attributeStatement(attributes: Record<string, string>): string {
  const items = Object.entries(attributes).map(
    ([name, value]) =>
      `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:unspecified"><saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
  );
  return items.length ? `<saml:AttributeStatement>${items.join('')}</saml:AttributeStatement>` : '';
}

export function createTestIdp(options: { ssoUrl: string; entityId?: string; key?: 'idp' | 'forger' }) {
  const key = options.key ?? 'idp';
  const entityId = options.entityId ?? 'https://idp.test.invalid/saml';
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: fixture(`${key}-key.pem`),
    signingCert: fixture(`${key}-cert.pem`),
    singleSignOnService: [{ Binding: REDIRECT, Location: options.ssoUrl }],
    nameIDFormat: [EMAIL_FORMAT],
  });
  const serviceProvider = (spMetadataXml: string) => samlify.ServiceProvider({ metadata: spMetadataXml });

  return {
    entityId,
    metadataXml: idp.getMetadata(),

    /** Reads the AuthnRequest of our redirect to the IdP, as the IdP would. */
    async readLoginRedirect(location: string, spMetadataXml: string) {
      const url = new URL(location);
      const query = Object.fromEntries(url.searchParams);
      const parsed = await idp.parseLoginRequest(serviceProvider(spMetadataXml), 'redirect', { query });
      const request = (parsed.extract as { request: { id: string } }).request;
      return {
        requestId: request.id,
        relayState: query.RelayState,
        destination: `${url.origin}${url.pathname}`,
      };
    },

    /** A base64 SAMLResponse for the person, signed as the SP's metadata asks (the assertion). */
    async respond(
      spMetadataXml: string,
      person: TestSamlPerson,
      overrides: ResponseOverrides = {},
    ): Promise<string> {
      const sp = serviceProvider(spMetadataXml);
      const acsUrl = sp.entityMeta.getAssertionConsumerService('post') as string;
      const spEntityId = sp.entityMeta.getEntityID();
      const now = new Date();
      const notOnOrAfter = (overrides.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
      const id = `_${randomUUID()}`;
      const result = await idp.createLoginResponse(
        sp,
        {} as never,
        'post',
        { email: person.nameId },
        {
          customTagReplacement: (template: string) => ({
            id,
            // samlify escapes every value; the two statements are XML, put in after.
            context: samlify.SamlLib.replaceTagsByValue(template, {
              ID: id,
              AssertionID: overrides.assertionId ?? `_${randomUUID()}`,
              Destination: overrides.destination ?? acsUrl,
              Audience: overrides.audience ?? spEntityId,
              SubjectRecipient: overrides.recipient ?? acsUrl,
              Issuer: overrides.issuer ?? entityId,
              IssueInstant: now.toISOString(),
              StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
              ConditionsNotBefore: (overrides.notBefore ?? new Date(now.getTime() - 1000)).toISOString(),
              ConditionsNotOnOrAfter: notOnOrAfter,
              SubjectConfirmationDataNotOnOrAfter: notOnOrAfter,
              NameIDFormat: EMAIL_FORMAT,
              NameID: person.nameId,
              InResponseTo: overrides.inResponseTo,
              AuthnStatement: AUTHN_MARK,
              AttributeStatement: ATTRIBUTES_MARK,
            })
              .replace(
                AUTHN_MARK,
                `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${id}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
              )
              .replace(ATTRIBUTES_MARK, attributeStatement(person.attributes)),
          }),
        },
      );
      return result.context;
    },
  };
}

export type TestIdp = ReturnType<typeof createTestIdp>;

const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');
const encode = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

/** The response with its signatures taken out (an unsigned assertion). */
export const withoutSignatures = (base64: string) =>
  encode(decode(base64).replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, ''));

/** The response with a signed text changed after signing (a tampered assertion). */
export const tampered = (base64: string, from: string, to: string) => {
  const xml = decode(base64);
  if (!xml.includes(from)) throw new Error(`the response holds no ${from}`);
  return encode(xml.split(from).join(to));
};
