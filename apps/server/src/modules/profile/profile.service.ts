import type { RuleMessage, UpdateProfileBody, User } from '@awarequest/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { findUserById, toUser, updateUser } from '../accounts/public.js';
import { allowedProfileValues } from '../lookups/public.js';
import { toProfilePhoto } from './photo-image.js';
import { photoUrl, removeStoredPhoto, storePhoto } from '../../lib/photo-store/photo-files.js';

const notInList: RuleMessage = { rule: 'one_of' };

/** The fields naming a value that is not in its list (GET /lookups), as an error map. */
async function lookupFailures(ctx: AppContext, body: UpdateProfileBody) {
  const allowed = await allowedProfileValues(ctx);
  const failures: Record<string, RuleMessage> = {};
  const lists = { departments: body.departments, positions: body.positions, countries: body.countries };
  for (const [field, values] of Object.entries(lists)) {
    const known = allowed[field as keyof typeof lists];
    if (values?.some((value) => !known.has(value))) failures[field] = notInList;
  }
  if (body.group !== undefined && !allowed.group.has(body.group)) failures.group = notInList;
  if (body.company !== undefined && !allowed.company.has(body.company)) failures.company = notInList;
  return failures;
}

const unique = (values: string[] | undefined) => [...new Set(values ?? [])];

/** PUT /users/me: replaces the editable profile; an omitted optional field is cleared. */
export async function updateProfile(ctx: AppContext, caller: Caller, body: UpdateProfileBody): Promise<User> {
  const failures = await lookupFailures(ctx, body);
  if (Object.keys(failures).length > 0) throw new AppError('PROFILE_UPDATE_FAILED', {}, failures);
  const row = await updateUser(ctx.db, caller.userId, {
    name: body.name,
    phone: body.phone ?? null,
    dateOfBirth: body.date_of_birth ?? null,
    height: body.height ?? null,
    weight: body.weight ?? null,
    gender: body.gender ?? null,
    userId: body.user_id ?? null,
    group: body.group ?? null,
    company: body.company ?? null,
    departments: unique(body.departments),
    positions: unique(body.positions),
    countries: unique(body.countries),
    avatar: body.avatar ?? null,
  });
  await ctx.sessions.userChanged(caller.userId);
  return toUser(row);
}

/**
 * POST /users/me/photo: checks and re-encodes the image, stores it under a new name, points
 * the user at it, then removes the old file. Any failure before the switch leaves the old
 * photo in place.
 */
export async function setProfilePhoto(ctx: AppContext, caller: Caller, bytes: Buffer): Promise<User> {
  const before = await findUserById(ctx.db, caller.userId);
  if (!before) throw new AppError('UNAUTHORIZED');
  const webp = await toProfilePhoto(bytes);
  const file = await storePhoto(ctx.photos, webp);
  let row;
  try {
    row = await updateUser(ctx.db, caller.userId, { photo: photoUrl(file) });
  } catch (error) {
    await removeStoredPhoto(ctx.photos, photoUrl(file));
    throw error;
  }
  await ctx.sessions.userChanged(caller.userId);
  await removeStoredPhoto(ctx.photos, before.photo);
  return toUser(row);
}

/** DELETE /users/me/photo: back to the avatar. */
export async function removeProfilePhoto(ctx: AppContext, caller: Caller): Promise<User> {
  const before = await findUserById(ctx.db, caller.userId);
  if (!before) throw new AppError('UNAUTHORIZED');
  const row = await updateUser(ctx.db, caller.userId, { photo: null });
  await ctx.sessions.userChanged(caller.userId);
  await removeStoredPhoto(ctx.photos, before.photo);
  return toUser(row);
}
