import SCIMMY from 'scimmy';
import { SCIM_BASE } from '@awarequest/contracts';

export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const CORE_GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const SCIM_CONTENT_TYPE = 'application/scim+json';
/** The most resources one list answer holds (ServiceProviderConfig's filter.maxResults). */
export const SCIM_MAX_RESULTS = 200;

let isSetUp = false;

/**
 * scimmy keeps its schemas and resource types in module state: declared once per process, the
 * same for every app a test builds. Our routes are our own; scimmy supplies the schema
 * definitions, their validation, filters, PatchOp and the discovery documents.
 */
export function scimmy(): typeof SCIMMY {
  if (isSetUp) return SCIMMY;
  SCIMMY.Resources.declare(SCIMMY.Resources.User.extend(SCIMMY.Schemas.EnterpriseUser, false));
  SCIMMY.Resources.declare(SCIMMY.Resources.Group);
  for (const resource of [
    SCIMMY.Resources.User,
    SCIMMY.Resources.Group,
    SCIMMY.Resources.ResourceType,
    SCIMMY.Resources.Schema,
    SCIMMY.Resources.ServiceProviderConfig,
  ])
    resource.basepath(SCIM_BASE);
  SCIMMY.Config.set({
    patch: true,
    filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
    bulk: false,
    sort: false,
    etag: false,
    changePassword: false,
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A token made on the admin screen /admin/scim, sent as "Authorization: Bearer <token>".',
        primary: true,
      },
    ],
  });
  isSetUp = true;
  return SCIMMY;
}
